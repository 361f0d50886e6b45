import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Input, Label, Select } from "../../components/form/inputs";
import {
  AdminOrderDocument,
  DecideReturnDocument,
  ReceiveReturnDocument,
  type AdminOrderQuery,
  type RefundMethod,
} from "../../gql/graphql";
import { attempt, failureNotice } from "@shop/client/call-result";
import { formatIndiaDateTime } from "@shop/words/india-time";

type AdminOrder = NonNullable<AdminOrderQuery["order"]>;
type Request = AdminOrder["returnRequests"][number];

const Card = styled.article`
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h3 { margin: 0 0 0.5rem; font-size: 1rem; }
  ul { margin: 0.25rem 0 0.5rem; padding-left: 1.25rem; }
  img { width: 72px; height: 72px; object-fit: cover; margin-right: 0.5rem; border-radius: 4px; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; }
  .actions div { display: flex; flex-direction: column; }
`;

/** The order's return and exchange requests: approve or reject them, and mark the parcel received. */
export function OrderReturns({ order }: { order: AdminOrder }) {
  if (order.returnRequests.length === 0) return null;
  return (
    <section aria-labelledby="order-returns">
      <h2 id="order-returns">Returns and exchanges</h2>
      {order.returnRequests.map((request) => (
        <ReturnCard key={request.id} order={order} request={request} />
      ))}
    </section>
  );
}

function ReturnCard({ order, request }: { order: AdminOrder; request: Request }) {
  const refetch = { refetchQueries: [{ query: AdminOrderDocument, variables: { id: order.id } }], awaitRefetchQueries: true };
  const [decide, deciding] = useMutation(DecideReturnDocument, refetch);
  const [receive, receiving] = useMutation(ReceiveReturnDocument, refetch);
  const [message, setMessage] = useState("");
  const [restock, setRestock] = useState(true);
  const [method, setMethod] = useState<RefundMethod>("MANUAL_UPI");
  const [reference, setReference] = useState("");
  const cod = order.paymentMethod === "COD";
  const what = request.kind === "EXCHANGE" ? "Exchange" : "Return";

  const run = async (call: () => Promise<unknown>, done: string) => {
    const result = await attempt(call as () => Promise<{ data?: unknown }>, `${what} could not be updated`);
    if (result.ok) toast.success(done);
    else toast.error(failureNotice(result.error, `${what} could not be updated`));
  };

  return (
    <Card aria-label={`${what} requested ${formatIndiaDateTime(request.createdAt)}`}>
      <h3>
        {what} · {request.status.toLowerCase()} · {formatIndiaDateTime(request.createdAt)}
      </h3>
      <p>Reason: {request.reason}</p>
      <ul>
        {request.lines.map((line) => {
          const item = order.items.find((i) => i.id === line.orderItemId);
          const instead = [line.exchangeSize, line.exchangeColor].filter(Boolean).join(", ");
          return (
            <li key={line.id}>
              {line.quantity} × {item?.name ?? "item"} ({[item?.size, item?.color].filter(Boolean).join(", ")})
              {request.kind === "EXCHANGE" && ` → ${instead}`}
            </li>
          );
        })}
      </ul>
      {request.photos.length > 0 && (
        <p>
          {request.photos.map((url, i) => (
            <a key={url} href={url}>
              <img src={url} alt={`What the customer sent, ${i + 1} of ${request.photos.length}`} />
            </a>
          ))}
        </p>
      )}
      {request.adminMessage && <p>Message to the customer: {request.adminMessage}</p>}
      {request.replacementOrderId && (
        <p>
          Replacement: <Link to={`/orders/${request.replacementOrderId}`}>order {request.replacementOrderNumber}</Link>
        </p>
      )}
      {request.status === "REQUESTED" && (
        <div className="actions">
          <div>
            <Label htmlFor={`message-${request.id}`}>Message to the customer</Label>
            <Input id={`message-${request.id}`} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={500} />
          </div>
          <Button
            type="button"
            disabled={deciding.loading}
            onClick={() => void run(() => decide({ variables: { id: request.id, approve: true, message } }), `${what} approved`)}
          >
            Approve
          </Button>
          <Button
            type="button"
            $variant="danger"
            disabled={deciding.loading}
            onClick={() => void run(() => decide({ variables: { id: request.id, approve: false, message } }), `${what} rejected`)}
          >
            Reject
          </Button>
        </div>
      )}
      {request.status === "APPROVED" && (
        <div className="actions">
          <label>
            <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} /> Back in stock
          </label>
          {cod && request.kind === "RETURN" && (
            <>
              <div>
                <Label htmlFor={`method-${request.id}`}>Refund sent by</Label>
                <Select id={`method-${request.id}`} value={method} onChange={(e) => setMethod(e.target.value as RefundMethod)}>
                  <option value="MANUAL_UPI">UPI</option>
                  <option value="MANUAL_BANK">Bank transfer</option>
                </Select>
              </div>
              <div>
                <Label htmlFor={`reference-${request.id}`}>UPI or bank reference</Label>
                <Input id={`reference-${request.id}`} value={reference} onChange={(e) => setReference(e.target.value)} maxLength={100} />
              </div>
            </>
          )}
          <Button
            type="button"
            disabled={receiving.loading}
            onClick={() =>
              void run(
                () =>
                  receive({
                    variables: {
                      id: request.id,
                      input: { restock, manualRefund: cod && request.kind === "RETURN" ? { method, reference } : null },
                    },
                  }),
                "Marked received",
              )
            }
          >
            Mark received
          </Button>
        </div>
      )}
    </Card>
  );
}
