import { createProduct } from "../support/catalog-fixtures";
import { CREATE_COUPON, customerWithBag, placeCheckout, placeCheckoutOk } from "../support/commerce";
import { waitForEmail } from "../support/outbox";
import { pdfToText } from "../support/pdf-text";
import { race } from "../support/races";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/** Order numbers (BZ-10001): gapless under concurrency and rollbacks, and shown wherever the order is. */

const NUMBERED = graphql(`query OrderNumbersOrder($id: ID!) { order(id: $id) { id number invoice { number orderNumber } } }`);
const SEARCH = graphql(
  `query OrderNumbersSearch($search: String) { orders(filter: { search: $search }, first: 100) { totalCount nodes { id number } } }`,
);
const ALL_NUMBERS = graphql(`query OrderNumbersAll { orders(first: 100) { nodes { number } } }`);
const SETTINGS = graphql(
  `mutation OrderNumbersSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { invoicing { orderPrefix invoicePrefix } } }`,
);

const SELLER = {
  legalName: "Bagzone Retail Private Limited",
  gstin: "27AAPFU0939F1ZV",
  address: "Unit 4, Kamala Mills\nLower Parel\nMumbai 400013",
  state: "Maharashtra",
};

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
  await t.gqlOk(SETTINGS, { input: { seller: SELLER } }, admin);
});
afterAll(() => t.close());

const serialOf = (number: string) => Number(number.split("-")[1]);

async function everyNumber(): Promise<string[]> {
  return (await t.gqlOk(ALL_NUMBERS, {}, admin)).orders.nodes.map((o) => o.number);
}

it("numbers orders placed at the same moment consecutively, from 10001, with no gap and no number twice", async () => {
  const product = await createProduct(t.dataSource, { pricePaise: 900_00, countInStock: 100 });
  const customers = [];
  for (let i = 0; i < 12; i++) customers.push(await customerWithBag(t, product.id));
  const placed = await Promise.all(customers.map((c) => placeCheckoutOk(t, c.token)));
  const numbers = await Promise.all(placed.map(async (p) => (await t.gqlOk(NUMBERED, { id: p.orderId }, admin)).order.number));
  expect(numbers.every((n) => /^BZ-\d+$/.test(n))).toBe(true);
  const serials = numbers.map(serialOf).sort((a, b) => a - b);
  expect(serials).toEqual(Array.from({ length: 12 }, (_, i) => 10001 + i));
});

it("gives a rolled-back placement's number to the next order: no gap", async () => {
  // A single-use coupon, redeemed last in the checkout: the second of two racing checkouts has
  // taken its order number when the coupon refuses it, and its transaction rolls back.
  const product = await createProduct(t.dataSource, { pricePaise: 500_00, countInStock: 10 });
  const single = (await t.gqlOk(CREATE_COUPON, { input: { code: `ONCE-${Date.now() % 100000}`, percentOff: 10, usageLimit: 1 } }, admin))
    .createCoupon;
  const [a, b, c] = [await customerWithBag(t, product.id), await customerWithBag(t, product.id), await customerWithBag(t, product.id)];
  const before = Math.max(...(await everyNumber()).map(serialOf));
  const outcome = await race(
    t,
    "coupon:redeeming",
    () => placeCheckout(t, a.token, { couponCode: single.code }),
    () => placeCheckout(t, b.token, { couponCode: single.code }),
  );
  expect(outcome.secondWaited).toBe(true);
  expect(outcome.first.errors).toBeUndefined();
  expect(outcome.second.errors?.[0].extensions?.code).toBe("COUPON_USED_UP");
  const next = await placeCheckoutOk(t, c.token);
  const first = (await t.gqlOk(NUMBERED, { id: outcome.first.data!.createCheckout.orderId! }, admin)).order;
  const third = (await t.gqlOk(NUMBERED, { id: next.orderId }, admin)).order;
  expect([serialOf(first.number), serialOf(third.number)]).toEqual([before + 1, before + 2]);
});

