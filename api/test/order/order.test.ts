import { createProduct, productRow } from "../support/catalog-fixtures";
import { addToCart, customerWithBag, placeCheckoutOk } from "../support/commerce";
import { startTestShop, type AnyDocument, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import type { OrderFilterInput } from "../gql/graphql";

const ORDER = graphql(
  `query Order($id: ID!) { order(id: $id) { id status deliveredAt customerEmail customer { firstName lastName } totals { total { paise } } items { name quantity } } }`,
);
const MY_ORDERS = graphql(
  `query OrderMyOrders($first: Int, $after: String) { myOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id totals { total { paise } } items { name } } } }`,
);
const ORDERS = graphql(`query Orders($filter: OrderFilterInput, $first: Int, $after: String) {
  orders(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id status paymentStatus createdAt customerEmail customer { firstName lastName } totals { total { paise } } items { name price { paise } quantity } shippingInfo { firstName lastName } }
  }
}`);
const SET_STATUS = graphql(
  `mutation OrderSetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status deliveredAt } }`,
);
const DELETE_ORDER = graphql(`mutation OrderDeleteOrder($id: ID!) { deleteOrder(id: $id) { id } }`);
const CHARTS = graphql(
  `query OrderCharts($days: Int!) { salesCharts(days: $days) { daily { date orders revenue { paise } } byStatus { status orders } paymentMix { method orders revenue { paise } } topProducts { name units revenue { paise } } } }`,
);
const DASHBOARD = graphql(
  `query OrderDashboard($recentCount: Int) { adminDashboard(recentCount: $recentCount) { revenue { paise formatted } orderCount productCount recentOrders { id customer { firstName } totals { total { paise } } status } } }`,
);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
});
afterAll(() => t.close());

/** A COD order of `quantity` units; returns its id, the product and the customer. */
async function placeOrder(options: { pricePaise?: number; quantity?: number; stock?: number; firstName?: string } = {}) {
  const product = await createProduct(t.dataSource, { pricePaise: options.pricePaise ?? 1500_00, countInStock: options.stock ?? 10 });
  const customer = await customerWithBag(t, product.id, options.quantity ?? 1);
  const checkout = await placeCheckoutOk(
    t,
    customer.token,
    options.firstName ? { shippingInfo: { ...ADDRESS_WITH(options.firstName) } } : {},
  );
  return { orderId: checkout.orderId, product, customer };
}

const ADDRESS_WITH = (firstName: string) => ({
  firstName,
  lastName: "Kapoor",
  address: "4 Park Street",
  city: "Kolkata",
  state: "West Bengal",
  postalCode: "700016",
  phoneNo: "9000000001",
});

