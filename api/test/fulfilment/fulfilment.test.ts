import sharp from "sharp";
import { createProduct, productRow, variantStock } from "../support/catalog-fixtures";
import {
  CREATE_COUPON,
  customerWithBag,
  DEFAULT_POLICIES,
  deliveredOrderOk,
  type PlacedOrderOptions,
  placeCheckoutOk,
  placeOrderOk,
} from "../support/commerce";
import { readOutbox } from "../support/outbox";
import { race } from "../support/races";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import type { OrderStatus, ShipmentInput } from "../gql/graphql";

const MOVE = graphql(
  `mutation FulfilmentMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id status allowedStatuses } }`,
);
const CORRECT = graphql(
  `mutation FulfilmentCorrect($id: ID!, $status: OrderStatus!, $reason: String!) { correctOrderStatus(id: $id, status: $status, reason: $reason) { id status } }`,
);
const CANCEL_MINE = graphql(
  `mutation FulfilmentCancelMine($id: ID!, $reason: String) { cancelMyOrder(id: $id, reason: $reason) { id status paymentStatus } }`,
);
const ORDER = graphql(`query FulfilmentOrder($id: ID!) { order(id: $id) { id status paymentStatus allowedStatuses
  shipment { courier courierName trackingNumber trackingUrl }
  history { actor fromStatus toStatus note customerVisible }
  refunds { amount { paise } status method reference }
  returnRequests { id kind status reason photos adminMessage replacementOrderId lines { orderItemId quantity exchangeSize exchangeColor } }
  items { id productId name quantity size color } } }`);
const REQUEST_RETURN = graphql(
  `mutation FulfilmentRequestReturn($input: RequestReturnInput!) { requestReturn(input: $input) { id kind status } }`,
);
const DECIDE = graphql(
  `mutation FulfilmentDecide($id: ID!, $approve: Boolean!, $message: String) { decideReturn(id: $id, approve: $approve, message: $message) { id status adminMessage } }`,
);
const RECEIVE = graphql(
  `mutation FulfilmentReceive($id: ID!, $input: ReceiveReturnInput!) { receiveReturn(id: $id, input: $input) { id status replacementOrderId } }`,
);
const REFUSED = graphql(
  `mutation FulfilmentRefused($id: ID!, $restock: Boolean!, $note: String) { recordRefusedDelivery(id: $id, restock: $restock, note: $note) { id status paymentStatus allowedStatuses } }`,
);
const REPLACEMENT = graphql(
  `query FulfilmentReplacement($id: ID!) { order(id: $id) { status replacesOrderId paymentStatus totals { total { paise } } items { size color quantity price { paise } } } }`,
);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const usedCount = async (couponId: string) =>
  (
    (await t.gqlOk(graphql(`query FulfilmentCoupons{ coupons(first: 100) { nodes { id usedCount } } }`), {}, admin)).coupons.nodes as {
      id: string;
      usedCount: number;
    }[]
  ).find((c) => c.id === couponId)!.usedCount;

const placeOrder = (options: PlacedOrderOptions = {}) => placeOrderOk(t, options);

const move = (id: string, status: OrderStatus, shipment?: ShipmentInput) => t.gql(MOVE, { id, status, shipment }, admin);

async function deliveredOrder(options: PlacedOrderOptions = {}) {
  const delivered = await deliveredOrderOk(t, options);
  const order = (await t.gqlOk(ORDER, { id: delivered.orderId }, admin)).order;
  return { ...delivered, order };
}

