import { type GraphQLEnumType, type GraphQLObjectType } from "graphql";
import { ERROR_CODES, ERROR_KINDS } from "../../src/common/errors";
import { buildShopSchema } from "../../src/shop/schema";
import { createProduct } from "../support/catalog-fixtures";
import { ADD_TO_CART, ADDRESS, CREATE_COUPON, customerWithBag, GET_CART, newGuestId } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("the error catalogue in the schema", () => {
  it("lists every code and kind the shop defines, each one described", async () => {
    const schema = await buildShopSchema();
    const codes = schema.getType("ErrorCode") as GraphQLEnumType;
    const kinds = schema.getType("ErrorKind") as GraphQLEnumType;
    expect(
      codes
        .getValues()
        .map((v) => v.name)
        .sort(),
    ).toEqual(Object.keys(ERROR_CODES).sort());
    expect(
      kinds
        .getValues()
        .map((v) => v.name)
        .sort(),
    ).toEqual(Object.keys(ERROR_KINDS).sort());
    const undescribed = [...codes.getValues(), ...kinds.getValues()]
      .filter((v) => !v.description || v.description.trim().length < 20)
      .map((v) => v.name);
    expect(undescribed).toEqual([]);
    const extensions = schema.getType("ErrorExtensions") as GraphQLObjectType;
    const fields = Object.values(extensions.getFields());
    expect(fields.filter((f) => !f.description).map((f) => f.name)).toEqual([]);
    expect(String(extensions.getFields().code.type)).toBe("ErrorCode!");
  });
});

describe("a refusal carries its own code and the data a client needs", () => {
  it("OUT_OF_STOCK names the product, the variant and the units left, in GraphQL and REST", async () => {
    const tote = await createProduct(t.dataSource, { name: "Few Left Tote", countInStock: 2 });
    const guestId = newGuestId();
    const added = await t.gqlOk(ADD_TO_CART, { input: { guestId, productId: tote.id, size: "Medium", color: "Black", quantity: 1 } });
    const variantId = (
      await t.gqlOk(graphql(`query ErrorCodesCart($g: String) { cart(guestId: $g) { lines { variantId } } }`), { g: guestId })
    ).cart.lines[0].variantId;
    expect(added.addToCart.itemCount).toBe(1);

    const more = await t.gql(ADD_TO_CART, { input: { guestId, productId: tote.id, size: "Medium", color: "Black", quantity: 2 } });
    expect(more.errors?.[0]).toEqual(
      expect.objectContaining({
        message: "Only 2 left in stock in Medium, Black",
        extensions: { code: "OUT_OF_STOCK", kind: "CONFLICT", productId: tote.id, variantId, unitsLeft: 2 },
      }),
    );
    const rest = await t.http.post("/api/cart").send({ guestId, productId: tote.id, size: "Medium", color: "Black", quantity: 2 });
    expect([rest.status, rest.body]).toEqual([
      409,
      {
        message: "Only 2 left in stock in Medium, Black",
        code: "OUT_OF_STOCK",
        kind: "CONFLICT",
        productId: tote.id,
        variantId,
        unitsLeft: 2,
      },
    ]);

    // A bag line that can no longer be bought says so with the same code.
    await t.dataSource.query(`UPDATE product_variants SET count_in_stock = 0 WHERE id = $1`, [variantId]);
    const bag = (
      await t.gqlOk(graphql(`query ErrorCodesCart2($g: String) { cart(guestId: $g) { lines { problem problemCode } } }`), { g: guestId })
    ).cart;
    expect(bag.lines).toEqual([{ problem: "Out of stock in Medium, Black", problemCode: "OUT_OF_STOCK" }]);
  });

  it("PRICES_CHANGED gives the new total beside the one the client expected (REST checkout)", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 1500_00 });
    const customer = await customerWithBag(t, bag.id);
    const res = await t.http
      .post("/api/checkout")
      .set(bearer(customer.token))
      .send({ shippingInfo: ADDRESS, paymentMethod: "COD", totalPrice: 1400 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "PRICES_CHANGED",
      kind: "CONFLICT",
      total: { paise: 1500_00, amount: "1500.00", currency: "INR" },
      expectedTotal: { paise: 1400_00 },
    });
  });

  it("an unknown coupon and a switched-off one are told apart, in GraphQL and REST", async () => {
    const admin = await t.adminToken();
    await t.gqlOk(CREATE_COUPON, { input: { code: "SLEEPY", percentOff: 10, active: false } }, admin);
    const product = await createProduct(t.dataSource);
    const customer = await customerWithBag(t, product.id);
    const check = (code: string) =>
      t.gql(
        graphql(`query ErrorCodesCheckCoupon($c: String!) { checkCoupon(code: $c) { discount { paise } } }`),
        { c: code },
        customer.token,
      );
    expect((await check("NOSUCH")).errors?.[0].extensions).toMatchObject({
      code: "COUPON_NOT_FOUND",
      kind: "BAD_USER_INPUT",
      field: "code",
    });
    expect((await check("SLEEPY")).errors?.[0].extensions).toMatchObject({
      code: "COUPON_INACTIVE",
      kind: "BAD_USER_INPUT",
      field: "code",
    });

    const restCheck = (code: string) => t.http.post("/api/coupons/check").set(bearer(customer.token)).send({ code });
    const unknown = await restCheck("NOSUCH");
    const inactive = await restCheck("SLEEPY");
    expect([unknown.status, unknown.body]).toEqual([
      400,
      expect.objectContaining({ message: "Invalid coupon code", code: "COUPON_NOT_FOUND", kind: "BAD_USER_INPUT", field: "code" }),
    ]);
    expect([inactive.status, inactive.body]).toEqual([
      400,
      expect.objectContaining({ message: "This coupon is no longer active", code: "COUPON_INACTIVE", field: "code" }),
    ]);
  });

  it("plain bad input keeps BAD_USER_INPUT with its fields; REST answers carry the code beside message and errors", async () => {
    const res = await t.http
      .post("/api/cart")
      .send({ guestId: newGuestId(), productId: "00000000-0000-4000-8000-000000000000", quantity: 0 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: expect.any(String),
      code: "BAD_USER_INPUT",
      kind: "BAD_USER_INPUT",
      field: expect.any(String),
      errors: expect.any(Array),
    });
  });
});

