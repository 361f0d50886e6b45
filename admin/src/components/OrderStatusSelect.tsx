import { useMutation } from "@apollo/client/react";
import toast from "react-hot-toast";
import { UpdateOrderStatusDocument, type OrderStatus } from "../gql/graphql";
import { attempt } from "../lib/call-result";
import { SETTABLE_ORDER_STATUSES, statusLabel } from "../lib/order-status";
import { Select } from "./form/inputs";

interface Props {
  orderId: string;
  status: OrderStatus;
  /** Shown to assistive technology: "Status of order 1a2b3c4d5e6f". */
  label: string;
}

/**
 * The inline status editor (SPEC §4): Processing, Shipped, Delivered or Cancelled, in any order.
 * The new status shows once the server accepted it (the cache updates every list showing the
 * order); a refusal shows the server's message and the select keeps the real status.
 */
export function OrderStatusSelect({ orderId, status, label }: Props) {
  const [updateStatus, { loading }] = useMutation(UpdateOrderStatusDocument);

  const change = async (next: OrderStatus) => {
    const result = await attempt(() => updateStatus({ variables: { id: orderId, status: next } }), "Failed to update order status");
    if (result.ok) toast.success(`Order marked ${statusLabel(result.data.updateOrderStatus.status)}`);
    else toast.error(result.error.message);
  };

  return (
    <Select
      aria-label={label}
      value={status}
      disabled={loading || status === "CANCELLED"}
      aria-busy={loading}
      onChange={(event) => void change(event.target.value as OrderStatus)}
      style={{ minWidth: "9rem", width: "auto" }}
    >
      {!SETTABLE_ORDER_STATUSES.includes(status) && (
        <option value={status} disabled>
          {statusLabel(status)}
        </option>
      )}
      {SETTABLE_ORDER_STATUSES.map((option) => (
        <option key={option} value={option}>
          {statusLabel(option)}
        </option>
      ))}
    </Select>
  );
}
