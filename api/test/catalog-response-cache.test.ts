import { createCategory, createProduct } from "./support/catalog-admin";
import { startTestShop, type TestShop } from "./support/test-shop";
import { graphql } from "./gql";

const PRODUCT = graphql(
  `query CatalogResponseCacheProduct($slug: String!) { product(idOrSlug: $slug) { name countInStock rating numReviews } }`,
);

let t: TestShop;
let categoryId: string;

beforeAll(async () => {
  t = await startTestShop({ CATALOG_CACHE_SECONDS: "3600" });
  categoryId = (await createCategory(t, { name: "Cached" })).id;
});
afterAll(() => t.close());

/** What an order does to a product: stock and units sold change, the catalogue version does not. */
const sellOne = async (id: string) => {
  await t.dataSource.query(
    `UPDATE product_variants SET count_in_stock = count_in_stock - 1 WHERE id = (SELECT id FROM product_variants WHERE product_id = $1 AND count_in_stock > 0 ORDER BY position LIMIT 1)`,
    [id],
  );
  await t.dataSource.query(`UPDATE products SET sold_count = sold_count + 1 WHERE id = $1`, [id]);
};

describe("guests' catalogue answers, reused while the catalogue is unchanged", () => {
  it("may show stock that orders changed since, but only to guests asking the very same question", async () => {
    const { id, slug } = await createProduct(t, categoryId, { name: "Cached Tote", countInStock: 10 });
    expect((await t.gqlOk(PRODUCT, { slug })).product.countInStock).toBe(10);
    await sellOne(id);

    expect((await t.gqlOk(PRODUCT, { slug })).product.countInStock).toBe(10);
    const { token } = await t.registerCustomer();
    expect((await t.gqlOk(PRODUCT, { slug }, token)).product.countInStock).toBe(9);
    expect(
      (await t.gqlOk(graphql(`query CatalogResponseCacheProduct2($s: String!) { product(idOrSlug: $s) { countInStock } }`), { s: slug }))
        .product.countInStock,
    ).toBe(9);
    // A question that also asks about the viewer is never reused.
    expect(
      (
        await t.gqlOk(graphql(`query CatalogResponseCacheMe($s: String!) { me { id } product(idOrSlug: $s) { countInStock } }`), {
          s: slug,
        })
      ).product.countInStock,
    ).toBe(9);
  });

  it("shows at once a product selling out and coming back in stock", async () => {
    const { id, slug } = await createProduct(t, categoryId, { name: "Last One Tote", countInStock: 1 });
    expect((await t.gqlOk(PRODUCT, { slug })).product.countInStock).toBe(1);
    await sellOne(id);
    expect((await t.gqlOk(PRODUCT, { slug })).product.countInStock).toBe(0);
    await t.dataSource.query(
      `UPDATE product_variants SET count_in_stock = 3 WHERE id = (SELECT id FROM product_variants WHERE product_id = $1 ORDER BY position LIMIT 1)`,
      [id],
    );
    expect((await t.gqlOk(PRODUCT, { slug })).product.countInStock).toBe(3);
  });

  it("shows every catalogue edit at once, stock included", async () => {
    const { id, slug } = await createProduct(t, categoryId, { name: "Edited Tote", countInStock: 5 });
    expect((await t.gqlOk(PRODUCT, { slug })).product).toMatchObject({ name: "Edited Tote", countInStock: 5 });
    await sellOne(id);
    await t.gqlOk(
      graphql(
        `mutation CatalogResponseCacheUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
      ),
      {
        id,
        input: {
          name: "Edited Tote",
          category: categoryId,
          description: "<p>New words</p>",
          pricePaise: 999_00,
          countInStock: 4,
          isPublished: true,
        },
      },
      await t.adminToken(),
    );
    const after = (
      await t.gqlOk(
        graphql(`query CatalogResponseCacheProduct3($slug: String!) { product(idOrSlug: $slug) { description countInStock } }`),
        { slug },
      )
    ).product;
    expect(after).toEqual({ description: "<p>New words</p>", countInStock: 4 });
  });

  it("shows a new review at once", async () => {
    const { id, slug } = await createProduct(t, categoryId, { name: "Reviewed Cached Tote" });
    expect((await t.gqlOk(PRODUCT, { slug })).product).toMatchObject({ rating: 0, numReviews: 0 });
    const { token } = await t.registerCustomer();
    await t.gqlOk(
      graphql(
        `mutation CatalogResponseCacheAddReview($id: ID!) { addReview(productId: $id, input: { rating: 4, comment: "Good" }) { id } }`,
      ),
      { id },
      token,
    );
    expect((await t.gqlOk(PRODUCT, { slug })).product).toMatchObject({ rating: 4, numReviews: 1 });
  });

  it("never keeps an error", async () => {
    // A product lookup answers null for an unknown slug; "you may also like" of one is still an error.
    const query = graphql(`query CatalogResponseCacheSimilarProducts { similarProducts(idOrSlug: "not-yet-there") { name } }`);
    expect((await t.gql(query)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    // The product appears without any change of catalogue version.
    await t.dataSource.query(`ALTER TABLE products DISABLE TRIGGER products_catalog_changed`);
    try {
      await createProduct(t, categoryId, { name: "Not Yet There" });
    } finally {
      await t.dataSource.query(`ALTER TABLE products ENABLE TRIGGER products_catalog_changed`);
    }
    // Answered afresh, not the kept NOT_FOUND: the category's other products, never the product itself.
    const similar = (await t.gqlOk(query)).similarProducts as Array<{ name: string }>;
    expect(similar.map((p) => p.name)).not.toContain("Not Yet There");
  });
});
