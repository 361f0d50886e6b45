import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../components/ui/Button";
import { Input, TextArea } from "../../components/ui/TextField";
import { Notice } from "../../components/ui/Status";
import {
  CancelMyOrderDocument,
  MyOrdersDocument,
  RequestReturnDocument,
  type OrderDetailsFragment,
  type ReturnKind,
} from "../../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { readToken } from "@shop/client/session";
import { useShopPolicies } from "../../lib/shop-policies";
import { formatIndiaDate } from "@shop/words/india-time";

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_PHOTOS = 3;

/**
 * What happens after an order is placed, for its customer: the parcel's courier and tracking link,
 * the order's history, refunds, returns; and what they can do: cancel before it ships, or ask for
 * a return or exchange within the shop's return window after delivery.
 */
export function OrderFollowUp({ order }: { order: OrderDetailsFragment }) {
  const returnWindowDays = useShopPolicies()?.returnWindowDays;
  const windowOpen =
    order.status === "DELIVERED" &&
    !!order.deliveredAt &&
    returnWindowDays !== undefined &&
    Date.now() < new Date(order.deliveredAt).getTime() + returnWindowDays * DAY_MS;
  return (
    <Section>
      {order.shipment && (
        <p>
          Shipped {order.shipment.courierName ? `with ${order.shipment.courierName}` : "by hand delivery"}
          {order.shipment.trackingNumber && ` (tracking number ${order.shipment.trackingNumber})`}.{" "}
          {order.shipment.trackingUrl && <a href={order.shipment.trackingUrl}>Track your parcel</a>}
        </p>
      )}
      {order.history.length > 0 && (
        <>
          <h3>History</h3>
          <ol className="history">
            {order.history.map((h) => (
              <li key={h.id}>
                <time dateTime={h.createdAt}>{formatIndiaDate(h.createdAt)}</time> {h.note}
              </li>
            ))}
          </ol>
        </>
      )}
      {order.refunds.length > 0 && (
        <>
          <h3>Refunds</h3>
          <ul>
            {order.refunds.map((r) => (
              <li key={r.id}>
                {r.amount.formatted}:{" "}
                {r.status === "PROCESSED" ? "refunded" : r.status === "FAILED" ? "failed, we are looking into it" : "on its way"}
              </li>
            ))}
          </ul>
        </>
      )}
      {order.returnRequests.map((r) => (
        <Notice key={r.id} role="status">
          {r.kind === "EXCHANGE" ? "Exchange" : "Return"} {r.status.toLowerCase()}
          {r.adminMessage ? `: ${r.adminMessage}` : ""}
        </Notice>
      ))}
      {(order.status === "PENDING" || order.status === "PROCESSING") && <CancelOrder order={order} />}
      {windowOpen && <ReturnForm order={order} />}
    </Section>
  );
}

function CancelOrder({ order }: { order: OrderDetailsFragment }) {
  const [cancel, { loading }] = useMutation(CancelMyOrderDocument, { refetchQueries: [MyOrdersDocument] });
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!asking) {
    return (
      <Button type="button" $variant="secondary" onClick={() => setAsking(true)}>
        Cancel order
      </Button>
    );
  }
  const confirm = async () => {
    const result = await attempt(
      () => cancel({ variables: { id: order.id } }),
      "We could not cancel your order. Please try again.",
      (d) => d.cancelMyOrder,
    );
    if (!result.ok) setProblem(result.error.message);
  };
  return (
    <div role="group" aria-label="Cancel this order">
      <p>Cancel this order? {order.paymentStatus === "PAID" ? "We will refund your payment in full." : "Nothing has been charged."}</p>
      {problem && (
        <Notice $tone="danger" role="alert">
          {problem}
        </Notice>
      )}
      <div className="buttons">
        <Button type="button" disabled={loading} onClick={() => void confirm()}>
          {loading ? "Cancelling..." : "Yes, cancel order"}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setAsking(false)}>
          Keep order
        </Button>
      </div>
    </div>
  );
}

