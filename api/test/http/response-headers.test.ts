import { startTestShop, type TestShop } from "../support/test-shop";

/**
 * /graphql is answered before Express (http/front.ts), everything else by Express: both must send
 * the same security and CORS headers, from the one list both use (http/response-headers.ts).
 */

const PARTNER = "https://partner.example";
let t: TestShop;

beforeAll(async () => {
  t = await startTestShop({ CORS_ORIGINS: PARTNER, CATALOG_CACHE_SECONDS: "0" });
});
afterAll(() => t?.close());

/** Headers that belong to one answer's body, its caching or its connection, not to every response alike. */
const OF_THE_ANSWER = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "date",
  "connection",
  "keep-alive",
  "x-request-id",
  "cache-control",
  "vary",
]);
const lasting = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !OF_THE_ANSWER.has(name)));
const varied = (headers: Record<string, string>) => new Set((headers.vary ?? "").split(/,\s*/).map((v) => v.toLowerCase()));

it("a GraphQL answer carries the headers a REST answer does, security headers and CORS alike", async () => {
  const rest = await t.http.get("/api/categories").set("origin", PARTNER);
  const graphql = await t.http.post("/graphql").set("origin", PARTNER).send({ query: "{ categories { nodes { id } } }" });
  expect(rest.status).toBe(200);
  expect(graphql.status).toBe(200);
  expect(lasting(graphql.headers)).toEqual(lasting(rest.headers));
  expect(graphql.headers).toMatchObject({
    "access-control-allow-origin": PARTNER,
    "x-content-type-options": "nosniff",
    "content-security-policy": expect.stringContaining("default-src 'self'"),
  });
  expect(graphql.headers["x-powered-by"]).toBeUndefined();
  expect(varied(graphql.headers)).toEqual(new Set([...varied(rest.headers), "authorization"]));
});

it("so does a refusal before GraphQL runs, and a CORS preflight", async () => {
  const rest = await t.http.post("/api/auth/login").set("origin", PARTNER).set("content-type", "application/json").send("{ nope");
  const graphql = await t.http.post("/graphql").set("origin", PARTNER).set("content-type", "application/json").send("{ nope");
  expect(rest.status).toBe(400);
  expect(graphql.status).toBe(400);
  expect(graphql.body.errors[0].extensions.code).toBe("MALFORMED_JSON");
  expect(lasting(graphql.headers)).toEqual(lasting(rest.headers));

  const preflight = (path: string) =>
    t.http
      .options(path)
      .set("origin", PARTNER)
      .set("access-control-request-method", "POST")
      .set("access-control-request-headers", "content-type");
  const [restPreflight, graphqlPreflight] = await Promise.all([preflight("/api/categories"), preflight("/graphql")]);
  expect(graphqlPreflight.status).toBe(204);
  expect(lasting(graphqlPreflight.headers)).toEqual(lasting(restPreflight.headers));
  expect(graphqlPreflight.headers["access-control-allow-origin"]).toBe(PARTNER);
});
