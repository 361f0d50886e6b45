import { useEffect, useState } from "react";
import { Button } from "../../components/ui/Button";

/** Copying an order id says 'Copied!' or 'Failed to copy.' for 2 seconds. */
const COPY_FEEDBACK_MS = 2000;

export function CopyOrderId({ orderId }: { orderId: string }) {
  const [feedback, setFeedback] = useState<string | null>(null);
  useEffect(() => {
    if (!feedback) return;
    const timer = window.setTimeout(() => setFeedback(null), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [feedback]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderId);
      setFeedback("Copied!");
    } catch {
      setFeedback("Failed to copy.");
    }
  };

  return (
    <>
      <Button type="button" $variant="link" onClick={copy}>
        Copy order id
      </Button>{" "}
      <span role="status">{feedback}</span>
    </>
  );
}
