import { startTestShop, type TestShop } from "./support/test-shop";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop({
    GRAPHQL_MAX_DEPTH: "1",
    GRAPHQL_MAX_COMPLEXITY: "50",
    GRAPHQL_MAX_ALIASES: "100",
    BODY_LIMIT: "2kb",
    CORS_ORIGINS: "https://partner.example",
  });
});
afterAll(() => t.close());

describe("protections of the HTTP surface", () => {
  it("refuses a deeply nested query before running it", async () => {
    const res = await t.gql(`{ users { nodes { email } } }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].message).toBe("'' exceeds maximum operation depth of 1");
    expect(res.data).toBeUndefined();
  });

  it("refuses a query whose cost is above the limit", async () => {
    const fields = Array.from({ length: 60 }, (_, i) => `a${i}: __typename`).join(" ");
    const res = await t.gql(`{ ${fields} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: "QUERY_TOO_COMPLEX" } });
    expect(res.errors?.[0].message).toBe("Query is too complex: its cost is 60, the limit is 50. Ask for fewer fields or smaller pages.");
  });

  it("refuses a body above the size limit with 413 and a message", async () => {
    const res = await t.http
      .post("/graphql")
      .set("content-type", "application/json")
      .send({ query: `{ me { id } }`, padding: "x".repeat(5000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("answers malformed JSON with 400 and a message", async () => {
    const res = await t.http.post("/graphql").set("content-type", "application/json").send("{ not json");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Malformed JSON in request body" });
  });

  it("sends security headers and allows only the configured origins", async () => {
    const allowed = await t.http.get("/healthz").set("origin", "https://partner.example");
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://partner.example");
    expect(allowed.headers["x-content-type-options"]).toBe("nosniff");
    expect(allowed.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(allowed.headers["x-powered-by"]).toBeUndefined();

    const other = await t.http.get("/healthz").set("origin", "https://evil.example");
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("reports health with the database status", async () => {
    const res = await t.http.get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: "up" });
  });
});

describe("errors in production", () => {
  it("never sends stack traces to clients", async () => {
    const prod = await startTestShop({
      NODE_ENV: "production",
      PAYMENT_SIMULATOR: "allow",
      JWT_SECRET: "x".repeat(40),
      PAYMENT_SIGNING_SECRET: "y".repeat(40),
    });
    try {
      const res = await prod.gql(`{ me { id } }`, {}, "garbage");
      expect(res.errors?.[0]).toEqual({
        message: "Invalid token, please log in again",
        locations: expect.any(Array),
        path: ["me"],
        extensions: { code: "UNAUTHENTICATED", kind: "UNAUTHENTICATED" },
      });
      const syntax = await prod.gql(`{ me { `);
      expect(JSON.stringify(syntax.errors)).not.toMatch(/stacktrace|at .*\.js/);
    } finally {
      await prod.close();
    }
  });
});