describe("single lookups answer null when nothing is found", () => {
  it("does not blank the rest of the response", async () => {
    const res = await t.gql(
      graphql(
        `query ErrorCodesCategories { categories { nodes { id } } product(idOrSlug: "nope") { id } category(idOrSlug: "nope") { id } }`,
      ),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ categories: { nodes: expect.any(Array) }, product: null, category: null });
  });

  it("answers null to a customer for another's order or checkout and for unknown ids; an admin's coupon and import lookups too", async () => {
    const customer = await t.registerCustomer();
    const admin = await t.adminToken();
    const missing = "00000000-0000-4000-8000-000000000000";
    const mine = await t.gqlOk(
      graphql(`query ErrorCodesOrder($id: ID!) { order(id: $id) { id } checkout(id: $id) { id } }`),
      { id: missing },
      customer.token,
    );
    expect(mine).toEqual({ order: null, checkout: null });
    const adminLookups = await t.gqlOk(
      graphql(`query ErrorCodesCoupon($id: ID!) { coupon(id: $id) { id } catalogImport(id: $id) { id } }`),
      { id: missing },
      admin,
    );
    expect(adminLookups).toEqual({ coupon: null, catalogImport: null });
    // Who may look is still enforced: a guest is not told null, but to sign in.
    expect(
      (await t.gql(graphql(`query ErrorCodesOrder2($id: ID!) { order(id: $id) { id } }`), { id: missing })).errors?.[0].extensions?.code,
    ).toBe("UNAUTHENTICATED");
  });

  it("REST keeps its 404", async () => {
    const res = await t.http.get("/api/products/nope");
    expect([res.status, res.body]).toEqual([404, { message: "Product not found", code: "NOT_FOUND", kind: "NOT_FOUND" }]);
  });
});

describe("createCart", () => {
  const CREATE_CART = graphql(`mutation ErrorCodesCreateCart{ createCart { guestId cart { itemCount } } }`);

  it("issues an opaque guest id that keys a new, empty bag, different every time", async () => {
    const first = (await t.gqlOk(CREATE_CART)).createCart;
    const second = (await t.gqlOk(CREATE_CART)).createCart;
    expect(first.guestId).toMatch(/^gc_[A-Za-z0-9_-]{32}$/);
    expect(second.guestId).not.toBe(first.guestId);
    expect(first.cart).toEqual({ itemCount: 0 });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int FROM carts WHERE guest_id = $1`, [first.guestId]);
    expect(count).toBe(1);
  });

  it("the issued id works in GraphQL and on the REST paths, beside the older client-made format", async () => {
    const tote = await createProduct(t.dataSource, { name: "Issued Tote" });
    const { guestId } = (await t.gqlOk(CREATE_CART)).createCart;
    await t.gqlOk(ADD_TO_CART, { input: { guestId, productId: tote.id, size: "Medium", color: "Black" } });
    const viaRest = await t.http.get("/api/cart").query({ guestId });
    expect(viaRest.body.products.map((p: { name: string }) => p.name)).toEqual(["Issued Tote"]);

    const oldStyle = newGuestId();
    const added = await t.http.post("/api/cart").send({ guestId: oldStyle, productId: tote.id, size: "Medium", color: "Black" });
    expect(added.status).toBe(200);
    expect((await t.gqlOk(GET_CART, { guestId: oldStyle })).cart.itemCount).toBe(1);
  });

  it("refuses an id in neither format with INVALID_GUEST_ID, in GraphQL and REST", async () => {
    const res = await t.gql(GET_CART, { guestId: "gc_not-issued" });
    expect(res.errors?.[0].extensions).toMatchObject({ code: "INVALID_GUEST_ID", kind: "BAD_USER_INPUT", field: "guestId" });
    const rest = await t.http.get("/api/cart").query({ guestId: "guest_123" });
    expect([rest.status, rest.body.code]).toEqual([400, "INVALID_GUEST_ID"]);
  });
});
