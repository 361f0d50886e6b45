import { Field, ID, Int, ObjectType } from "type-graphql";
import type { DataSource } from "typeorm";
import { Money, toMoney } from "../../vocabulary/money";
import { PaymentMethod } from "../../vocabulary/payment-method";
import { OrderStatus } from "./order.entity";

@ObjectType({ description: "One day of the sales chart (days in India's time zone)" })
export class DailySales {
  @Field({ description: "YYYY-MM-DD" })
  date: string;

  @Field(() => Int, { description: "Orders placed that day, cancelled included" })
  orders: number;

  @Field(() => Money, { description: "Totals of that day's orders not cancelled" })
  revenue: Money;
}

@ObjectType({ description: "How many orders have a status" })
export class StatusCount {
  @Field(() => OrderStatus, { description: "The status" })
  status: OrderStatus;

  @Field(() => Int, { description: "Orders in the status" })
  orders: number;
}

@ObjectType({ description: "Orders not cancelled, and their revenue, by how they were paid" })
export class PaymentMethodShare {
  @Field(() => PaymentMethod, { description: "UPI or cash on delivery" })
  method: PaymentMethod;

  @Field(() => Int, { description: "Orders paid this way" })
  orders: number;

  @Field(() => Money, { description: "Their revenue (Money: integer paise)" })
  revenue: Money;
}

@ObjectType({ description: "A product among the best sellers of the period" })
export class TopProduct {
  @Field(() => ID, { nullable: true, description: "Null once the product is deleted" })
  productId: string | null;

  @Field({ description: "The product's name as sold" })
  name: string;

  @Field(() => Int, { description: "Units sold in the period" })
  units: number;

  @Field(() => Money, { description: "Its revenue in the period (Money: integer paise)" })
  revenue: Money;
}

@ObjectType({ description: "What the admin dashboard's charts show, for the last `days` days" })
export class SalesCharts {
  @Field(() => Int, { description: "How many days the charts cover" })
  days: number;

  @Field(() => [DailySales], { description: "Every day of the period, oldest first (days without orders at zero)" })
  daily: DailySales[];

  @Field(() => [StatusCount], { description: "Orders of the period by status" })
  byStatus: StatusCount[];

  @Field(() => [PaymentMethodShare], { description: "Cash on delivery against prepaid (UPI) in the period" })
  paymentMix: PaymentMethodShare[];

  @Field(() => [TopProduct], { description: "The five products that sold the most units in the period" })
  topProducts: TopProduct[];
}

/** The dashboard's four charts, each one query over the period (days end today, in India). */
export async function salesCharts(dataSource: DataSource, days: number): Promise<SalesCharts> {
  const period = `(now() AT TIME ZONE 'Asia/Kolkata')::date - ($1::int - 1)`;
  const placedInPeriod = `(o.created_at AT TIME ZONE 'Asia/Kolkata')::date >= ${period}`;
  const [daily, byStatus, mix, top] = await Promise.all([
    dataSource.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS date, count(o.id)::int AS orders,
              COALESCE(sum(o.total_paise) FILTER (WHERE o.status NOT IN ('cancelled', 'returned_to_origin')), 0)::bigint AS revenue
         FROM generate_series(${period}, (now() AT TIME ZONE 'Asia/Kolkata')::date, interval '1 day') AS d
         LEFT JOIN orders o ON (o.created_at AT TIME ZONE 'Asia/Kolkata')::date = d
        GROUP BY d ORDER BY d`,
      [days],
    ),
    dataSource.query(`SELECT o.status, count(*)::int AS orders FROM orders o WHERE ${placedInPeriod} GROUP BY o.status ORDER BY o.status`, [
      days,
    ]),
    dataSource.query(
      `SELECT o.payment_method AS method, count(*)::int AS orders, sum(o.total_paise)::bigint AS revenue
         FROM orders o WHERE ${placedInPeriod} AND o.status NOT IN ('cancelled', 'returned_to_origin') GROUP BY 1 ORDER BY 1`,
      [days],
    ),
    dataSource.query(
      `SELECT i.product_id, min(i.name) AS name, sum(i.quantity)::int AS units, sum(i.unit_price_paise::bigint * i.quantity)::bigint AS revenue
         FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE ${placedInPeriod} AND o.status NOT IN ('cancelled', 'returned_to_origin') AND o.replaces_order_id IS NULL
        GROUP BY i.product_id ORDER BY units DESC, revenue DESC LIMIT 5`,
      [days],
    ),
  ]);
  return {
    days,
    daily: daily.map((r: { date: string; orders: number; revenue: string }) => ({
      date: r.date,
      orders: r.orders,
      revenue: toMoney(Number(r.revenue)),
    })),
    byStatus,
    paymentMix: mix.map((r: { method: PaymentMethod; orders: number; revenue: string }) => ({
      method: r.method,
      orders: r.orders,
      revenue: toMoney(Number(r.revenue)),
    })),
    topProducts: top.map((r: { product_id: string | null; name: string; units: number; revenue: string }) => ({
      productId: r.product_id,
      name: r.name,
      units: r.units,
      revenue: toMoney(Number(r.revenue)),
    })),
  };
}
