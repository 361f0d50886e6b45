import { type DataSource, type EntityManager, In, type Repository } from "typeorm";
import type { ListSlice, ListWindow } from "../../common/pagination";
import { newestFirst } from "../../common/keyset";
import { Payment } from "./payment.entity";
import { PaymentEvent } from "./payment-event.entity";
import { StrayCapture } from "./stray-capture.entity";
import type { PaymentHandoff, PaymentProvider } from "./payment-provider";
import { recordEvent } from "./payment-history";
import type { ReturnOrigins } from "./return-origins";

/** The checkout a payment is for: its id and the total the provider must collect. */
export interface PayableCheckout {
  id: string;
  totals: { totalPaise: number };
}

/**
 * Payment records: the provider's order opened for each UPI checkout, and what the storefront
 * needs to let the shopper pay it. Confirmations that change a payment are applied by
 * PaymentConfirmations; refunds by RefundService.
 */
export class PaymentService {
  private readonly payments: Repository<Payment>;

  constructor(
    private readonly dataSource: DataSource,
    readonly provider: PaymentProvider,
    /** Where payments send the shopper back: the shop address they checked out on, when allowed. */
    readonly returnOrigins: ReturnOrigins,
  ) {
    this.payments = dataSource.getRepository(Payment);
  }

  /**
   * Opens the provider's order for exactly the checkout's total, once: a retried checkout finds
   * the payment its first attempt opened. Runs after the checkout's transaction (a call to the
   * provider must never hold stock rows locked); two racing retries keep the first row.
   */
  async open(checkout: PayableCheckout): Promise<Payment> {
    const existing = await this.payments.findOneBy({ checkoutId: checkout.id });
    if (existing) return existing;
    const request = { checkoutId: checkout.id, amountPaise: checkout.totals.totalPaise };
    const providerOrderId = await this.provider.createOrder(request);
    await this.dataSource.transaction(async (tx) => {
      const inserted = await tx
        .createQueryBuilder()
        .insert()
        .into(Payment)
        .values({
          checkoutId: checkout.id,
          provider: this.provider.name,
          providerOrderId,
          amountPaise: request.amountPaise,
          currency: "INR",
        })
        .orIgnore()
        .returning(["id"])
        .execute();
      const id = inserted.raw[0]?.id;
      if (id)
        await recordEvent(
          tx,
          id,
          { source: "shop", providerEventId: null, type: "order.created" },
          `Order ${providerOrderId} opened at ${this.provider.name}`,
        );
    });
    return this.payments.findOneByOrFail({ checkoutId: checkout.id });
  }

  /** Where the shopper pays an open payment. */
  handoff(checkout: PayableCheckout, payment: Payment): PaymentHandoff {
    return this.provider.handoff({ checkoutId: checkout.id, amountPaise: checkout.totals.totalPaise }, payment.providerOrderId);
  }

  forProviderOrder(provider: string, providerOrderId: string): Promise<Payment | null> {
    return this.payments.findOneBy({ provider, providerOrderId });
  }

  forCheckout(checkoutId: string, tx: EntityManager = this.dataSource.manager): Promise<Payment | null> {
    return tx.getRepository(Payment).findOneBy({ checkoutId });
  }

  /** For the per-request loader: the payments of many checkouts in one query. */
  forCheckouts(checkoutIds: readonly string[]): Promise<Payment[]> {
    return this.payments.findBy({ checkoutId: In([...checkoutIds]) });
  }

  /** For the per-request loader: the histories of many payments in one query, oldest first. */
  eventsOf(paymentIds: readonly string[]): Promise<PaymentEvent[]> {
    return this.dataSource
      .getRepository(PaymentEvent)
      .find({ where: { paymentId: In([...paymentIds]) }, order: { createdAt: "ASC", id: "ASC" } });
  }

  /** For the per-request loader: the stray captures of many payments in one query, oldest first. */
  strayCapturesOf(paymentIds: readonly string[]): Promise<StrayCapture[]> {
    return this.dataSource
      .getRepository(StrayCapture)
      .find({ where: { paymentId: In([...paymentIds]) }, order: { createdAt: "ASC", id: "ASC" } });
  }

  /** Admin: payments an admin should look at (amount mismatches, captures after the checkout closed), newest first. */
  async needingAttention(window: ListWindow): Promise<ListSlice<Payment>> {
    return newestFirst("paymentsNeedingAttention").read(this.payments.createQueryBuilder("x").where("x.attention IS NOT NULL"), window);
  }
}

/** Locks a payment row for a change: every change to a payment and its refunds holds this lock. */
export async function lockPayment(
  tx: EntityManager,
  where: { id: string } | { checkoutId: string } | { provider: string; providerOrderId: string },
): Promise<Payment | null> {
  return tx.getRepository(Payment).findOne({ where, lock: { mode: "pessimistic_write" } });
}
