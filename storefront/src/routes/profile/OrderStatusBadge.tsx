import styled from "styled-components";
import { orderStatusLabel } from "@shop/words/order-status";
import type { OrderStatus, PaymentStatus } from "../../gql/graphql";

/** Processing yellow, Shipped blue, Delivered green, Cancelled red, others gray (dark text for contrast). */
const COLORS: Record<OrderStatus, { bg: string; fg: string }> = {
  PENDING: { bg: "#e7e5e4", fg: "#292524" },
  PROCESSING: { bg: "#fef08a", fg: "#713f12" },
  SHIPPED: { bg: "#bfdbfe", fg: "#1e3a8a" },
  DELIVERED: { bg: "#bbf7d0", fg: "#14532d" },
  CANCELLED: { bg: "#fecaca", fg: "#7f1d1d" },
  RETURN_REQUESTED: { bg: "#fef08a", fg: "#713f12" },
  RETURNED: { bg: "#e7e5e4", fg: "#292524" },
  EXCHANGED: { bg: "#e7e5e4", fg: "#292524" },
  RETURNED_TO_ORIGIN: { bg: "#fecaca", fg: "#7f1d1d" },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge $colors={COLORS[status] ?? COLORS.PENDING}>{orderStatusLabel(status)}</Badge>;
}

const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  UNPAID: "Unpaid",
  PAID: "Paid",
  PARTIALLY_REFUNDED: "Partially refunded",
  REFUNDED: "Refunded",
  REFUND_PENDING: "Refund pending",
};

export const paymentLabel = (status: PaymentStatus) => PAYMENT_LABELS[status];

const Badge = styled.span<{ $colors: { bg: string; fg: string } }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  background: ${(p) => p.$colors.bg};
  color: ${(p) => p.$colors.fg};
`;
