import { loadConfig } from "../../src/shop/config";
import { SHIPPING_WEBHOOK_PATH } from "../../src/modules/fulfilment/shiprocket-webhook.routes";
import { productRow } from "../support/catalog-fixtures";
import { type PlacedOrderOptions, placeOrderOk } from "../support/commerce";
import { readOutbox } from "../support/outbox";
import { SHIPROCKET_SETTINGS, type ShiprocketShop, startShiprocketShop } from "../support/shiprocket";
import { startTestShop } from "../support/test-shop";
import { graphql } from "../gql";

const SHIP = graphql(
  `mutation ShiprocketShip($id: ID!, $courierId: Int) { shipWithShiprocket(id: $id, courierId: $courierId) { id status shipment { id shiprocket { progress attempts } } } }`,
);
const ADMIN_ORDER = graphql(`query ShiprocketAdminOrder($id: ID!) { order(id: $id) { id number status paymentStatus
  totals { total { paise } }
  refunds { amount { paise } status }
  history { actor toStatus note customerVisible }
  shipment { courier courierName trackingNumber trackingUrl trackingStatus expectedDeliveryAt
    scans { status activity location occurredAt }
    shiprocket { progress failure attempts shiprocketOrderId labelUrl manifestUrl pickupScheduledFor } } } }`);
const CUSTOMER_ORDER = graphql(`query ShiprocketCustomerOrder($id: ID!) { order(id: $id) { id status
  history { note }
  shipment { courierName trackingNumber trackingStatus expectedDeliveryAt scans { status occurredAt } shiprocket { progress } } } }`);
const RATES = graphql(
  `query ShiprocketRates($orderId: ID!) { courierRates(orderId: $orderId) { courierId courierName rate { paise } estimatedDays recommended } }`,
);
const PARCEL = graphql(
  `mutation ShiprocketParcel($input: ShopSettingsInput!) { updateShopSettings(input: $input) { parcel { weightGrams lengthCm breadthCm heightCm } } }`,
);
const PROVIDER = graphql(`query ShiprocketProvider { shippingProvider }`);
const CANCEL = graphql(
  `mutation ShiprocketCancel($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }`,
);

const ADHOC = "/v1/external/orders/create/adhoc";

let s: ShiprocketShop;
let admin: string;
beforeAll(async () => {
  s = await startShiprocketShop();
  admin = await s.t.adminToken();
});
afterAll(() => s.close());

const adminOrder = async (id: string) => (await s.t.gqlOk(ADMIN_ORDER, { id }, admin)).order;

/** An order booked through the sandbox, its pickup scheduled: its AWB. */
async function bookedOrder(options: PlacedOrderOptions = {}) {
  const placed = await placeOrderOk(s.t, options);
  await s.t.gqlOk(SHIP, { id: placed.orderId }, admin);
  await s.t.settleJobs();
  const order = await adminOrder(placed.orderId);
  expect(order.shipment.shiprocket).toMatchObject({ progress: "PICKUP_SCHEDULED", failure: null });
  return { ...placed, awb: order.shipment.trackingNumber, number: order.number };
}

/** A time some minutes after a fixed start: scans are told apart, and ordered, by their times. */
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 4, 0) + minutes * 60_000);

