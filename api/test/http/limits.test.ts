import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

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
    const res = await t.gql(graphql(`query LimitsUsers { users { nodes { email } } }`));
    expect(res.status).toBe(400);
    expect(res.errors?.[0].message).toBe("'LimitsUsers' exceeds maximum operation depth of 1");
    expect(res.data).toBeUndefined();
  });

  it("refuses a query whose cost is above the limit", async () => {
    const fields = Array.from({ length: 60 }, (_, i) => `a${i}: __typename`).join(" ");
    const res = await t.gqlRaw(`{ ${fields} }`);
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
    expect(res.body).toEqual({
      errors: [{ message: "Request body is too large", extensions: { code: "BODY_TOO_LARGE", kind: "PAYLOAD_TOO_LARGE" } }],
    });
  });

  it("answers malformed JSON with 400 and a message", async () => {
    const res = await t.http.post("/graphql").set("content-type", "application/json").send("{ not json");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [{ message: "Malformed JSON in request body", extensions: { code: "MALFORMED_JSON", kind: "BAD_REQUEST" } }],
    });
  });

  it.each([
    [
      "a body that is not a JSON object",
      (h: TestShop["http"]) => h.post("/graphql").set("content-type", "application/json").send('"x"'),
      400,
      "MALFORMED_JSON",
      "BAD_REQUEST",
    ],
    [
      "a batch (a JSON array)",
      (h: TestShop["http"]) => h.post("/graphql").send([{ query: "{ __typename }" }]),
      400,
      "BAD_REQUEST",
      "BAD_REQUEST",
    ],
    [
      "a form's content type",
      (h: TestShop["http"]) => h.post("/graphql").type("form").send({ query: "{ __typename }" }),
      400,
      "BAD_REQUEST",
      "BAD_REQUEST",
    ],
    [
      "a body in an unknown encoding",
      (h: TestShop["http"]) => h.post("/graphql").set("content-type", "application/json").set("content-encoding", "x-zip").send("{}"),
      415,
      "UNSUPPORTED_BODY_ENCODING",
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    [
      "a mutation sent as GET",
      (h: TestShop["http"]) => h.get("/graphql").set("apollo-require-preflight", "1").query({ query: "mutation { __typename }" }),
      405,
      "BAD_REQUEST",
      "BAD_REQUEST",
    ],
    ["PUT", (h: TestShop["http"]) => h.put("/graphql").send({ query: "{ __typename }" }), 405, "BAD_REQUEST", "BAD_REQUEST"],
    [
      "an unknown operation name",
      (h: TestShop["http"]) => h.post("/graphql").send({ query: "query A { __typename } query B { __typename }", operationName: "C" }),
      400,
      "OPERATION_RESOLUTION_FAILURE",
      "BAD_REQUEST",
    ],
    [
      "variables that are not an object",
      (h: TestShop["http"]) => h.post("/graphql").send({ query: "{ __typename }", variables: "x" }),
      400,
      "BAD_REQUEST",
      "BAD_REQUEST",
    ],
    [
      "a spread of a fragment it does not define",
      (h: TestShop["http"]) => h.post("/graphql").send({ query: "{ ...Missing }" }),
      400,
      "GRAPHQL_VALIDATION_FAILED",
      "BAD_REQUEST",
    ],
    [
      "a fragment that spreads itself",
      (h: TestShop["http"]) => h.post("/graphql").send({ query: "{ ...Loop } fragment Loop on Query { ...Loop }" }),
      400,
      "GRAPHQL_VALIDATION_FAILED",
      "BAD_REQUEST",
    ],
    [
      "a variable of the wrong type",
      (h: TestShop["http"]) =>
        h.post("/graphql").send({ query: "query($b: Boolean!) { __typename @include(if: $b) }", variables: { b: "ten" } }),
      400,
      "BAD_USER_INPUT",
      "BAD_USER_INPUT",
    ],
  ])("answers %s in GraphQL's error shape with a code and a kind, never a 500", async (_what, send, status, code, kind) => {
    const res = await send(t.http);
    expect(res.status).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/(graphql-response\+)?json/);
    expect(res.body.errors?.[0]).toMatchObject({ message: expect.any(String), extensions: { code, kind } });
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
      DOCUMENT_LINK_SECRET: "d".repeat(40),
      PAYMENT_SIGNING_SECRET: "y".repeat(40),
    });
    try {
      const res = await prod.gql(graphql(`query LimitsMe { me { id } }`), {}, "garbage");
      expect(res.errors?.[0]).toEqual({
        message: "Invalid token, please log in again",
        locations: expect.any(Array),
        path: ["me"],
        extensions: { code: "UNAUTHENTICATED", kind: "UNAUTHENTICATED" },
      });
      const syntax = await prod.gqlRaw(`{ me { `);
      expect(JSON.stringify(syntax.errors)).not.toMatch(/stacktrace|at .*\.js/);
    } finally {
      await prod.close();
    }
  });
});
