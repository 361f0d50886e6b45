import { registerEnumType } from "type-graphql";

/** What a checkout or order has been paid, derived from its payment and refund records (never set by a client). */
export enum PaymentStatus {
  UNPAID = "unpaid",
  PAID = "paid",
  PARTIALLY_REFUNDED = "partially_refunded",
  REFUNDED = "refunded",
}
registerEnumType(PaymentStatus, {
  name: "PaymentStatus",
  description:
    "UNPAID until the payment provider confirms the payment (a COD order until it is delivered and the cash collected); " +
    "PAID; PARTIALLY_REFUNDED or REFUNDED as refunds are made (pending and processed refunds count, failed ones do not)",
  valuesConfig: {
    UNPAID: { description: "Nothing paid yet" },
    PAID: { description: "Paid in full, nothing refunded" },
    PARTIALLY_REFUNDED: { description: "Part of what was paid has been (or is being) refunded" },
    REFUNDED: { description: "Everything paid has been (or is being) refunded" },
  },
});

/** The status that follows from what was paid and what has been (or is being) given back. */
export function paymentStatusOf(paidPaise: number, refundedPaise: number): PaymentStatus {
  if (paidPaise <= 0) return PaymentStatus.UNPAID;
  if (refundedPaise <= 0) return PaymentStatus.PAID;
  return refundedPaise >= paidPaise ? PaymentStatus.REFUNDED : PaymentStatus.PARTIALLY_REFUNDED;
}
