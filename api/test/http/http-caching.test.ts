import { startTestShop, type AnyDocument, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop({ CATALOG_CACHE_SECONDS: "30" });
});
afterAll(() => t.close());

/** A GraphQL query sent as GET, as a CDN-fronted app would (the header satisfies Apollo's CSRF guard). */
function get(query: AnyDocument | string, token?: string) {
  const req = t.http.get("/graphql").query({ query: query.toString() }).set("apollo-require-preflight", "true");
  return token ? req.set("authorization", `Bearer ${token}`) : req;
}

const CATALOG = graphql(`query HttpCachingCatalog { products(first: 5) { totalCount } categories { nodes { id } } }`);

describe("Cache-Control on GraphQL answers", () => {
  it("a guest's catalogue read sent as GET may be shared for the catalogue cache's time, then served stale while refreshed", async () => {
    const res = await get(CATALOG);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=300");
    expect(res.headers["vary"]).toMatch(/Authorization/);
  });

  it("the same read by a signed-in viewer is private", async () => {
    const res = await get(CATALOG, await t.adminToken());
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("personal reads, POSTs and answers with errors are never stored", async () => {
    const customer = await t.registerCustomer();
    expect((await get(`{ me { id } }`, customer.token)).headers["cache-control"]).toBe("private, no-store");
    expect((await get(`{ cart(guestId: "guest_1700000000000_abcdef123456") { itemCount } }`)).headers["cache-control"]).toBe(
      "private, no-store",
    );
    expect((await get(`{ products(first: 0) { totalCount } }`)).headers["cache-control"]).toBe("private, no-store");
    for (let i = 0; i < 2; i++) {
      // The second POST is answered from the server's own cache, with the same headers.
      const posted = await t.http.post("/graphql").send({ query: CATALOG });
      expect(posted.headers["cache-control"]).toBe("private, no-store");
    }
  });
});
