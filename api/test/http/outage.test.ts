import crypto from "node:crypto";
import { holdAt } from "../../src/common/race-points";
import { createProduct, productRow } from "../support/catalog-fixtures";
import { ADDRESS, CREATE_CHECKOUT, customerWithBag, shownTotal } from "../support/commerce";
import { startCuttableProxy, type CuttableProxy } from "../support/tcp-proxy";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/** The database going away and coming back: 503s with Retry-After, one log line each way, readiness. */

const CATEGORIES = graphql(`query OutageCategories{ categories { nodes { id } } }`);

let t: TestShop;
let proxy: CuttableProxy;
const logged: string[] = [];

beforeAll(async () => {
  const server = new URL(process.env.SHOP_TEST_SERVER_URL!);
  proxy = await startCuttableProxy({ host: server.hostname, port: Number(server.port || 5432) });
  t = await startTestShop(
    {},
    {
      log: (line) => logged.push(line),
      databaseUrlVia: (url) => {
        const u = new URL(url);
        u.hostname = "127.0.0.1";
        u.port = String(proxy.port);
        return u.toString();
      },
    },
  );
});
afterAll(async () => {
  proxy?.restore();
  await t?.close();
  await proxy?.close();
});

it("answers 503 SERVICE_UNAVAILABLE with Retry-After while the database is away, logs it once each way, then serves again", async () => {
  const customer = await t.registerCustomer();
  expect((await t.gql(CATEGORIES)).status).toBe(200);
  expect((await t.http.get("/readyz")).status).toBe(200);
  logged.length = 0;

  proxy.cut();
  // The first request to find the database gone is a signed-in one: its session check meets the outage.
  const signedIn = await t.http.post("/graphql").set("authorization", `Bearer ${customer.token}`).send({ query: `{ me { id } }` });
  expect(signedIn.status).toBe(503);
  expect(signedIn.body.errors[0].extensions.code).toBe("SERVICE_UNAVAILABLE");
  expect(Number(signedIn.headers["retry-after"])).toBeGreaterThan(0);
  const graphql = [];
  for (let i = 0; i < 5; i++) graphql.push(await t.gql(CATEGORIES));
  const rest = await t.http.get("/api/categories");
  const ready = await t.http.get("/readyz");

  for (const res of graphql) {
    expect(res.status).toBe(503);
    expect(res.errors?.[0].extensions?.code).toBe("SERVICE_UNAVAILABLE");
  }
  const raw = await t.http.post("/graphql").send({ query: CATEGORIES });
  expect(Number(raw.headers["retry-after"])).toBeGreaterThan(0);
  expect(rest.status).toBe(503);
  expect(rest.body).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: expect.any(String) });
  expect(Number(rest.headers["retry-after"])).toBeGreaterThan(0);
  expect(ready.status).toBe(503);
  expect((await t.http.get("/healthz")).status).toBe(503);

  proxy.restore();
  await servingAgain();
  expect((await t.http.get("/readyz")).status).toBe(200);

  expect(logged.filter((l) => l.startsWith("database unreachable"))).toHaveLength(1);
  expect(logged.filter((l) => l === "database reachable again")).toHaveLength(1);
  expect(logged.filter((l) => /internal error|unhandled error/.test(l))).toEqual([]);
});

it("answers 503 with Retry-After to a checkout whose transaction the outage cuts off, and takes nothing", async () => {
  const product = await createProduct(t.dataSource, { countInStock: 5 });
  const customer = await customerWithBag(t, product.id, 2);
  const expectedTotalPaise = await shownTotal(t, customer.token);
  logged.length = 0;

  // Held with its stock taken and its transaction open; the database goes away under it, and the
  // shop notices (another request meets the outage) before the checkout's next statement, which
  // then finds its connection already released.
  const hold = holdAt("checkout:stock-taken");
  const input = { shippingInfo: ADDRESS, paymentMethod: "COD", expectedTotalPaise, idempotencyKey: crypto.randomUUID() };
  const answer = t.http
    .post("/graphql")
    .set("authorization", `Bearer ${customer.token}`)
    .send({ query: CREATE_CHECKOUT, variables: { input } })
    .then((res) => res);
  await hold.reached;
  proxy.cut();
  expect((await t.gql(CATEGORIES)).status).toBe(503);
  hold.release();
  const res = await answer;
  expect(res.status).toBe(503);
  expect(res.body.errors[0].extensions.code).toBe("SERVICE_UNAVAILABLE");
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);

  proxy.restore();
  await servingAgain();
  expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 5, soldCount: 0 });
  expect(logged.filter((l) => /internal error|unhandled error/.test(l))).toEqual([]);
});

/** Waits until the shop answers a read again after the database came back. */
async function servingAgain(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await t.gql(CATEGORIES)).status !== 200) {
    if (Date.now() > deadline) throw new Error("the shop did not serve again after the database came back");
    await new Promise((r) => setTimeout(r, 200));
  }
}
