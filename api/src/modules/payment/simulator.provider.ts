import crypto from "node:crypto";
import { ValidationError } from "../../common/errors";
import { safeEqual } from "./signatures";
import type { PaymentHandoff, PaymentProvider, PaymentRequest, ProviderRefund, RefundRequest } from "./payment-provider";
import type { PaymentCaptured, PaymentFailed } from "./provider-events";

/** Where the simulator's pages and its confirmation endpoint are mounted. */
export const SIMULATOR_PATH = "/payments/simulator";

export type SimulatorOutcome = "paid" | "failed";

/** The fields of a simulator confirmation, as its page posts them. */
export interface SimulatorConfirmation {
  checkoutId: string;
  outcome: SimulatorOutcome;
  amountPaise: string;
  reference: string;
  signature: string;
}

/**
 * The built-in UPI provider for development, demos and tests: a page in this process plays the
 * bank. Its Pay and Fail buttons post confirmations signed with HMAC-SHA256 under the payment
 * signing secret, so the shop can tell them from anything a client makes up. No money moves:
 * production refuses it unless PAYMENT_SIMULATOR=allow (config.ts).
 */
export class SimulatorPaymentProvider implements PaymentProvider {
  readonly name = "simulator";
  readonly testMode = true;

  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  createOrder(request: PaymentRequest): Promise<string> {
    return Promise.resolve(simulatorOrderId(request.checkoutId));
  }

  handoff(request: PaymentRequest): PaymentHandoff {
    return { kind: "redirect", url: `${this.publicUrl}${SIMULATOR_PATH}/${request.checkoutId}?token=${this.pageToken(request)}` };
  }

  /** The simulated bank sends refunds at once. */
  refund(request: RefundRequest): Promise<ProviderRefund> {
    return Promise.resolve({ providerRefundId: `sim_rfnd_${request.refundId}`, status: "processed" });
  }

  /** Whether a page link was made by handoff for this checkout and amount. */
  isPageToken(request: PaymentRequest, token: string): boolean {
    return safeEqual(this.pageToken(request), token);
  }

  /** The signed fields the simulated bank posts back for one outcome. */
  confirmation(request: PaymentRequest, outcome: SimulatorOutcome): SimulatorConfirmation {
    const reference = `sim_${crypto.randomBytes(9).toString("base64url")}`;
    const fields = { checkoutId: request.checkoutId, outcome, amountPaise: String(request.amountPaise), reference };
    return { ...fields, signature: this.sign(confirmationText(fields)) };
  }

  /** The event a genuine confirmation stands for; a ValidationError for anything else. */
  verifyConfirmation(fields: Record<string, unknown>): { checkoutId: string; event: PaymentCaptured | PaymentFailed } {
    const { checkoutId, outcome, amountPaise, reference, signature } = fields;
    const genuine =
      typeof checkoutId === "string" &&
      (outcome === "paid" || outcome === "failed") &&
      typeof amountPaise === "string" &&
      /^\d{1,15}$/.test(amountPaise) &&
      typeof reference === "string" &&
      typeof signature === "string" &&
      safeEqual(this.sign(confirmationText({ checkoutId, outcome, amountPaise, reference })), signature);
    if (!genuine) throw ValidationError.field("signature", "The payment confirmation could not be verified");
    const origin = {
      source: "simulator",
      providerEventId: null,
      providerOrderId: simulatorOrderId(checkoutId),
      providerPaymentId: reference,
    } as const;
    const event: PaymentCaptured | PaymentFailed =
      outcome === "paid"
        ? { ...origin, type: "payment.captured", amountPaise: Number(amountPaise), currency: "INR", method: "upi" }
        : { ...origin, type: "payment.failed", reason: "The shopper pressed Fail on the simulator" };
    return { checkoutId, event };
  }

  private pageToken(request: PaymentRequest): string {
    return this.sign(`page|${request.checkoutId}|${request.amountPaise}`);
  }

  private sign(text: string): string {
    return crypto.createHmac("sha256", this.secret).update(text).digest("base64url");
  }
}

const simulatorOrderId = (checkoutId: string) => `sim_order_${checkoutId}`;

const confirmationText = (f: Omit<SimulatorConfirmation, "signature">) =>
  `confirmation|${f.checkoutId}|${f.outcome}|${f.amountPaise}|${f.reference}`;
