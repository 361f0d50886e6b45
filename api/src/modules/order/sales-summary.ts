import { Field, Float, Int, ObjectType } from "type-graphql";
import type { DataSource } from "typeorm";
import { calendarDaysIn, shiftCalendarDate } from "../../common/calendar-date";
import { ValidationError } from "../../common/errors";
import { requireIndiaDayReached } from "../../common/india-day-reached";
import { indiaDaysSpan } from "../../common/india-time";
import { Money, toMoney } from "../../vocabulary/money";
import { StatusCount } from "./sales-charts";

@ObjectType({
  description:
    "The shop's money and orders over a range of days in India (Asia/Kolkata). Revenue is counted as cash: an order when it is paid, a refund when it is sent. " +
    "`invoiced` is the GST report's figure for the same days (documents issued); the two differ by timing, described on `invoiced`",
})
export class SalesPeriod {
  @Field({ description: "First day of the range, YYYY-MM-DD, India's calendar" })
  from: string;

  @Field({ description: "Last day of the range (included), YYYY-MM-DD" })
  to: string;

  @Field(() => Money, { description: "Net revenue: `paid` less `refunds`" })
  revenue: Money;

  @Field(() => Money, {
    description:
      "Totals of the orders paid in the range: a UPI order when its payment was captured, a cash-on-delivery order when it was delivered (the cash collected). " +
      "An order placed but not paid yet (COD on its way) is not revenue",
  })
  paid: Money;

  @Field(() => Int, { description: "How many orders were paid in the range (exchanges' zero-value replacements not counted)" })
  paidOrders: number;

  @Field(() => Money, { description: "`paid` divided by `paidOrders`, to the paisa; zero when nothing was paid" })
  averageOrderValue: Money;

  @Field(() => Money, { description: "Money sent back for orders in the range (refunds processed then, whenever the order was paid)" })
  refunds: Money;

  @Field(() => Int, { description: "How many refunds were processed in the range" })
  refundCount: number;

  @Field(() => Int, { description: "Orders placed in the range, cancelled ones included (exchanges' zero-value replacements not counted)" })
  placedOrders: number;

  @Field(() => [StatusCount], { description: "The range's placed orders by the status they are in now" })
  byStatus: StatusCount[];

  @Field(() => Int, { description: "Orders placed in the range to be paid cash on delivery" })
  codOrders: number;

  @Field(() => Float, { description: "`codOrders` as a percentage of `placedOrders`, one decimal; 0 when none were placed" })
  codShare: number;

  @Field(() => Money, {
    description:
      "Tax invoices issued in the range less credit notes issued in it (GST included): the GST report's net `charged` for the same days. An invoice is issued " +
      "when an order is placed, COD or UPI, and a credit note when it is cancelled or refunded; so this differs from `revenue` by COD orders invoiced but not " +
      "yet delivered (or delivered in another range), by a paid order cancelled in one range and refunded in the next, and by orders placed while the " +
      "seller's details were missing (no invoice)",
  })
  invoiced: Money;

  @Field(() => Money, { description: "The GST within `invoiced`" })
  invoicedGst: Money;
}

@ObjectType({ description: "A range of days and the same number of days just before it, for comparison" })
export class SalesSummary {
  @Field(() => SalesPeriod, { description: "The range asked for" })
  current: SalesPeriod;

  @Field(() => SalesPeriod, { description: "As many days, ending the day before the range starts" })
  previous: SalesPeriod;
}

/** What the tax and payment domains answer for a span of time [from, to). */
export interface SalesSources {
  refundsProcessed(from: Date, to: Date): Promise<{ count: number; paise: number }>;
  /** Invoices less credit notes issued in the span: GST-inclusive value and the GST in it. */
  invoicedNet(from: Date, to: Date): Promise<{ chargedPaise: number; gstPaise: number }>;
}

const MAX_DAYS = 366;

/** Orders that count: an exchange's replacement is the same sale shipped again, at zero. */
const SOLD = "o.replaces_order_id IS NULL";

/** The admin dashboard's figures for a range of Indian days, and for the range before it. */
export class SalesSummaryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sources: SalesSources,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async summary(from: string, to: string): Promise<SalesSummary> {
    const now = this.clock();
    requireIndiaDayReached("from", from, now);
    requireIndiaDayReached("to", to, now);
    if (to < from) throw ValidationError.field("to", "The range must not end before it starts");
    const days = calendarDaysIn(from, to);
    if (days > MAX_DAYS) throw ValidationError.field("to", `The range can be at most ${MAX_DAYS} days`);
    const [current, previous] = await Promise.all([
      this.period(from, to),
      this.period(shiftCalendarDate(from, -days), shiftCalendarDate(from, -1)),
    ]);
    return { current, previous };
  }

  private async period(from: string, to: string): Promise<SalesPeriod> {
    const { start, end } = indiaDaysSpan(from, to);
    const params = [start, end];
    const [[orders], byStatus, refunds, invoiced] = await Promise.all([
      this.dataSource.query(
        `SELECT COALESCE(sum(o.total_paise) FILTER (WHERE o.paid_at >= $1 AND o.paid_at < $2), 0)::bigint AS paid,
                count(*) FILTER (WHERE o.paid_at >= $1 AND o.paid_at < $2)::int AS paid_orders,
                count(*) FILTER (WHERE o.created_at >= $1 AND o.created_at < $2)::int AS placed,
                count(*) FILTER (WHERE o.created_at >= $1 AND o.created_at < $2 AND o.payment_method = 'cod')::int AS cod
           FROM orders o
          WHERE ${SOLD} AND ((o.paid_at >= $1 AND o.paid_at < $2) OR (o.created_at >= $1 AND o.created_at < $2))`,
        params,
      ),
      this.dataSource.query(
        `SELECT o.status, count(*)::int AS orders FROM orders o
          WHERE ${SOLD} AND o.created_at >= $1 AND o.created_at < $2 GROUP BY o.status ORDER BY o.status`,
        params,
      ),
      this.sources.refundsProcessed(start, end),
      this.sources.invoicedNet(start, end),
    ]);
    const paidPaise = Number(orders.paid);
    return {
      from,
      to,
      revenue: toMoney(paidPaise - refunds.paise),
      paid: toMoney(paidPaise),
      paidOrders: orders.paid_orders,
      averageOrderValue: toMoney(orders.paid_orders > 0 ? Math.round(paidPaise / orders.paid_orders) : 0),
      refunds: toMoney(refunds.paise),
      refundCount: refunds.count,
      placedOrders: orders.placed,
      byStatus,
      codOrders: orders.cod,
      codShare: orders.placed > 0 ? Math.round((orders.cod / orders.placed) * 1000) / 10 : 0,
      invoiced: toMoney(invoiced.chargedPaise),
      invoicedGst: toMoney(invoiced.gstPaise),
    };
  }
}
