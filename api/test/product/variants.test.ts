import { createCategory } from "../support/catalog-admin";
import { addToCart, placeCheckout, shownTotal } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/** Variants through the public API: the admin grid, stock per size and colour, prices, filters, REST. */

const CREATE = graphql(
  `mutation VariantsCreate($input: ProductInput!) { createProduct(input: $input) { id slug countInStock sizes colors variants { id sku size color countInStock price { paise } unitPrice { paise } priceOverride { paise } images { url } } } }`,
);
const UPDATE = graphql(
  `mutation VariantsUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id countInStock sizes colors variants { id sku size color countInStock } } }`,
);
const SET_STATUS = graphql(
  `mutation VariantsSetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }`,
);
const ORDER = graphql(`query VariantsOrder($id: ID!) { order(id: $id) { items { variantId sku size color price { paise } quantity } } }`);
const CART = graphql(`query VariantsCart { cart { lines { variantId sku size color unitPrice { paise } inStock problem } } }`);

let t: TestShop;
let category: string;
let admin: string;

beforeAll(async () => {
  t = await startTestShop();
  category = (await createCategory(t, { name: "Variant Bags" })).id;
  admin = await t.adminToken();
});
afterAll(() => t.close());

/** A messenger bag in Small and Large, black and navy: Small navy is not sold, Large navy is sold out, Large black costs more. */
async function messenger(name: string) {
  const input = {
    name,
    category,
    description: "<p>A messenger bag</p>",
    pricePaise: 1000_00,
    countInStock: 0,
    sizes: ["Small", "Large"],
    colors: ["black", "navy"],
    isPublished: true,
    variants: [
      { size: "Small", color: "black", countInStock: 3 },
      { size: "Large", color: "black", countInStock: 5, pricePaise: 1500_00, sku: `${name.replace(/\W/g, "")}-LB` },
      { size: "Large", color: "navy", countInStock: 0 },
    ],
  };
  return (await t.gqlOk(CREATE, { input }, admin)).createProduct;
}

const variantStock = async (productId: string) =>
  Object.fromEntries(
    (await t.dataSource.query(`SELECT size, color, count_in_stock FROM product_variants WHERE product_id = $1`, [productId])).map(
      (r: { size: string; color: string; count_in_stock: number }) => [`${r.size} ${r.color}`, r.count_in_stock],
    ),
  );

