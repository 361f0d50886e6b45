import { type ServiceabilityService } from "../address/serviceability.service";
import type { ShopSettingsService } from "../settings/shop-settings.service";
import { type DataSource, type EntityManager, In, type Repository } from "typeorm";
import { type Viewer, mayDo } from "../../common/auth/viewer";
import { READS_ANY_ORDER } from "../../common/auth/permissions";
import { ConflictError, NotFoundError } from "../../common/errors";
import { type ListSlice, type ListWindow } from "../../common/pagination";
import { Keyset, key } from "../../common/keyset";
import { escapeLike } from "../../common/sql";
import { isUuid } from "../../common/uuid";
import type { BagAmounts, PricedLine } from "../cart/pricing";
import { PriceBreakdown } from "../cart/price-breakdown";
import { type ProductAvailabilityService, type VariantQuantity } from "../product/product-availability.service";
import { type PaymentMethod } from "../../vocabulary/payment-method";
import { PaymentStatus } from "../../vocabulary/payment-status";
import type { ShippingInfo } from "../../vocabulary/shipping-info";
import type { ShopEventPublisher } from "../../events/shop-events";
import { nextOrderNumber, searchedOrderNumber } from "./order-numbers";
import { OrderItem } from "./order-item.entity";
import { OrderEvent } from "./order-event.entity";
import { salesCharts, type SalesCharts } from "./sales-charts";
import { Order, OrderStatus } from "./order.entity";

/** What a checkout hands over to become an order. */
export interface NewOrder {
  userId: string;
  customerEmail: string;
  checkoutId: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  paidAt: Date | null;
  totals: BagAmounts;
  couponCode: string | null;
  shippingInfo: ShippingInfo;
  lines: PricedLine[];
  /** COD: the order takes its stock as it is placed. UPI: the checkout took it when it opened. */
  takesStock: boolean;
}

/** An order just placed, with its lines: what the confirmation email is made of. */
export interface PlacedOrder {
  order: Order;
  items: OrderItem[];
}

export interface OrderFilter {
  status?: OrderStatus | null;
  /** Placed at or after. */
  from?: Date | null;
  /** Placed before. */
  to?: Date | null;
  /** An order number (BZ-10234, or its serial 10234), an order id (or its first characters), a customer's email, or a name on the address. */
  search?: string | null;
}

/** A line of an order's history as the domain that changed the order tells it (order-event.entity.ts). */
export interface OrderHistoryLine {
  /** The account that made the change; null when the shop did it by itself. */
  actorId: string | null;
  actor: "admin" | "customer" | "shop";
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  note: string;
  customerVisible: boolean;
}

/** What moves with an order's status: the stamps of delivery, cancellation and payment. */
export type OrderStatusChange = Partial<Pick<Order, "deliveredAt" | "cancelledAt" | "paidAt" | "paymentStatus">>;

/** Orders and money a group of checkouts placed (a coupon's uses): see `totalsByGroup`. */
export interface GroupTotals {
  orders: number;
  totalPaise: number;
  discountPaise: number;
}

/**
 * SQL in the caller's words that `OrderService` reads inside its own statement, so a figure that
 * joins orders with another domain's rows stays one statement: a relation or value over the
 * caller's own table, with its `$n` parameters (numbered from 1) in `params`.
 */
export interface CallerSql {
  sql: string;
  params: unknown[];
}

/**
 * SQL in the caller's words of a fact of its own about an order, given the SQL of the order's id:
 * read in the order service's statement, so a list or lock that needs it stays one statement.
 */
export type FactOfOrder = (orderId: string) => string;

/** An order as a courier's cash remittance checks it, with whether the caller's remittances already cover it. */
export interface RemittableOrder {
  id: string;
  number: string;
  paymentMethod: string;
  deliveredAt: Date | null;
  totalPaise: number;
  covered: boolean;
}

/** A delivered cash-on-delivery order not yet covered, with the courier that carried it. */
export interface UncoveredCodOrder {
  orderId: string;
  totalPaise: number;
  deliveredAt: Date;
  courier: string | null;
}

export interface DashboardFigures {
  revenuePaise: number;
  orderCount: number;
  productCount: number;
  recentOrders: Order[];
}

/**
 * What placing and deleting an order need of its tax invoice (tax/invoice.service.ts). Declared
 * here, in order's words: invoices point at orders, so tax sits above order and order imports
 * nothing of it. A draft is the tax module's own; order only hands it back to be issued.
 */
