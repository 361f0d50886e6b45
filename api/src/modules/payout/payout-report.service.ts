import { type DataSource } from "typeorm";
import { isCalendarDate } from "../../common/calendar-date";
import { ValidationError } from "../../common/errors";
import { orderNumberOf } from "../order/order-sql";
import type { MoneyInRow } from "./payouts-csv";
import { INDIA_TIME_ZONE } from "@shop/words/india-time";

/** The longest stretch one report covers: a year, as an accountant's financial year needs. */
const MAX_REPORT_DAYS = 366;

/** What reached the bank between two Indian dates: Razorpay's payout lines and couriers' COD remittances. */
export class PayoutReportService {
  constructor(private readonly dataSource: DataSource) {}

  async rows(from: string, to: string): Promise<MoneyInRow[]> {
    if (!isCalendarDate(from)) throw ValidationError.field("from", "From must be a date, YYYY-MM-DD");
    if (!isCalendarDate(to)) throw ValidationError.field("to", "To must be a date, YYYY-MM-DD");
    if (to < from) throw ValidationError.field("to", "To must not be before from");
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days > MAX_REPORT_DAYS) throw ValidationError.field("to", `A report covers at most ${MAX_REPORT_DAYS} days`);
    return this.dataSource.query<MoneyInRow[]>(
      `SELECT * FROM (
         SELECT to_char(p.settled_at AT TIME ZONE '${INDIA_TIME_ZONE}', 'YYYY-MM-DD') AS date, l.kind, p.settlement_id AS "settlementId",
                NULL AS courier, p.utr AS reference, ${orderNumberOf("l.order_id")} AS "orderNumber", l.provider_payment_id AS "paymentId",
                l.amount_paise::float8 AS "amountPaise", l.fee_paise::float8 AS "feePaise", l.tax_paise::float8 AS "taxPaise",
                l.net_paise::float8 AS "netPaise", l.entity_id AS tiebreak
           FROM payouts p JOIN payout_lines l ON l.payout_id = p.id
          WHERE (p.settled_at AT TIME ZONE '${INDIA_TIME_ZONE}')::date BETWEEN $1::date AND $2::date
         UNION ALL
         SELECT to_char(r.received_on, 'YYYY-MM-DD'), 'cod', NULL, r.courier, r.reference, ${orderNumberOf("o.order_id")}, NULL,
                o.amount_paise::float8, NULL, NULL, o.amount_paise::float8, o.order_id::text
           FROM cod_remittances r JOIN cod_remittance_orders o ON o.remittance_id = r.id
          WHERE r.received_on BETWEEN $1::date AND $2::date
       ) money_in ORDER BY date, kind DESC, reference, tiebreak`,
      [from, to],
    );
  }
}
