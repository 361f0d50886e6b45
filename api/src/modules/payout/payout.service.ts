import { Keyset, key } from "../../common/keyset";
import { type DataSource, type EntityManager } from "typeorm";
import { NotFoundError } from "../../common/errors";
import { toMoney } from "../../vocabulary/money";
import { isUuid } from "../../common/uuid";
import { requireIndiaDayReached } from "../../common/india-day-reached";
import { indiaDateOf, indiaDaysLater } from "@shop/words/india-time";
import type { ListSlice, ListWindow } from "../../common/pagination";
import type { Jobs } from "../../jobs/job-queue";
import { orderPlacedBy } from "../order/order-sql";
import type { RazorpayReconLine } from "../payment/razorpay.provider";
import { PayoutLine } from "./payout-line.entity";
import { Payout } from "./payout.entity";
import type { UnsettledPayment } from "./payout.types";

/** Where settlements are read from: Razorpay's settlement recon (null when the shop does not take payments through Razorpay). */
export interface SettlementRecon {
  settlementRecon(date: string): Promise<RazorpayReconLine[]>;
}

const RECORD_DAY_JOB = "record-payouts";

/**
 * Razorpay's settlements as payouts: read from its settlement recon one Indian day at a time and
 * recorded once whatever how often a day is read (settlement and line ids are unique), so the
 * daily job may read the same days again to catch settlements Razorpay reports late.
 */