interface OrderInvoices {
  /** The invoice a placed order will get, or null while the shop cannot invoice (its settings say why). */
  draftForOrder(tx: EntityManager, order: Order, items: OrderItem[]): Promise<object | null>;
  /** Numbers and writes a drafted invoice. */
  issue(
    tx: EntityManager,
    draft: object,
  ): Promise<{ invoice: { number: string; amounts: { cgstPaise: number; sgstPaise: number; igstPaise: number } } }>;
  isInvoiced(tx: EntityManager, orderId: string): Promise<boolean>;
  /** Where the invoice of an order downloads without signing in (a signed link). */
  downloadPath(orderId: string): string;
}

/** The tax documents hanging off orders: an invoice when placed (credit notes come from cancellations and refunds). */
export interface OrderTaxDocuments {
  invoices: OrderInvoices;
  /** The shop's address, for the invoice link in the confirmation email. */
  publicUrl: string;
}

const MAX_RECENT_ORDERS = 20;

/** Orders that may still be stopped before they leave: deleting one gives its stock back. */
const NOT_YET_SHIPPED = [OrderStatus.PENDING, OrderStatus.PROCESSING];

/** Customers with the most refused cash-on-delivery orders first (the admin's list of customers COD is off for). */
const MOST_REFUSED = new Keyset("codSwitchedOffCustomers", [key("s.refused", "DESC", "bigint"), key("s.user_id", "ASC", "uuid")]);

/** Delivered first first: the cash-on-delivery orders a courier still owes the shop for. */
const FIRST_DELIVERED = new Keyset("unremittedCodOrders", [key("o.delivered_at", "ASC", "timestamptz"), key("o.id", "ASC", "uuid")]);

/** Newest first: the order of a customer's orders and of the admin's list. */
const NEWEST_ORDERS = new Keyset("orders", [key("o.created_at", "DESC", "timestamptz"), key("o.id", "DESC", "uuid")]);