describe("customers and their orders", () => {
  it("lists a customer's own orders, newest first, with their lines", async () => {
    const product = await createProduct(t.dataSource, { name: "Daypack", pricePaise: 1100_00 });
    const customer = await customerWithBag(t, product.id);
    const first = await placeCheckoutOk(t, customer.token);
    await customerWithBag(t, product.id); // someone else's bag
    await addToCart(t, customer, product.id, { quantity: 2 });
    const second = await placeCheckoutOk(t, customer.token);

    const mine = (await t.gqlOk(MY_ORDERS, {}, customer.token)).myOrders;
    expect(mine.totalCount).toBe(2);
    expect(mine.nodes.map((o) => o.id)).toEqual([second.orderId, first.orderId]);
    expect(mine.nodes[0].items).toEqual([{ name: "Daypack" }]);
    expect((await t.gqlOk(MY_ORDERS, { first: 1 }, customer.token)).myOrders).toMatchObject({ pageInfo: { hasNextPage: true } });
    expect((await t.gql(MY_ORDERS)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("shows an order to its owner and an admin; to another customer it does not exist", async () => {
    const { orderId, customer } = await placeOrder();
    const own = (await t.gqlOk(ORDER, { id: orderId }, customer.token)).order;
    expect(own).toMatchObject({ id: orderId, customerEmail: customer.email, customer: { firstName: "Asha", lastName: "Verma" } });
    expect((await t.gqlOk(ORDER, { id: orderId }, admin)).order.id).toBe(orderId);

    const stranger = await t.registerCustomer();
    for (const id of [orderId, "00000000-0000-4000-8000-000000000000", "abc"]) {
      expect((await t.gqlOk(ORDER, { id }, stranger.token)).order).toBeNull();
    }
  });

  it("refuses admin operations to customers (FORBIDDEN) and guests (UNAUTHENTICATED)", async () => {
    const { orderId, customer } = await placeOrder();
    const operations: [AnyDocument | string, Record<string, unknown>][] = [
      [ORDERS, {}],
      [DASHBOARD, {}],
      [SET_STATUS, { id: orderId, status: "CANCELLED" }],
      [DELETE_ORDER, { id: orderId }],
      [`{ coupons { totalCount } }`, {}],
      [`mutation { createCoupon(input: { code: "X", percentOff: 5 }) { id } }`, {}],
      [`{ enquiries { totalCount } }`, {}],
      [`{ newsletterSubscribers { totalCount } }`, {}],
    ];
    for (const [query, variables] of operations) {
      const asCustomer = await t.gqlRaw(query, variables, customer.token);
      expect(asCustomer.errors?.[0]).toMatchObject({ message: "Only an admin can do this", extensions: { code: "FORBIDDEN" } });
      expect((await t.gqlRaw(query, variables)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    }
    expect((await t.gqlOk(ORDER, { id: orderId }, customer.token)).order.status).toBe("PENDING");
  });
});

describe("the admin's order list", () => {
  it("filters by status and date, searches by id, email or name, and pages", async () => {
    const a = await placeOrder({ firstName: "Meera" });
    const b = await placeOrder({ firstName: "Zubin" });
    const c = await placeOrder({ firstName: "Meera" });
    await t.gqlOk(SET_STATUS, { id: b.orderId, status: "SHIPPED" }, admin);
    await t.dataSource.query(`UPDATE orders SET created_at = '2024-01-15T10:00:00Z' WHERE id = $1`, [a.orderId]);

    const ids = async (filter: OrderFilterInput) => (await t.gqlOk(ORDERS, { filter }, admin)).orders.nodes.map((o) => o.id);

    expect(await ids({ status: "SHIPPED" })).toEqual([b.orderId]);
    expect(await ids({ search: "meera" })).toEqual([c.orderId, a.orderId]);
    expect(await ids({ search: c.orderId.slice(0, 12).toUpperCase() })).toEqual([c.orderId]);
    expect(await ids({ search: b.customer.email })).toEqual([b.orderId]);
    expect(await ids({ search: "%" })).toEqual([]);
    expect(await ids({ from: "2024-01-01T00:00:00Z", to: "2024-02-01T00:00:00Z" })).toEqual([a.orderId]);
    expect(await ids({ search: "Meera", from: "2024-02-01T00:00:00Z" })).toEqual([c.orderId]);

    const firstPage = (await t.gqlOk(ORDERS, { first: 1 }, admin)).orders;
    const secondPage = (await t.gqlOk(ORDERS, { first: 1, after: firstPage.pageInfo.endCursor }, admin)).orders;
    expect(secondPage).toMatchObject({ pageInfo: { hasNextPage: true } });
    expect(secondPage.nodes[0].id).not.toBe(firstPage.nodes[0].id);
    expect(secondPage.totalCount).toBeGreaterThanOrEqual(3);
    const tooBig = await t.gql(graphql(`query Orders2 { orders(first: 101) { totalCount } }`), {}, admin);
    expect(tooBig.errors?.[0]).toMatchObject({
      message: "first must be between 1 and 100",
      extensions: { code: "BAD_USER_INPUT", field: "first" },
    });
  });

  it("costs the same number of queries for 2 orders as for 12 (items and customers are batched)", async () => {
    const queriesFor = async (pageSize: number) => {
      t.queries.reset();
      const res = await t.gqlOk(ORDERS, { first: pageSize }, admin);
      expect(res.orders.nodes).toHaveLength(pageSize);
      return t.queries.count;
    };
    while ((await t.gqlOk(ORDERS, {}, admin)).orders.totalCount < 12) await placeOrder();
    // The orders' confirmation emails are sent by jobs that also use the database: let them finish
    // so that only the listing's own statements are counted.
    await t.settleJobs();
    expect(await queriesFor(12)).toBe(await queriesFor(2));
  });
});

describe("order status", () => {
  it("Delivered stamps deliveredAt once; a delivered order does not go back", async () => {
    const { orderId } = await placeOrder();
    const processing = (await t.gqlOk(SET_STATUS, { id: orderId, status: "PROCESSING" }, admin)).updateOrderStatus;
    expect(processing).toMatchObject({ status: "PROCESSING", deliveredAt: null });
    await t.gqlOk(SET_STATUS, { id: orderId, status: "SHIPPED" }, admin);
    const delivered = (await t.gqlOk(SET_STATUS, { id: orderId, status: "DELIVERED" }, admin)).updateOrderStatus;
    expect(delivered.status).toBe("DELIVERED");
    expect(Math.abs(new Date(delivered.deliveredAt).getTime() - Date.now())).toBeLessThan(60_000);
    const again = (await t.gqlOk(SET_STATUS, { id: orderId, status: "DELIVERED" }, admin)).updateOrderStatus;
    expect(again.deliveredAt).toBe(delivered.deliveredAt);
    const back = await t.gql(SET_STATUS, { id: orderId, status: "SHIPPED" }, admin);
    expect(back.errors?.[0]).toMatchObject({
      message: "An order that is Delivered cannot be moved on by hand; correct its status with a reason if it is wrong",
      extensions: { code: "ORDER_STATUS_NOT_ALLOWED", kind: "CONFLICT", status: "DELIVERED", allowed: [] },
    });
  });

  it("refuses a move back to Pending, and unknown orders", async () => {
    const { orderId } = await placeOrder();
    await t.gqlOk(SET_STATUS, { id: orderId, status: "PROCESSING" }, admin);
    const pending = await t.gql(SET_STATUS, { id: orderId, status: "PENDING" }, admin);
    expect(pending.errors?.[0]).toMatchObject({
      message: "An order that is Processing can move to Shipped or Cancelled, not Pending",
      extensions: { code: "ORDER_STATUS_NOT_ALLOWED", kind: "CONFLICT", status: "PROCESSING", allowed: ["SHIPPED", "CANCELLED"] },
    });
    const unknown = await t.gql(SET_STATUS, { id: "00000000-0000-4000-8000-000000000000", status: "SHIPPED" }, admin);
    expect(unknown.errors?.[0]).toMatchObject({ message: "Order not found", extensions: { code: "NOT_FOUND" } });
  });

  it("cancelling gives the stock back and takes the units off the sold count exactly once, even when repeated at once", async () => {
    const { orderId, product } = await placeOrder({ quantity: 3, stock: 10 });
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 7, soldCount: 3 });

    const results = await Promise.all([1, 2, 3].map(() => t.gqlOk(SET_STATUS, { id: orderId, status: "CANCELLED" }, admin)));
    expect(results.map((r) => r.updateOrderStatus.status)).toEqual(["CANCELLED", "CANCELLED", "CANCELLED"]);
    await t.gqlOk(SET_STATUS, { id: orderId, status: "CANCELLED" }, admin);
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 10, soldCount: 0 });

    const reopen = await t.gql(SET_STATUS, { id: orderId, status: "PROCESSING" }, admin);
    expect(reopen.errors?.[0]).toMatchObject({
      message: "An order that is Cancelled cannot be moved on by hand",
      extensions: { code: "ORDER_STATUS_NOT_ALLOWED", kind: "CONFLICT" },
    });
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 10, soldCount: 0 });
  });

  it("deleting an order not yet shipped gives its stock back; a shipped one does not", async () => {
    const open = await placeOrder({ quantity: 2, stock: 5 });
    expect((await t.gqlOk(DELETE_ORDER, { id: open.orderId }, admin)).deleteOrder).toEqual({ id: open.orderId });
    expect(await productRow(t.dataSource, open.product.id)).toEqual({ countInStock: 5, soldCount: 0 });
    expect((await t.gqlOk(ORDER, { id: open.orderId }, admin)).order).toBeNull();
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int FROM order_items WHERE order_id = $1`, [open.orderId]);
    expect(count).toBe(0);

    const shipped = await placeOrder({ quantity: 2, stock: 5 });
    await t.gqlOk(SET_STATUS, { id: shipped.orderId, status: "SHIPPED" }, admin);
    await t.gqlOk(DELETE_ORDER, { id: shipped.orderId }, admin);
    expect(await productRow(t.dataSource, shipped.product.id)).toEqual({ countInStock: 3, soldCount: 2 });

    const again = await t.gql(DELETE_ORDER, { id: shipped.orderId }, admin);
    expect(again.errors?.[0]).toMatchObject({ message: "Order not found", extensions: { code: "NOT_FOUND" } });
  });
});

describe("the admin dashboard", () => {
  it("sums revenue over orders not cancelled and counts orders and products", async () => {
    const fresh = await startTestShop();
    try {
      const token = await fresh.adminToken();
      const order = async (pricePaise: number) => {
        const product = await createProduct(fresh.dataSource, { pricePaise });
        const customer = await customerWithBag(fresh, product.id);
        return (await placeCheckoutOk(fresh, customer.token)).orderId;
      };
      await order(2000_00);
      const cancelled = await order(500_00);
      const small = await order(300_00); // 300 + 50 delivery
      await createProduct(fresh.dataSource, { isPublished: false });
      await fresh.gqlOk(SET_STATUS, { id: cancelled, status: "CANCELLED" }, token);

      const dashboard = (await fresh.gqlOk(DASHBOARD, { recentCount: 2 }, token)).adminDashboard;
      expect(dashboard.revenue).toEqual({ paise: 2350_00, formatted: "Rs. 2,350.00" });
      expect(dashboard.orderCount).toBe(3);
      // Published products only: the draft is not counted.
      expect(dashboard.productCount).toBe(3);
      expect(dashboard.recentOrders.map((o) => o.id)).toEqual([small, cancelled]);
      expect(dashboard.recentOrders[0]).toMatchObject({
        customer: { firstName: "Asha" },
        totals: { total: { paise: 350_00 } },
        status: "PENDING",
      });

      // The charts: today's orders and revenue, the statuses, COD against prepaid, the top products.
      const charts = (await fresh.gqlOk(CHARTS, { days: 30 }, token)).salesCharts;
      expect(charts.daily).toHaveLength(30);
      expect(charts.daily.slice(0, 29).every((d: { orders: number }) => d.orders === 0)).toBe(true);
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
      expect(charts.daily[29]).toEqual({ date: today, orders: 3, revenue: { paise: 2350_00 } });
      expect(charts.byStatus).toEqual([
        { status: "PENDING", orders: 2 },
        { status: "CANCELLED", orders: 1 },
      ]);
      expect(charts.paymentMix).toEqual([{ method: "COD", orders: 2, revenue: { paise: 2350_00 } }]);
      expect(charts.topProducts.map((p: { revenue: { paise: number } }) => p.revenue.paise)).toEqual([2000_00, 300_00]);
      const asCustomer = await fresh.gql(CHARTS, { days: 30 }, (await fresh.registerCustomer()).token);
      expect(asCustomer.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    } finally {
      await fresh.close();
    }
  });
});
