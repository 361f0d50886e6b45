import { createCategory, createProduct, productForm, setReviewScore } from "../support/catalog-admin";
import { productFormOf } from "../../src/modules/product/product-form";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const CREATE = graphql(`mutation CatalogAdminCreate($input: ProductInput!) { createProduct(input: $input) {
  id slug sku name brand collection description countInStock weight sizes colors tags material gender rating numReviews
  isPublished isFeatured price { amount } discountPrice { amount } dimensions { length width height } category { name }
} }`);
const UPDATE = graphql(
  `mutation CatalogAdminUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id slug name sku rating numReviews description price { amount } } }`,
);
const DELETE = graphql(`mutation CatalogAdminDelete($id: ID!) { deleteProduct(id: $id) { id } }`);

let t: TestShop;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
  categoryId = (await createCategory(t, { name: "Tote Bags" })).id;
});
afterAll(() => t.close());

const productCount = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM products`))[0].n as number;

describe("creating a product", () => {
  it("stores every field of the form, in canonical spellings, and answers money in rupees", async () => {
    const input = productForm(categoryId, {
      name: "  Classic Canvas Tote! ",
      sku: "TOTE-001",
      brand: "Kora Craft",
      collection: "Bag's",
      description: "<p>A <strong>sturdy</strong> tote.</p>",
      pricePaise: 1499_50,
      discountPricePaise: 1199_00,
      countInStock: 25,
      weight: 0.6,
      dimensions: { length: 40, width: 12, height: 35.5 },
      sizes: ["large", "Small"],
      colors: ["Cream", "NAVY"],
      tags: ["tote", " shopping ", "tote", ""],
      material: "cotton",
      gender: "Female",
      isFeatured: true,
    });
    const { createProduct: p } = await t.gqlOk(CREATE, { input }, admin);
    expect(p).toMatchObject({
      slug: "classic-canvas-tote",
      sku: "TOTE-001",
      name: "Classic Canvas Tote!",
      brand: "Kora Craft",
      collection: "Bag's",
      description: "<p>A <strong>sturdy</strong> tote.</p>",
      countInStock: 25,
      weight: 0.6,
      sizes: ["Large", "Small"],
      colors: ["cream", "navy"],
      tags: ["tote", "shopping"],
      material: "Cotton",
      gender: "female",
      // No one has reviewed it yet: the rating is the reviews'.
      rating: 0,
      numReviews: 0,
      isPublished: true,
      isFeatured: true,
      price: { amount: "1499.50" },
      discountPrice: { amount: "1199.00" },
      dimensions: { length: 40, width: 12, height: 35.5 },
      category: { name: "Tote Bags" },
    });
    const [row] = await t.dataSource.query(`SELECT price_paise, discount_price_paise, effective_price_paise FROM products WHERE id = $1`, [
      p.id,
    ]);
    expect(row).toEqual({ price_paise: 149950, discount_price_paise: 119900, effective_price_paise: 119900 });
  });

  it("generates a SKU when none is given, and refuses a SKU already in use", async () => {
    const generated = await createProduct(t, categoryId, { name: "Generated SKU Bag" });
    expect(generated.sku).toMatch(/^BZ-[0-9A-F]{8}$/);
    const before = await productCount();
    const res = await t.gql(CREATE, { input: productForm(categoryId, { name: "Copy", sku: "TOTE-001" }) }, admin);
    expect(res.errors?.[0]).toMatchObject({
      message: "A product with this SKU already exists",
      extensions: { code: "BAD_USER_INPUT", field: "sku" },
    });
    expect(await productCount()).toBe(before);
  });

  it("gives a clashing name the next free slug: -2, -3", async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await createProduct(t, categoryId, { name: "Weekend Duffle" })).slug);
    expect(slugs).toEqual(["weekend-duffle", "weekend-duffle-2", "weekend-duffle-3"]);
  });

  it("gives concurrent creates of one name different slugs", async () => {
    const created = await Promise.all([1, 2, 3, 4].map(() => createProduct(t, categoryId, { name: "Rush Hour Sling" })));
    expect(created.map((p) => p.slug).sort()).toEqual(["rush-hour-sling", "rush-hour-sling-2", "rush-hour-sling-3", "rush-hour-sling-4"]);
  });

  it("builds the slug as the form does: lowercase, spaces to hyphens, other characters removed", async () => {
    expect((await createProduct(t, categoryId, { name: "Men's Café Wallet (Brown) 2.0" })).slug).toBe("mens-cafe-wallet-brown-20");
    expect((await createProduct(t, categoryId, { name: "!!!" })).slug).toBe("product");
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["no name", { name: "" }, "name", "Product name is required"],
    ["a blank name", { name: "   " }, "name", "Product name is required"],
    ["an unknown category", { category: "9b2f7d0e-1111-4222-8333-944445555666" }, "category", "Category not found"],
    ["no description", { description: "" }, "description", "Description is required"],
    ["a description with nothing readable", { description: "<script>alert(1)</script>" }, "description", "Description is required"],
    ["a negative price", { pricePaise: -1_00 }, "pricePaise", "Price cannot be negative"],
    ["a price above a crore", { pricePaise: 1_000_000_001 }, "pricePaise", "Price can be at most Rs. 1,00,00,000"],
    ["a negative discount price", { discountPricePaise: -5_00 }, "discountPricePaise", "Discount price cannot be negative"],
    [
      "a discount price not below the price",
      { discountPricePaise: 1999_00 },
      "discountPricePaise",
      "Discount price must be less than the price",
    ],
    ["negative stock", { countInStock: -1 }, "countInStock", "Stock cannot be negative"],
    ["a negative weight", { weight: -0.1 }, "weight", "Weight cannot be negative"],
    ["a negative length", { dimensions: { length: -1 } }, "dimensions.length", "Length cannot be negative"],
    ["a negative width", { dimensions: { width: -1 } }, "dimensions.width", "Width cannot be negative"],
    ["a negative height", { dimensions: { height: -1 } }, "dimensions.height", "Height cannot be negative"],
    ["an unknown size", { sizes: ["Huge"] }, "sizes", "Size must be one of Small, Medium, Large, XL"],
    [
      "an unknown colour",
      { colors: ["purple"] },
      "colors",
      "Color must be one of red, blue, black, green, yellow, gray, white, pink, cream, navy",
    ],
    ["an unknown gender", { gender: "kids" }, "gender", "Gender must be male, female or unisex"],
    ["an image without a URL", { images: [{ url: "", altText: "x" }] }, "images.0.url", "Image is required"],
  ])("refuses %s with the form's message and writes nothing", async (_, change, field, message) => {
    const before = await productCount();
    const res = await t.gql(CREATE, { input: productForm(categoryId, { name: "Invalid Bag", ...change }) }, admin);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect(res.data).toBeNull();
    expect(await productCount()).toBe(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["a missing name", { name: null }, "name"],
    ["no category", { category: null }, "category"],
    ["no price", { pricePaise: null }, "pricePaise"],
    ["a fraction of a paisa", { pricePaise: 1999_00.5 }, "pricePaise"],
    [
      "a fraction of a paisa in a variant",
      { variants: [{ size: "Medium", color: "black", countInStock: 1, pricePaise: 10.5 }] },
      "variants.0.pricePaise",
    ],
    ["no stock", { countInStock: null }, "countInStock"],
  ])("refuses %s by the schema's types, naming the field, and writes nothing", async (_, change, field) => {
    const before = await productCount();
    const res = await t.gql(CREATE, { input: productForm(categoryId, { name: "Invalid Bag", ...change }) }, admin);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field } });
    expect(await productCount()).toBe(before);
  });

  it("is for admins only", async () => {
    const before = await productCount();
    const { token } = await t.registerCustomer();
    const asCustomer = await t.gql(CREATE, { input: productForm(categoryId) }, token);
    expect(asCustomer.errors?.[0]).toMatchObject({ message: "Only an admin can do this", extensions: { code: "FORBIDDEN" } });
    const asGuest = await t.gql(CREATE, { input: productForm(categoryId) });
    expect(asGuest.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(await productCount()).toBe(before);
  });
});

describe("description HTML", () => {
  it("keeps formatting and removes scripts, event handlers and javascript: links", async () => {
    const description = [
      `<h2>Why you'll love it</h2>`,
      `<p onclick="steal()">Made of <strong>full-grain</strong> <em>leather</em>.<script>fetch('/x')</script></p>`,
      `<ul><li>Two pockets</li><li>YKK zips</li></ul>`,
      `<a href="javascript:alert(1)">click</a> <a href="https://example.com/care" target="_blank">Care guide</a>`,
      `<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>body{display:none}</style>`,
      `<table><tr><td>Size</td><td>40 cm</td></tr></table>`,
    ].join("");
    const { createProduct: p } = await t.gqlOk(CREATE, { input: productForm(categoryId, { name: "Sanitized Bag", description }) }, admin);
    expect(p.description).toBe(
      [
        `<h2>Why you'll love it</h2>`,
        `<p>Made of <strong>full-grain</strong> <em>leather</em>.</p>`,
        `<ul><li>Two pockets</li><li>YKK zips</li></ul>`,
        `<a>click</a> <a href="https://example.com/care" target="_blank" rel="noopener noreferrer">Care guide</a>`,
        `<table><tr><td>Size</td><td>40 cm</td></tr></table>`,
      ].join(""),
    );
    const [row] = await t.dataSource.query(`SELECT description FROM products WHERE id = $1`, [p.id]);
    expect(row.description).toBe(p.description);
  });

  it("sanitizes on update too", async () => {
    const { id } = await createProduct(t, categoryId, { name: "Updated Description Bag" });
    const { updateProduct } = await t.gqlOk(
      UPDATE,
      {
        id,
        input: productForm(categoryId, {
          name: "Updated Description Bag",
          description: `<p>New <b>text</b><img src=x onerror=alert(1)></p>`,
        }),
      },
      admin,
    );
    expect(updateProduct.description).toBe("<p>New <b>text</b></p>");
  });
});

