import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/** What a production API tells strangers about itself, and how much one request may ask for. */
const PRODUCTION = {
  NODE_ENV: "production",
  JWT_SECRET: "x".repeat(40),
  DOCUMENT_LINK_SECRET: "d".repeat(40),
  PAYMENT_SIGNING_SECRET: "y".repeat(40),
  PAYMENT_SIMULATOR: "allow",
};
const INTROSPECTION = graphql(`query ProductionGraphqlIntrospection { __schema { queryType { name } } }`);
const TYPE_LOOKUP = graphql(`query ProductionGraphqlTypeLookup { __type(name: "Product") { name } }`);
/** A misspelt field: the schema refuses it, so it is sent as raw text. */
const TYPO = `{ produts { totalCount } }`;
const aliasedLookups = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `p${i}: product(idOrSlug: "none-${i}") { id }`).join(" ")} }`;

describe("GraphQL in production", () => {
  let t: TestShop;
  let customer: string;
  beforeAll(async () => {
    t = await startTestShop(PRODUCTION);
    customer = (await t.registerCustomer()).token;
  });
  afterAll(() => t.close());

  it.each([
    ["anonymous", INTROSPECTION],
    ["anonymous", TYPE_LOOKUP],
    ["a customer", INTROSPECTION],
  ])("refuses introspection for %s", async (who, query) => {
    const res = await t.gql(query, {}, who === "a customer" ? customer : undefined);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: "Introspection is turned off on this server.",
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
    expect(res.data).toBeUndefined();
  });

  it("lets an admin introspect", async () => {
    expect((await t.gqlOk(INTROSPECTION, {}, await t.adminToken())).__schema.queryType.name).toBe("Query");
  });

  it("suggests no field names to anonymous callers and customers, only to admins", async () => {
    for (const token of [undefined, customer]) {
      const res = await t.gqlRaw(TYPO, {}, token);
      expect(res.errors?.[0].message).toBe('Cannot query field "produts" on type "Query".');
    }
    const admin = await t.gqlRaw(TYPO, {}, await t.adminToken());
    expect(admin.errors?.[0].message).toMatch(/Did you mean "products"/);
  });

  it("refuses 1,000 aliased product lookups before running any, and more than 50 aliases at all", async () => {
    for (const n of [51, 1000]) {
      const res = await t.gqlRaw(aliasedLookups(n));
      expect(res.status).toBe(400);
      expect(res.errors?.[0].message).toBe("Too many aliases: at most 50 in one operation.");
      expect(res.data).toBeUndefined();
    }
    const fifty = await t.gqlRaw(aliasedLookups(50));
    expect(fifty.status).toBe(200);
  });
});

describe("GraphQL in production with introspection opened and aliases allowed", () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop({ ...PRODUCTION, GRAPHQL_INTROSPECTION: "true", GRAPHQL_MAX_ALIASES: "5000" });
  });
  afterAll(() => t.close());

  it("GRAPHQL_INTROSPECTION=true opens introspection to everyone", async () => {
    expect((await t.gqlOk(INTROSPECTION)).__schema.queryType.name).toBe("Query");
  });

  it("each lookup costs more than a field, so 1,000 of them are over the cost limit (1,000 x (10 + 1))", async () => {
    const res = await t.gqlRaw(aliasedLookups(1000));
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: "QUERY_TOO_COMPLEX" } });
    expect(res.errors?.[0].message).toBe(
      "Query is too complex: its cost is 11000, the limit is 2000. Ask for fewer fields or smaller pages.",
    );
  });
});
