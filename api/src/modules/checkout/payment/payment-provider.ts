/** What the shop asks a provider to collect. */
export interface PaymentRequest {
  checkoutId: string;
  amountPaise: number;
}

export type PaymentOutcome = "paid" | "failed";

/** A confirmation whose origin the provider has proven (signature checked). */
export interface VerifiedPayment {
  checkoutId: string;
  outcome: PaymentOutcome;
  amountPaise: number;
  /** The provider's id of the payment, kept with the checkout. */
  reference: string;
}

/**
 * A UPI payment provider. The shop sends the shopper to `paymentUrl`; the provider later sends
 * back a confirmation (redirect or webhook) that only it can sign. A checkout becomes paid only
 * through `verifyConfirmation`, never because a client says so.
 */
export interface PaymentProvider {
  readonly name: string;
  paymentUrl(request: PaymentRequest): string;
  /** Throws a ValidationError unless the fields are a genuine confirmation from this provider. */
  verifyConfirmation(fields: Record<string, unknown>): VerifiedPayment;
}
