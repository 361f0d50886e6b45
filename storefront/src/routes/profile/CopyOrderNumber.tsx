import { useEffect, useState } from "react";
import { Button } from "../../components/ui/Button";

/** Copying an order number says 'Copied!' or 'Failed to copy.' for 2 seconds. */
const COPY_FEEDBACK_MS = 2000;

/** The order's number (BZ-10234) to the clipboard: what a customer quotes to the shop. */
export function CopyOrderNumber({ number }: { number: string }) {
  const [feedback, setFeedback] = useState<string | null>(null);
  useEffect(() => {
    if (!feedback) return;
    const timer = window.setTimeout(() => setFeedback(null), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [feedback]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
      setFeedback("Copied!");
    } catch {
      setFeedback("Failed to copy.");
    }
  };

  return (
    <>
      <Button type="button" $variant="link" onClick={copy}>
        Copy order number
      </Button>{" "}
      <span role="status">{feedback}</span>
    </>
  );
}
