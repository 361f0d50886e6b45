import { type DataSource, type EntityManager, In, IsNull, Not, type Repository } from "typeorm";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { toMoney } from "../../vocabulary/money";
import { formatRupees } from "@shop/words/money";
import { isUuid } from "../../common/uuid";
import type { Jobs } from "../../jobs/job-queue";
import { PaymentMethod } from "../../vocabulary/payment-method";
import type { Order } from "../order/order.entity";
import type { OrderService } from "../order/order.service";
import { Payment, PaymentRecordStatus } from "./payment.entity";
import { alreadyApplied, type EventOrigin, recordEvent } from "./payment-history";
import type { PaymentProvider } from "./payment-provider";
import { paymentStatusOf } from "../../vocabulary/payment-status";
import { lockPayment } from "./payment.service";
import type { RefundSettled } from "./provider-events";
import { Refund, RefundMethod, RefundStatus } from "./refund.entity";
import { StrayCapture } from "./stray-capture.entity";
import { isStrayAttention } from "./stray-captures";
import type { ShopEventPublisher } from "../../events/shop-events";

const REFUND_JOB = "refund-payment";

/** How the attention of a payment whose refund the provider refused begins (a new refund of it clears it). */
const REFUND_FAILED = "Refund failed";

/** A refund's steps in order: a refund only moves forward (a late "pending" never undoes "processed"). */
const STEP: Record<RefundStatus, number> = {
  [RefundStatus.REQUESTED]: 0,
  [RefundStatus.PENDING]: 1,
  [RefundStatus.PROCESSED]: 2,
  [RefundStatus.FAILED]: 2,
};

interface RefundJob {
  refundId: string;
}

/**
 * What else must happen, in the same transaction, when money has gone back to a customer (a refund
 * is processed): its tax invoice is credited (tax/credit-note.service.ts). Runs last in that
 * transaction, with the order locked.
 */
export type RefundEffect = (tx: EntityManager, order: Order, refund: Refund) => Promise<void>;

export interface RefundOrderRequest {
  orderId: string;
  /** Omitted: everything not yet refunded. */
  amountPaise?: number | null;
  reason: string;
}

export interface ManualRefundRequest {
  orderId: string;
  amountPaise: number;
  method: RefundMethod;
  reference: string;
  reason: string;
}

/**
 * Refunds: asked of the provider for UPI payments (through the job queue, committed with the
 * request, so a refund is never lost and never sent twice), recorded by hand for cash on
 * delivery. A refund never exceeds what is left of the payment: the payment's row lock (or, for
 * COD, the order's) serialises every refund of it. Failed refunds free their amount again.
 */