describe("booking a parcel with Shiprocket", () => {
  it("creates Shiprocket's order with the lines, parcel and cash to collect, then the AWB, label, manifest and pickup", async () => {
    expect((await s.t.gqlOk(PROVIDER, {}, admin)).shippingProvider).toBe("SHIPROCKET");
    const { orderId, awb, number } = await bookedOrder({ method: "COD", quantity: 2 });
    const order = await adminOrder(orderId);
    // Booked is not shipped: the courier's pickup scan ships it.
    expect(order.status).toBe("PENDING");
    expect(order.shipment).toMatchObject({
      courier: "DELHIVERY",
      courierName: "Delhivery Surface",
      trackingUrl: `https://shiprocket.co/tracking/${awb}`,
    });

    const booked = s.sandbox.orders.filter((o) => o.channelOrderId === number);
    expect(booked).toHaveLength(1);
    expect(booked[0].request).toMatchObject({
      pickup_location: SHIPROCKET_SETTINGS.SHIPROCKET_PICKUP_LOCATION,
      payment_method: "COD",
      cod_amount: order.totals.total.paise / 100,
      // No weight of its own: the settings' 500 g a unit, and their box.
      weight: 1,
      length: 30,
      breadth: 20,
      height: 10,
    });
    expect(booked[0].request.order_items).toEqual([expect.objectContaining({ units: 2, sku: expect.any(String) })]);
    expect(order.shipment.shiprocket).toMatchObject({ shiprocketOrderId: String(booked[0].id), attempts: 1 });

    for (const url of [order.shipment.shiprocket.labelUrl, order.shipment.shiprocket.manifestUrl]) {
      const pdf = await fetch(url);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.toString("latin1")).toContain(awb);
    }
    // Asked again once the pickup is scheduled: nothing more is booked.
    await s.t.gqlOk(SHIP, { id: orderId }, admin);
    await s.t.settleJobs();
    expect(s.sandbox.orders.filter((o) => o.channelOrderId === number)).toHaveLength(1);
  });

  it("tells Shiprocket the settings' parcel, as the admin set it, for products without a weight", async () => {
    const refused = await s.t.gql(PARCEL, { input: { parcel: { weightGrams: 0 } } }, admin);
    expect(refused.errors?.[0].message).toBe("Parcel weight must be at least 1 grams");
    const set = await s.t.gqlOk(PARCEL, { input: { parcel: { weightGrams: 250, heightCm: 15 } } }, admin);
    expect(set.updateShopSettings.parcel).toEqual({ weightGrams: 250, lengthCm: 30, breadthCm: 20, heightCm: 15 });
    try {
      const { number } = await bookedOrder({ quantity: 3 });
      expect(s.sandbox.orders.find((o) => o.channelOrderId === number)?.request).toMatchObject({ weight: 0.75, height: 15 });
    } finally {
      await s.t.gqlOk(PARCEL, { input: { parcel: { weightGrams: 500, heightCm: 10 } } }, admin);
    }
  });

  it("a creation whose answer was lost is found again, not made twice", async () => {
    const placed = await placeOrderOk(s.t, { method: "UPI" });
    s.sandbox.failNext(ADHOC, "after-create");
    await s.t.gqlOk(SHIP, { id: placed.orderId }, admin);
    await s.t.settleJobs();
    const order = await adminOrder(placed.orderId);
    expect(s.sandbox.orders.filter((o) => o.channelOrderId === order.number)).toHaveLength(1);
    expect(order.shipment.shiprocket).toMatchObject({ progress: "PICKUP_SCHEDULED", failure: null });
    expect(s.sandbox.orders.find((o) => o.channelOrderId === order.number)?.request).toMatchObject({ payment_method: "Prepaid" });
  });

  it("an expired token is renewed once, however many bookings meet it", async () => {
    await bookedOrder();
    const before = s.sandbox.logins();
    s.sandbox.expireTokens();
    const batch = await Promise.all([placeOrderOk(s.t), placeOrderOk(s.t), placeOrderOk(s.t)]);
    for (const { orderId } of batch) await s.t.gqlOk(SHIP, { id: orderId }, admin);
    await s.t.settleJobs();
    for (const { orderId } of batch) expect((await adminOrder(orderId)).shipment.shiprocket.progress).toBe("PICKUP_SCHEDULED");
    expect(s.sandbox.logins()).toBe(before + 1);
  });

  it("a refusal reaches the admin in Shiprocket's words; asking again books from where it stopped, with a courier from the rates", async () => {
    const placed = await placeOrderOk(s.t);
    s.sandbox.failNext("/v1/external/courier/assign/awb", "refuse");
    await s.t.gqlOk(SHIP, { id: placed.orderId }, admin);
    await s.t.settleJobs();
    const failed = await adminOrder(placed.orderId);
    expect(failed.shipment.shiprocket).toMatchObject({
      progress: "FAILED",
      failure: "Sandbox refused the request as asked",
      labelUrl: null,
    });

    const rates = (await s.t.gqlOk(RATES, { orderId: placed.orderId }, admin)).courierRates;
    expect(rates.find((r) => r.recommended)).toMatchObject({ courierName: "Delhivery Surface", rate: { paise: 8260 } });
    const blueDart = rates.find((r) => r.courierName === "Blue Dart Air")!;
    await s.t.gqlOk(SHIP, { id: placed.orderId, courierId: blueDart.courierId }, admin);
    await s.t.settleJobs();
    const booked = await adminOrder(placed.orderId);
    expect(booked.shipment).toMatchObject({ courier: "BLUE_DART", courierName: "Blue Dart Air" });
    expect(booked.shipment.shiprocket).toMatchObject({ progress: "PICKUP_SCHEDULED", failure: null, attempts: 2 });
    expect(s.sandbox.orders.filter((o) => o.channelOrderId === booked.number)).toHaveLength(1);
  });

  it("is refused, naming why, for an order already shipped, for customers, and for rates before booking", async () => {
    const placed = await placeOrderOk(s.t);
    const early = await s.t.gql(RATES, { orderId: placed.orderId }, admin);
    expect(early.errors?.[0].extensions?.code).toBe("SHIPMENT_NOT_BOOKED");
    expect((await s.t.gql(SHIP, { id: placed.orderId }, placed.customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    await s.t.gqlOk(CANCEL, { id: placed.orderId, status: "CANCELLED" }, admin);
    const late = await s.t.gql(SHIP, { id: placed.orderId }, admin);
    expect(late.errors?.[0]).toMatchObject({
      message: "A cancelled order is not booked with a courier",
      extensions: { code: "SHIPMENT_NOT_BOOKABLE", status: "CANCELLED" },
    });
  });

  it("cancelling a booked order cancels it at Shiprocket", async () => {
    const { orderId, number } = await bookedOrder();
    await s.t.gqlOk(CANCEL, { id: orderId, status: "CANCELLED" }, admin);
    await s.t.settleJobs();
    expect(s.sandbox.orders.find((o) => o.channelOrderId === number)?.status).toBe("CANCELED");
    expect((await adminOrder(orderId)).shipment.shiprocket.progress).toBe("CANCELLED");
  });
});

describe("Shiprocket's tracking", () => {
  it("a webhook without the right token is refused and changes nothing", async () => {
    const { orderId, awb } = await bookedOrder();
    expect(await s.sandbox.track(awb, "picked-up", at(0), { token: "not-the-token-at-all" })).toBe(403);
    const bare = await fetch(`${s.baseUrl}${SHIPPING_WEBHOOK_PATH}`, { method: "POST", body: JSON.stringify({ awb }) });
    expect(bare.status).toBe(403);
    const order = await adminOrder(orderId);
    expect(order.status).toBe("PENDING");
    expect(order.shipment.scans).toEqual([]);
  });

  it("scans move the order forward once each, in time order, whatever order they arrive in", async () => {
    const { orderId, awb, customer } = await bookedOrder({ method: "COD" });
    expect(await s.sandbox.track(awb, "picked-up", at(0))).toBe(200);
    expect((await adminOrder(orderId)).status).toBe("SHIPPED");
    expect(await s.sandbox.track(awb, "out-for-delivery", at(120))).toBe(200);
    // Heard twice, and an older scan heard late: kept once, and the parcel stays out for delivery.
    expect(await s.sandbox.track(awb, "out-for-delivery", at(120))).toBe(200);
    expect(await s.sandbox.track(awb, "in-transit", at(60))).toBe(200);

    const mine = (await s.t.gqlOk(CUSTOMER_ORDER, { id: orderId }, customer.token)).order;
    expect(mine.status).toBe("SHIPPED");
    expect(mine.shipment.trackingStatus).toBe("OUT FOR DELIVERY");
    expect(mine.shipment.expectedDeliveryAt).not.toBeNull();
    expect(mine.shipment.scans.map((scan) => scan.status)).toEqual(["PICKED UP", "IN TRANSIT", "OUT FOR DELIVERY"]);
    expect(mine.shipment.shiprocket).toBeNull();
    expect(mine.history.filter((h) => h.note === "Out for delivery")).toHaveLength(1);

    expect(await s.sandbox.track(awb, "delivered", at(180))).toBe(200);
    expect(await s.sandbox.track(awb, "picked-up", at(0))).toBe(200);
    const delivered = await adminOrder(orderId);
    expect(delivered).toMatchObject({ status: "DELIVERED", paymentStatus: "PAID" });
    expect(delivered.shipment.trackingStatus).toBe("DELIVERED");
    expect(
      delivered.history.filter((h) => h.toStatus === "SHIPPED" || h.toStatus === "DELIVERED").map((h) => [h.actor, h.toStatus]),
    ).toEqual([
      ["shop", "SHIPPED"],
      ["shop", "DELIVERED"],
    ]);
    await s.t.settleJobs();
    const mails = (await readOutbox(s.t.config.outboxDir)).filter((m) => m.to === customer.email);
    expect(mails.filter((m) => /shipped/i.test(m.subject))).toHaveLength(1);
    expect(mails.filter((m) => /delivered/i.test(m.subject))).toHaveLength(1);
  });

  it("a delivery heard before the pickup ships and delivers the order at once", async () => {
    const { orderId, awb } = await bookedOrder({ method: "COD" });
    expect(await s.sandbox.track(awb, "delivered", at(300))).toBe(200);
    expect(await s.sandbox.track(awb, "picked-up", at(10))).toBe(200);
    const order = await adminOrder(orderId);
    expect(order.status).toBe("DELIVERED");
    expect(order.shipment.trackingStatus).toBe("DELIVERED");
  });

  it("an RTO gives the stock back and refunds a prepaid order once, however often it is heard", async () => {
    const { orderId, awb, product } = await bookedOrder({ method: "UPI", quantity: 2, stock: 6 });
    await s.sandbox.track(awb, "picked-up", at(0));
    await s.sandbox.track(awb, "ndr", at(100));
    await s.sandbox.track(awb, "rto-initiated", at(200));
    await s.sandbox.track(awb, "rto-initiated", at(200));
    await s.sandbox.track(awb, "rto-delivered", at(400));
    await s.sandbox.track(awb, "out-for-delivery", at(50));
    await s.t.settleJobs();
    const order = await adminOrder(orderId);
    expect(order).toMatchObject({
      status: "RETURNED_TO_ORIGIN",
      paymentStatus: "REFUNDED",
      refunds: [{ amount: { paise: order.totals.total.paise }, status: "PROCESSED" }],
    });
    expect(order.shipment.trackingStatus).toBe("RTO DELIVERED");
    expect(await productRow(s.t.dataSource, product.id)).toEqual({ countInStock: 6, soldCount: 0 });
  });

  it("the poll asks Shiprocket about parcels it has been quiet about, and applies what it says", async () => {
    const { orderId, awb } = await bookedOrder({ method: "COD" });
    const fresh = await bookedOrder({ method: "COD" });
    // Scanned at Shiprocket, but its webhooks never reached the shop.
    await s.sandbox.track(awb, "picked-up", at(0), { send: false });
    await s.sandbox.track(awb, "delivered", at(90), { send: false });
    await s.t.dataSource.query(`UPDATE shipments SET shipped_at = now() - interval '1 day' WHERE tracking_number = $1`, [awb]);

    expect(await s.t.shop.services.shipping.pollStaleTracking()).toBe(1);
    await s.t.settleJobs();
    const order = await adminOrder(orderId);
    expect(order.status).toBe("DELIVERED");
    expect(order.shipment.scans.map((scan) => scan.status)).toEqual(["PICKED UP", "DELIVERED"]);
    expect((await adminOrder(fresh.orderId)).status).toBe("PENDING");
    // Delivered: not asked about again.
    await s.t.dataSource.query(`UPDATE shipments SET last_event_at = now() - interval '1 day' WHERE tracking_number = $1`, [awb]);
    expect(await s.t.shop.services.shipping.pollStaleTracking()).toBe(0);
  });
});

describe("configuration", () => {
  const production = {
    NODE_ENV: "production",
    JWT_SECRET: "x".repeat(32),
    DOCUMENT_LINK_SECRET: "d".repeat(32),
    ADMIN_EMAIL: "owner@shop.in",
    ADMIN_PASSWORD: "secret123",
    PAYMENT_PROVIDER: "razorpay",
    RAZORPAY_KEY_ID: "rzp_live_bagzone",
    RAZORPAY_KEY_SECRET: "live-key-secret",
    RAZORPAY_WEBHOOK_SECRET: "live-webhook-secret",
  };

  it("production refuses Shiprocket without its credentials, naming each one missing", () => {
    expect(() => loadConfig({ ...production, SHIPPING_PROVIDER: "shiprocket" })).toThrow(
      "SHIPPING_PROVIDER=shiprocket needs SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_WEBHOOK_TOKEN, SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_API_URL in production",
    );
    expect(() =>
      loadConfig({ ...production, ...SHIPROCKET_SETTINGS, SHIPPING_PROVIDER: "shiprocket", SHIPROCKET_WEBHOOK_TOKEN: "" }),
    ).toThrow("SHIPPING_PROVIDER=shiprocket needs SHIPROCKET_WEBHOOK_TOKEN, SHIPROCKET_API_URL in production");
    const live = loadConfig({
      ...production,
      ...SHIPROCKET_SETTINGS,
      SHIPPING_PROVIDER: "shiprocket",
      SHIPROCKET_API_URL: "https://apiv2.shiprocket.in/",
    });
    expect(live.shipping).toMatchObject({
      provider: "shiprocket",
      shiprocket: { apiUrl: "https://apiv2.shiprocket.in", pickupLocation: "Bengaluru Warehouse" },
    });
    expect(() => loadConfig({ SHIPPING_PROVIDER: "fedex" })).toThrow('SHIPPING_PROVIDER must be "manual" or "shiprocket"');
    expect(loadConfig({}).shipping).toEqual({ provider: "manual" });
  });
});

describe("a shop that ships by hand", () => {
  it("refuses Shiprocket's operations, naming the setting", async () => {
    const manual = await startTestShop();
    try {
      const token = await manual.adminToken();
      expect((await manual.gqlOk(PROVIDER, {}, token)).shippingProvider).toBe("MANUAL");
      const other = await placeOrderOk(manual);
      expect((await manual.gql(SHIP, { id: other.orderId }, token)).errors?.[0].extensions?.code).toBe("SHIPPING_PROVIDER_MANUAL");
      const hook = await manual.http
        .post(SHIPPING_WEBHOOK_PATH)
        .set("x-api-key", SHIPROCKET_SETTINGS.SHIPROCKET_WEBHOOK_TOKEN)
        .send({ awb: "X" });
      expect(hook.status).toBe(403);
    } finally {
      await manual.close();
    }
  });
});