describe("the admin's variant grid", () => {
  it("creates one variant per enabled size and colour with its own SKU, stock and price; the product's stock is their sum", async () => {
    const p = await messenger("Grid Messenger");
    expect(p.countInStock).toBe(8);
    expect(p.sizes).toEqual(["Small", "Large"]);
    expect(p.colors).toEqual(["black", "navy"]);
    expect(p.variants).toEqual([
      expect.objectContaining({
        size: "Small",
        color: "black",
        countInStock: 3,
        sku: expect.stringMatching(/-SMALL-BLACK$/),
        unitPrice: { paise: 1000_00 },
        priceOverride: null,
      }),
      expect.objectContaining({
        size: "Large",
        color: "black",
        countInStock: 5,
        sku: "GridMessenger-LB",
        unitPrice: { paise: 1500_00 },
        priceOverride: { paise: 1500_00 },
      }),
      expect.objectContaining({ size: "Large", color: "navy", countInStock: 0 }),
    ]);
  });

  it("refuses a variant in a colour the product does not list, a repeated cell and a duplicate SKU, writing nothing", async () => {
    const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM product_variants`))[0].n;
    const base = {
      name: "Bad Grid",
      category,
      description: "<p>x</p>",
      pricePaise: 100_00,
      countInStock: 0,
      sizes: ["Small"],
      colors: ["black"],
      isPublished: true,
    };
    const wrong = await t.gql(CREATE, { input: { ...base, variants: [{ size: "Small", color: "red", countInStock: 1 }] } }, admin);
    expect(wrong.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: [{ field: "variants.0.color", message: "Add red to the product's colors first" }],
    });
    const twice = await t.gql(
      CREATE,
      {
        input: {
          ...base,
          variants: [
            { size: "Small", color: "black", countInStock: 1 },
            { size: "small", color: "Black", countInStock: 2 },
          ],
        },
      },
      admin,
    );
    expect(twice.errors?.[0].extensions?.fields?.[0]).toMatchObject({ field: "variants.1" });
    const taken = await t.gql(
      CREATE,
      { input: { ...base, variants: [{ size: "Small", color: "black", countInStock: 1, sku: "GridMessenger-LB" }] } },
      admin,
    );
    expect(taken.errors?.[0].extensions?.fields?.[0]).toMatchObject({
      field: "variants",
      message: "Another variant already has one of these SKUs",
    });
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM product_variants`))[0].n).toBe(before);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM products WHERE name = 'Bad Grid'`))[0].n).toBe(0);
  });

  it("editing keeps the variants still sold (their ids, so bags keep them) and drops the others", async () => {
    const p = await messenger("Edited Messenger");
    const input = {
      name: "Edited Messenger",
      category,
      description: "<p>x</p>",
      pricePaise: 1000_00,
      countInStock: 0,
      sizes: ["Small", "Large"],
      colors: ["black"],
      isPublished: true,
      variants: [
        { size: "Small", color: "black", countInStock: 7 },
        { size: "Large", color: "black", countInStock: 1 },
      ],
    };
    const edited = (await t.gqlOk(UPDATE, { id: p.id, input }, admin)).updateProduct;
    expect(edited.countInStock).toBe(8);
    expect(edited.colors).toEqual(["black"]);
    expect(edited.variants.map((v: { id: string }) => v.id)).toEqual(p.variants.slice(0, 2).map((v: { id: string }) => v.id));
  });

  it("offers every colour the catalogue and filters use, navy included, from one list", async () => {
    const { productOptions } = await t.gqlOk(graphql(`query VariantsProductOptions { productOptions { sizes colors materials } }`));
    expect(productOptions.colors).toEqual(["red", "blue", "black", "green", "yellow", "gray", "white", "pink", "cream", "navy"]);
    expect(productOptions.sizes).toEqual(["Small", "Medium", "Large", "XL"]);
  });
});

describe("stock per variant", () => {
  it("says how many of that size and colour are left, refuses sold-out and unsold combinations, and prices the variant", async () => {
    const p = await messenger("Bagged Messenger");
    const customer = await t.registerCustomer();
    const tooMany = await t.gql(
      graphql(`mutation VariantsAddToCart($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }`),
      { input: { productId: p.id, size: "Small", color: "black", quantity: 4 } },
      customer.token,
    );
    expect(tooMany.errors?.[0]).toMatchObject({
      message: "Only 3 left in stock in Small, black",
      extensions: { code: "OUT_OF_STOCK", kind: "CONFLICT", unitsLeft: 3 },
    });
    const soldOut = await t.gql(
      graphql(`mutation VariantsAddToCart2($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }`),
      { input: { productId: p.id, size: "Large", color: "navy" } },
      customer.token,
    );
    expect(soldOut.errors?.[0]).toMatchObject({ message: "Out of stock in Large, navy" });
    const unsold = await t.gql(
      graphql(`mutation VariantsAddToCart3($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }`),
      { input: { productId: p.id, size: "Small", color: "navy" } },
      customer.token,
    );
    expect(unsold.errors?.[0].extensions?.fields?.[0]).toMatchObject({ message: "This product is not available in Small, navy" });

    await addToCart(t, customer, p.id, { size: "large", color: "Black", quantity: 2 });
    const large = p.variants[1];
    expect((await t.gqlOk(CART, {}, customer.token)).cart.lines).toEqual([
      { variantId: large.id, sku: large.sku, size: "Large", color: "black", unitPrice: { paise: 1500_00 }, inStock: 5, problem: null },
    ]);
  });

  it("20 concurrent checkouts of a variant with 5 in stock give exactly 5 orders; the product's other variants are untouched", async () => {
    const p = await messenger("Raced Messenger");
    const customers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const c = await t.registerCustomer();
        await addToCart(t, c, p.id, { size: "Large", color: "black" });
        return c;
      }),
    );
    const totals = await Promise.all(customers.map((c) => shownTotal(t, c.token)));
    const results = await Promise.all(customers.map((c, i) => placeCheckout(t, c.token, { expectedTotalPaise: totals[i] })));
    const placed = results.filter((r) => !r.errors);
    expect(placed).toHaveLength(5);
    for (const r of results.filter((r) => r.errors)) {
      expect(r.errors?.[0]).toMatchObject({
        message: "Raced Messenger: Out of stock in Large, black",
        extensions: { code: "OUT_OF_STOCK", kind: "CONFLICT", unitsLeft: 0 },
      });
    }
    expect(await variantStock(p.id)).toEqual({ "Small black": 3, "Large black": 0, "Large navy": 0 });
    const [{ count_in_stock }] = await t.dataSource.query(`SELECT count_in_stock FROM products WHERE id = $1`, [p.id]);
    expect(count_in_stock).toBe(3);

    // Orders snapshot the variant's SKU, options and price; cancelling gives its stock back to it.
    const orderId = placed[0].data!.createCheckout.orderId!; // cash on delivery: the order comes with the checkout
    const [item] = (await t.gqlOk(ORDER, { id: orderId }, admin)).order.items;
    expect(item).toEqual({
      variantId: p.variants[1].id,
      sku: p.variants[1].sku,
      size: "Large",
      color: "black",
      price: { paise: 1500_00 },
      quantity: 1,
    });
    await t.gqlOk(SET_STATUS, { id: orderId, status: "CANCELLED" }, admin);
    expect(await variantStock(p.id)).toEqual({ "Small black": 3, "Large black": 1, "Large navy": 0 });
  });

  it("an unpaid UPI checkout holds the variant's stock, and gives it back to that variant when it fails", async () => {
    const p = await messenger("Held Messenger");
    const c = await t.registerCustomer();
    await addToCart(t, c, p.id, { size: "Small", color: "black", quantity: 2 });
    const res = await placeCheckout(t, c.token, { paymentMethod: "UPI" });
    expect(res.errors).toBeUndefined();
    expect(await variantStock(p.id)).toMatchObject({ "Small black": 1, "Large black": 5 });
    // Checking out again abandons the unpaid checkout: its stock comes back to Small black.
    await placeCheckout(t, c.token, { paymentMethod: "UPI" });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM checkouts WHERE user_id = $1 AND status = 'expired'`, [c.id]);
    expect(n).toBe(1);
    expect(await variantStock(p.id)).toMatchObject({ "Small black": 1, "Large black": 5 });
  });
});