/** Placed orders: placing (from a checkout), reading, the admin's status changes and figures. */
export class OrderService {
  private readonly orders: Repository<Order>;
  private readonly items: Repository<OrderItem>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly products: ProductAvailabilityService,
    private readonly tax: OrderTaxDocuments,
    private readonly events: ShopEventPublisher,
    private readonly delivery: ServiceabilityService,
    private readonly settings: ShopSettingsService,
  ) {
    this.orders = dataSource.getRepository(Order);
    this.items = dataSource.getRepository(OrderItem);
  }

  /** How many orders were ever placed (the shop's metrics). */
  async countPlaced(): Promise<number> {
    const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM orders`);
    return n;
  }

  /**
   * Places an order inside the checkout's transaction: copies its lines, address and totals, tells
   * webhook endpoints, takes its stock (COD), counts the units as sold, issues its tax invoice and
   * announces it confirmed, which the confirmation email follows (sent once the order commits, and
   * only then).
   *
   * The rows every checkout shares come as late as they can, so that they stay locked for as few
   * statements as can be (each is a round trip while other checkouts queue): from the stock on,
   * the products' rows are locked until commit; then the order number's counter, one row for all
   * orders, after the product rows as everywhere (the order's row is written with its number, and
   * its lines and invoice need the row); last the invoice number's counter, after which only the
   * invoice's rows and the confirmation (whose email quotes both numbers) are written.
   */
  async placeOrder(tx: EntityManager, order: NewOrder): Promise<PlacedOrder> {
    // As of now (the shop's clock): the date the product page and checkout stated for this pincode.
    // Read before any shared row is locked.
    const arrival = await this.delivery.estimate(order.shippingInfo.postalCode, undefined, tx);
    if (order.takesStock) await this.products.takeStock(tx, order.lines);
    await this.products.recordSale(tx, order.lines);
    const settings = await this.settings.get(tx);
    const placed = tx.getRepository(Order).create({
      ...(await nextOrderNumber(tx, settings.invoicing.orderPrefix)),
      userId: order.userId,
      customerEmail: order.customerEmail,
      checkoutId: order.checkoutId,
      status: OrderStatus.PENDING,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      paidAt: order.paidAt,
      totals: PriceBreakdown.of(order.totals),
      couponCode: order.couponCode,
      shippingInfo: order.shippingInfo,
    });
    await tx.getRepository(Order).insert(placed);
    const items = await insertItems(tx, placed.id, order.lines);
    const draft = await this.tax.invoices.draftForOrder(tx, placed, items);
    await this.announcePlaced(tx, placed, items);
    const invoice = draft && (await this.tax.invoices.issue(tx, draft));
    // The customer's confirmation follows the event (fulfilment/order-emails.ts).
    await this.events.publish(tx, {
      name: "order.confirmed",
      order: placed,
      items,
      deliveryEstimate: arrival.message,
      invoice: invoice && {
        number: invoice.invoice.number,
        url: this.tax.publicUrl + this.tax.invoices.downloadPath(placed.id),
        gstPaise: invoice.invoice.amounts.cgstPaise + invoice.invoice.amounts.sgstPaise + invoice.invoice.amounts.igstPaise,
      },
    });
    return { order: placed, items };
  }

  /**
   * The replacement an approved exchange ships: a new order of zero value for the same customer and
   * address, with the sizes and colours asked for, linked to the original. Its stock was reserved
   * when the exchange was approved.
   */
  async placeReplacement(tx: EntityManager, original: Order, lines: PricedLine[]): Promise<Order> {
    const { invoicing } = await this.settings.get(tx);
    const replacement = tx.getRepository(Order).create({
      ...(await nextOrderNumber(tx, invoicing.orderPrefix)),
      userId: original.userId,
      customerEmail: original.customerEmail,
      checkoutId: null,
      status: OrderStatus.PROCESSING,
      paymentMethod: original.paymentMethod,
      paymentStatus: PaymentStatus.PAID,
      paidAt: new Date(),
      totals: PriceBreakdown.of({ subtotalPaise: 0, giftWrapPaise: 0, deliveryPaise: 0, discountPaise: 0, codFeePaise: 0, totalPaise: 0 }),
      couponCode: null,
      shippingInfo: original.shippingInfo,
      replacesOrderId: original.id,
    });
    await tx.getRepository(Order).insert(replacement);
    await this.announcePlaced(tx, replacement, await insertItems(tx, replacement.id, lines));
    return replacement;
  }

  /** Orders of a customer that stand (not cancelled): a first-order coupon needs none. */
  async countStandingOrders(userId: string, tx: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ count }] = await tx.query(`SELECT count(*)::int AS count FROM orders WHERE user_id = $1 AND status <> 'cancelled'`, [userId]);
    return count;
  }

  /** Announces a new order, and that it is paid when it was paid before it was placed (UPI). */
  private async announcePlaced(tx: EntityManager, order: Order, items: OrderItem[]): Promise<void> {
    await this.events.publish(tx, { name: "order.placed", order, items });
    if (order.paymentStatus === PaymentStatus.PAID) await this.events.publish(tx, { name: "order.paid", order });
  }

  async findByCheckoutId(checkoutId: string, tx: EntityManager = this.dataSource.manager): Promise<Order | null> {
    return tx.getRepository(Order).findOneBy({ checkoutId });
  }

  /** The orders the checkouts placed, as [checkoutId, orderId] pairs (a checkout given up placed none). */
  async idsByCheckoutIds(checkoutIds: readonly string[]): Promise<{ checkoutId: string; orderId: string }[]> {
    return this.dataSource.query(`SELECT checkout_id AS "checkoutId", id AS "orderId" FROM orders WHERE checkout_id = ANY($1::uuid[])`, [
      checkoutIds,
    ]);
  }

  /** An order for its customer or an admin; to anyone else it does not exist. */
  async getOrder(viewer: Viewer, id: string): Promise<Order> {
    const order = isUuid(id) ? await this.orders.findOneBy({ id }) : null;
    if (!order || (order.userId !== viewer.userId && !mayDo(viewer, READS_ANY_ORDER))) throw new NotFoundError("Order");
    return order;
  }

  async myOrders(userId: string, window: ListWindow): Promise<ListSlice<Order>> {
    return NEWEST_ORDERS.read(this.orders.createQueryBuilder("o").where("o.user_id = :userId", { userId }), window);
  }

  /** Admin: orders newest first, filtered; one query for the page and one for the count. */
  async listOrders(filter: OrderFilter = {}, window: ListWindow): Promise<ListSlice<Order>> {
    const query = this.orders.createQueryBuilder("o");
    if (filter.status) query.andWhere("o.status = :status", { status: filter.status });
    if (filter.from) query.andWhere("o.createdAt >= :from", { from: filter.from });
    if (filter.to) query.andWhere("o.createdAt < :to", { to: filter.to });
    const search = filter.search?.trim();
    if (search) {
      const orderNumber = searchedOrderNumber(search);
      const byNumber = !orderNumber ? "" : "number" in orderNumber ? "o.number = :number OR " : "o.serial = :serial OR ";
      query.andWhere(
        `(${byNumber}CAST(o.id AS text) ILIKE :idPrefix OR o.customerEmail ILIKE :term
          OR (o.shippingInfo.firstName || ' ' || o.shippingInfo.lastName) ILIKE :term)`,
        { ...orderNumber, idPrefix: `${escapeLike(search.toLowerCase())}%`, term: `%${escapeLike(search)}%` },
      );
    }
    return NEWEST_ORDERS.read(query, window);
  }

  /** The lines of many orders in one query, for the per-request loader. */
  async itemsByOrderIds(orderIds: readonly string[]): Promise<OrderItem[]> {
    return this.items.createQueryBuilder("i").where("i.orderId = ANY(:orderIds)", { orderIds }).orderBy("i.position", "ASC").getMany();
  }

  /** Many orders by id in one query, for the per-request loader. */
  async findByIds(ids: readonly string[]): Promise<Order[]> {
    return this.orders.createQueryBuilder("o").where("o.id = ANY(:ids)", { ids }).getMany();
  }

  async findById(id: string): Promise<Order> {
    return this.orders.findOneByOrFail({ id });
  }

  /** Whom an order's messages greet and the phone they go to (as typed at checkout); null for an order that is gone. */
  async recipientOf(tx: EntityManager, orderId: string): Promise<{ firstName: string; phoneNo: string } | null> {
    const order = await tx.getRepository(Order).findOneBy({ id: orderId });
    return order ? { firstName: order.shippingInfo.firstName, phoneNo: order.shippingInfo.phoneNo } : null;
  }

  /**
   * Admin: deletes an order. One not yet shipped gives its stock back first, as a cancellation
   * would; one shipped or delivered does not (the goods have left). An invoiced order stays: the
   * law keeps its invoice, and cancelling it issues the credit note instead.
   */
  async deleteOrder(id: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      // Money taken and not given back must stay on the books (and be refunded by cancelling).
      if (order.paidAt && order.paymentStatus !== PaymentStatus.REFUNDED) {
        throw new ConflictError("ORDER_PAID", "This order has been paid and cannot be deleted; cancel it instead, which refunds it");
      }
      if (await this.tax.invoices.isInvoiced(tx, order.id)) {
        throw new ConflictError(
          "ORDER_INVOICED",
          "This order has a tax invoice and cannot be deleted; cancel it instead, which issues a credit note",
        );
      }
      if (NOT_YET_SHIPPED.includes(order.status)) await this.restock(tx, order.id);
      await tx.getRepository(Order).delete(order.id);
    });
  }

  /** Admin dashboard: the charts of the last `days` days (1 to 366). */
  charts(days: number): Promise<SalesCharts> {
    return salesCharts(this.dataSource, Math.min(Math.max(Math.trunc(days), 1), 366));
  }

  /** Admin dashboard: revenue of orders not cancelled, counts, and the latest orders. */
  async dashboard(recentCount: number): Promise<DashboardFigures> {
    const take = Math.min(Math.max(Math.trunc(recentCount), 1), MAX_RECENT_ORDERS);
    const [figures] = await this.dataSource.query(
      `SELECT COALESCE(SUM(total_paise) FILTER (WHERE status NOT IN ('cancelled', 'returned_to_origin')), 0)::bigint AS revenue,
              COUNT(*)::int AS orders
         FROM orders`,
    );
    const [productCount, recentOrders] = await Promise.all([
      this.products.publishedProductCount(),
      this.orders.find({ order: { createdAt: "DESC", id: "DESC" }, take }),
    ]);
    return { revenuePaise: Number(figures.revenue), orderCount: figures.orders, productCount, recentOrders };
  }

  /** Moves a locked order to a status, with what moves with it; its history and announcement are the caller's. */
  async recordStatus(tx: EntityManager, orderId: string, status: OrderStatus, change: OrderStatusChange = {}): Promise<void> {
    await tx.getRepository(Order).update(orderId, { ...change, status });
  }

  /** Adds a line to an order's history, in the transaction of the change it describes. */
  async recordHistory(tx: EntityManager, orderId: string, line: OrderHistoryLine): Promise<void> {
    await tx.getRepository(OrderEvent).insert({ orderId, ...line });
  }

  /** The histories of many orders in one query, for the per-request loader. */
  historyOf(orderIds: readonly string[]): Promise<OrderEvent[]> {
    return this.dataSource
      .getRepository(OrderEvent)
      .find({ where: { orderId: In([...orderIds]) }, order: { createdAt: "ASC", id: "ASC" } });
  }

  /** The lines of one order, read in the caller's transaction (a return checks what it asks for against them). */
  itemsOf(tx: EntityManager, orderId: string): Promise<OrderItem[]> {
    return tx.getRepository(OrderItem).findBy({ orderId });
  }

  /** Order lines by id, read in the caller's transaction (the lines a return names). */
  itemsByIds(tx: EntityManager, ids: readonly string[]): Promise<OrderItem[]> {
    return tx.getRepository(OrderItem).findBy({ id: In([...ids]) });
  }

  /**
   * Orders placed by groups of checkouts, with their totals, in one statement: `groups` is the
   * caller's relation of `(group_key, checkout_id)` rows (a coupon's redemptions). Groups that
   * placed no order are absent.
   */
  async totalsByGroup(groups: CallerSql): Promise<Map<string, GroupTotals>> {
    const rows: { group_key: string; orders: number; total: string; discount: string }[] = await this.dataSource.query(
      `SELECT g.group_key, count(o.id)::int AS orders, coalesce(sum(o.total_paise), 0) AS total, coalesce(sum(o.discount_paise), 0) AS discount
         FROM (${groups.sql}) g JOIN orders o ON o.checkout_id = g.checkout_id
        GROUP BY g.group_key`,
      groups.params,
    );
    return new Map(rows.map((r) => [r.group_key, { orders: r.orders, totalPaise: Number(r.total), discountPaise: Number(r.discount) }]));
  }

  /**
   * A customer's cash-on-delivery orders that came back (REFUSED_COD_ORDER), counted from when
   * their earlier refusals stop counting, in one statement: `restorations` is the caller's relation
   * of `(user_id, restored_at)` rows, one at most a customer (checkout's COD switch-backs); a
   * customer without one counts every refusal.
   */
  async countRefusedCodOrders(tx: EntityManager, userId: string, restorations: string): Promise<number> {
    const [{ refused }]: { refused: number }[] = await tx.query(
      `SELECT count(*)::int AS refused
         FROM orders o LEFT JOIN (${restorations}) r ON r.user_id = o.user_id
        WHERE o.user_id = $1 AND (r.restored_at IS NULL OR o.updated_at > r.restored_at) AND ${REFUSED_COD_ORDER}`,
      [userId],
    );
    return refused;
  }

  /**
   * Customers with at least `limit` refused cash-on-delivery orders counted as in
   * `countRefusedCodOrders`, most refusals first: one statement for the page, one for the count.
   */
  async customersWithRefusedCod(
    limit: number,
    restorations: string,
    window: ListWindow,
  ): Promise<ListSlice<{ userId: string; refusedOrders: number }>> {
    const refusing = `SELECT o.user_id, count(*)::int AS refused
         FROM orders o LEFT JOIN (${restorations}) r ON r.user_id = o.user_id
        WHERE (r.restored_at IS NULL OR o.updated_at > r.restored_at) AND ${REFUSED_COD_ORDER}
        GROUP BY o.user_id
       HAVING count(*) >= $1`;
    const after = MOST_REFUSED.afterPositional(window.after, 4);
    const [rows, [{ total }]]: [{ user_id: string; refused: number; keyset_key: string }[], { total: number }[]] = await Promise.all([
      this.dataSource.query(
        `SELECT s.*, ${MOST_REFUSED.keyColumn} AS keyset_key FROM (${refusing}) s
          WHERE ${after.sql} ORDER BY ${MOST_REFUSED.orderBy} LIMIT $2 OFFSET $3`,
        [limit, window.take + 1, window.skip, ...after.values],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM (${refusing}) customers`, [limit]),
    ]);
    const items = rows.map((r) => ({ key: r.keyset_key, item: { userId: r.user_id, refusedOrders: r.refused } }));
    return MOST_REFUSED.page(items, window, total);
  }

  /**
   * Locks orders by id (in id order, as every lock of many orders is taken), in one statement with
   * the caller's `covered` fact of each: two remittances naming the same order cannot both take it.
   */
  lockForRemittance(tx: EntityManager, ids: readonly string[], covered: FactOfOrder): Promise<RemittableOrder[]> {
    return tx.query<RemittableOrder[]>(
      `SELECT o.id, o.number, o.payment_method AS "paymentMethod", o.delivered_at AS "deliveredAt", o.total_paise::float8 AS "totalPaise",
              ${covered("o.id")} AS covered
         FROM orders o WHERE o.id = ANY($1::uuid[]) ORDER BY o.id FOR UPDATE OF o`,
      [ids],
    );
  }

  /**
   * Delivered cash-on-delivery orders the caller's `covered` fact is false for, delivered first
   * first, each with the caller's `courier` fact: one statement for the page, one for the count.
   */
  async uncoveredCodOrders(
    window: ListWindow,
    facts: { covered: FactOfOrder; courier: FactOfOrder },
  ): Promise<ListSlice<UncoveredCodOrder>> {
    const uncovered = `FROM orders o
      WHERE o.payment_method = 'cod' AND o.delivered_at IS NOT NULL AND NOT ${facts.covered("o.id")}`;
    const after = FIRST_DELIVERED.afterPositional(window.after, 3);
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query<(UncoveredCodOrder & { keyset_key: string })[]>(
        `SELECT o.id AS "orderId", o.total_paise::float8 AS "totalPaise", o.delivered_at AS "deliveredAt",
                ${facts.courier("o.id")} AS courier, ${FIRST_DELIVERED.keyColumn} AS keyset_key
           ${uncovered} AND ${after.sql} ORDER BY ${FIRST_DELIVERED.orderBy} OFFSET $1 LIMIT $2`,
        [window.skip, window.take + 1, ...after.values],
      ),
      this.dataSource.query<[{ count: number }]>(`SELECT count(*)::int AS count ${uncovered}`),
    ]);
    return FIRST_DELIVERED.page(
      rows.map(({ keyset_key, ...row }) => ({ key: keyset_key, item: row })),
      window,
      count,
    );
  }

  /** Locks an order for a change that must not race another (a refund, a cancellation). */
  lockForUpdate(tx: EntityManager, id: string): Promise<Order> {
    return lockOrder(tx, id);
  }

  /** Sets the payment status the payment records now give (vocabulary/payment-status.ts). */
  async setPaymentStatus(tx: EntityManager, orderId: string, paymentStatus: PaymentStatus): Promise<void> {
    await tx.getRepository(Order).update(orderId, { paymentStatus });
  }

  /**
   * Takes a cancelled (or deleted, unshipped, or undelivered) order's units off the sold count and
   * puts them back in stock, unless they came back unfit to sell (`backInStock` false).
   */
  async restock(tx: EntityManager, orderId: string, { backInStock = true } = {}): Promise<void> {
    const items = await tx.getRepository(OrderItem).findBy({ orderId });
    const units: VariantQuantity[] = items.flatMap((i) =>
      i.productId ? [{ productId: i.productId, variantId: i.variantId, quantity: i.quantity }] : [],
    );
    if (backInStock) await this.products.giveBackStock(tx, units);
    await this.products.revokeSale(tx, units);
  }
}

/** SQL over orders `o`: a cash-on-delivery order that came back (refused at delivery, returned, or cancelled after it shipped). */
const REFUSED_COD_ORDER = `o.payment_method = 'cod' AND (o.status IN ('returned_to_origin', 'returned')
  OR (o.status = 'cancelled' AND EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.to_status = 'shipped')))`;

/** An order's lines as copies of what was bought, in the bag's order. */
async function insertItems(tx: EntityManager, orderId: string, lines: PricedLine[]): Promise<OrderItem[]> {
  const items = lines.map((line, position) =>
    tx.getRepository(OrderItem).create({
      orderId,
      productId: line.productId,
      variantId: line.variantId ?? null,
      sku: line.sku ?? null,
      position,
      name: line.name,
      image: line.image,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      size: line.size,
      color: line.color,
      giftWrap: line.giftWrap,
    }),
  );
  await tx.getRepository(OrderItem).insert(items);
  return items;
}

async function lockOrder(tx: EntityManager, id: string): Promise<Order> {
  const order = isUuid(id) ? await tx.getRepository(Order).findOne({ where: { id }, lock: { mode: "pessimistic_write" } }) : null;
  if (!order) throw new NotFoundError("Order");
  return order;
}
