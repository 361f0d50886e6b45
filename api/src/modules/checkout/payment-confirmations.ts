import type { DataSource, EntityManager } from "typeorm";
import type { Viewer } from "../../common/auth/viewer";
import { NotFoundError, ValidationError } from "../../common/errors";
import { formatRupees } from "../../vocabulary/money";
import { isUuid } from "../../common/uuid";
import { type Checkout, CheckoutStatus } from "./checkout.entity";
import type { CheckoutService } from "./checkout.service";
import { Payment, PaymentRecordStatus } from "../payment/payment.entity";
import { alreadyApplied, recordEvent } from "../payment/payment-history";
import { lockPayment, type PaymentService } from "../payment/payment.service";
import type { PaymentAuthorized, PaymentCaptured, PaymentFailed, ProviderEvent } from "../payment/provider-events";
import { authorizedEvent, capturedEvent, failedEvent, type RazorpayCallback, RazorpayPaymentProvider } from "../payment/razorpay.provider";
import type { RefundService } from "../payment/refund.service";
import { unofferedMethodAttention } from "../settings/razorpay-methods";
import type { ShopSettingsService } from "../settings/shop-settings.service";
import { SimulatorPaymentProvider } from "../payment/simulator.provider";
import { AMOUNT_MISMATCH, recordStrayCapture, SECOND_CAPTURE } from "../payment/stray-captures";

/** How a confirmation the shopper's browser brought back ended. */
export interface ConfirmationResult {
  outcome: "paid" | "failed" | "pending";
  checkout: Checkout;
}

/**
 * Applies what the payment provider says happened, from whichever channel says it first: the
 * provider's signed webhook, or the shopper's browser coming back with a signed callback (which
 * is checked with the provider before it counts). Each event is applied once, under the
 * payment's row lock, so callback and webhook may arrive in either order, twice, or late, and
 * the result is one order. Money captured for a checkout that has closed is refunded in full.
 */
