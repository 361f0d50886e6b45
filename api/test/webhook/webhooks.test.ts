import { Webhook } from "standardwebhooks";
import { createCategory, createProduct, productForm } from "../support/catalog-admin";
import { addToCart, placeCheckoutOk, placeOrderOk } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";
import { startWebhookReceiver } from "../support/webhook-receiver";
import { graphql } from "../gql";
import type { WebhookEventType } from "../gql/graphql";

graphql(`fragment WebhooksEndpoint on WebhookEndpoint { id url events description enabled createdAt }`);
const CREATE = graphql(
  `mutation WebhooksCreate($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ...WebhooksEndpoint } } }`,
);
const UPDATE = graphql(
  `mutation WebhooksUpdate($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ...WebhooksEndpoint } }`,
);
const ROTATE = graphql(`mutation WebhooksRotate($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { id } } }`);
const DELETE = graphql(`mutation WebhooksDelete($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }`);
const DELIVERIES =
  graphql(`query WebhooksDeliveries($endpointId: ID!, $status: WebhookDeliveryStatus) { webhookDeliveries(endpointId: $endpointId, status: $status) {
  totalCount nodes { id event status attempts responseStatus lastError body } } }`);
const REDELIVER = graphql(`mutation WebhooksRedeliver($id: ID!) { redeliverWebhook(id: $id) { id status } }`);
const UPDATE_PRODUCT = graphql(
  `mutation WebhooksUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
);
const MOVE = graphql(
  `mutation WebhooksMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }`,
);

let t: TestShop;
let admin: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  t = await startTestShop({ WEBHOOK_ALLOW_PRIVATE_URLS: "true", WEBHOOK_RETRY_LIMIT: "2", WEBHOOK_RETRY_DELAY_SECONDS: "0" });
  admin = await t.adminToken();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  receiver.received.length = 0;
  // Each test hears only the endpoints it registers.
  const { nodes: items } = (
    await t.gqlOk(graphql(`query WebhooksWebhookEndpoints { webhookEndpoints(first: 100) { nodes { id } } }`), {}, admin)
  ).webhookEndpoints;
  for (const { id } of items) await t.gqlOk(DELETE, { id }, admin);
});

async function register(events: WebhookEventType[], url = receiver.url) {
  return (await t.gqlOk(CREATE, { input: { url, events, description: "ERP" } }, admin)).createWebhookEndpoint;
}

async function deliveries(endpointId: string) {
  return (await t.gqlOk(DELIVERIES, { endpointId }, admin)).webhookDeliveries.nodes as Array<{
    id: string;
    event: string;
    status: string;
    attempts: number;
    responseStatus: number | null;
    lastError: string | null;
    body: string;
  }>;
}

/** What these tests read of an event's data; each test checks the rest with toMatchObject. */
interface EventData {
  order: { id: string; status: string };
  previousStatus?: string;
  refund?: unknown;
  product?: unknown;
}

/** What a partner does with each request: verify it with the Standard Webhooks library, then read it. */
function verified(secret: string, request: { headers: Record<string, unknown>; body: string }) {
  const headers = Object.fromEntries(["webhook-id", "webhook-timestamp", "webhook-signature"].map((h) => [h, String(request.headers[h])]));
  return new Webhook(secret).verify(request.body, headers) as { type: string; timestamp: string; data: EventData };
}

describe("outbound webhooks", () => {
  it("a placed order is announced to the endpoints that asked for it, signed in the Standard Webhooks scheme", async () => {
    const orders = await register(["ORDER_CREATED", "ORDER_PAID"]);
    const statuses = await register(["ORDER_STATUS_CHANGED"]);
    expect(orders.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const { orderId, product } = await placeOrderOk(t, { method: "UPI", quantity: 2 });
    await t.settleJobs();

    const created = receiver.ofType("order.created");
    expect(created).toHaveLength(1);
    const event = verified(orders.secret, created[0]);
    expect(event).toMatchObject({
      type: "order.created",
      data: {
        order: {
          id: orderId,
          status: "PENDING",
          paymentMethod: "UPI",
          paymentStatus: "PAID",
          total: { paise: 1200_00, currency: "INR" },
          items: [{ productId: product.id, quantity: 2, unitPrice: { paise: 600_00, currency: "INR" }, size: "Medium", color: "Black" }],
        },
      },
    });
    expect(receiver.ofType("order.paid").map((r) => verified(orders.secret, r).data.order.id)).toEqual([orderId]);
    // The other endpoint subscribed to status changes only, and its secret does not verify the first's deliveries.
    expect(receiver.received.filter((r) => String(r.headers["webhook-id"]).length > 0)).toHaveLength(2);
    expect(() => verified(statuses.secret, created[0])).toThrow();

    const [delivery] = (await deliveries(orders.endpoint.id)).filter((d) => d.event === "ORDER_CREATED");
    expect(delivery).toMatchObject({
      status: "DELIVERED",
      attempts: 1,
      responseStatus: 200,
      lastError: null,
      id: created[0].headers["webhook-id"],
    });
    expect(delivery.body).toBe(created[0].body);
  });

  it("a parcel refused at delivery is announced as a status change", async () => {
    const statuses = await register(["ORDER_STATUS_CHANGED"]);
    const { orderId } = await placeOrderOk(t, { quantity: 1 });
    await t.gqlOk(MOVE, { id: orderId, status: "SHIPPED" }, admin);
    await t.gqlOk(
      graphql(`mutation WebhooksRecordRefusedDelivery($id: ID!) { recordRefusedDelivery(id: $id, restock: true) { id } }`),
      { id: orderId },
      admin,
    );
    await t.settleJobs();
    const changes = receiver.ofType("order.status_changed").map((r) => verified(statuses.secret, r).data);
    expect(changes.map((d) => [d.previousStatus, d.order.status, d.order.id])).toEqual([
      ["PENDING", "SHIPPED", orderId],
      ["SHIPPED", "RETURNED_TO_ORIGIN", orderId],
    ]);
  });

  it("status changes, cancellation and the refund it causes are announced with what changed", async () => {
    const all = await register(["ORDER_STATUS_CHANGED", "ORDER_CANCELLED", "REFUND_CREATED"]);
    const { orderId } = await placeOrderOk(t, { method: "UPI", quantity: 1 });
    await t.gqlOk(MOVE, { id: orderId, status: "PROCESSING" }, admin);
    await t.gqlOk(MOVE, { id: orderId, status: "CANCELLED" }, admin);
    await t.settleJobs();

    const changes = receiver.ofType("order.status_changed").map((r) => verified(all.secret, r).data);
    expect(changes.map((d) => [d.previousStatus, d.order.status, d.order.id])).toEqual([
      ["PENDING", "PROCESSING", orderId],
      ["PROCESSING", "CANCELLED", orderId],
    ]);
    const [cancelled] = receiver.ofType("order.cancelled").map((r) => verified(all.secret, r).data);
    expect(cancelled.order).toMatchObject({ id: orderId, status: "CANCELLED" });
    const [refund] = receiver.ofType("refund.created").map((r) => verified(all.secret, r).data);
    // All of it: Rs. 600 and the Rs. 50 delivery.
    expect(refund.refund).toMatchObject({ orderId, amount: { paise: 650_00, currency: "INR" }, method: "PROVIDER" });
  });

  it("cash on delivery is announced as paid when it is delivered", async () => {
    const paid = await register(["ORDER_PAID"]);
    const { orderId } = await placeOrderOk(t, { method: "COD" });
    await t.settleJobs();
    expect(receiver.ofType("order.paid")).toHaveLength(0);
    for (const status of ["SHIPPED", "DELIVERED"] as const) await t.gqlOk(MOVE, { id: orderId, status }, admin);
    await t.settleJobs();
    const [event] = receiver.ofType("order.paid").map((r) => verified(paid.secret, r).data);
    expect(event.order).toMatchObject({ id: orderId, status: "DELIVERED", paymentMethod: "COD", paymentStatus: "PAID" });
  });

  it("a product edit is announced, and so is a sale that brings a size and colour to the low-stock mark", async () => {
    const endpoint = await register(["PRODUCT_UPDATED", "STOCK_LOW"]);
    const category = await createCategory(t);
    const product = await createProduct(t, category.id, { countInStock: 10, sizes: ["Medium"], colors: ["black"] });
    await t.gqlOk(
      UPDATE_PRODUCT,
      { id: product.id, input: productForm(category.id, { name: "Everyday Backpack Pro", pricePaise: 2199_00 }) },
      admin,
    );
    await t.settleJobs();
    const [updated] = receiver.ofType("product.updated").map((r) => verified(endpoint.secret, r).data);
    expect(updated.product).toMatchObject({
      id: product.id,
      name: "Everyday Backpack Pro",
      price: { paise: 2199_00, currency: "INR" },
      countInStock: 10,
    });

    // 10 in stock: selling 4 leaves 6 (above the mark of 5), the next 2 leave 4 (at or below it), the next 1 is already below.
    const sold: number[] = [];
    for (const quantity of [4, 2, 1]) {
      const customer = await t.registerCustomer();
      await addToCart(t, customer, product.id, { quantity, size: "Medium", color: "black" });
      await placeCheckoutOk(t, customer.token);
      await t.settleJobs();
      sold.push(receiver.ofType("stock.low").length);
    }
    expect(sold).toEqual([0, 1, 1]);
    const [low] = receiver.ofType("stock.low").map((r) => verified(endpoint.secret, r).data);
    expect(low).toMatchObject({
      product: { id: product.id, name: "Everyday Backpack Pro" },
      variant: { size: "Medium", color: "black", countInStock: 4 },
      lowStockUnits: 5,
    });
  });

  it("a failing endpoint is retried under the same webhook-id (at once here: the backoff is configuration), then marked failed until an admin redelivers", async () => {
    const endpoint = await register(["ORDER_CREATED"]);
    receiver.answerWith(500, 503);
    await placeOrderOk(t);
    await t.settleJobs();
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual(Array(3).fill(receiver.received[0].headers["webhook-id"]));
    expect((await deliveries(endpoint.endpoint.id))[0]).toMatchObject({ status: "DELIVERED", attempts: 3, responseStatus: 200 });

    receiver.received.length = 0;
    receiver.answerWith(500, 500, 500);
    await placeOrderOk(t);
    await t.settleJobs();
    expect(receiver.received).toHaveLength(3);
    const [failed] = await deliveries(endpoint.endpoint.id);
    expect(failed).toMatchObject({ status: "FAILED", attempts: 3, responseStatus: 500, lastError: "The endpoint answered 500" });
    expect((await t.gqlOk(DELIVERIES, { endpointId: endpoint.endpoint.id, status: "FAILED" }, admin)).webhookDeliveries.totalCount).toBe(1);

    expect((await t.gqlOk(REDELIVER, { id: failed.id }, admin)).redeliverWebhook).toEqual({ id: failed.id, status: "PENDING" });
    await t.settleJobs();
    expect((await deliveries(endpoint.endpoint.id))[0]).toMatchObject({
      id: failed.id,
      status: "DELIVERED",
      attempts: 4,
      responseStatus: 200,
    });
    expect(receiver.received.at(-1)!.headers["webhook-id"]).toBe(failed.id);
    expect(verified(endpoint.secret, receiver.received.at(-1)!).type).toBe("order.created");
  });

  it("an endpoint that does not answer has its error recorded", async () => {
    const endpoint = await register(["ORDER_CREATED"], "http://127.0.0.1:9/nothing-listens-here");
    await placeOrderOk(t);
    await t.settleJobs();
    const [delivery] = await deliveries(endpoint.endpoint.id);
    expect(delivery).toMatchObject({ status: "FAILED", attempts: 3, responseStatus: null });
    expect(delivery.lastError).toMatch(/ECONNREFUSED/);
  });

  it("updates change only what is sent; a disabled endpoint gets nothing new; a rotated secret signs from then on", async () => {
    const endpoint = await register(["ORDER_CREATED"]);
    const disabled = (await t.gqlOk(UPDATE, { id: endpoint.endpoint.id, input: { enabled: false } }, admin)).updateWebhookEndpoint;
    expect(disabled).toMatchObject({ url: receiver.url, events: ["ORDER_CREATED"], description: "ERP", enabled: false });
    await placeOrderOk(t);
    await t.settleJobs();
    expect(await deliveries(endpoint.endpoint.id)).toEqual([]);

    for (const field of ["url", "events", "enabled"]) {
      const cleared = await t.gql(UPDATE, { id: endpoint.endpoint.id, input: { [field]: null } }, admin);
      expect(cleared.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field } });
    }
    const noNote = (await t.gqlOk(UPDATE, { id: endpoint.endpoint.id, input: { description: null } }, admin)).updateWebhookEndpoint;
    expect(noNote).toMatchObject({ url: receiver.url, events: ["ORDER_CREATED"], description: "", enabled: false });
    await t.gqlOk(UPDATE, { id: endpoint.endpoint.id, input: { enabled: true, description: "Warehouse" } }, admin);
    const rotated = (await t.gqlOk(ROTATE, { id: endpoint.endpoint.id }, admin)).rotateWebhookSecret.secret;
    expect(rotated).not.toBe(endpoint.secret);
    receiver.received.length = 0;
    await placeOrderOk(t);
    await t.settleJobs();
    const mine = receiver.received.filter((r) => r.body.includes("order.created"));
    expect(mine.length).toBeGreaterThan(0);
    expect(() => verified(rotated, mine.at(-1)!)).not.toThrow();
    expect(() => verified(endpoint.secret, mine.at(-1)!)).toThrow();

    expect((await t.gqlOk(DELETE, { id: endpoint.endpoint.id }, admin)).deleteWebhookEndpoint).toEqual({ id: endpoint.endpoint.id });
    const gone = await t.gql(DELIVERIES, { endpointId: endpoint.endpoint.id }, admin);
    expect(gone.errors?.[0]).toMatchObject({ message: "Webhook endpoint not found", extensions: { code: "NOT_FOUND" } });
  });

  it("bad input is refused naming the field, and the secret is never readable again", async () => {
    const refused = async (input: object) =>
      (await t.gql(CREATE, { input: { url: receiver.url, events: ["ORDER_CREATED"], ...input } }, admin)).errors?.[0];
    expect(await refused({ events: [] })).toMatchObject({ message: "Choose at least one event", extensions: { code: "BAD_USER_INPUT" } });
    expect(await refused({ url: "ftp://example.com/hook" })).toMatchObject({ message: "URL must start with https:// or http://" });
    expect(await refused({ url: "not a url" })).toMatchObject({ message: "URL must be a full http:// or https:// address" });
    expect(await refused({ url: "https://user:pw@example.com/hook" })).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect((await refused({ events: ["ORDER_EATEN"] }))?.extensions?.code).toBe("BAD_USER_INPUT");
    const secretField = await t.gqlRaw(`{ webhookEndpoints { nodes { id secret } } }`, {}, admin);
    expect(secretField.errors?.[0].message).toMatch(/Cannot query field "secret"/);
  });

  it("only admins manage webhooks", async () => {
    const customer = await t.registerCustomer();
    const list = graphql(`query WebhooksList { webhookEndpoints { totalCount } }`);
    expect((await t.gql(list)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.gql(list, {}, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const create = await t.gql(CREATE, { input: { url: receiver.url, events: ["ORDER_CREATED"] } }, customer.token);
    expect(create.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});

describe("endpoints on private addresses", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  it.each([
    ["http://127.0.0.1:4000/hook", "127.0.0.1"],
    ["http://localhost/hook", "localhost"],
    ["https://10.1.2.3/hook", "10.1.2.3"],
    ["https://169.254.169.254/latest/meta-data", "169.254.169.254"],
    ["https://[::1]/hook", "::1"],
    ["https://[::ffff:10.0.0.1]/hook", "::ffff:a00:1"],
    ["https://[::10.0.0.1]/hook", "::a00:1"],
    ["https://[64:ff9b::169.254.169.254]/hook", "64:ff9b::a9fe:a9fe"],
    ["https://[64:ff9b:1::808:808]/hook", "64:ff9b:1::808:808"],
    ["https://[2002:7f00:1::1]/hook", "2002:7f00:1::1"],
    ["https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/hook", "2001:0:4136:e378:8000:63bf:f5ff:fffe"],
  ])("%s is refused unless the shop allows private addresses", async (url, host) => {
    const res = await shop.gql(CREATE, { input: { url, events: ["ORDER_CREATED"] } }, await shop.adminToken());
    expect(res.errors?.[0]).toMatchObject({
      message: `URL's host ${host} is a private or loopback address, which webhooks may not reach`,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});