export class RefundService {
  private readonly refunds: Repository<Refund>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly jobs: Jobs,
    private readonly orders: OrderService,
    /** Where a refund email goes for a payment that never became an order (checkout knows; it sits above payment). */
    private readonly customerEmailOfCheckout: (checkoutId: string) => Promise<string | null>,
    private readonly log: (line: string) => void,
    private readonly events: ShopEventPublisher,
    private readonly onRefunded: RefundEffect[] = [],
  ) {
    this.refunds = dataSource.getRepository(Refund);
    jobs.work<RefundJob>(REFUND_JOB, ({ refundId }) => this.sendToProvider(refundId));
  }

  /** Admin: refunds (part of) a paid UPI order through the provider. */
  async refundOrder(adminId: string, request: RefundOrderRequest): Promise<Refund> {
    return this.dataSource.transaction(async (tx) => {
      const order = await this.orders.lockForUpdate(tx, request.orderId);
      if (order.paymentMethod === PaymentMethod.COD) {
        throw new ConflictError(
          "REFUND_METHOD_MISMATCH",
          "A cash-on-delivery order was not paid through the payment provider: record the refund you made by UPI or bank transfer instead",
        );
      }
      const payment = order.checkoutId ? await lockPayment(tx, { checkoutId: order.checkoutId }) : null;
      if (!payment || payment.status !== PaymentRecordStatus.CAPTURED)
        throw new ConflictError("ORDER_NOT_PAID", "This order has not been paid, so there is nothing to refund");
      return this.askProvider(tx, {
        order,
        payment,
        amountPaise: request.amountPaise ?? null,
        reason: request.reason.trim(),
        requestedBy: adminId,
      });
    });
  }

  /**
   * What is left of a paid UPI order goes back when it is cancelled: called by the order service
   * inside the cancellation's transaction, with the order locked, so two admins cancelling at the
   * same moment make one refund.
   */
  async refundCancelledOrder(tx: EntityManager, order: Order, requestedBy: string | null): Promise<void> {
    if (order.paymentMethod !== PaymentMethod.UPI || !order.checkoutId) return;
    const payment = await lockPayment(tx, { checkoutId: order.checkoutId });
    if (!payment || payment.status !== PaymentRecordStatus.CAPTURED) return;
    if (payment.amountPaise - (await this.committed(tx, { paymentId: payment.id })) <= 0) return;
    await this.askProvider(tx, { order, payment, amountPaise: null, reason: "Order cancelled", requestedBy });
  }

  /**
   * Gives back part of a locked order inside the caller's transaction (a received return): through
   * the provider for UPI, or recorded as the manual transfer the admin made for a COD order.
   * Capped at what is left of the payment. Returns the refund, or null when nothing is left.
   */
  async refundPartOfOrder(
    tx: EntityManager,
    order: Order,
    request: {
      amountPaise: number;
      reason: string;
      requestedBy: string | null;
      manual?: { method: RefundMethod; reference: string } | null;
    },
  ): Promise<Refund | null> {
    if (order.paymentMethod === PaymentMethod.UPI) {
      const payment = order.checkoutId ? await lockPayment(tx, { checkoutId: order.checkoutId }) : null;
      if (!payment || payment.status !== PaymentRecordStatus.CAPTURED) return null;
      const left = payment.amountPaise - (await this.committed(tx, { paymentId: payment.id }));
      if (left <= 0) return null;
      return this.askProvider(tx, {
        order,
        payment,
        amountPaise: Math.min(request.amountPaise, left),
        reason: request.reason,
        requestedBy: request.requestedBy,
      });
    }
    if (!order.paidAt) return null;
    if (!request.manual || request.manual.method === RefundMethod.PROVIDER || !request.manual.reference.trim()) {
      throw ValidationError.field(
        "refund",
        "A cash-on-delivery return is refunded by hand: give the UPI or bank reference of the transfer you made",
      );
    }
    const already = await this.committed(tx, { orderId: order.id });
    const amountPaise = Math.min(request.amountPaise, order.totals.totalPaise - already);
    if (amountPaise <= 0) return null;
    return this.recordManual(
      tx,
      order,
      { amountPaise, method: request.manual.method, reference: request.manual.reference, reason: request.reason },
      request.requestedBy,
    );
  }

  /** Money captured for a checkout that had closed (no order): all of it goes back, asked by the shop itself. */
  async refundUnplacedPayment(tx: EntityManager, payment: Payment, reason: string): Promise<void> {
    const refund = await this.insert(tx, {
      paymentId: payment.id,
      orderId: null,
      amountPaise: payment.amountPaise,
      reason,
      method: RefundMethod.PROVIDER,
      status: RefundStatus.REQUESTED,
      requestedBy: null,
    });
    await this.jobs.enqueue(tx, REFUND_JOB, { refundId: refund.id } satisfies RefundJob, { idempotencyKey: `refund:${refund.id}` });
  }

  /**
   * Admin: gives back money captured for nothing (a second capture, a wrong amount) through the
   * provider, against that provider payment; once. The payment's flag clears when none is left.
   */
  async refundStrayCapture(adminId: string, strayId: string): Promise<Refund> {
    return this.dataSource.transaction(async (tx) => {
      const found = isUuid(strayId) ? await tx.getRepository(StrayCapture).findOneBy({ id: strayId }) : null;
      if (!found) throw new NotFoundError("Stray capture");
      const payment = (await lockPayment(tx, { id: found.paymentId }))!;
      const stray = await tx.getRepository(StrayCapture).findOneByOrFail({ id: strayId });
      if (stray.refundId) throw new ConflictError("ORDER_FULLY_REFUNDED", "This capture has been refunded already");
      const amount = `${formatRupees(stray.amountPaise)} ${stray.currency}`;
      const refund = await this.insert(tx, {
        orderId: null,
        paymentId: payment.id,
        providerPaymentId: stray.providerPaymentId,
        amountPaise: stray.amountPaise,
        reason: `Captured for nothing (${stray.providerPaymentId}, ${amount})`,
        method: RefundMethod.PROVIDER,
        status: RefundStatus.REQUESTED,
        requestedBy: adminId,
      });
      await tx.getRepository(StrayCapture).update(stray.id, { refundId: refund.id });
      await this.jobs.enqueue(tx, REFUND_JOB, { refundId: refund.id } satisfies RefundJob, { idempotencyKey: `refund:${refund.id}` });
      await recordEvent(
        tx,
        payment.id,
        { source: "shop", providerEventId: null, type: "refund.requested" },
        `Refund of ${amount} captured by ${stray.providerPaymentId} asked`,
      );
      const left = await tx.getRepository(StrayCapture).countBy({ paymentId: payment.id, refundId: IsNull() });
      if (left === 0 && isStrayAttention(payment.attention)) await tx.getRepository(Payment).update(payment.id, { attention: null });
      return refund;
    });
  }

  /** Admin: records a refund made by hand (UPI or bank transfer) for a delivered cash-on-delivery order. */
  async recordManualRefund(adminId: string, request: ManualRefundRequest): Promise<Refund> {
    if (request.method === RefundMethod.PROVIDER) throw ValidationError.field("method", "Method must be MANUAL_UPI or MANUAL_BANK");
    return this.dataSource.transaction(async (tx) => {
      const order = await this.orders.lockForUpdate(tx, request.orderId);
      if (order.paymentMethod !== PaymentMethod.COD)
        throw new ConflictError("REFUND_METHOD_MISMATCH", "A UPI order is refunded through the payment provider, not recorded by hand");
      if (!order.paidAt)
        throw new ConflictError(
          "ORDER_NOT_PAID",
          "Nothing has been collected for this cash-on-delivery order yet: it is paid when it is delivered",
        );
      const already = await this.committed(tx, { orderId: order.id });
      assertWithin(request.amountPaise, order.totals.totalPaise, already);
      return this.recordManual(tx, order, request, adminId);
    });
  }

  private async recordManual(
    tx: EntityManager,
    order: Order,
    request: Omit<ManualRefundRequest, "orderId">,
    requestedBy: string | null,
  ): Promise<Refund> {
    const refund = await this.insert(tx, {
      orderId: order.id,
      paymentId: null,
      amountPaise: request.amountPaise,
      reason: request.reason.trim(),
      method: request.method,
      status: RefundStatus.PROCESSED,
      reference: request.reference.trim(),
      requestedBy,
      processedAt: new Date(),
    });
    await this.orders.setPaymentStatus(tx, order.id, await this.paymentStatus(tx, order.totals.totalPaise, { orderId: order.id }));
    // The customer's email follows the event (fulfilment/order-emails.ts).
    await this.events.publish(tx, { name: "refund.processed", refund, order, customerEmail: order.customerEmail });
    for (const effect of this.onRefunded) await effect(tx, order, refund);
    return refund;
  }

  /** A refund webhook (processed or failed), for a refund the shop asked for. */
  async applyProviderEvent(event: RefundSettled): Promise<void> {
    const refund =
      (await this.refunds.findOneBy({ reference: event.providerRefundId, method: RefundMethod.PROVIDER })) ??
      (event.receipt && isUuid(event.receipt) ? await this.refunds.findOneBy({ id: event.receipt }) : null);
    if (!refund) {
      this.log(`refund event ${event.type} for unknown refund ${event.providerRefundId}: ignored`);
      return;
    }
    await this.settle(refund, {
      providerRefundId: event.providerRefundId,
      status: event.type === "refund.processed" ? RefundStatus.PROCESSED : RefundStatus.FAILED,
      origin: event,
      failure: event.reason,
    });
  }

  /** For the per-request loader: the refunds of many orders in one query, oldest first. */
  ofOrders(orderIds: readonly string[]): Promise<Refund[]> {
    return this.refunds.find({ where: { orderId: In([...orderIds]) }, order: { createdAt: "ASC", id: "ASC" } });
  }

  /**
   * Money given back for orders from `from` to before `to`, counted when it was sent (processed):
   * what the dashboard takes off revenue. A capture refunded because it made no order is left
   * out, as it never counted as revenue.
   */
  async processedForOrders(from: Date, to: Date): Promise<{ count: number; paise: number }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS count, COALESCE(sum(amount_paise), 0)::bigint AS paise FROM refunds
        WHERE status = 'processed' AND order_id IS NOT NULL AND processed_at >= $1 AND processed_at < $2`,
      [from, to],
    );
    return { count: row.count, paise: Number(row.paise) };
  }

  /** For the per-request loader: the refunds of many payments in one query, oldest first. */
  ofPayments(paymentIds: readonly string[]): Promise<Refund[]> {
    return this.refunds.find({ where: { paymentId: In([...paymentIds]) }, order: { createdAt: "ASC", id: "ASC" } });
  }

  private async askProvider(
    tx: EntityManager,
    r: { order: Order; payment: Payment; amountPaise: number | null; reason: string; requestedBy: string | null },
  ): Promise<Refund> {
    const already = await this.committed(tx, { paymentId: r.payment.id });
    const amountPaise = r.amountPaise ?? r.payment.amountPaise - already;
    assertWithin(amountPaise, r.payment.amountPaise, already);
    const refund = await this.insert(tx, {
      orderId: r.order.id,
      paymentId: r.payment.id,
      amountPaise,
      reason: r.reason,
      method: RefundMethod.PROVIDER,
      status: RefundStatus.REQUESTED,
      requestedBy: r.requestedBy,
    });
    // Refunding again is the admin's answer to a refused refund: its flag has done its work.
    if (r.payment.attention?.startsWith(REFUND_FAILED)) await tx.getRepository(Payment).update(r.payment.id, { attention: null });
    await this.jobs.enqueue(tx, REFUND_JOB, { refundId: refund.id } satisfies RefundJob, { idempotencyKey: `refund:${refund.id}` });
    await recordEvent(
      tx,
      r.payment.id,
      { source: "shop", providerEventId: null, type: "refund.requested" },
      `Refund of ${formatRupees(amountPaise)} asked: ${r.reason}`,
    );
    await this.orders.setPaymentStatus(tx, r.order.id, await this.paymentStatus(tx, r.payment.amountPaise, { paymentId: r.payment.id }));
    return refund;
  }

  /**
   * The job: sends a requested refund to the provider. A retry after a lost answer (the provider
   * unreachable, or answering 5xx: thrown, so the queue retries) finds the first request by its
   * receipt and idempotency key instead of refunding twice. The provider's refusal (4xx) fails the
   * refund at once, with the provider's reason.
   */
  private async sendToProvider(refundId: string): Promise<void> {
    const refund = await this.refunds.findOneBy({ id: refundId });
    const unsent = refund?.status === RefundStatus.REQUESTED || refund?.status === RefundStatus.PENDING;
    if (!refund?.paymentId || !unsent || refund.reference) return;
    const payment = await this.dataSource.getRepository(Payment).findOneByOrFail({ id: refund.paymentId });
    const answer = await this.provider.refund({
      providerPaymentId: refund.providerPaymentId ?? payment.providerPaymentId!,
      amountPaise: refund.amountPaise,
      refundId: refund.id,
      reason: refund.reason,
    });
    const origin = { source: "shop", providerEventId: null, type: answer.status === "refused" ? "refund.refused" : "refund.created" };
    if (answer.status === "refused") {
      await this.settle(refund, { providerRefundId: null, status: RefundStatus.FAILED, origin, failure: answer.failure });
      return;
    }
    const status = { pending: RefundStatus.PENDING, processed: RefundStatus.PROCESSED, failed: RefundStatus.FAILED }[answer.status];
    await this.settle(refund, { providerRefundId: answer.providerRefundId, status, origin, failure: null });
  }

  /**
   * Moves a refund on (requested -> pending -> processed or failed), once, never back. Locks the
   * order first, then the payment, as every refund path does. A processed refund is announced (the
   * customer's email follows); a failed one frees its amount and flags its payment for an admin with the
   * provider's reason. The order's payment status follows the money.
   */
  private async settle(
    found: Refund,
    to: { providerRefundId: string | null; status: RefundStatus; origin: EventOrigin; failure: string | null },
  ): Promise<void> {
    const { providerRefundId, status, origin } = to;
    await this.dataSource.transaction(async (tx) => {
      const order = found.orderId ? await this.orders.lockForUpdate(tx, found.orderId) : null;
      const payment = found.paymentId ? await lockPayment(tx, { id: found.paymentId }) : null;
      if (!payment || (await alreadyApplied(tx, origin))) return;
      const refund = await tx.getRepository(Refund).findOneByOrFail({ id: found.id });
      const moves = STEP[status] > STEP[refund.status];
      const change: Partial<Refund> = providerRefundId ? { reference: providerRefundId } : {};
      if (moves) change.status = status;
      if (moves && status === RefundStatus.PROCESSED) change.processedAt = new Date();
      if (moves && status === RefundStatus.FAILED) change.failure = to.failure ?? "The provider refused the refund";
      if (Object.keys(change).length > 0) await tx.getRepository(Refund).update(refund.id, change);
      const amount = formatRupees(refund.amountPaise);
      const named = `Refund ${providerRefundId ?? refund.id} of ${amount}`;
      const summary = !moves
        ? `${named}: ${status} (already recorded)`
        : status === RefundStatus.PENDING
          ? `${named}: sent to the provider`
          : `${named} ${status}${status === RefundStatus.FAILED ? `: ${change.failure}` : ""}`;
      await recordEvent(tx, payment.id, origin, summary);
      if (!moves || status === RefundStatus.PENDING) return;
      if (status === RefundStatus.PROCESSED) {
        // The customer's email follows the event (fulfilment/order-emails.ts).
        const customerEmail = order?.customerEmail ?? (await this.customerEmailOfCheckout(payment.checkoutId));
        await this.events.publish(tx, { name: "refund.processed", refund: Object.assign(refund, change), order, customerEmail });
      }
      if (status === RefundStatus.FAILED) {
        const attention = `${REFUND_FAILED}: ${amount} (${refund.reason}) was refused by the provider: ${change.failure?.replace(/\.$/, "")}. Nothing went back; the amount can be refunded again.`;
        await tx.getRepository(Payment).update(payment.id, { attention });
        // A stray capture whose refund failed is listed for refunding again.
        await tx.getRepository(StrayCapture).update({ refundId: refund.id }, { refundId: null });
      }
      if (order)
        await this.orders.setPaymentStatus(tx, order.id, await this.paymentStatus(tx, payment.amountPaise, { paymentId: payment.id }));
      if (status === RefundStatus.PROCESSED && order) {
        for (const effect of this.onRefunded) await effect(tx, order, Object.assign(refund, change));
      }
    });
  }

  /** The payment status that follows from the refunds made (processed) and on their way (requested or pending). */
  private async paymentStatus(tx: EntityManager, paidPaise: number, where: { paymentId: string } | { orderId: string }) {
    const sum = async (statuses: RefundStatus[]) =>
      Number((await tx.getRepository(Refund).sum("amountPaise", { ...where, providerPaymentId: IsNull(), status: In(statuses) })) ?? 0);
    return paymentStatusOf(paidPaise, await sum([RefundStatus.PROCESSED]), await sum([RefundStatus.REQUESTED, RefundStatus.PENDING]));
  }

  /** What is refunded or being refunded (failed refunds do not count). */
  private async committed(tx: EntityManager, where: { paymentId: string } | { orderId: string }): Promise<number> {
    // A stray capture's refund gives back other money than the payment's own.
    const paise = await tx
      .getRepository(Refund)
      .sum("amountPaise", { ...where, providerPaymentId: IsNull(), status: Not(RefundStatus.FAILED) });
    return Number(paise ?? 0);
  }

  private async insert(tx: EntityManager, values: Partial<Refund>): Promise<Refund> {
    const refund = tx.getRepository(Refund).create(values);
    await tx.getRepository(Refund).insert(refund);
    await this.events.publish(tx, { name: "refund.created", refund });
    return refund;
  }
}

function assertWithin(amountPaise: number, paidPaise: number, alreadyPaise: number): void {
  const left = paidPaise - alreadyPaise;
  if (left <= 0) throw new ConflictError("ORDER_FULLY_REFUNDED", "This order has been refunded in full already");
  if (amountPaise > left) {
    throw ValidationError.field(
      "amountPaise",
      `You can refund at most ${formatRupees(left)}: ${formatRupees(paidPaise)} was paid and ${formatRupees(alreadyPaise)} has been refunded already`,
      "REFUND_TOO_LARGE",
      { refundable: toMoney(left) },
    );
  }
}