describe("the lifecycle through GraphQL", () => {
  it("takes every allowed path and refuses a move it does not allow, naming the allowed ones", async () => {
    const direct = await placeOrder();
    expect((await t.gqlOk(MOVE, { id: direct.orderId, status: "SHIPPED" }, admin)).updateOrderStatus).toMatchObject({
      status: "SHIPPED",
      allowedStatuses: ["DELIVERED", "RETURNED_TO_ORIGIN"],
    });

    const { orderId } = await placeOrder();
    const refused = await move(orderId, "DELIVERED");
    expect(refused.errors?.[0]).toMatchObject({
      message: "An order that is Pending can move to Processing, Shipped or Cancelled, not Delivered",
      extensions: { code: "ORDER_STATUS_NOT_ALLOWED", kind: "CONFLICT" },
    });
    for (const [status, allowed] of [
      ["PROCESSING", ["SHIPPED", "CANCELLED"]],
      ["SHIPPED", ["DELIVERED", "RETURNED_TO_ORIGIN"]],
      ["DELIVERED", []],
    ] as const) {
      expect((await t.gqlOk(MOVE, { id: orderId, status }, admin)).updateOrderStatus).toEqual({
        id: orderId,
        status,
        allowedStatuses: allowed,
      });
    }
    expect((await move(orderId, "CANCELLED")).errors?.[0].message).toBe(
      "An order that is Delivered cannot be moved on by hand; correct its status with a reason if it is wrong",
    );
    const history = (await t.gqlOk(ORDER, { id: orderId }, admin)).order.history;
    expect(history.map((h: { fromStatus: string; toStatus: string }) => `${h.fromStatus}>${h.toStatus}`)).toEqual([
      "PENDING>PROCESSING",
      "PROCESSING>SHIPPED",
      "SHIPPED>DELIVERED",
    ]);
    expect(history[0]).toMatchObject({ actor: "admin", note: "Processing", customerVisible: true });
  });

  it("a correction needs a reason, is recorded for admins only, and cannot undo a cancellation", async () => {
    const { orderId, customer } = await placeOrder();
    await t.gqlOk(MOVE, { id: orderId, status: "SHIPPED" }, admin);
    const noReason = await t.gql(CORRECT, { id: orderId, status: "PENDING", reason: "  " }, admin);
    expect(noReason.errors?.[0]).toMatchObject({
      message: "Please give the reason for the correction",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(
      (await t.gqlOk(CORRECT, { id: orderId, status: "PENDING", reason: "Marked shipped by mistake" }, admin)).correctOrderStatus.status,
    ).toBe("PENDING");
    const seenByAdmin = (await t.gqlOk(ORDER, { id: orderId }, admin)).order.history;
    expect(seenByAdmin.at(-1)).toMatchObject({
      fromStatus: "SHIPPED",
      toStatus: "PENDING",
      note: "Correction: Marked shipped by mistake",
      customerVisible: false,
    });
    const seenByCustomer = (await t.gqlOk(ORDER, { id: orderId }, customer.token)).order.history;
    expect(seenByCustomer.map((h: { note: string }) => h.note)).toEqual(["Shipped by hand"]);
    expect((await t.gql(CORRECT, { id: orderId, status: "PENDING", reason: "x" }, customer.token)).errors?.[0].extensions?.code).toBe(
      "FORBIDDEN",
    );

    await t.gqlOk(MOVE, { id: orderId, status: "CANCELLED" }, admin);
    const undo = await t.gql(CORRECT, { id: orderId, status: "PROCESSING", reason: "Customer changed their mind" }, admin);
    expect(undo.errors?.[0].message).toMatch(/^A correction moves an order between Pending, Processing, Shipped or Delivered/);
  });
});

describe("shipping", () => {
  it("records the courier and AWB; the customer sees the tracking link on the order and in the email", async () => {
    const { orderId, customer } = await placeOrder();
    const badNumber = await move(orderId, "SHIPPED", { courier: "DELHIVERY", trackingNumber: "no spaces!" });
    expect(badNumber.errors?.[0]).toMatchObject({
      message: "Tracking number must be 4 to 40 letters, digits or dashes",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await t.gqlOk(ORDER, { id: orderId }, admin)).order.status).toBe("PENDING");

    await t.gqlOk(MOVE, { id: orderId, status: "SHIPPED", shipment: { courier: "DELHIVERY", trackingNumber: "DLV1234567" } }, admin);
    const order = (await t.gqlOk(ORDER, { id: orderId }, customer.token)).order;
    expect(order.shipment).toEqual({
      courier: "DELHIVERY",
      courierName: "Delhivery",
      trackingNumber: "DLV1234567",
      trackingUrl: "https://www.delhivery.com/track-v2/package/DLV1234567",
    });
    expect(order.history.at(-1)).toMatchObject({ toStatus: "SHIPPED", note: "Shipped with Delhivery, tracking number DLV1234567" });
    await t.settleJobs();
    const mail = (await readOutbox(t.config.outboxDir)).find(
      (m) => m.to === customer.email && m.subject.startsWith("Your Bagzone order has shipped"),
    );
    expect(mail?.text).toContain("Track your parcel: https://www.delhivery.com/track-v2/package/DLV1234567");
  });
});

describe("customer cancellation", () => {
  it("customer and admin cancelling a paid order at once: one stock return, one refund", async () => {
    const { orderId, customer, product } = await placeOrder({ method: "UPI", quantity: 2, stock: 6 });
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 4, soldCount: 2 });
    // The customer's cancellation is held once it has the order's lock; the shop's must wait for it, then finds it cancelled.
    const {
      first: mine,
      second: theirs,
      secondWaited,
    } = await race(
      t,
      "fulfilment:cancelling",
      () => t.gql(CANCEL_MINE, { id: orderId, reason: "Ordered twice" }, customer.token),
      () => move(orderId, "CANCELLED"),
    );
    expect(secondWaited).toBe(true);
    expect([mine.errors, theirs.errors]).toEqual([undefined, undefined]);
    await t.settleJobs();
    const order = (await t.gqlOk(ORDER, { id: orderId }, admin)).order;
    expect(order).toMatchObject({
      status: "CANCELLED",
      paymentStatus: "REFUNDED",
      refunds: [{ amount: { paise: 1200_00 }, status: "PROCESSED", method: "PROVIDER" }],
    });
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 6, soldCount: 0 });
    expect(order.history.filter((h: { toStatus: string }) => h.toStatus === "CANCELLED")).toHaveLength(1);
  });

  it("a paid order cannot be deleted (its money would vanish from the books); cancelling refunds it", async () => {
    const { orderId } = await placeOrder({ method: "UPI", quantity: 1 });
    const deleted = await t.gql(
      graphql(`mutation FulfilmentDeleteOrder($id: ID!) { deleteOrder(id: $id) { id } }`),
      { id: orderId },
      admin,
    );
    expect(deleted.errors?.[0]).toMatchObject({
      message: "This order has been paid and cannot be deleted; cancel it instead, which refunds it",
      extensions: { code: "ORDER_PAID", kind: "CONFLICT" },
    });
    expect((await t.gqlOk(ORDER, { id: orderId }, admin)).order.status).toBe("PENDING");
  });

  it("is refused once the order has shipped, and for someone else's order", async () => {
    const { orderId, customer } = await placeOrder();
    const stranger = await t.registerCustomer();
    expect((await t.gql(CANCEL_MINE, { id: orderId }, stranger.token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    await t.gqlOk(MOVE, { id: orderId, status: "SHIPPED" }, admin);
    const late = await t.gql(CANCEL_MINE, { id: orderId }, customer.token);
    expect(late.errors?.[0]).toMatchObject({
      message: "This order is Shipped and can no longer be cancelled: you can return it once it is delivered",
      extensions: { code: "ORDER_NOT_CANCELLABLE", kind: "CONFLICT", status: "SHIPPED" },
    });
    const rest = await t.http.post(`/api/orders/${orderId}/cancel`).set("authorization", `Bearer ${customer.token}`).send({});
    expect(rest.status).toBe(409);
  });

  it("works through REST for a COD order: stock back, nothing to refund", async () => {
    const { orderId, customer, product } = await placeOrder({ quantity: 1, stock: 3 });
    const res = await t.http
      .post(`/api/orders/${orderId}/cancel`)
      .set("authorization", `Bearer ${customer.token}`)
      .send({ reason: "Found it cheaper" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "Cancelled" });
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 3, soldCount: 0 });
  });
});

