import { orderStatusColor } from "../lib/order-status";
import { orderStatusLabel } from "@shop/words/order-status";
import { StatusBadge } from "./StatusBadge";

export function OrderStatusBadge({ status }: { status: string }) {
  return <StatusBadge color={orderStatusColor(status)}>{orderStatusLabel(status)}</StatusBadge>;
}

/** Paid, or otherwise shown as unpaid. */
const PAYMENT_LABELS: Record<string, string> = {
  UNPAID: "Unpaid",
  PAID: "Paid",
  PARTIALLY_REFUNDED: "Partially refunded",
  REFUNDED: "Refunded",
  REFUND_PENDING: "Refund pending",
};

export function PaymentStatusBadge({ status }: { status: string }) {
  return <StatusBadge color={status === "PAID" ? "green" : "gray"}>{PAYMENT_LABELS[status] ?? status}</StatusBadge>;
}
