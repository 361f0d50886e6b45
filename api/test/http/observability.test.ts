import type { RequestRecord } from "../../src/http/request-log";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/** Request ids, the per-request record behind the JSON log, and /metrics behind its token. */

const METRICS_TOKEN = "metrics-token-for-tests-0123456789";
let t: TestShop;
const records: RequestRecord[] = [];

beforeAll(async () => {
  t = await startTestShop({ METRICS_TOKEN }, { logRequest: (r) => records.push(r) });
});
afterAll(() => t?.close());

it("returns the caller's X-Request-Id, or a new one, and records route, operation, status, duration and user", async () => {
  const customer = await t.registerCustomer();
  records.length = 0;
  const mine = await t.http
    .post("/graphql")
    .set("x-request-id", "edge-1234")
    .set("authorization", `Bearer ${customer.token}`)
    .send({ query: `query Me { me { id } }`, operationName: "Me" });
  expect(mine.headers["x-request-id"]).toBe("edge-1234");
  const fresh = await t.http.get("/api/products/no-such-product");
  expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  const hostile = await t.http.get("/healthz").set("x-request-id", "bad id\twith spaces");
  expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

  expect(records[0]).toMatchObject({
    requestId: "edge-1234",
    method: "POST",
    route: "/graphql",
    operation: "Me",
    status: 200,
    userId: customer.id,
  });
  expect(records[0].durationMs).toBeGreaterThan(0);
  expect(records[1]).toMatchObject({ requestId: fresh.headers["x-request-id"], route: "/api/products/:id", status: 404 });
  expect(records[1].userId).toBeUndefined();
});

it("serves Prometheus metrics only with the token: requests by route and operation, pool, queue, orders, payments", async () => {
  await t.gqlOk(graphql(`query ObservabilityCategories { categories { nodes { id } } }`));
  expect((await t.http.get("/metrics")).status).toBe(401);
  expect((await t.http.get("/metrics").set("authorization", "Bearer wrong")).status).toBe(401);
  const res = await t.http.get("/metrics").set("authorization", `Bearer ${METRICS_TOKEN}`);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toContain("text/plain");
  const text: string = res.text;
  expect(text).toMatch(
    /http_request_duration_seconds_count\{method="POST",route="\/graphql",operation="ObservabilityCategories",status="200"\} [1-9]/,
  );
  expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
  expect(text).toMatch(/job_queue_jobs\{queue="send-email",state="(waiting|failed)"\} \d+|# TYPE job_queue_jobs gauge/);
  expect(text).toMatch(/shop_orders_placed \d+/);
  expect(text).toContain("# TYPE shop_payments gauge");
});
