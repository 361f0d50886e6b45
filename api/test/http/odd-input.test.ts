import { createProduct as insertProduct } from "../support/catalog-fixtures";
import { createCategory, productForm } from "../support/catalog-admin";
import { ADD_TO_CART, placeCheckoutOk } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/** Input an attacker or a broken client sends: always a 4xx naming what is wrong, never a 500. */
let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

const NUL = "a\u0000b";
const LONE_SURROGATE = "x\ud800@example.com";
const REGISTER = graphql(`mutation OddInputRegister($input: RegisterInput!) { register(input: $input) { token } }`);
const PRODUCTS = graphql(`query OddInputProducts($filter: ProductFilterInput) { products(filter: $filter) { totalCount } }`);

describe("GraphQL variables that do not fit their type", () => {
  it.each([
    [
      "an unknown field",
      { input: { firstName: "A", lastName: "B", email: "a@b.co", password: "secret1", isAdmin: true } },
      REGISTER,
      /Field "isAdmin" is not defined by type "RegisterInput"/,
    ],
    ["a wrong type", { filter: { minPricePaise: "cheap" } }, PRODUCTS, /SafeInt cannot represent non-integer value/],
    ["a missing required variable", {}, REGISTER, /Variable "\$input" of required type "RegisterInput!" was not provided/],
  ])("%s: 400 BAD_USER_INPUT", async (_what, variables, query, message) => {
    const res = await t.http.post("/graphql").send({ query, variables });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(res.body.errors[0].message).toMatch(message);
  });
});

describe("text with a NUL or a lone surrogate", () => {
  it.each(["category", "collection", "size", "color", "gender", "brand", "material", "search", "sortBy"])(
    "REST product filter %s: 400 naming it",
    async (name) => {
      const res = await t.http.get("/api/products").query({ [name]: NUL });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        field: name,
        message: `${name} contains a character that is not allowed (a NUL or an unpaired surrogate)`,
      });
    },
  );

  it("in a REST path parameter and body: 400 naming it", async () => {
    const path = await t.http.get(`/api/products/${encodeURIComponent(NUL)}`);
    expect(path.status).toBe(400);
    expect(path.body.field).toBe("id");
    const body = await t.http
      .post("/api/auth/register")
      .send({ firstName: "A", lastName: "B", email: LONE_SURROGATE, password: "secret123" });
    expect(body.status).toBe(400);
    expect(body.body.field).toBe("email");
  });

  it.each([
    ["a filter variable", PRODUCTS, { filter: { search: NUL } }, "filter.search"],
    ["a list inside a variable", PRODUCTS, { filter: { colors: ["red", NUL] } }, "filter.colors[1]"],
    [
      "a registration email with a lone surrogate",
      REGISTER,
      { input: { firstName: "A", lastName: "B", email: LONE_SURROGATE, password: "secret1" } },
      "input.email",
    ],
  ])("GraphQL %s: 400 BAD_USER_INPUT naming it", async (_what, query, variables, field) => {
    const res = await t.http.post("/graphql").send({ query, variables });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field } });
  });

  it("in an inline argument: 400 naming it, nothing run", async () => {
    const res = await t.http.post("/graphql").send({ query: `{ product(idOrSlug: "x\\u0000y") { id } }` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.field).toBe("idOrSlug");
  });
});

describe("large amounts", () => {
  it("a bag past Rs. 2.1 crore is priced, checked out and stored exactly", async () => {
    const product = await insertProduct(t.dataSource, { pricePaise: 1_00_00_000_00, countInStock: 999 }); // Rs. 1 crore
    const customer = await t.registerCustomer();
    const cart = (
      await t.gqlOk(ADD_TO_CART, { input: { productId: product.id, size: "Medium", color: "Black", quantity: 999 } }, customer.token)
    ).addToCart;
    expect(cart.totals.total).toEqual({ paise: 999_00_00_000_00, amount: "9990000000.00", formatted: "Rs. 9,99,00,00,000.00" });

    const checkout = await placeCheckoutOk(t, customer.token);
    const order = (
      await t.gqlOk(
        graphql(`query OddInputOrder($id: ID!) { order(id: $id) { totals { total { paise } } } }`),
        { id: checkout.orderId },
        customer.token,
      )
    ).order;
    expect(order.totals.total.paise).toBe(999_00_00_000_00);
  });

  it("refuses a price or a filter above the documented maximum with a clear message", async () => {
    const admin = await t.adminToken();
    const category = await createCategory(t);
    const tooDear = await t.gql(
      graphql(`mutation OddInputCreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }`),
      { input: productForm(category.id, { pricePaise: 1_000_000_001 }) },
      admin,
    );
    expect(tooDear.errors?.[0]).toMatchObject({
      message: "Price can be at most Rs. 1,00,00,000",
      extensions: { code: "BAD_USER_INPUT", field: "pricePaise" },
    });
    const filter = await t.http.get("/api/products").query({ maxPrice: "100000000000000000000" });
    expect(filter.status).toBe(400);
    expect(filter.body.message).toBe("Maximum price can be at most Rs. 1,00,00,000");
  });
});
