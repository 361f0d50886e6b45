import { createCategory } from "./support/catalog-fixtures";
import { startTestShop, TestShop } from "./support/test-shop";

/**
 * No N+1: the SQL statements a product list costs do not grow with the page, whatever nested
 * fields (category, reviews and their authors, images, money) the page asks for.
 */
const PAGE = `query($size: Int!, $search: String) {
  products(page: { pageSize: $size }, filter: { search: $search }) {
    totalCount
    items {
      id name slug price { formatted } discountPrice { formatted } unitPrice { amount }
      category { name slug }
      images { url altText srcSet files { url width } }
      reviews { rating comment authorName }
    }
    facets { colors { value count } sizes { value count } price { min { amount } max { amount } } }
  }
}`;
// One shelf per request: two root fields in one request resolve at different moments, so whether
// their nested loads share a batch depends on timing, which would make the count flaky.
const NEW_ARRIVALS = `query($size: Int!) { newArrivals(limit: $size) { name category { name } reviews { authorName } } }`;
const BEST_SELLERS = `query($size: Int!) { bestSellers(limit: $size) { name category { name } reviews { authorName } } }`;

let t: TestShop;

beforeAll(async () => {
  t = await startTestShop();
  const categories = [];
  for (const name of ["Backpacks", "Wallets", "Totes"]) categories.push((await createCategory(t, { name })).id);
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

async function queriesFor(query: string, variables: Record<string, unknown>): Promise<number> {
  t.queries.reset();
  const data = await t.gqlOk(query, variables);
  expect(JSON.stringify(data)).toContain("Counted Bag");
  return t.queries.count;
}

describe("SQL statements per request", () => {
  it("are the same for a products page of 5 and of 50, with every nested field", async () => {
    const five = await queriesFor(PAGE, { size: 5 });
    const fifty = await queriesFor(PAGE, { size: 50 });
    expect(fifty).toBe(five);
    // items, count, facets, categories, reviews, their authors.
    expect(five).toBeLessThanOrEqual(6);
  });

  it("are the same for a search page of 5 and of 50 (one more, to correct the words)", async () => {
    const five = await queriesFor(PAGE, { size: 5, search: "lether bag" });
    const fifty = await queriesFor(PAGE, { size: 50, search: "lether bag" });
    expect(fifty).toBe(five);
    expect(five).toBeLessThanOrEqual(7);
  });

  it.each([
    ["new arrivals", NEW_ARRIVALS],
    ["bestsellers", BEST_SELLERS],
  ])("are the same for %s shelves of 2 and of 24", async (_shelf, query) => {
    expect(await queriesFor(query, { size: 24 })).toBe(await queriesFor(query, { size: 2 }));
  });
});