export class PaymentConfirmations {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentService,
    private readonly checkouts: CheckoutService,
    private readonly refunds: RefundService,
    private readonly settings: ShopSettingsService,
    private readonly log: (line: string) => void,
  ) {}

  /** Applies one verified event. Events for payments the shop does not know are logged and dropped. */
  async apply(event: ProviderEvent): Promise<void> {
    if (event.type === "payment.captured" || event.type === "payment.failed") return this.applyToPayment(event);
    if (event.type === "payment.authorized") return this.captureAuthorized(event);
    return this.refunds.applyProviderEvent(event);
  }

  /**
   * An authorized payment (an account that does not auto-capture) is captured by the shop, for
   * exactly its order's amount and currency, while its checkout still waits for it; the capture's
   * answer is then applied as any capture is. Otherwise it is left uncaptured (Razorpay releases
   * uncaptured payments back to the shopper by itself) and the history says why.
   */
  private async captureAuthorized(event: PaymentAuthorized): Promise<void> {
    const provider = this.payments.provider.name;
    const payment = await this.payments.forProviderOrder(provider, event.providerOrderId);
    if (!payment) {
      this.log(`payment event ${event.type} for unknown ${provider} order ${event.providerOrderId}: ignored`);
      return;
    }
    if (payment.status === PaymentRecordStatus.CAPTURED) return;
    const amount = `${formatRupees(event.amountPaise)} ${event.currency}`;
    const checkout = await this.checkouts.checkoutForPayment(payment.checkoutId);
    const why =
      event.amountPaise !== payment.amountPaise || event.currency !== payment.currency
        ? `not the checkout's total (${formatRupees(payment.amountPaise)} ${payment.currency})`
        : checkout.status !== CheckoutStatus.AWAITING_PAYMENT
          ? `its checkout is ${checkout.status.toLowerCase()}`
          : null;
    if (why) {
      await this.dataSource.transaction(async (tx) => {
        await lockPayment(tx, { id: payment.id });
        if (await alreadyApplied(tx, event)) return;
        await recordEvent(
          tx,
          payment.id,
          event,
          `Authorized ${amount} (${event.providerPaymentId}) not captured: ${why}; the provider releases it`,
        );
      });
      return;
    }
    const captured = await this.razorpay().capture(event.providerPaymentId, payment.amountPaise, payment.currency);
    await this.apply({ source: event.source, providerEventId: null, ...capturedEvent(captured) });
  }

  private async applyToPayment(event: PaymentCaptured | PaymentFailed): Promise<void> {
    const provider = this.payments.provider.name;
    await this.dataSource.transaction(async (tx) => {
      const payment = await lockPayment(tx, { provider, providerOrderId: event.providerOrderId });
      if (!payment) {
        this.log(`payment event ${event.type} for unknown ${provider} order ${event.providerOrderId}: ignored`);
        return;
      }
      if (await alreadyApplied(tx, event)) return;
      const summary = event.type === "payment.captured" ? await this.capture(tx, payment, event) : await this.fail(tx, payment, event);
      await recordEvent(tx, payment.id, event, summary);
    });
  }

  /**
   * The simulator's Pay or Fail, verified by its signature. Fail is the shopper giving up on the
   * simulated bank: the checkout fails and its stock goes back at once.
   */
  async confirmSimulator(fields: Record<string, unknown>): Promise<ConfirmationResult> {
    const simulator = this.simulator();
    const { checkoutId, event } = simulator.verifyConfirmation(fields);
    if (!isUuid(checkoutId)) throw new NotFoundError("Checkout");
    await this.checkouts.expireStaleCheckouts(checkoutId);
    await this.apply(event);
    if (event.type === "payment.failed") await this.checkouts.releaseFailedPayment(checkoutId);
    return this.result(checkoutId);
  }

  /**
   * Razorpay Checkout's success callback, brought back by the shopper's browser: the signature
   * must be Razorpay's, the order must be this checkout's, and the payment is fetched from
   * Razorpay before it counts. A payment not captured yet leaves the checkout waiting for the
   * webhook (outcome "pending").
   */
  async confirmRazorpay(viewer: Viewer, checkoutId: string, callback: RazorpayCallback): Promise<ConfirmationResult> {
    const razorpay = this.razorpay();
    await this.checkouts.getCheckout(viewer, checkoutId);
    const payment = await this.payments.forCheckout(checkoutId);
    if (!payment || payment.providerOrderId !== callback.razorpayOrderId) {
      throw ValidationError.field("razorpayOrderId", "This payment is not for this checkout");
    }
    razorpay.verifyCallback(callback);
    const fetched = await razorpay.fetchPayment(callback.razorpayPaymentId);
    if (fetched.order_id !== payment.providerOrderId)
      throw ValidationError.field("razorpayPaymentId", "This payment is not for this checkout");
    const origin = { source: "callback", providerEventId: null } as const;
    if (fetched.status === "captured" || fetched.status === "refunded") await this.apply({ ...origin, ...capturedEvent(fetched) });
    else if (fetched.status === "authorized") await this.apply({ ...origin, ...authorizedEvent(fetched) });
    else if (fetched.status === "failed") await this.apply({ ...origin, ...failedEvent(fetched) });
    return this.result(checkoutId);
  }

  /** A Razorpay webhook: applied once its signature is verified; events the shop does not act on are acknowledged and dropped. */
  async applyRazorpayWebhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined): Promise<void> {
    const event = this.razorpay().webhookEvent(rawBody, signature, eventId);
    if (event) await this.apply(event);
  }

  /** A client's payment details for a checkout (REST's PUT /api/checkout/:id/pay): the configured provider's confirmation. */
  confirmFromClient(viewer: Viewer, checkoutId: string, details: Record<string, unknown>): Promise<ConfirmationResult> {
    if (this.payments.provider instanceof SimulatorPaymentProvider) return this.confirmSimulator({ ...details, checkoutId });
    const text = (name: string) => (typeof details[name] === "string" ? details[name] : "");
    return this.confirmRazorpay(viewer, checkoutId, {
      razorpayOrderId: text("razorpay_order_id"),
      razorpayPaymentId: text("razorpay_payment_id"),
      razorpaySignature: text("razorpay_signature"),
    });
  }

  private async capture(tx: EntityManager, payment: Payment, event: PaymentCaptured): Promise<string> {
    const amount = `${formatRupees(event.amountPaise)} ${event.currency}`;
    if (payment.status === PaymentRecordStatus.CAPTURED) {
      if (payment.providerPaymentId === event.providerPaymentId)
        return `Capture of ${event.providerPaymentId} confirmed again (${event.source}): already applied`;
      const attention = `${SECOND_CAPTURE} (${event.providerPaymentId}, ${amount}) for an order already paid by ${payment.providerPaymentId}: not applied, listed for refund`;
      await recordStrayCapture(tx, payment, event, attention);
      await tx.getRepository(Payment).update(payment.id, { attention });
      return attention;
    }
    const refusal = await this.captureRefusal(tx, payment, event);
    if (refusal) {
      // Money taken for a wrong amount is kept for an admin to refund; a reused payment id took nothing new.
      if (refusal.startsWith(AMOUNT_MISMATCH)) await recordStrayCapture(tx, payment, event, refusal);
      await tx.getRepository(Payment).update(payment.id, { attention: refusal });
      return refusal;
    }
    const capturedAt = new Date();
    const outcome = await this.checkouts.settleCapturedPayment(tx, payment.checkoutId, capturedAt);
    // The right capture settles what an earlier wrong amount flagged (its history keeps it).
    const settled = payment.attention?.startsWith(AMOUNT_MISMATCH) ? null : payment.attention;
    // Money taken by a method the shop does not offer is still the order's payment: kept, and flagged.
    const unoffered =
      payment.provider === "razorpay"
        ? unofferedMethodAttention(event.method, (await this.settings.get(tx)).payments.razorpayMethods)
        : null;
    const captured = {
      status: PaymentRecordStatus.CAPTURED,
      providerPaymentId: event.providerPaymentId,
      method: event.method,
      capturedAt,
      attention: settled ?? unoffered,
    };
    await tx.getRepository(Payment).update(payment.id, captured);
    if (outcome !== "closed")
      return `Captured ${amount} (${event.providerPaymentId}, ${event.source})${outcome === "placed" ? ": order placed" : ""}`;
    const attention = `Captured ${amount} after its checkout had closed (expired or given up, stock released): refunded in full automatically`;
    await tx.getRepository(Payment).update(payment.id, { attention });
    await this.refunds.refundUnplacedPayment(tx, Object.assign(payment, captured), "The payment arrived after the checkout had closed");
    return attention;
  }

  /**
   * Why a capture cannot pay this payment, for an admin to look at, or null when it can: an amount
   * that is not the checkout's total, or a payment id another of the shop's payments was paid by
   * (a provider's payment belongs to one order). Either is acknowledged, so the provider does not
   * deliver it again, and nothing is marked paid.
   */
  private async captureRefusal(tx: EntityManager, payment: Payment, event: PaymentCaptured): Promise<string | null> {
    const amount = `${formatRupees(event.amountPaise)} ${event.currency}`;
    if (event.amountPaise !== payment.amountPaise || event.currency !== payment.currency) {
      return `${AMOUNT_MISMATCH}: the provider reports ${amount} captured by ${event.providerPaymentId}, the checkout's total is ${formatRupees(payment.amountPaise)} ${payment.currency}. Nothing was marked paid.`;
    }
    const owner = await tx.getRepository(Payment).findOne({
      where: { provider: payment.provider, providerPaymentId: event.providerPaymentId },
      select: { id: true, checkoutId: true },
    });
    if (owner && owner.id !== payment.id) {
      return `Payment ${event.providerPaymentId} (${amount}) was reported captured for this order, but it already paid checkout ${owner.checkoutId}. Nothing was marked paid.`;
    }
    return null;
  }

  private async fail(tx: EntityManager, payment: Payment, event: PaymentFailed): Promise<string> {
    if (payment.status === PaymentRecordStatus.CAPTURED)
      return `A failed attempt (${event.providerPaymentId ?? "unknown"}) after the capture: nothing changes`;
    await tx.getRepository(Payment).update(payment.id, { status: PaymentRecordStatus.FAILED });
    return `Attempt${event.providerPaymentId ? ` ${event.providerPaymentId}` : ""} failed: ${event.reason}`;
  }

  private async result(checkoutId: string): Promise<ConfirmationResult> {
    const checkout = await this.checkouts.checkoutForPayment(checkoutId);
    const outcome =
      checkout.status === CheckoutStatus.COMPLETED ? "paid" : checkout.status === CheckoutStatus.AWAITING_PAYMENT ? "pending" : "failed";
    return { outcome, checkout };
  }

  private simulator(): SimulatorPaymentProvider {
    if (this.payments.provider instanceof SimulatorPaymentProvider) return this.payments.provider;
    throw new NotFoundError("Payment simulator");
  }

  private razorpay(): RazorpayPaymentProvider {
    if (this.payments.provider instanceof RazorpayPaymentProvider) return this.payments.provider;
    throw ValidationError.field("razorpaySignature", "This shop does not take payments through Razorpay");
  }
}
