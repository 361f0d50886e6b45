/** What the shop asks a provider to collect for one checkout. */
export interface PaymentRequest {
  checkoutId: string;
  amountPaise: number;
}

/**
 * What the storefront needs to let the shopper pay: a page to go to (the simulator), or the
 * options for Razorpay Checkout, which the payment step opens in the page.
 */
export type PaymentHandoff = { kind: "redirect"; url: string } | { kind: "razorpay"; checkout: RazorpayCheckoutOptions };

interface RazorpayCheckoutOptions {
  keyId: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  /** Razorpay's checkout.js (or the sandbox's): loaded by the payment step only. */
  scriptUrl: string;
}

/**
 * What a provider answered to a refund request: the refund it made, or its refusal (a 4xx: the
 * request itself cannot succeed, e.g. not enough balance), in its own words. Errors worth retrying
 * (the provider unreachable, or answering 5xx) are thrown instead.
 */
export type ProviderRefund =
  { providerRefundId: string; status: "pending" | "processed" | "failed" } | { providerRefundId: null; status: "refused"; failure: string };

export interface RefundRequest {
  providerPaymentId: string;
  amountPaise: number;
  /** The shop's refund id: sent as the refund's receipt, so a retried request finds the first one. */
  refundId: string;
  reason: string;
}

/**
 * A UPI payment provider. The shop opens an order at the provider for a checkout's total; the
 * shopper pays on the provider's page; the provider's confirmations (verified by the provider's
 * own signature, see provider-events.ts) are what make a checkout paid, never a client's word.
 */
export interface PaymentProvider {
  readonly name: "simulator" | "razorpay";
  /** True when no money moves (the simulator, or Razorpay with test keys): pages say "Test mode". */
  readonly testMode: boolean;
  /** Opens the provider's order for exactly this amount; returns its id. */
  createOrder(request: PaymentRequest): Promise<string>;
  handoff(request: PaymentRequest, providerOrderId: string): PaymentHandoff;
  refund(request: RefundRequest): Promise<ProviderRefund>;
}
