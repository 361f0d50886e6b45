import { createProduct } from "../support/catalog-fixtures";
import { connectionField, copyRow, walkPagesWhileChanging } from "../support/connection-pages";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import type { ProductSort } from "../gql/graphql";

const PRODUCTS = graphql(`query CatalogPagesProducts($search: String, $sort: ProductSort, $first: Int, $after: String) {
  products(filter: { search: $search }, sort: $sort, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id name } }
}`);
const REVIEWS = graphql(`query CatalogPagesReviews($slug: String!, $first: Int, $after: String) {
  product(idOrSlug: $slug) { reviews(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }
}`);
const CATEGORIES = graphql(`query CatalogPagesCategories($first: Int, $after: String) {
  categories(includeUnpublished: true, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }
}`);
const OPTION_VALUES = graphql(`query CatalogPagesOptionValues($first: Int, $after: String) {
  productOptionValues(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }
}`);
const DELETE_OPTION_VALUE = graphql(`mutation CatalogPagesDeleteOptionValue($id: ID!) { deleteProductOptionValue(id: $id) { id } }`);

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
  // Ten products, each with its own price, rating and sales, and two that tie on every one of them.
  for (let i = 1; i <= 10; i++) {
    const { id } = await createProduct(t.dataSource, { name: `Pager tote ${i}`, pricePaise: (100 + (i % 8) * 10) * 100 });
    await t.dataSource.query(`UPDATE products SET rating = $2, num_reviews = $3, sold_count = $4 WHERE id = $1`, [
      id,
      (i % 8) / 2,
      i % 8,
      i % 8,
    ]);
  }
});
afterAll(() => t.close());

const removeProduct = async (product: { id: string }) => {
  await t.dataSource.query(`DELETE FROM products WHERE id = $1`, [product.id]);
};

/** A product that sorts first in every one of the sorts below, before those added earlier too: the newest, cheapest, best rated, best selling, best match. */
let added = 0;
const addFirstProduct = async () => {
  added += 1;
  const { id } = await createProduct(t.dataSource, { name: "Pager pager pager tote", pricePaise: (90 - added) * 100 });
  await t.dataSource.query(`UPDATE products SET rating = 5, num_reviews = $2, sold_count = $2 WHERE id = $1`, [id, 100 + added]);
};

it.each<[ProductSort | null, string | null]>([
  ["NEWEST", null],
  ["PRICE_ASC", null],
  ["RATING", null],
  ["POPULARITY", null],
  [null, "pager"],
])(
  "pages the catalogue by %s (search %s) without repeating or skipping a product while products are added and removed",
  async (sort, search) => {
    await walkPagesWhileChanging(t, connectionField({ query: PRODUCTS, connection: (d) => d.products, variables: { sort, search } }), 3, {
      addBefore: addFirstProduct,
      remove: removeProduct,
    });
  },
);

it("pages a product's reviews the same way", async () => {
  const product = await createProduct(t.dataSource, { name: "Reviewed tote" });
  const [{ id: userId }] = await t.dataSource.query<{ id: string }[]>(`SELECT id FROM users LIMIT 1`);
  const review = async (ageMinutes: number) => {
    const reviewer = await copyRow(t, "users", userId, { email: `reviewer-${crypto.randomUUID()}@example.com` });
    await t.dataSource.query(`INSERT INTO reviews (product_id, user_id, rating, comment, created_at) VALUES ($1, $2, 4, 'Good', $3)`, [
      product.id,
      reviewer,
      new Date(Date.now() - ageMinutes * 60_000),
    ]);
  };
  for (let i = 1; i <= 10; i++) await review(i);
  await t.dataSource.query(`UPDATE products SET num_reviews = 10 WHERE id = $1`, [product.id]);
  await walkPagesWhileChanging(
    t,
    connectionField({ query: REVIEWS, connection: (d) => d.product.reviews, variables: { slug: product.slug } }),
    3,
    {
      addBefore: () => review(0),
      remove: async ({ id }) => void (await t.dataSource.query(`DELETE FROM reviews WHERE id = $1`, [id])),
    },
  );
});

it("pages the categories by name the same way", async () => {
  const [{ id }] = await t.dataSource.query<{ id: string }[]>(`SELECT id FROM categories LIMIT 1`);
  await walkPagesWhileChanging(t, connectionField({ query: CATEGORIES, connection: (d) => d.categories, token: await t.adminToken() }), 3, {
    addBefore: async () => void (await copyRow(t, "categories", id, { name: "Aaa first", slug: `aaa-${crypto.randomUUID()}` })),
    remove: async (category) => {
      await t.dataSource.query(`DELETE FROM products WHERE category_id = $1`, [category.id]);
      await t.dataSource.query(`DELETE FROM categories WHERE id = $1`, [category.id]);
    },
  });
});

it("pages the option values in list order the same way while values are added and removed", async () => {
  const [first] = await t.dataSource.query<{ id: string; position: number }[]>(
    `SELECT id, position FROM product_option_values WHERE kind = 'size' ORDER BY position LIMIT 1`,
  );
  let position = first.position;
  const admin = await t.adminToken();
  await walkPagesWhileChanging(t, connectionField({ query: OPTION_VALUES, connection: (d) => d.productOptionValues, token: admin }), 3, {
    // A size placed ahead of every value listed so far.
    addBefore: async () =>
      void (await copyRow(t, "product_option_values", first.id, { name: `XXS${position}`, position: (position -= 1) })),
    remove: async ({ id }) => void (await t.gqlOk(DELETE_OPTION_VALUE, { id }, admin)),
  });
});
