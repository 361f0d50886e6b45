import crypto from "node:crypto";
import { ValidationError } from "../../../common/errors";
import { PaymentOutcome, PaymentProvider, PaymentRequest, VerifiedPayment } from "./payment-provider";

/** Where the simulator's pages and its confirmation endpoint are mounted. */
export const SIMULATOR_PATH = "/payments/simulator";

/** The fields of a simulator confirmation, as its page posts them. */
export interface SimulatorConfirmation {
  checkoutId: string;
  outcome: PaymentOutcome;
  amountPaise: string;
  reference: string;
  signature: string;
}

/**
 * The built-in UPI provider for development and tests: a page in this process plays the bank.
 * Its Pay and Fail buttons post confirmations signed with HMAC-SHA256 under the payment signing
 * secret, so the shop can tell them from anything a client makes up.
 */
export class SimulatorPaymentProvider implements PaymentProvider {
  readonly name = "simulator";

  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  paymentUrl(request: PaymentRequest): string {
    return `${this.publicUrl}${SIMULATOR_PATH}/${request.checkoutId}?token=${this.pageToken(request)}`;
  }

  /** Whether a page link was made by paymentUrl for this checkout and amount. */
  isPageToken(request: PaymentRequest, token: string): boolean {
    return safeEqual(this.pageToken(request), token);
  }

  /** The signed fields the simulated bank posts back for one outcome. */
  confirmation(request: PaymentRequest, outcome: PaymentOutcome): SimulatorConfirmation {
    const reference = `sim_${crypto.randomBytes(9).toString("base64url")}`;
    const fields = { checkoutId: request.checkoutId, outcome, amountPaise: String(request.amountPaise), reference };
    return { ...fields, signature: this.sign(confirmationText(fields)) };
  }

  verifyConfirmation(fields: Record<string, unknown>): VerifiedPayment {
    const { checkoutId, outcome, amountPaise, reference, signature } = fields;
    const genuine =
      typeof checkoutId === "string" &&
      (outcome === "paid" || outcome === "failed") &&
      typeof amountPaise === "string" &&
      /^\d+$/.test(amountPaise) &&
      typeof reference === "string" &&
      typeof signature === "string" &&
      safeEqual(this.sign(confirmationText({ checkoutId, outcome, amountPaise, reference })), signature);
    if (!genuine) throw ValidationError.field("signature", "The payment confirmation could not be verified");
    return { checkoutId, outcome, amountPaise: Number(amountPaise), reference };
  }

  private pageToken(request: PaymentRequest): string {
    return this.sign(`page|${request.checkoutId}|${request.amountPaise}`);
  }

  private sign(text: string): string {
    return crypto.createHmac("sha256", this.secret).update(text).digest("base64url");
  }
}

const confirmationText = (f: Omit<SimulatorConfirmation, "signature">) =>
  `confirmation|${f.checkoutId}|${f.outcome}|${f.amountPaise}|${f.reference}`;

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
