import { registerEnumType } from "type-graphql";

/** What a checkout or order has been paid, derived from its payment and refund records (never set by a client). */
export enum PaymentStatus {
  UNPAID = "unpaid",
  PAID = "paid",
  PARTIALLY_REFUNDED = "partially_refunded",
  REFUNDED = "refunded",
  REFUND_PENDING = "refund_pending",
}
registerEnumType(PaymentStatus, {
  name: "PaymentStatus",
  description:
    "UNPAID until the payment provider confirms the payment (a COD order until it is delivered and the cash collected); " +
    "PAID; REFUND_PENDING while a refund is on its way (asked, or pending at the provider); PARTIALLY_REFUNDED or REFUNDED once the money has gone back (failed refunds do not count)",
  valuesConfig: {
    UNPAID: { description: "Nothing paid yet" },
    PAID: { description: "Paid in full, nothing refunded" },
    PARTIALLY_REFUNDED: { description: "Part of what was paid has been refunded" },
    REFUNDED: { description: "Everything paid has been refunded" },
    REFUND_PENDING: { description: "A refund is on its way: asked of the provider, the money has not moved yet" },
  },
});

/**
 * The status that follows from what was paid, what has been given back, and what is on its way
 * back: a refund in flight says so until the money has moved, whatever went back before it.
 */
export function paymentStatusOf(paidPaise: number, refundedPaise: number, refundingPaise = 0): PaymentStatus {
  if (paidPaise <= 0) return PaymentStatus.UNPAID;
  if (refundingPaise > 0) return PaymentStatus.REFUND_PENDING;
  if (refundedPaise <= 0) return PaymentStatus.PAID;
  return refundedPaise >= paidPaise ? PaymentStatus.REFUNDED : PaymentStatus.PARTIALLY_REFUNDED;
}