/** Reads a chosen photo and uploads it; answers the URL the return request takes. */
async function uploadPhoto(file: File): Promise<string> {
  const image = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL answers a string.
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(new Error("The photo could not be read"));
    reader.readAsDataURL(file);
  });
  const res = await fetch("/api/returns/photos", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${readToken() ?? ""}` },
    body: JSON.stringify({ image }),
  });
  const body = (await res.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!res.ok || !body.url) throw new Error(body.message ?? "The photo could not be uploaded");
  return body.url;
}

function ReturnForm({ order }: { order: OrderDetailsFragment }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ReturnKind>("RETURN");
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [options, setOptions] = useState<Record<string, { size: string; color: string }>>({});
  const [reason, setReason] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [requestReturn] = useMutation(RequestReturnDocument, { refetchQueries: [MyOrdersDocument] });

  if (!open) {
    return (
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
        Return or exchange
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = order.items
      .filter((item) => (quantities[item.id] ?? 0) > 0)
      .map((item) => ({
        orderItemId: item.id,
        quantity: quantities[item.id],
        size: options[item.id]?.size || null,
        color: options[item.id]?.color || null,
      }));
    if (lines.length === 0) return setProblem("Choose at least one item to send back.");
    setSending(true);
    setProblem(null);
    try {
      const photos = await Promise.all(files.slice(0, MAX_PHOTOS).map(uploadPhoto));
      const result = await attempt(
        () => requestReturn({ variables: { input: { orderId: order.id, kind, reason, lines, photos } } }),
        "We could not send your request. Please try again.",
        (d) => d.requestReturn,
      );
      if (!result.ok) setProblem(result.error.message);
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Return or exchange">
      <fieldset>
        <legend>What would you like?</legend>
        <label>
          <input type="radio" name="kind" checked={kind === "RETURN"} onChange={() => setKind("RETURN")} /> Return for a refund
        </label>
        <label>
          <input type="radio" name="kind" checked={kind === "EXCHANGE"} onChange={() => setKind("EXCHANGE")} /> Exchange for another size or
          colour
        </label>
      </fieldset>
      {order.items.map((item) => (
        <fieldset key={item.id}>
          <legend>{item.name}</legend>
          <label>
            How many to send back (of {item.quantity})
            <Input
              type="number"
              min={0}
              max={item.quantity}
              value={quantities[item.id] ?? 0}
              onChange={(e) =>
                setQuantities({ ...quantities, [item.id]: Math.max(0, Math.min(item.quantity, Number(e.target.value) || 0)) })
              }
            />
          </label>
          {kind === "EXCHANGE" && (
            <div className="options">
              <label>
                Size instead of {item.size ?? "-"}
                <Input
                  value={options[item.id]?.size ?? ""}
                  onChange={(e) => setOptions({ ...options, [item.id]: { color: options[item.id]?.color ?? "", size: e.target.value } })}
                />
              </label>
              <label>
                Colour instead of {item.color ?? "-"}
                <Input
                  value={options[item.id]?.color ?? ""}
                  onChange={(e) => setOptions({ ...options, [item.id]: { size: options[item.id]?.size ?? "", color: e.target.value } })}
                />
              </label>
            </div>
          )}
        </fieldset>
      ))}
      <label>
        Why are you sending it back?
        <TextArea value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={1000} />
      </label>
      <label>
        Photos (optional, up to {MAX_PHOTOS})
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, MAX_PHOTOS))}
        />
      </label>
      {problem && (
        <Notice $tone="danger" role="alert">
          {problem}
        </Notice>
      )}
      <Button type="submit" disabled={sending}>
        {sending ? "Sending..." : "Send request"}
      </Button>
    </form>
  );
}

const Section = styled.section`
  margin-top: 1.5rem;
  h3 { font-size: 1.1rem; margin: 1.25rem 0 0.5rem; }
  .history { padding-left: 1.25rem; }
  .history time { font-weight: 600; margin-right: 0.4rem; }
  .buttons { display: flex; gap: 0.5rem; flex-wrap: wrap; }
  form, fieldset { display: grid; gap: 0.75rem; }
  fieldset { border: 1px solid ${(p) => p.theme.colors.line}; border-radius: ${(p) => p.theme.radius}; padding: 0.75rem; }
  label { display: grid; gap: 0.3rem; }
  fieldset label:has(input[type="radio"]) { display: flex; align-items: center; gap: 0.5rem; }
  .options { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.5rem; }
`;
