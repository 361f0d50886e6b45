import { createCategory, createProduct, dataUrl, picture, restProductForm, setSoldCount } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";

let t: TestShop;
let admin: string;
let customer: { token: string; id: string };
let totes: { id: string; slug: string };
let wallets: { id: string; slug: string };

/** The catalogue the list tests read: made once, never changed by the tests below. */
const shelf: Record<string, { id: string; slug: string }> = {};

beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
  customer = await t.registerCustomer({ firstName: "Priya", lastName: "Sharma" });
  totes = await createCategory(t, { name: "Tote Bags", description: "Roomy totes" });
  wallets = await createCategory(t, { name: "Wallets", description: "Slim wallets" });
  shelf.canvas = await createProduct(t, totes.id, {
    name: "Canvas Tote",
    pricePaise: 1200_00,
    discountPricePaise: 999_50,
    colors: ["navy"],
    sizes: ["Large"],
    material: "Cotton",
    gender: "female",
    brand: "Kora",
    collection: "Bag's",
    tags: ["tote", "canvas"],
  });
  shelf.denim = await createProduct(t, totes.id, {
    name: "Denim Tote",
    pricePaise: 1800_00,
    colors: ["blue"],
    sizes: ["Medium"],
    material: "Denim",
    gender: "female",
    brand: "Kora",
    collection: "Bag's",
  });
  shelf.jute = await createProduct(t, totes.id, {
    name: "Jute Market Tote",
    pricePaise: 450_00,
    colors: ["cream"],
    sizes: ["Large"],
    material: "Linen",
    gender: "unisex",
    brand: "Haat",
    collection: "Bag's on sale",
  });
  shelf.wallet = await createProduct(t, wallets.id, {
    name: "Leather Bifold Wallet",
    pricePaise: 1500_00,
    colors: ["black"],
    sizes: ["Small"],
    material: "Leather",
    gender: "male",
    brand: "Hide",
    collection: "Wallets",
  });
  shelf.hidden = await createProduct(t, wallets.id, { name: "Unreleased Wallet", pricePaise: 900_00, isPublished: false });
  await setSoldCount(t, shelf.jute.id, 40);
  await setSoldCount(t, shelf.wallet.id, 25);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const names = (products: { name: string }[]) => products.map((p) => p.name);

describe("GET /api/products with its documented query parameters", () => {
  it("answers an array of products in its documented shape, prices in rupees", async () => {
    const res = await t.http.get("/api/products").query({ search: "canvas" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        _id: shelf.canvas.id,
        name: "Canvas Tote",
        slug: "canvas-tote",
        sku: expect.stringMatching(/^BZ-/),
        brand: "Kora",
        collection: "Bag's",
        category: totes.id,
        description: "<p>A roomy backpack for every day.</p>",
        price: 1200,
        discountPrice: 999.5,
        countInStock: 10,
        weight: null,
        sizes: ["Large"],
        colors: ["navy"],
        tags: "tote, canvas",
        material: "Cotton",
        gender: "female",
        dimensions: { length: null, width: null, height: null },
        rating: 0,
        numReviews: 0,
        images: [],
        isPublished: true,
        isFeatured: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        variants: [
          {
            _id: expect.any(String),
            sku: expect.stringMatching(/^BZ-.*-LARGE-NAVY$/),
            size: "Large",
            color: "navy",
            countInStock: 10,
            price: 1200,
            discountPrice: 999.5,
            images: [],
          },
        ],
      },
    ]);
    expect(res.headers["x-total-count"]).toBe("1");
  });

  it.each<[string, Record<string, string>, string[]]>([
    ["category by slug", { category: "tote-bags" }, ["Jute Market Tote", "Denim Tote", "Canvas Tote"]],
    ["collection", { collection: "Bag's on sale" }, ["Jute Market Tote"]],
    [
      "collection 'all' (the all-products page)",
      { collection: "all", sortBy: "priceAsc" },
      ["Jute Market Tote", "Canvas Tote", "Leather Bifold Wallet", "Denim Tote"],
    ],
    ["size", { size: "Large", sortBy: "priceAsc" }, ["Jute Market Tote", "Canvas Tote"]],
    ["color", { color: "navy" }, ["Canvas Tote"]],
    ["several colors, comma-separated", { color: "navy,black", sortBy: "priceDesc" }, ["Leather Bifold Wallet", "Canvas Tote"]],
    ["gender", { gender: "male" }, ["Leather Bifold Wallet"]],
    ["material", { material: "cotton,linen", sortBy: "priceAsc" }, ["Jute Market Tote", "Canvas Tote"]],
    ["brand", { brand: "Kora", sortBy: "priceAsc" }, ["Canvas Tote", "Denim Tote"]],
    [
      "minPrice and maxPrice (the price paid)",
      { minPrice: "900", maxPrice: "1500", sortBy: "priceAsc" },
      ["Canvas Tote", "Leather Bifold Wallet"],
    ],
    ["sortBy priceDesc", { sortBy: "priceDesc" }, ["Denim Tote", "Leather Bifold Wallet", "Canvas Tote", "Jute Market Tote"]],
    ["sortBy popularity", { sortBy: "popularity", limit: "2" }, ["Jute Market Tote", "Leather Bifold Wallet"]],
    ["search with a typo", { search: "walet" }, ["Leather Bifold Wallet"]],
    ["empty filter values, as dropped", { color: "", minPrice: "", sortBy: "priceAsc", limit: "1" }, ["Jute Market Tote"]],
  ])("filters by %s", async (_what, query, expected) => {
    const res = await t.http.get("/api/products").query(query);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
  });

  it("lists unpublished products to an admin only", async () => {
    expect(names((await t.http.get("/api/products").query({ category: wallets.slug })).body)).toEqual(["Leather Bifold Wallet"]);
    expect(names((await t.http.get("/api/products").set(bearer(customer.token)).query({ category: wallets.slug })).body)).toEqual([
      "Leather Bifold Wallet",
    ]);
    const asAdmin = await t.http.get("/api/products").set(bearer(admin)).query({ category: wallets.slug, sortBy: "priceAsc" });
    expect(names(asAdmin.body)).toEqual(["Unreleased Wallet", "Leather Bifold Wallet"]);
  });

  it("pages with limit and page, the whole count in X-Total-Count", async () => {
    const first = await t.http.get("/api/products").query({ sortBy: "priceAsc", limit: "3" });
    const second = await t.http.get("/api/products").query({ sortBy: "priceAsc", limit: "3", page: "2" });
    expect(names(first.body)).toEqual(["Jute Market Tote", "Canvas Tote", "Leather Bifold Wallet"]);
    expect(names(second.body)).toEqual(["Denim Tote"]);
    expect(second.headers["x-total-count"]).toBe("4");
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ minPrice: "cheap" }, "minPrice", "Minimum price must be a number"],
    [{ maxPrice: "-5" }, "maxPrice", "Maximum price cannot be negative"],
    [{ sortBy: "cheapest" }, "sortBy", "sortBy must be one of priceAsc, priceDesc, popularity, newest, rating, relevance"],
    [{ limit: "0" }, "limit", "Page size must be at least 1"],
    [{ limit: "1000" }, "limit", "Page size must be at most 100"],
    [{ limit: "ten" }, "limit", "Limit must be a whole number"],
    [{ color: ["navy", "black"] }, "color", "Color must be given once, as text"],
    [{ search: "x".repeat(201) }, "search", "Search must be at most 200 characters"],
  ])("refuses %p with 400 naming %s", async (query, field, message) => {
    const res = await t.http.get("/api/products").query(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
  });
});