describe("filters", () => {
  it("count products with an in-stock variant of the chosen size and colour, both in one variant", async () => {
    const p = await messenger("Filtered Messenger");
    const FILTER = graphql(
      `query VariantsFilter($f: ProductFilterInput) { products(filter: $f) { nodes { id } facets { colors { value count } sizes { value count } } } }`,
    );
    const ids = async (f: Record<string, unknown>) =>
      (await t.gqlOk(FILTER, { f: { category, ...f } })).products.nodes.map((i: { id: string }) => i.id);
    expect(await ids({ colors: ["black"], sizes: ["Large"] })).toContain(p.id);
    // Navy is listed but its only variant is sold out; Small comes in black only.
    expect(await ids({ colors: ["navy"] })).not.toContain(p.id);
    expect(await ids({ colors: ["black"], sizes: ["Small"] })).toContain(p.id);
    // With Small chosen, colours count products with an in-stock Small variant of that colour:
    // every messenger here has Small black in stock, none sells Small navy.
    const facets = (await t.gqlOk(FILTER, { f: { category, sizes: ["Small"] } })).products.facets;
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM products WHERE category_id = $1`, [category]);
    expect(facets.colors).toEqual([{ value: "black", count: n }]);
  });
});

describe("REST", () => {
  it("keeps the documented REST product with countInStock the sum, adds variants, and splits a PUT's stock over sizes and colours", async () => {
    const p = await messenger("Rest Messenger");
    const got = await t.http.get(`/api/products/${p.id}`).expect(200);
    expect(got.body).toMatchObject({ _id: p.id, countInStock: 8, sizes: ["Small", "Large"], colors: ["black", "navy"] });
    expect(got.body.variants).toHaveLength(3);
    expect(got.body.variants[1]).toMatchObject({ size: "Large", color: "black", countInStock: 5, price: 1500 });

    // What a client sends back is the form: not the product's id, dates, reviews, or the rating its reviews make.
    const { variants: _v, reviews: _r, _id, createdAt: _c, updatedAt: _u, slug: _s, rating: _ra, numReviews: _n, ...form } = got.body;
    const put = await t.http
      .put(`/api/products/${p.id}`)
      .set("Authorization", `Bearer ${admin}`)
      .send({ ...form, colors: ["black", "navy", "cream"], countInStock: 20 })
      .expect(200);
    expect(put.body.countInStock).toBe(20);
    expect(
      put.body.variants.map((v: { size: string; color: string; countInStock: number }) => `${v.size} ${v.color} ${v.countInStock}`),
    ).toEqual(["Small black 4", "Small navy 4", "Small cream 3", "Large black 3", "Large navy 3", "Large cream 3"]);
    // The variant already there keeps its SKU and price.
    expect(put.body.variants[3]).toMatchObject({ sku: "RestMessenger-LB", price: 1500 });
  });
});
