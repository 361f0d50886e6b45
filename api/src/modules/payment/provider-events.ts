/**
 * What a provider told the shop, once its origin is proven (a verified signature, or a payment
 * fetched from the provider's API), in one shape for every provider and channel. The payment
 * service applies these; each provider only translates its own messages into them.
 */
export type ProviderEvent = PaymentAuthorized | PaymentCaptured | PaymentFailed | RefundSettled;

interface EventOrigin {
  /** webhook, callback (the shopper's browser back from the provider) or simulator. */
  source: "webhook" | "callback" | "simulator";
  /** The provider's id of this event: the same id again is not applied twice. */
  providerEventId: string | null;
}

export interface PaymentCaptured extends EventOrigin {
  type: "payment.captured";
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
  /** How the shopper paid, in the provider's words (Razorpay: upi, card, netbanking, wallet, emi, ...). */
  method: string | null;
}

/** The shopper's money is held for the shop but not taken: the shop captures it (accounts that do not auto-capture). */
export interface PaymentAuthorized extends EventOrigin {
  type: "payment.authorized";
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
}

export interface PaymentFailed extends EventOrigin {
  type: "payment.failed";
  providerOrderId: string;
  providerPaymentId: string | null;
  reason: string;
}

export interface RefundSettled extends EventOrigin {
  type: "refund.processed" | "refund.failed";
  providerPaymentId: string;
  providerRefundId: string;
  /** The shop's refund id, when the provider echoes it (Razorpay: the refund's receipt). */
  receipt: string | null;
  reason: string | null;
}