describe("updating and deleting a product", () => {
  it("replaces the fields, follows a new name with a new slug and keeps the rating", async () => {
    const { id } = await createProduct(t, categoryId, { name: "Old Name Bag", sku: "OLD-1" });
    await setReviewScore(t, id, 4.1, 7);
    const { updateProduct } = await t.gqlOk(
      UPDATE,
      { id, input: productForm(categoryId, { name: "New Name Bag", pricePaise: 2500_00 }) },
      admin,
    );
    expect(updateProduct).toEqual({
      id,
      slug: "new-name-bag",
      name: "New Name Bag",
      sku: "OLD-1",
      rating: 4.1,
      numReviews: 7,
      description: "<p>A roomy backpack for every day.</p>",
      price: { amount: "2500.00" },
    });
    // Same name: same slug, not -2 against itself.
    const again = await t.gqlOk(UPDATE, { id, input: productForm(categoryId, { name: "New Name Bag" }) }, admin);
    expect(again.updateProduct.slug).toBe("new-name-bag");
  });

  it("keeps a handle the admin chose, refuses another product's, and builds one from the name when cleared", async () => {
    const READ = graphql(`query CatalogAdminHandle($slug: String!) { product(idOrSlug: $slug) { id name } }`);
    const HANDLE = graphql(
      `mutation CatalogAdminHandleCreate($input: ProductInput!) { createProduct(input: $input) { id slug seoTitle seoDescription } }`,
    );
    const created = await t.gqlOk(
      HANDLE,
      {
        input: productForm(categoryId, {
          name: "Handle Test Bag",
          handle: " Men's Office  Bag ",
          seoTitle: " Office bag ",
          seoDescription: "",
        }),
      },
      admin,
    );
    expect(created.createProduct).toMatchObject({ slug: "mens-office-bag", seoTitle: "Office bag", seoDescription: null });
    const { id } = created.createProduct;
    expect((await t.gqlOk(READ, { slug: "mens-office-bag" })).product).toEqual({ id, name: "Handle Test Bag" });

    // Another change keeps the chosen handle; so does a rename sent with it.
    expect((await t.gqlOk(UPDATE, { id, input: { pricePaise: 1800_00 } }, admin)).updateProduct.slug).toBe("mens-office-bag");
    expect((await t.gqlOk(UPDATE, { id, input: { name: "Renamed Bag", handle: "mens-office-bag" } }, admin)).updateProduct.slug).toBe(
      "mens-office-bag",
    );

    const other = await createProduct(t, categoryId, { name: "Other Handle Bag" });
    const taken = await t.gql(UPDATE, { id: other.id, input: { handle: "mens-office-bag" } }, admin);
    expect(taken.errors?.[0]).toMatchObject({
      message: "Another product already has this handle",
      extensions: { code: "BAD_USER_INPUT", field: "handle" },
    });
    const nothing = await t.gql(UPDATE, { id: other.id, input: { handle: "!!!" } }, admin);
    expect(nothing.errors?.[0]).toMatchObject({ message: "Handle must have a letter or a digit", extensions: { field: "handle" } });
    expect((await t.gqlOk(READ, { slug: other.slug })).product?.id).toBe(other.id);

    // Cleared, it is built from the name again.
    expect((await t.gqlOk(UPDATE, { id, input: { handle: null } }, admin)).updateProduct.slug).toBe("renamed-bag");
    expect((await t.gqlOk(READ, { slug: "mens-office-bag" })).product).toBeNull();
  });

  it("takes a partial change on top of the product's own form, as a REST PUT sends it", async () => {
    const { id } = await createProduct(t, categoryId, {
      name: "Partly Changed Bag",
      pricePaise: 1499_50,
      discountPricePaise: 999_00,
      colors: ["navy"],
      tags: ["office"],
    });
    await setReviewScore(t, id, 4.2, 3);
    const products = t.shop.services.products;
    const before = await products.getProduct(id, { includeUnpublished: true });
    const updated = await products.updateProduct(id, { ...productFormOf(before), countInStock: 2 });
    expect(updated.countInStock).toBe(2);
    const { updatedAt: _a, countInStock: _b, ...unchanged } = before;
    const { updatedAt: _c, countInStock: _d, ...after } = updated;
    expect(after).toEqual(unchanged);
  });

  it("changes only what an update sends: the rest of the product and its variant grid stay", async () => {
    const { id } = await createProduct(t, categoryId, {
      name: "Only The Price Bag",
      pricePaise: 1299_99,
      discountPricePaise: 999_00,
      sizes: ["Medium", "Large"],
      colors: ["black"],
      tags: ["office"],
      variants: [
        { size: "Medium", color: "black", countInStock: 3 },
        { size: "Large", color: "black", countInStock: 5, pricePaise: 1499_50 },
      ],
    });
    const READ = graphql(`query CatalogAdminRead($id: String!) { product(idOrSlug: $id) {
      name price { paise } discountPrice { paise } tags countInStock isPublished variants { size countInStock priceOverride { paise } }
    } }`);
    const before = (await t.gqlOk(READ, { id }, admin)).product;
    expect(before.price.paise).toBe(1299_99);
    const changed = await t.gqlOk(UPDATE, { id, input: { pricePaise: 1399_99, discountPricePaise: null } }, admin);
    expect(changed.updateProduct).toMatchObject({ name: "Only The Price Bag", price: { amount: "1399.99" } });
    expect((await t.gqlOk(READ, { id }, admin)).product).toEqual({
      ...before,
      price: { paise: 1399_99 },
      discountPrice: null,
    });
    // What a product always has cannot be cleared or blanked.
    const noPrice = await t.gql(UPDATE, { id, input: { pricePaise: null } }, admin);
    expect(noPrice.errors?.[0]).toMatchObject({
      message: "Price is required",
      extensions: { code: "BAD_USER_INPUT", field: "pricePaise" },
    });
    const blank = await t.gql(UPDATE, { id, input: { name: "  " } }, admin);
    expect(blank.errors?.[0]).toMatchObject({ message: "Product name is required", extensions: { code: "BAD_USER_INPUT", field: "name" } });
    expect((await t.gqlOk(READ, { id }, admin)).product).toMatchObject({ name: "Only The Price Bag", price: { paise: 1399_99 } });
  });

  it("refuses an invalid update with the form's message and changes nothing", async () => {
    const { id } = await createProduct(t, categoryId, { name: "Stable Bag" });
    const res = await t.gql(UPDATE, { id, input: productForm(categoryId, { name: "Stable Bag", pricePaise: -10_00 }) }, admin);
    expect(res.errors?.[0]).toMatchObject({ message: "Price cannot be negative", extensions: { field: "pricePaise" } });
    const [row] = await t.dataSource.query(`SELECT price_paise FROM products WHERE id = $1`, [id]);
    expect(row.price_paise).toBe(199900);
  });

  it("says not found for an unknown product", async () => {
    for (const id of ["9b2f7d0e-1111-4222-8333-944445555666", "not-an-id"]) {
      expect((await t.gql(UPDATE, { id, input: productForm(categoryId) }, admin)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
      expect((await t.gql(DELETE, { id }, admin)).errors?.[0]).toMatchObject({
        message: "Product not found",
        extensions: { code: "NOT_FOUND" },
      });
    }
  });

  it("deletes a product with its reviews", async () => {
    const { id, slug } = await createProduct(t, categoryId, { name: "Short Lived Bag" });
    const { token } = await t.registerCustomer();
    await t.gqlOk(
      graphql(`mutation CatalogAdminAddReview($id: ID!) { addReview(productId: $id, input: { rating: 5, comment: "Nice" }) { id } }`),
      { id },
      token,
    );
    expect((await t.gqlOk(DELETE, { id }, admin)).deleteProduct).toEqual({ id });
    expect(
      (await t.gqlOk(graphql(`query CatalogAdminProduct($s: String!) { product(idOrSlug: $s) { id } }`), { s: slug }, admin)).product,
    ).toBeNull();
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM reviews WHERE product_id = $1`, [id]);
    expect(n).toBe(0);
  });

  it("is for admins only", async () => {
    const { id } = await createProduct(t, categoryId, { name: "Guarded Bag" });
    const { token } = await t.registerCustomer();
    for (const [query, variables] of [
      [UPDATE, { id, input: productForm(categoryId) }],
      [DELETE, { id }],
    ] as const) {
      expect((await t.gql(query, variables, token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect((await t.gql(query, variables)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    }
    const [{ name }] = await t.dataSource.query(`SELECT name FROM products WHERE id = $1`, [id]);
    expect(name).toBe("Guarded Bag");
  });
});
