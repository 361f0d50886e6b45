import { Keyset, key } from "../../common/keyset";
import { type DataSource } from "typeorm";
import { isCalendarDate } from "../../common/calendar-date";
import { ValidationError } from "../../common/errors";
import { indiaDateOf } from "@shop/words/india-time";
import { toMoney } from "../../vocabulary/money";
import type { ListSlice, ListWindow } from "../../common/pagination";
import { isUuid } from "../../common/uuid";
import { COURIER_NAMES, type Courier } from "../fulfilment/couriers";
import { CodRemittance, CodRemittanceOrder } from "./cod-remittance.entity";
import type { OrderService } from "../order/order.service";
import type { CodRemittanceInput, UnremittedCodOrder } from "./cod-remittance.types";

/** Whether a remittance covers an order already (an order is remitted once). */
const remitted = (orderId: string): string => `EXISTS (SELECT 1 FROM cod_remittance_orders r WHERE r.order_id = ${orderId})`;

/** The courier that carried an order (its shipment's). */
const courierOf = (orderId: string): string => `(SELECT s.courier FROM shipments s WHERE s.order_id = ${orderId})`;

/**
 * Cash on delivery as couriers pay it to the shop: each remittance names the delivered COD
 * orders it covers, and each order is remitted once. A courier paying a different sum (its fee
 * taken, a short payment) is recorded with the difference for the accountant, not refused.
 */
export class CodRemittanceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrderService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async record(input: CodRemittanceInput): Promise<CodRemittance> {
    if (!isCalendarDate(input.receivedOn)) throw ValidationError.field("receivedOn", "The date received must be a date, YYYY-MM-DD");
    if (input.receivedOn > indiaDateOf(this.clock()))
      throw ValidationError.field("receivedOn", "The date received must not be in the future");
    const orderIds = [...new Set(input.orderIds)];
    if (orderIds.length !== input.orderIds.length) throw ValidationError.field("orderIds", "An order is named twice");
    const unknown = orderIds.find((id) => !isUuid(id));
    if (unknown) throw ValidationError.field("orderIds", `Order ${unknown} not found`);
    return this.dataSource.transaction(async (tx) => {
      // Locked so two remittances naming the same order cannot both take it.
      const orders = await this.orders.lockForRemittance(tx, orderIds, remitted);
      const byId = new Map(orders.map((o) => [o.id, o]));
      for (const id of orderIds) {
        const order = byId.get(id);
        if (!order) throw ValidationError.field("orderIds", `Order ${id} not found`);
        // Found orders are named by the number the admin sees beside them.
        if (order.paymentMethod !== "cod") throw ValidationError.field("orderIds", `Order ${order.number} was not paid cash on delivery`);
        if (!order.deliveredAt) throw ValidationError.field("orderIds", `Order ${order.number} has not been delivered`);
        if (order.covered) throw ValidationError.field("orderIds", `Order ${order.number} is already in a remittance`);
      }
      const remittance = await tx.getRepository(CodRemittance).save(
        tx.getRepository(CodRemittance).create({
          courier: input.courier.trim(),
          receivedOn: input.receivedOn,
          reference: input.reference.trim(),
          amountPaise: input.amountPaise,
          ordersTotalPaise: orders.reduce((sum, o) => sum + o.totalPaise, 0),
        }),
      );
      remittance.orders = await tx
        .getRepository(CodRemittanceOrder)
        .save(orders.map((o) => ({ orderId: o.id, remittanceId: remittance.id, amountPaise: o.totalPaise })));
      return remittance;
    });
  }

  /** Remittances, latest received first, each with its orders (read for the whole page at once). */
  async list(window: ListWindow): Promise<ListSlice<CodRemittance>> {
    const page = await LATEST_RECEIVED.read(this.dataSource.getRepository(CodRemittance).createQueryBuilder("r"), window);
    const items = page.items;
    const covered = await this.dataSource
      .getRepository(CodRemittanceOrder)
      .createQueryBuilder("o")
      .where("o.remittanceId = ANY(:ids)", { ids: items.map((r) => r.id) })
      .orderBy("o.orderId")
      .getMany();
    for (const remittance of items) remittance.orders = covered.filter((o) => o.remittanceId === remittance.id);
    return page;
  }

  /** Delivered COD orders no remittance covers yet, delivered first first. */
  async unremitted(window: ListWindow): Promise<ListSlice<UnremittedCodOrder>> {
    const page = await this.orders.uncoveredCodOrders(window, { covered: remitted, courier: courierOf });
    return {
      ...page,
      items: page.items.map(({ totalPaise, courier, ...order }) => ({
        ...order,
        amount: toMoney(totalPaise),
        courierName: courier ? COURIER_NAMES[courier as Courier] : null,
      })),
    };
  }
}

const LATEST_RECEIVED = new Keyset("codRemittances", [
  key("r.received_on", "DESC", "date"),
  key("r.created_at", "DESC", "timestamptz"),
  key("r.id", "ASC", "uuid"),
]);