describe("a parcel refused at delivery (RTO)", () => {
  it("ends a shipped COD order Refused at delivery: stock back, coupon use released, history and email, once", async () => {
    const coupon = (await t.gqlOk(CREATE_COUPON, { input: { code: `RTO${Date.now()}`, percentOff: 10, usageLimit: 5 } }, admin))
      .createCoupon;
    const product = await createProduct(t.dataSource, { countInStock: 10, pricePaise: 600_00 });
    const customer = await customerWithBag(t, product.id, 2);
    const { orderId } = await placeCheckoutOk(t, customer.token, { paymentMethod: "COD", couponCode: coupon.code });
    expect(await usedCount(coupon.id)).toBe(1);

    const early = await t.gql(REFUSED, { id: orderId, restock: true }, admin);
    expect(early.errors?.[0]).toMatchObject({
      message: "An order that is Pending can move to Processing, Shipped or Cancelled, not Refused at delivery",
      extensions: { code: "ORDER_STATUS_NOT_ALLOWED", kind: "CONFLICT", status: "PENDING" },
    });
    await t.gqlOk(MOVE, { id: orderId, status: "SHIPPED" }, admin);
    expect((await t.gqlOk(ORDER, { id: orderId }, admin)).order.allowedStatuses).toEqual(["DELIVERED", "RETURNED_TO_ORIGIN"]);
    expect((await t.gql(REFUSED, { id: orderId, restock: true }, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(REFUSED, { id: orderId, restock: true, note: "x".repeat(501) }, admin)).errors?.[0].message).toBe(
      "Note must be at most 500 characters",
    );

    const refused = (await t.gqlOk(REFUSED, { id: orderId, restock: true, note: "Customer not at home twice" }, admin))
      .recordRefusedDelivery;
    expect(refused).toEqual({ id: orderId, status: "RETURNED_TO_ORIGIN", paymentStatus: "UNPAID", allowedStatuses: [] });
    // Recorded twice (a retried request) is one return: the stock comes back once.
    await t.gqlOk(REFUSED, { id: orderId, restock: true }, admin);
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 10, soldCount: 0 });
    expect(await usedCount(coupon.id)).toBe(0);
    const history = (await t.gqlOk(ORDER, { id: orderId }, admin)).order.history;
    expect(history.filter((h: { toStatus: string }) => h.toStatus === "RETURNED_TO_ORIGIN")).toEqual([
      expect.objectContaining({
        fromStatus: "SHIPPED",
        actor: "admin",
        note: "Refused at delivery, returned to us; back in stock; Customer not at home twice",
      }),
    ]);
    expect((await move(orderId, "CANCELLED")).errors?.[0].message).toBe("An order that is Refused at delivery cannot be moved on by hand");
    await t.settleJobs();
    const mails = (await readOutbox(t.config.outboxDir)).filter(
      (m) => m.to === customer.email && m.subject.startsWith("Your Bagzone order came back to us"),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Nothing was charged.");
  });

  it("keeps a damaged parcel out of stock, and refunds a prepaid order", async () => {
    const { orderId, product } = await placeOrder({ method: "UPI", quantity: 2, stock: 6 });
    await t.gqlOk(MOVE, { id: orderId, status: "SHIPPED" }, admin);
    await t.gqlOk(MOVE, { id: orderId, status: "RETURNED_TO_ORIGIN" }, admin);
    await t.settleJobs();
    const order = (await t.gqlOk(ORDER, { id: orderId }, admin)).order;
    expect(order).toMatchObject({
      status: "RETURNED_TO_ORIGIN",
      paymentStatus: "REFUNDED",
      refunds: [{ amount: { paise: 1200_00 }, status: "PROCESSED", method: "PROVIDER" }],
    });
    // Moved there by the status menu, the parcel is taken as sellable.
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 6, soldCount: 0 });

    const damaged = await placeOrder({ quantity: 1, stock: 3 });
    await t.gqlOk(MOVE, { id: damaged.orderId, status: "SHIPPED" }, admin);
    await t.gqlOk(REFUSED, { id: damaged.orderId, restock: false, note: "Box crushed" }, admin);
    expect(await productRow(t.dataSource, damaged.product.id)).toEqual({ countInStock: 2, soldCount: 0 });
  });
});

