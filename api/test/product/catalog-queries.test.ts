import fs from "node:fs";
import path from "node:path";
import { createCategory } from "../support/catalog-admin";
import { startTestShop, type AnyDocument, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/**
 * No N+1: the SQL statements a product list costs do not grow with the page, whatever nested
 * fields (category, reviews and their authors, images, money) the page asks for.
 */
const PAGE = graphql(`query CatalogQueriesPage($size: Int!, $search: String) {
  products(first: $size, filter: { search: $search }) {
    totalCount
    nodes {
      id name slug price { formatted } discountPrice { formatted } unitPrice { amount }
      category { name slug }
      images { url altText srcSet files { url width } }
      reviews(first: 2) { nodes { rating comment authorName } }
      variants { countInStock }
    }
    facets { colors { value count } sizes { value count } price { min { amount } max { amount } } }
  }
}`);
// One shelf a request: loaders batch within a field's results, and two root fields may resolve at different ticks.
const SHELVES = [
  graphql(
    `query CatalogQueriesNewArrivals($size: Int!) { newArrivals(limit: $size) { name category { name } reviews { nodes { authorName } } } }`,
  ),
  graphql(
    `query CatalogQueriesBestSellers($size: Int!) { bestSellers(limit: $size) { name category { name } reviews { nodes { authorName } } } }`,
  ),
];

/** The storefront's own operations, as its pages send them. */
const storefrontDocument = (...names: string[]) =>
  names
    .map((n) => fs.readFileSync(path.join(__dirname, "..", "..", "..", "storefront", "src", "graphql", `${n}.graphql`), "utf8"))
    .join("\n");
const COLLECTION = storefrontDocument("CollectionProducts", "ProductCard");
const PRODUCT_PAGE = storefrontDocument("ProductDetail", "ProductCard", "ProductReviewPage", "ProductReview");

let t: TestShop;
let categorySlug: string;

beforeAll(async () => {
  t = await startTestShop();
  const categories = [];
  for (const name of ["Backpacks", "Wallets", "Totes"]) categories.push((await createCategory(t, { name })).id);
  [{ slug: categorySlug }] = await t.dataSource.query(`SELECT slug FROM categories WHERE id = $1`, [categories[0]]);
  const reviewers = [await t.registerCustomer({ firstName: "Asha" }), await t.registerCustomer({ firstName: "Ravi" })];
  await t.dataSource.query(
    `INSERT INTO products (name, slug, sku, category_id, description, price_paise, discount_price_paise, count_in_stock,
                           colors, sizes, images, is_published, created_at)
     SELECT 'Counted Bag ' || i, 'counted-bag-' || i, 'CNT-' || i, ($1::uuid[])[1 + i % 3], '<p>Leather bag number ' || i || '</p>',
            100000 + i * 100, CASE WHEN i % 4 = 0 THEN 90000 END, i % 5,
            ARRAY[(ARRAY['red','blue','black'])[1 + i % 3]], ARRAY['Medium'],
            jsonb_build_array(jsonb_build_object('url', '/assets/' || gen_random_uuid() || '/large.jpg', 'altText', 'Bag ' || i)),
            true, now() - i * interval '1 minute'
     FROM generate_series(1, 60) AS i`,
    [categories],
  );
  await t.dataSource.query(
    `INSERT INTO reviews (product_id, user_id, rating, comment)
     SELECT p.id, u.id, 4, 'Lovely' FROM products p CROSS JOIN unnest($1::uuid[]) AS u(id)`,
    [reviewers.map((r) => r.id)],
  );
});
afterAll(() => t.close());

/** Statements for one request; `cold` first makes the catalogue change, so no cached count or facet helps. */
async function queriesFor(query: AnyDocument | string, variables: Record<string, unknown>, cold = true, token?: string): Promise<number> {
  if (cold) await t.dataSource.query(`UPDATE catalog_state SET version = version + 1`);
  t.queries.reset();
  const { data, errors } = await t.gqlRaw(query, variables, token);
  expect(errors).toBeUndefined();
  expect(JSON.stringify(data)).toContain("Counted Bag");
  return t.queries.count;
}

describe("SQL statements per request", () => {
  // 40: a page of products each with a page of its reviews costs their product (the complexity limit).
  it("are the same for a products page of 5 and of 40, with every nested field", async () => {
    const five = await queriesFor(PAGE, { size: 5 });
    const forty = await queriesFor(PAGE, { size: 40 });
    expect(forty).toBe(five);
    // catalogue version, items, count, facets, categories, reviews, their authors, variants.
    expect(five).toBeLessThanOrEqual(8);
  });

  it("are the same for a search page of 5 and of 40 (one more, to correct the words)", async () => {
    const five = await queriesFor(PAGE, { size: 5, search: "lether bag" });
    const forty = await queriesFor(PAGE, { size: 40, search: "lether bag" });
    expect(forty).toBe(five);
    expect(five).toBeLessThanOrEqual(9);
  });

  it("are fewer for a filter asked again while the catalogue is unchanged: its count and facets are kept", async () => {
    const cold = await queriesFor(PAGE, { size: 20 });
    const warm = await queriesFor(PAGE, { size: 20 }, false);
    expect(warm).toBe(cold - 2);
  });

  it.each(SHELVES)("are the same for shelves of 2 and of 24: %s", async (shelf) => {
    expect(await queriesFor(shelf, { size: 24 })).toBe(await queriesFor(shelf, { size: 2 }));
  });
});

/**
 * The storefront's four catalogue reads with guests' answers not kept (CATALOG_CACHE_SECONDS=0,
 * as every test shop runs): once the catalogue's count, facets and corrected search words for a
 * filter are known (they are kept per catalogue version), each read is one SQL round trip, the
 * catalogue version coming with the page; a product page reads its category, variants and
 * reviews with their authors in the same statement.
 */
describe("one SQL round trip for each storefront read", () => {
  const READS: [string, string, Record<string, unknown>][] = [
    ["a list of 20", COLLECTION, { page: { page: 1, pageSize: 20 } }],
    ["a category page of 20", COLLECTION, { page: { page: 1, pageSize: 20 }, filter: { category: "CATEGORY" } }],
    ["a search", COLLECTION, { page: { page: 1, pageSize: 20 }, filter: { search: "lether bag" } }],
    ["a product page", PRODUCT_PAGE, { slug: "counted-bag-7" }],
  ];
  const withCategory = (variables: Record<string, unknown>) => JSON.parse(JSON.stringify(variables).replace("CATEGORY", categorySlug));

  it.each(READS)("%s, for a guest", async (_, query, variables) => {
    await queriesFor(query, withCategory(variables));
    expect(await queriesFor(query, withCategory(variables), false)).toBe(1);
  });

  it.each(READS)("%s, for a signed-in shopper", async (_, query, variables) => {
    const { token } = await t.registerCustomer();
    await queriesFor(query, withCategory(variables), true, token);
    expect(await queriesFor(query, withCategory(variables), false, token)).toBe(1);
  });

  it("a product page read after a change still shows its reviews' authors and variants", async () => {
    // The storefront's text, so its answer is typed here with only what this test reads.
    const { data, errors } = await t.gqlRaw(PRODUCT_PAGE, { slug: "counted-bag-7" });
    expect(errors).toBeUndefined();
    const { product } = data as {
      product: { reviews: { nodes: { authorName: string }[] }; variants: unknown[]; category: { slug: string } };
    };
    expect(product.reviews.nodes.map((r) => r.authorName).sort()).toEqual(["Asha V.", "Ravi V."]);
    expect(product.variants).toHaveLength(1);
    expect(product.category.slug).toBeTruthy();
  });
});

describe("kept counts and facets", () => {
  const FACETS = graphql(
    `query CatalogQueriesFacets { products(filter: { colors: ["red"] }) { totalCount facets { colors { value count } } } }`,
  );

  it("change as soon as an admin changes the catalogue", async () => {
    const before = (await t.gqlOk(FACETS)).products;
    const [{ id }] = await t.dataSource.query(`SELECT id FROM products WHERE 'blue' = ANY(colors) AND is_published ORDER BY sku LIMIT 1`);
    const product = await t.gqlOk(
      graphql(`query CatalogQueriesProduct($id: String!) { product(idOrSlug: $id) { name category { id } } }`),
      { id },
    );
    await t.gqlOk(
      graphql(
        `mutation CatalogQueriesUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
      ),
      {
        id,
        input: {
          name: product.product.name,
          category: product.product.category.id,
          description: "<p>Now red</p>",
          pricePaise: 1200_00,
          countInStock: 3,
          colors: ["red"],
          isPublished: true,
        },
      },
      await t.adminToken(),
    );
    const after = (await t.gqlOk(FACETS)).products;
    expect(after.totalCount).toBe(before.totalCount + 1);
    const count = (facets: { colors: { value: string; count: number }[] }, color: string) =>
      facets.colors.find((c) => c.value === color)?.count;
    expect(count(after.facets, "blue")).toBe(count(before.facets, "blue")! - 1);
  });

  it("do not change with stock or units sold, which orders update without waiting on the catalogue", async () => {
    const [before] = await t.dataSource.query(`SELECT version FROM catalog_state`);
    await t.dataSource.query(`UPDATE product_variants SET count_in_stock = count_in_stock + 1`);
    await t.dataSource.query(`UPDATE products SET sold_count = sold_count + 1`);
    const [after] = await t.dataSource.query(`SELECT version FROM catalog_state`);
    expect(after.version).toBe(before.version);
  });
});