describe("one product and the shelves", () => {
  it("GET /api/products/{id-or-slug} answers the product with its reviews, by id or by slug", async () => {
    const bySlug = await t.http.get(`/api/products/${shelf.denim.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ _id: shelf.denim.id, name: "Denim Tote", price: 1800, discountPrice: null, reviews: [] });
    const byId = await t.http.get(`/api/products/${shelf.denim.id}`);
    expect(byId.body).toEqual(bySlug.body);
  });

  it("answers 404 for an unknown, malformed or unpublished product; an admin finds the unpublished one", async () => {
    for (const key of ["no-such-bag", "00000000-0000-4000-8000-000000000000", "%27%3B--"]) {
      const res = await t.http.get(`/api/products/${key}`);
      expect([res.status, res.body]).toEqual([404, { message: "Product not found", code: "NOT_FOUND", kind: "NOT_FOUND" }]);
    }
    expect((await t.http.get(`/api/products/${shelf.hidden.slug}`)).status).toBe(404);
    expect((await t.http.get(`/api/products/${shelf.hidden.slug}`).set(bearer(customer.token))).status).toBe(404);
    expect((await t.http.get(`/api/products/${shelf.hidden.slug}`).set(bearer(admin))).body).toMatchObject({
      name: "Unreleased Wallet",
      isPublished: false,
    });
  });

  it("GET similar, new-arrivals and best-seller answer lists of products", async () => {
    const similar = await t.http.get(`/api/products/similar/${shelf.canvas.slug}`);
    expect(similar.status).toBe(200);
    expect(names(similar.body).sort()).toEqual(["Denim Tote", "Jute Market Tote"]);
    expect(similar.body[0]).toHaveProperty("_id");
    expect((await t.http.get("/api/products/similar/no-such-bag")).status).toBe(404);

    const newest = await t.http.get("/api/products/new-arrivals");
    expect(names(newest.body)).toEqual(["Leather Bifold Wallet", "Jute Market Tote", "Denim Tote", "Canvas Tote"]);
    expect(names((await t.http.get("/api/products/new-arrivals").query({ limit: "1" })).body)).toEqual(["Leather Bifold Wallet"]);

    const best = await t.http.get("/api/products/best-seller");
    expect(names(best.body).slice(0, 2)).toEqual(["Jute Market Tote", "Leather Bifold Wallet"]);
    expect((await t.http.get("/api/products/best-seller").query({ limit: "x" })).body).toMatchObject({
      field: "limit",
      message: "Limit must be a whole number",
    });
  });
});

describe("admin product CRUD", () => {
  it("POST /api/products takes the form as an older admin client sends it: numbers as text, tags as text, one size, an inline image", async () => {
    const image = dataUrl(await picture("png", 300, 200), "image/png");
    const res = await t.http
      .post("/api/products")
      .set(bearer(admin))
      .send({
        name: "Office Sling",
        category: wallets.id,
        description: "<p>Hands free.</p><script>alert(1)</script>",
        price: "1499.50",
        discountPrice: "",
        countInStock: "7",
        weight: "0.4",
        dimensions: { length: "30", width: "8", height: "20" },
        sizes: "Medium",
        colors: ["Black"],
        tags: "sling, office,  commute",
        material: "polyester",
        gender: "Unisex",
        images: [{ url: image, altText: "The sling, front" }],
        isPublished: true,
      });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      _id: expect.any(String),
      name: "Office Sling",
      slug: "office-sling",
      category: wallets.id,
      description: "<p>Hands free.</p>",
      price: 1499.5,
      discountPrice: null,
      countInStock: 7,
      weight: 0.4,
      dimensions: { length: 30, width: 8, height: 20 },
      sizes: ["Medium"],
      colors: ["black"],
      tags: "sling, office, commute",
      material: "Polyester",
      gender: "unisex",
      images: [{ url: expect.stringMatching(/^\/assets\//), altText: "The sling, front" }],
      isPublished: true,
      isFeatured: false,
    });
    expect((await t.http.get(res.body.images[0].url)).status).toBe(200);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["no name", { name: "" }, "name", "Product name is required"],
    ["no category", { category: undefined }, "category", "Category is required"],
    ["an unknown category", { category: "not-a-category" }, "category", "Category not found"],
    ["no description", { description: "  " }, "description", "Description is required"],
    ["no price", { price: undefined }, "price", "Price is required"],
    ["a price that is not a number", { price: "cheap" }, "price", "Price must be a number"],
    ["a negative price", { price: -1 }, "price", "Price cannot be negative"],
    ["a negative discount price", { discountPrice: "-5" }, "discountPrice", "Discount price cannot be negative"],
    ["no stock", { countInStock: "" }, "countInStock", "Stock is required"],
    ["negative stock", { countInStock: -1 }, "countInStock", "Stock cannot be negative"],
    ["fractional stock", { countInStock: 1.5 }, "countInStock", "Stock must be a whole number"],
    ["a negative weight", { weight: -1 }, "weight", "Weight cannot be negative"],
    ["a negative length", { dimensions: { length: -1 } }, "dimensions.length", "Length cannot be negative"],
    ["dimensions that are not an object", { dimensions: "30x8x20" }, "dimensions", "Dimensions must be an object"],
    ["an unknown size", { sizes: "Huge" }, "sizes", "Size must be one of Small, Medium, Large, XL"],
    ["colors that are not text", { colors: [1] }, "colors", "Colors must be text or a list of text"],
    ["an unknown gender", { gender: "kids" }, "gender", "Gender must be male, female or unisex"],
    ["a rating", { rating: 5 }, "rating", "Rating comes from customers' published reviews and cannot be set"],
    ["a review count", { numReviews: 12 }, "numReviews", "Number of reviews comes from customers' published reviews and cannot be set"],
    ["images that are not a list", { images: "photo.jpg" }, "images", "Images must be a list"],
    ["an image without a url", { images: [{ altText: "x" }] }, "images.0.url", "Image is required"],
    ["published as text", { isPublished: "yes" }, "isPublished", "Published must be true or false"],
  ])("POST /api/products refuses %s with 400", async (_what, change, field, message) => {
    const [{ n: before }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM products`);
    const res = await t.http
      .post("/api/products")
      .set(bearer(admin))
      .send(restProductForm(totes.id, { name: "Invalid Bag", ...change }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
    const [{ n: after }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM products`);
    expect(after).toBe(before);
  });

  it("PUT /api/products/{id} answers the updated product; DELETE answers its id", async () => {
    const bag = await createProduct(t, totes.id, { name: "Old Name Tote" });
    const updated = await t.http
      .put(`/api/products/${bag.id}`)
      .set(bearer(admin))
      .send(restProductForm(totes.id, { name: "New Name Tote", price: 2100 }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: bag.id, name: "New Name Tote", slug: "new-name-tote", price: 2100 });
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await t.http.put(`/api/products/${id}`).set(bearer(admin)).send(restProductForm(totes.id));
      expect([res.status, res.body]).toEqual([404, { message: "Product not found", code: "NOT_FOUND", kind: "NOT_FOUND" }]);
    }

    const deleted = await t.http.delete(`/api/products/${bag.id}`).set(bearer(admin));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: bag.id, _id: bag.id, message: "Product deleted successfully!" });
    expect((await t.http.get(`/api/products/${bag.id}`)).status).toBe(404);
    expect((await t.http.delete(`/api/products/${bag.id}`).set(bearer(admin))).status).toBe(404);
    expect((await t.http.delete(`/api/products/nope`).set(bearer(admin))).status).toBe(404);
  });
});
