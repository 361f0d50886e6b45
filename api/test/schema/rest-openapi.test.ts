import { restRoutes } from "../../src/http/rest/routes";
import { startTestShop, type TestShop } from "../support/test-shop";

/**
 * docs/rest-api.md, row by row: the method and path of every call older clients make, and whether
 * an older client sends its bearer token ("token").
 */
const DOCUMENTED_CALLS: [method: string, path: string, token: boolean][] = [
  ["POST", "/api/auth/login", false],
  ["POST", "/api/auth/register", false],
  ["GET", "/api/cart", false],
  ["POST", "/api/cart", false],
  ["PUT", "/api/cart", false],
  ["DELETE", "/api/cart", false],
  ["POST", "/api/cart/merge", true],
  ["GET", "/api/products", false],
  ["GET", "/api/products/{id-or-slug}", false],
  ["GET", "/api/products/similar/{slug}", false],
  ["GET", "/api/products/new-arrivals", false],
  ["GET", "/api/products/best-seller", false],
  ["POST", "/api/products", true],
  ["PUT", "/api/products/{id}", true],
  ["DELETE", "/api/products/{id}", true],
  ["POST", "/api/products/{productId}/reviews", true],
  ["GET", "/api/categories", true],
  ["GET", "/api/categories/{slug}", true],
  ["POST", "/api/categories", true],
  ["PUT", "/api/categories/{id}", true],
  ["DELETE", "/api/categories/{id}", true],
  ["GET", "/api/orders/my-orders", true],
  ["GET", "/api/orders/{id}", true],
  ["GET", "/api/orders", true],
  ["PUT", "/api/orders/{id}", true],
  ["DELETE", "/api/admin/orders/{id}", true],
  ["POST", "/api/checkout", true],
  ["PUT", "/api/checkout/{checkoutId}/pay", true],
  ["POST", "/api/checkout/{checkoutId}/finalize", true],
  ["GET", "/api/coupons", true],
  ["POST", "/api/coupons", true],
  ["PUT", "/api/coupons/{id}", true],
  ["DELETE", "/api/coupons/{id}", true],
  ["POST", "/api/coupons/check", true],
];

/** The routes older clients call with a token but that shoppers without one may also use (GET categories: the home page grid). */
const TOKEN_OPTIONAL = new Set(["GET /api/categories", "GET /api/categories/{slug}"]);

