import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Input, Label, Select } from "../../components/form/inputs";
import { DataTable } from "../../components/Table";
import { AdminOrderDocument, CorrectOrderStatusDocument, type AdminOrderQuery, type OrderStatus } from "../../gql/graphql";
import { attempt, failureNotice } from "@shop/client/call-result";
import { formatIndiaDateTime } from "@shop/words/india-time";
import { InlineForm } from "./InlineForm";
import { orderStatusLabel } from "@shop/words/order-status";

type AdminOrder = NonNullable<AdminOrderQuery["order"]>;

/** Statuses a correction may set (the server refuses the rest): none of them carries stock or money. */
const CORRECTABLE: OrderStatus[] = ["PENDING", "PROCESSING", "SHIPPED", "DELIVERED"];

/** The order's shipment, every line of its history, and the correction of a mistaken status. */
export function OrderHistory({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="order-history">
      <h2 id="order-history">Shipment and history</h2>
      {order.shipment && (
        <p>
          Shipped {formatIndiaDateTime(order.shipment.shippedAt)}
          {order.shipment.courierName ? ` with ${order.shipment.courierName}` : " by hand"}
          {order.shipment.trackingNumber && (
            <>
              {" "}
              (tracking number{" "}
              {order.shipment.trackingUrl ? (
                <a href={order.shipment.trackingUrl}>{order.shipment.trackingNumber}</a>
              ) : (
                order.shipment.trackingNumber
              )}
              )
            </>
          )}
        </p>
      )}
      <DataTable columns={["When", "Who", "Change", "Note", "Customer sees"]} caption="Order history">
        {order.history.map((h) => (
          <tr key={h.id}>
            <td>{formatIndiaDateTime(h.createdAt)}</td>
            <td>{h.actor}</td>
            <td>
              {h.fromStatus && h.toStatus && h.fromStatus !== h.toStatus
                ? `${orderStatusLabel(h.fromStatus)} → ${orderStatusLabel(h.toStatus)}`
                : "—"}
            </td>
            <td>{h.note}</td>
            <td>{h.customerVisible ? "Yes" : "No"}</td>
          </tr>
        ))}
      </DataTable>
      {CORRECTABLE.includes(order.status) && <Correction order={order} />}
    </section>
  );
}

function Correction({ order }: { order: AdminOrder }) {
  const [status, setStatus] = useState<OrderStatus>(CORRECTABLE.find((s) => s !== order.status)!);
  const [reason, setReason] = useState("");
  const [correct, { loading }] = useMutation(CorrectOrderStatusDocument, {
    refetchQueries: [{ query: AdminOrderDocument, variables: { id: order.id } }],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await attempt(() => correct({ variables: { id: order.id, status, reason } }), "Failed to correct the status");
    if (!result.ok) return void toast.error(failureNotice(result.error, "Failed to correct the status"));
    toast.success(`Status corrected to ${orderStatusLabel(status)}`);
    setReason("");
  };

  return (
    <InlineForm onSubmit={(e) => void submit(e)} aria-label="Correct the status">
      <div>
        <Label htmlFor="correct-status">Correct the status to</Label>
        <Select id="correct-status" value={status} onChange={(e) => setStatus(e.target.value as OrderStatus)}>
          {CORRECTABLE.filter((s) => s !== order.status).map((s) => (
            <option key={s} value={s}>
              {orderStatusLabel(s)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="correct-reason">Reason</Label>
        <Input id="correct-reason" value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
      </div>
      <Button type="submit" $variant="secondary" disabled={loading}>
        {loading ? "Correcting…" : "Correct status"}
      </Button>
    </InlineForm>
  );
}