it("shows the number in GraphQL, REST, the confirmation email and the invoice, beside the id the API takes", async () => {
  const product = await createProduct(t.dataSource, { pricePaise: 1180_00, countInStock: 10 });
  const customer = await customerWithBag(t, product.id);
  const { orderId } = await placeCheckoutOk(t, customer.token);
  const order = (await t.gqlOk(NUMBERED, { id: orderId }, customer.token)).order;
  expect(order.id).toBe(orderId);
  expect(order.number).toMatch(/^BZ-1\d{4}$/);
  // The invoice keeps its own number and quotes the order's.
  expect(order.invoice).toMatchObject({ orderNumber: order.number, number: expect.stringMatching(/^INV\/\d\d-\d\d\/\d{6}$/) });

  const rest = await t.http.get(`/api/orders/${orderId}`).set("authorization", `Bearer ${customer.token}`);
  expect(rest.status).toBe(200);
  expect(rest.body).toMatchObject({ _id: orderId, number: order.number });

  await t.settleJobs();
  const email = await waitForEmail(t.config.outboxDir, customer.email);
  expect(email.subject).toBe(`Your Bagzone order ${order.number} is confirmed`);
  expect(email.text).toContain(`Your order ${order.number} has been placed.`);

  const pdf = await t.http
    .get(`/api/orders/${orderId}/invoice`)
    .set("authorization", `Bearer ${customer.token}`)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => cb(null, Buffer.concat(chunks)));
    });
  expect(pdf.status).toBe(200);
  const text = await pdfToText(pdf.body as Buffer);
  expect(text).toContain(`Invoice number: ${order.invoice.number}`);
  expect(text).toContain(`Order ${order.number}`);
});

it("finds an order by its number, however the admin types it, through GraphQL and REST", async () => {
  const product = await createProduct(t.dataSource, { pricePaise: 700_00, countInStock: 10 });
  const { orderId } = await placeCheckoutOk(t, (await customerWithBag(t, product.id)).token);
  const { number } = (await t.gqlOk(NUMBERED, { id: orderId }, admin)).order;
  for (const search of [number, number.toLowerCase(), `#${number}`, String(serialOf(number))]) {
    const found = (await t.gqlOk(SEARCH, { search }, admin)).orders;
    expect({ search, ids: found.nodes.map((o) => o.id) }).toEqual({ search, ids: [orderId] });
  }
  const rest = await t.http.get(`/api/orders?search=${encodeURIComponent(number)}`).set("authorization", `Bearer ${admin}`);
  expect(rest.body.map((o: { _id: string; number: string }) => [o._id, o.number])).toEqual([[orderId, number]]);
  // Customers cannot search the shop's orders.
  const customer = await t.registerCustomer();
  expect((await t.gql(SEARCH, { search: number }, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
});

it("takes the prefix from the shop's numbering settings for orders placed after a change; earlier orders keep theirs", async () => {
  const before = await everyNumber();
  const refused = await t.gql(SETTINGS, { input: { invoicing: { orderPrefix: "BZ-1" } } }, admin);
  expect(refused.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "invoicing.orderPrefix" });
  expect((await t.gqlOk(SETTINGS, { input: { invoicing: { orderPrefix: " sh " } } }, admin)).updateShopSettings.invoicing).toEqual({
    orderPrefix: "SH",
    invoicePrefix: "INV",
  });
  const product = await createProduct(t.dataSource, { pricePaise: 700_00, countInStock: 10 });
  const { orderId } = await placeCheckoutOk(t, (await customerWithBag(t, product.id)).token);
  const { number } = (await t.gqlOk(NUMBERED, { id: orderId }, admin)).order;
  // The serial goes on counting across the change: one series for all orders.
  expect(number).toBe(`SH-${Math.max(...before.map(serialOf)) + 1}`);
  expect((await everyNumber()).filter((n) => n !== number)).toEqual(before);
});