/** A path's parameters, whatever the document calls them, as `{}`, so `{id-or-slug}` and `{idOrSlug}` compare equal. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");

interface Operation {
  summary: string;
  description?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
  parameters: { name: string; in: string }[];
}
type Paths = Record<string, Record<string, Operation>>;

let t: TestShop;
let paths: Paths;
let documented: { method: string; path: string; op: Operation }[];
beforeAll(async () => {
  t = await startTestShop();
  const res = await t.http.get("/api/openapi.json");
  expect(res.status).toBe(200);
  paths = res.body.paths;
  documented = Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: string, path: string) => {
  const url = path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
  return t.http[method.toLowerCase() as "get" | "post" | "put" | "delete"](url);
};

describe("/api/openapi.json", () => {
  it("is an OpenAPI 3 document of every route the shim mounts", async () => {
    const res = await t.http.get("/api/openapi.json");
    expect(res.body).toMatchObject({
      openapi: "3.1.0",
      info: { title: "Bagzone REST API" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    });
    const mounted = restRoutes.map((r) => `${r.method.toUpperCase()} ${shape(`/api${r.path.replace(/:(\w+)/g, "{$1}")}`)}`).sort();
    expect(documented.map((d) => `${d.method} ${shape(d.path)}`).sort()).toEqual(mounted);
  });

  it.each(DOCUMENTED_CALLS)("documents docs/rest-api.md's %s %s", (method, path, token) => {
    const found = documented.find((d) => d.method === method && shape(d.path) === shape(path));
    expect(found).toBeDefined();
    expect(found!.op.summary).toEqual(expect.any(String));
    expect(found!.op.responses).toHaveProperty("400");
    if (token && !TOKEN_OPTIONAL.has(`${method} ${path}`)) {
      expect(found!.op.security).toEqual([{ bearer: [] }]);
      expect(found!.op.responses).toHaveProperty("401");
    }
  });

  it("documents the routes the original REST API had no call for as added, with a note", () => {
    const inSpec = new Set(DOCUMENTED_CALLS.map(([m, p]) => `${m} ${shape(p)}`));
    const added = documented.filter((d) => !inSpec.has(`${d.method} ${shape(d.path)}`));
    expect(added.map((d) => `${d.method} ${d.path}`).sort()).toEqual([
      "GET /api/admin/audit-log.csv",
      "GET /api/admin/gst-report/{month}/{section}.csv",
      "GET /api/admin/reports/payouts.csv",
      "GET /api/credit-notes/{id}",
      "GET /api/orders/{id}/invoice",
      "GET /api/returns/{id}/photos/{number}",
      "POST /api/admin/orders/{id}/refunds",
      "POST /api/auth/change-password",
      "POST /api/auth/forgot-password",
      "POST /api/auth/logout",
      "POST /api/auth/otp/request",
      "POST /api/auth/otp/verify",
      "POST /api/auth/phone/request",
      "POST /api/auth/phone/verify",
      "POST /api/auth/reset-password",
      "POST /api/contact",
      "POST /api/newsletter/subscribe",
      "POST /api/orders/{id}/cancel",
      "POST /api/returns/photos",
    ]);
    for (const { op } of added) expect(op.description).toMatch(/^Added: /);
  });

  it("every documented route answers at its method and path (not 404 'no such path', not 405)", async () => {
    const admin = await t.adminToken();
    for (const { method, path } of documented) {
      const res = await call(method, path)
        .set(bearer(admin))
        .send(method === "GET" ? undefined : {});
      expect({ route: `${method} ${path}`, status: res.status }).not.toEqual({ route: `${method} ${path}`, status: 405 });
      expect({ route: `${method} ${path}`, message: res.body.message ?? "" }).not.toEqual({
        route: `${method} ${path}`,
        message: expect.stringMatching(/^No such API path/),
      });
      expect(res.status).toBeLessThan(500);
    }
  });

  it("every token route refuses anonymous callers and bad tokens with 401, and every admin route customers with 403", async () => {
    const customer = await t.registerCustomer();
    // A token is required where every security alternative names one (an optional token also lists `{}`).
    const tokenRoutes = documented.filter(
      (d) => d.op.security?.length && d.op.security.every((alt) => Object.keys(alt as object).length > 0),
    );
    expect(tokenRoutes.length).toBeGreaterThan(20);
    for (const { method, path, op } of tokenRoutes) {
      const route = `${method} ${path}`;
      const anonymous = await call(method, path).send(method === "GET" ? undefined : {});
      expect({ route, status: anonymous.status, body: anonymous.body }).toEqual({
        route,
        status: 401,
        body: { message: "You must be logged in to do this", code: "UNAUTHENTICATED", kind: "UNAUTHENTICATED" },
      });
      const forged = await call(method, path)
        .set(bearer("eyJhbGciOiJIUzI1NiJ9.e30.forged"))
        .send(method === "GET" ? undefined : {});
      expect({ route, status: forged.status }).toEqual({ route, status: 401 });
      if ("403" in op.responses) {
        const asCustomer = await call(method, path)
          .set(bearer(customer.token))
          .send(method === "GET" ? undefined : {});
        expect({ route, status: asCustomer.status, body: asCustomer.body }).toEqual({
          route,
          status: 403,
          body: { message: "Only an admin can do this", code: "FORBIDDEN", kind: "FORBIDDEN" },
        });
      }
    }
  });
});
