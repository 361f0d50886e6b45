import type { DataSource } from "typeorm";
import { ConflictError, NotFoundError } from "../../common/errors";
import { requireIndiaDayReached } from "../../common/india-day-reached";
import { indiaDateOf, indiaDayBounds, indiaDaysLater } from "@shop/words/india-time";
import { newestFirst } from "../../common/keyset";
import type { ListSlice, ListWindow } from "../../common/pagination";
import { isUuid } from "../../common/uuid";
import type { Jobs } from "../../jobs/job-queue";
import type { RazorpayPayment } from "../payment/razorpay.provider";
import { paymentDifferences, type ShopPayment } from "./payment-differences";
import { ReconciliationDifference } from "./reconciliation-difference.entity";

/** Where Razorpay's own record of payments is read (null when the shop does not take payments through Razorpay). */
export interface RazorpayPaymentRecords {
  paymentsBetween(from: number, to: number): Promise<RazorpayPayment[]>;
  fetchPayment(providerPaymentId: string): Promise<RazorpayPayment>;
}

const RECONCILE_DAY_JOB = "reconcile-payments";

/**
 * The daily reconciliation: the shop's Razorpay payments of an Indian day against Razorpay's list
 * of that day's payments. Each difference is kept once (per Razorpay payment and kind, so a day read
 * again adds nothing) for an admin, and flags the shop's payment when the shop has one and nothing
 * else flags it already.
 */
export class ReconciliationService {
  private readonly differences = newestFirst("reconciliationDifferences");

  constructor(
    private readonly dataSource: DataSource,
    private readonly razorpay: RazorpayPaymentRecords | null,
    private readonly jobs: Jobs,
    private readonly clock: () => Date = () => new Date(),
  ) {
    jobs.work<{ date: string }>(RECONCILE_DAY_JOB, async ({ date }) => void (await this.reconcileDay(date)));
    // 07:00 in India (01:30 UTC): the whole of yesterday is at Razorpay by then.
    jobs.schedule("reconcile-yesterdays-payments", "30 1 * * *", async () => {
      await this.reconcileDay(indiaDateOf(indiaDaysLater(this.clock(), -1)));
    });
  }

  /** Has a day reconciled in the background; refuses a date that is not one, or is still to come. */
  async requestDay(date: string): Promise<string> {
    requireIndiaDayReached("date", date, this.clock());
    await this.dataSource.transaction((tx) => this.jobs.enqueue(tx, RECONCILE_DAY_JOB, { date }));
    return date;
  }

  /** Compares an Indian day's payments with Razorpay's; answers how many differences were new. */
  async reconcileDay(date: string): Promise<number> {
    if (!this.razorpay) return 0;
    const { from, to } = indiaDayBounds(date);
    const listed = await this.razorpay.paymentsBetween(from, to);
    const [shop, strays] = await Promise.all([
      this.dataSource.query<ShopPayment[]>(
        `SELECT p.id, p.provider_payment_id AS "providerPaymentId", p.provider_order_id AS "providerOrderId",
                p.amount_paise::float8 AS "amountPaise", p.status = 'captured' AS captured
           FROM payments p
          WHERE p.provider = 'razorpay'
            AND (p.provider_payment_id = ANY($1) OR p.provider_order_id = ANY($4)
                 OR (p.status = 'captured' AND p.captured_at BETWEEN to_timestamp($2) AND to_timestamp($3)))`,
        [listed.map((p) => p.id), from, to + 0.999999, listed.map((p) => p.order_id)],
      ),
      this.dataSource.query<{ id: string }[]>(`SELECT provider_payment_id AS id FROM stray_captures WHERE provider_payment_id = ANY($1)`, [
        listed.map((p) => p.id),
      ]),
    ]);
    // Captured in the shop that day but made at Razorpay another day (or never): asked for one by one.
    const listedIds = new Set(listed.map((p) => p.id));
    const elsewhere = shop.flatMap((p) =>
      p.captured && p.providerPaymentId && !listedIds.has(p.providerPaymentId) ? [p.providerPaymentId] : [],
    );
    const lookedUp = await Promise.all(elsewhere.map((id) => this.paymentAtRazorpay(id)));
    const atRazorpay = [...listed, ...lookedUp.filter((p): p is RazorpayPayment => p !== null)];
    const found = paymentDifferences(atRazorpay, shop, new Set(strays.map((s) => s.id)));
    if (found.length === 0) return 0;
    return this.dataSource.transaction(async (tx) => {
      const inserted = await tx.query<{ payment_id: string | null; description: string }[]>(
        `INSERT INTO reconciliation_differences (date, provider_payment_id, kind, description, payment_id, shop_amount_paise, provider_amount_paise)
         SELECT $1, d.* FROM unnest($2::text[], $3::text[], $4::text[], $5::uuid[], $6::bigint[], $7::bigint[])
           AS d(provider_payment_id, kind, description, payment_id, shop_amount, provider_amount)
         ON CONFLICT (provider_payment_id, kind) DO NOTHING RETURNING payment_id, description`,
        [
          date,
          found.map((d) => d.providerPaymentId),
          found.map((d) => d.kind),
          found.map((d) => d.description),
          found.map((d) => d.paymentId),
          found.map((d) => d.shopAmountPaise),
          found.map((d) => d.providerAmountPaise),
        ],
      );
      const flagged = inserted.filter((d) => d.payment_id !== null);
      // A payment already flagged keeps its flag: the admin sees that one first, and this difference in its list.
      await tx.query(
        `UPDATE payments p SET attention = f.description, updated_at = now()
           FROM unnest($1::uuid[], $2::text[]) AS f(id, description)
          WHERE p.id = f.id AND p.attention IS NULL`,
        [flagged.map((d) => d.payment_id), flagged.map((d) => d.description)],
      );
      return inserted.length;
    });
  }

  /** A payment as Razorpay has it; null when Razorpay refuses the id (it has no such payment). */
  private async paymentAtRazorpay(providerPaymentId: string): Promise<RazorpayPayment | null> {
    try {
      return await this.razorpay!.fetchPayment(providerPaymentId);
    } catch (err) {
      if (err instanceof ConflictError) return null;
      throw err;
    }
  }

  /** Differences found, newest first; only the unresolved ones when asked. */
  async list(window: ListWindow, unresolvedOnly: boolean): Promise<ListSlice<ReconciliationDifference>> {
    const query = this.dataSource.getRepository(ReconciliationDifference).createQueryBuilder("x");
    if (unresolvedOnly) query.where("x.resolved = false");
    return this.differences.read(query, window);
  }

  /** Marks a difference dealt with (it stays listed, as resolved). */
  async resolve(id: string): Promise<ReconciliationDifference> {
    const repo = this.dataSource.getRepository(ReconciliationDifference);
    const difference = isUuid(id) ? await repo.findOneBy({ id }) : null;
    if (!difference) throw new NotFoundError("Reconciliation difference");
    if (!difference.resolved) await repo.update(id, { resolved: true });
    return { ...difference, resolved: true } as ReconciliationDifference;
  }
}