describe("returns and exchanges", () => {
  it("are refused outside the return window, before delivery, and for more than was bought", async () => {
    const early = await placeOrder();
    const item = (await t.gqlOk(ORDER, { id: early.orderId }, admin)).order.items[0];
    const input = (orderId: string, quantity = 1) => ({
      orderId,
      kind: "RETURN" as const,
      reason: "Too small",
      lines: [{ orderItemId: item.id, quantity }],
    });
    expect((await t.gql(REQUEST_RETURN, { input: input(early.orderId) }, early.customer.token)).errors?.[0].message).toBe(
      "Only a delivered order can be returned or exchanged",
    );

    const { orderId, customer, order } = await deliveredOrder({ quantity: 2 });
    const tooMany = await t.gql(
      REQUEST_RETURN,
      { input: { ...input(orderId, 3), lines: [{ orderItemId: order.items[0].id, quantity: 3 }] } },
      customer.token,
    );
    expect(tooMany.errors?.[0]).toMatchObject({
      message: `You can send back 1 to 2 of ${order.items[0].name}`,
      extensions: { code: "BAD_USER_INPUT" },
    });
    await t.dataSource.query(`UPDATE orders SET delivered_at = now() - interval '8 days' WHERE id = $1`, [orderId]);
    const late = await t.gql(
      REQUEST_RETURN,
      { input: { ...input(orderId), lines: [{ orderItemId: order.items[0].id, quantity: 1 }] } },
      customer.token,
    );
    expect(late.errors?.[0]).toMatchObject({
      extensions: { code: "RETURN_WINDOW_CLOSED", kind: "CONFLICT", closedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect(late.errors?.[0].message).toMatch(
      /^Returns and exchanges are accepted within 7 days of delivery; this order's window closed on /,
    );
    expect(
      (await t.gqlOk(graphql(`query FulfilmentShopPolicies { shopPolicies { returnWindowDays } }`))).shopPolicies.returnWindowDays,
    ).toBe(7);

    // The window is the shop's setting: widened by an admin, the same request is in time.
    const windowOf = (returnWindowDays: number) => ({ policies: { ...DEFAULT_POLICIES, returnWindowDays } });
    const UPDATE_SETTINGS = graphql(
      `mutation FulfilmentUpdateSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { returnWindowDays } } }`,
    );
    await t.gqlOk(UPDATE_SETTINGS, { input: windowOf(10) }, admin);
    try {
      const inTime = await t.gqlOk(
        REQUEST_RETURN,
        { input: { ...input(orderId), lines: [{ orderItemId: order.items[0].id, quantity: 1 }] } },
        customer.token,
      );
      expect(inTime.requestReturn).toMatchObject({ kind: "RETURN", status: "REQUESTED" });
    } finally {
      await t.gqlOk(UPDATE_SETTINGS, { input: windowOf(7) }, admin);
    }
  });

  it("a prepaid return: approved, received back in stock, refunded through the provider for the returned units", async () => {
    const { orderId, customer, order, product } = await deliveredOrder({ method: "UPI", quantity: 2, pricePaise: 600_00, stock: 5 });
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 3, soldCount: 2 });
    const photo = await t.http
      .post("/api/returns/photos")
      .set("authorization", `Bearer ${customer.token}`)
      .send({
        image: `data:image/png;base64,${(
          await sharp({ create: { width: 40, height: 40, channels: 3, background: "#884400" } })
            .png()
            .toBuffer()
        ).toString("base64")}`,
      });
    expect(photo.status).toBe(201);
    const request = (
      await t.gqlOk(
        REQUEST_RETURN,
        {
          input: {
            orderId,
            kind: "RETURN",
            reason: "Zip broke",
            lines: [{ orderItemId: order.items[0].id, quantity: 1 }],
            photos: [photo.body.url],
          },
        },
        customer.token,
      )
    ).requestReturn;
    expect(request).toMatchObject({ kind: "RETURN", status: "REQUESTED" });
    expect((await t.gqlOk(ORDER, { id: orderId }, customer.token)).order).toMatchObject({
      status: "RETURN_REQUESTED",
      returnRequests: [{ photos: [expect.stringMatching(new RegExp(`^/api/returns/${request.id}/photos/1\\?key=`))] }],
    });
    const again = await t.gql(
      REQUEST_RETURN,
      { input: { orderId, kind: "RETURN", reason: "Again", lines: [{ orderItemId: order.items[0].id, quantity: 1 }] } },
      customer.token,
    );
    expect(again.errors?.[0].message).toBe("This order already has a return or exchange in progress");

    expect((await t.gql(RECEIVE, { id: request.id, input: { restock: true } }, admin)).errors?.[0].message).toBe(
      "This request is requested, not approved",
    );
    await t.gqlOk(DECIDE, { id: request.id, approve: true, message: "Our courier will call" }, admin);
    expect((await t.gqlOk(RECEIVE, { id: request.id, input: { restock: true } }, admin)).receiveReturn.status).toBe("RECEIVED");
    await t.settleJobs();
    const after = (await t.gqlOk(ORDER, { id: orderId }, admin)).order;
    expect(after).toMatchObject({
      status: "RETURNED",
      paymentStatus: "PARTIALLY_REFUNDED",
      refunds: [{ amount: { paise: 600_00 }, status: "PROCESSED", method: "PROVIDER" }],
    });
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 4, soldCount: 1 });
    const subjects = (await readOutbox(t.config.outboxDir))
      .filter((m) => m.to === customer.email)
      .map((m) => m.subject.replace(/ \(order .*\)$/, ""));
    expect(subjects).toEqual(
      expect.arrayContaining([
        "Your Bagzone return: requested",
        "Your Bagzone return: approved",
        "Your Bagzone return: received",
        "Bagzone refund of Rs. 600.00",
      ]),
    );
  });

  it("a COD return is refunded by hand with its reference; a rejection says why and the order is Delivered again", async () => {
    // Rs. 1,500 with free delivery: returning the one bag gives all of it back.
    const { orderId, customer, order } = await deliveredOrder({ quantity: 1, pricePaise: 1500_00 });
    const ask = () =>
      t.gqlOk(
        REQUEST_RETURN,
        { input: { orderId, kind: "RETURN", reason: "Colour differs", lines: [{ orderItemId: order.items[0].id, quantity: 1 }] } },
        customer.token,
      );
    const first = (await ask()).requestReturn;
    expect((await t.gql(DECIDE, { id: first.id, approve: false }, admin)).errors?.[0].message).toBe(
      "Please tell the customer why the request is rejected",
    );
    await t.gqlOk(DECIDE, { id: first.id, approve: false, message: "Used bags cannot be returned" }, admin);
    expect((await t.gqlOk(ORDER, { id: orderId }, customer.token)).order.status).toBe("DELIVERED");

    const second = (await ask()).requestReturn;
    await t.gqlOk(DECIDE, { id: second.id, approve: true }, admin);
    const noReference = await t.gql(RECEIVE, { id: second.id, input: { restock: false } }, admin);
    expect(noReference.errors?.[0].message).toBe(
      "A cash-on-delivery return is refunded by hand: give the UPI or bank reference of the transfer you made",
    );
    await t.gqlOk(
      RECEIVE,
      { id: second.id, input: { restock: false, manualRefund: { method: "MANUAL_BANK", reference: "NEFT-0042" } } },
      admin,
    );
    expect((await t.gqlOk(ORDER, { id: orderId }, admin)).order).toMatchObject({
      status: "RETURNED",
      paymentStatus: "REFUNDED",
      refunds: [{ amount: { paise: 1500_00 }, status: "PROCESSED", method: "MANUAL_BANK", reference: "NEFT-0042" }],
    });
  });

  it("an exchange reserves the new size when approved and ships it as a replacement of zero value", async () => {
    // One of each size and colour; the customer bought the Medium Black.
    const { orderId, customer, order, product } = await deliveredOrder({ quantity: 1, stock: 4 });
    expect(order.items[0]).toMatchObject({ size: "Medium", color: "Black" });
    const unknownSize = await t.gql(
      REQUEST_RETURN,
      { input: { orderId, kind: "EXCHANGE", reason: "Too small", lines: [{ orderItemId: order.items[0].id, quantity: 1, size: "Huge" }] } },
      customer.token,
    );
    expect(unknownSize.errors?.[0].message).toBe(`${product.name} comes in Medium, Large`);
    const request = (
      await t.gqlOk(
        REQUEST_RETURN,
        {
          input: {
            orderId,
            kind: "EXCHANGE",
            reason: "Too small",
            lines: [{ orderItemId: order.items[0].id, quantity: 1, size: "Large" }],
          },
        },
        customer.token,
      )
    ).requestReturn;
    expect(await variantStock(t.dataSource, product.id, "Large", "Black")).toBe(1);
    await t.gqlOk(DECIDE, { id: request.id, approve: true }, admin);
    expect(await variantStock(t.dataSource, product.id, "Large", "Black")).toBe(0);
    expect(await variantStock(t.dataSource, product.id, "Medium", "Black")).toBe(0);
    const received = (await t.gqlOk(RECEIVE, { id: request.id, input: { restock: true } }, admin)).receiveReturn;
    expect(await variantStock(t.dataSource, product.id, "Medium", "Black")).toBe(1);
    expect(await variantStock(t.dataSource, product.id, "Large", "Black")).toBe(0);
    expect((await t.gqlOk(ORDER, { id: orderId }, admin)).order.status).toBe("EXCHANGED");
    expect((await t.gqlOk(REPLACEMENT, { id: received.replacementOrderId }, customer.token)).order).toEqual({
      status: "PROCESSING",
      replacesOrderId: orderId,
      paymentStatus: "PAID",
      totals: { total: { paise: 0 } },
      items: [{ size: "Large", color: "Black", quantity: 1, price: { paise: 0 } }],
    });
  });

  it("an exchange whose new size is out of stock cannot be approved", async () => {
    const { orderId, customer, order } = await deliveredOrder({ quantity: 1, stock: 1 });
    const request = (
      await t.gqlOk(
        REQUEST_RETURN,
        {
          input: {
            orderId,
            kind: "EXCHANGE",
            reason: "Wrong colour",
            lines: [{ orderItemId: order.items[0].id, quantity: 1, color: "Blue" }],
          },
        },
        customer.token,
      )
    ).requestReturn;
    const approve = await t.gql(DECIDE, { id: request.id, approve: true }, admin);
    expect(approve.errors?.[0].extensions).toMatchObject({ code: "OUT_OF_STOCK", kind: "CONFLICT", unitsLeft: 0 });
    expect((await t.gqlOk(ORDER, { id: orderId }, admin)).order.returnRequests[0].status).toBe("REQUESTED");
  });
});