export class PayoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly recon: SettlementRecon | null,
    private readonly jobs: Jobs,
    private readonly clock: () => Date = () => new Date(),
  ) {
    jobs.work<{ date: string }>(RECORD_DAY_JOB, async ({ date }) => void (await this.recordDay(date)));
    // 06:30 in India (01:00 UTC): yesterday's settlements, and the day before's for late ones.
    jobs.schedule("record-recent-payouts", "0 1 * * *", async () => {
      for (const daysAgo of [2, 1]) await this.recordDay(indiaDateOf(indiaDaysLater(this.clock(), -daysAgo)));
    });
  }

  /** Has a day's settlements recorded in the background; refuses a date that is not one, or is still to come. */
  async requestDay(date: string): Promise<string> {
    requireIndiaDayReached("date", date, this.clock());
    await this.dataSource.transaction((tx) => this.jobs.enqueue(tx, RECORD_DAY_JOB, { date }));
    return date;
  }

  /** Records the settlements Razorpay made on an Indian day; answers how many lines were new. */
  async recordDay(date: string): Promise<number> {
    if (!this.recon) return 0;
    const lines = (await this.recon.settlementRecon(date)).filter((line) => line.settlement_id);
    const bySettlement = new Map<string, RazorpayReconLine[]>();
    for (const line of lines) bySettlement.set(line.settlement_id, [...(bySettlement.get(line.settlement_id) ?? []), line]);
    let recorded = 0;
    for (const [settlementId, settled] of bySettlement) {
      recorded += await this.dataSource.transaction((tx) => this.recordSettlement(tx, settlementId, settled));
    }
    return recorded;
  }

  private async recordSettlement(tx: EntityManager, settlementId: string, lines: RazorpayReconLine[]): Promise<number> {
    await tx.query(
      `INSERT INTO payouts (settlement_id, utr, amount_paise, fees_paise, tax_paise, settled_at)
       VALUES ($1, $2, 0, 0, 0, to_timestamp($3)) ON CONFLICT (settlement_id) DO NOTHING`,
      [settlementId, lines[0].settlement_utr, lines[0].settled_at],
    );
    const [{ id }] = await tx.query<[{ id: string }]>(`SELECT id FROM payouts WHERE settlement_id = $1 FOR UPDATE`, [settlementId]);
    // The order a payment paid is found through the shop's payment record for that Razorpay payment.
    const inserted = await tx.query<unknown[]>(
      `INSERT INTO payout_lines (payout_id, entity_id, kind, provider_payment_id, order_id, amount_paise, fee_paise, tax_paise, net_paise)
       SELECT $1, l.entity_id, l.kind, l.payment_id,
              (SELECT ${orderPlacedBy("p.checkout_id")} FROM payments p WHERE p.provider = 'razorpay' AND p.provider_payment_id = l.payment_id),
              l.amount, l.fee, l.tax, l.net
         FROM unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[])
              AS l(entity_id, kind, payment_id, amount, fee, tax, net)
       ON CONFLICT (entity_id) DO NOTHING RETURNING id`,
      [
        id,
        lines.map((l) => l.entity_id),
        lines.map((l) => l.type),
        lines.map((l) => l.payment_id),
        lines.map((l) => l.amount),
        lines.map((l) => l.fee),
        lines.map((l) => l.tax),
        lines.map((l) => l.credit - l.debit),
      ],
    );
    await tx.query(
      `UPDATE payouts SET (amount_paise, fees_paise, tax_paise) =
         (SELECT sum(net_paise), sum(fee_paise), sum(tax_paise) FROM payout_lines WHERE payout_id = $1)
       WHERE id = $1`,
      [id],
    );
    return inserted.length;
  }

  /** Payouts, latest settled first. */
  async list(window: ListWindow): Promise<ListSlice<Payout>> {
    return LATEST_SETTLED.read(this.dataSource.getRepository(Payout).createQueryBuilder("p"), window);
  }

  /** One payout and its lines, payments before refunds. */
  async withLines(id: string): Promise<{ payout: Payout; lines: PayoutLine[] }> {
    const payout = isUuid(id) ? await this.dataSource.getRepository(Payout).findOneBy({ id }) : null;
    if (!payout) throw new NotFoundError("Payout");
    const lines = await this.dataSource
      .getRepository(PayoutLine)
      .find({ where: { payoutId: id }, order: { kind: "ASC", entityId: "ASC" } });
    return { payout, lines };
  }

  /** Orders Razorpay captured a payment for that no payout has settled yet, oldest capture first. */
  async unsettled(window: ListWindow): Promise<ListSlice<UnsettledPayment>> {
    const after = OLDEST_CAPTURE.afterPositional(window.after, 3);
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query<(Omit<UnsettledPayment, "amount"> & { amountPaise: number; keyset_key: string })[]>(
        `SELECT ${orderPlacedBy("p.checkout_id")} AS "orderId", p.provider_payment_id AS "providerPaymentId", p.amount_paise::float8 AS "amountPaise",
                p.captured_at AS "capturedAt", ${OLDEST_CAPTURE.keyColumn} AS keyset_key
           ${UNSETTLED_CAPTURES} AND ${after.sql} ORDER BY ${OLDEST_CAPTURE.orderBy} OFFSET $1 LIMIT $2`,
        [window.skip, window.take + 1, ...after.values],
      ),
      this.dataSource.query<[{ count: number }]>(`SELECT count(*)::int AS count ${UNSETTLED_CAPTURES}`),
    ]);
    const items = rows.map(({ amountPaise, keyset_key, ...row }) => ({ key: keyset_key, item: { ...row, amount: toMoney(amountPaise) } }));
    return OLDEST_CAPTURE.page(items, window, count);
  }
}

const LATEST_SETTLED = new Keyset("payouts", [key("p.settled_at", "DESC", "timestamptz"), key("p.id", "ASC", "uuid")]);
const OLDEST_CAPTURE = new Keyset("unsettledPayments", [key("p.captured_at", "ASC", "timestamptz"), key("p.id", "ASC", "uuid")]);

/** Razorpay payments captured for an order whose payment no payout line has settled. */
const UNSETTLED_CAPTURES = `FROM payments p
  WHERE p.provider = 'razorpay' AND p.status = 'captured' AND ${orderPlacedBy("p.checkout_id")} IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM payout_lines l WHERE l.entity_id = p.provider_payment_id)`;
