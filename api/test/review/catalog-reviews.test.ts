import { createCategory, createProduct } from "../support/catalog-admin";
import { expectPageSizesRefused, walkPages, connectionField } from "../support/connection-pages";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const REVIEW = graphql(`mutation CatalogReviewsReview($id: ID!, $input: ReviewInput!) { addReview(productId: $id, input: $input) {
  rating numReviews reviews { nodes { rating comment authorName } }
} }`);
const PRODUCT = graphql(`query CatalogReviewsProduct($slug: String!, $first: Int, $after: String) { product(idOrSlug: $slug) {
  rating numReviews reviews(first: $first, after: $after) { nodes { rating comment authorName createdAt } totalCount pageInfo { hasNextPage endCursor } }
} }`);

let t: TestShop;
let categoryId: string;

beforeAll(async () => {
  t = await startTestShop();
  categoryId = (await createCategory(t, { name: "Reviewed" })).id;
});
afterAll(() => t.close());

describe("reviews", () => {
  it("lets a customer review a product; a second review replaces the first", async () => {
    const product = await createProduct(t, categoryId, { name: "Reviewed Tote" });
    const { token } = await t.registerCustomer({ firstName: "Priya", lastName: "Sharma" });

    const first = await t.gqlOk(REVIEW, { id: product.id, input: { rating: 4, comment: "  Sturdy and roomy.  " } }, token);
    expect(first.addReview).toEqual({
      rating: 4,
      numReviews: 1,
      reviews: { nodes: [{ rating: 4, comment: "Sturdy and roomy.", authorName: "Priya S." }] },
    });

    const second = await t.gqlOk(REVIEW, { id: product.id, input: { rating: 2, comment: "Strap broke after a month." } }, token);
    expect(second.addReview).toEqual({
      rating: 2,
      numReviews: 1,
      reviews: { nodes: [{ rating: 2, comment: "Strap broke after a month.", authorName: "Priya S." }] },
    });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM reviews WHERE product_id = $1`, [product.id]);
    expect(n).toBe(1);
  });

  it("takes a product's rating from its reviews only: the admin's product input has no rating or review count", async () => {
    const product = await createProduct(t, categoryId, { name: "Unrated Satchel" });
    const admin = await t.adminToken();
    for (const field of ["rating: 5", "numReviews: 120"]) {
      const typed = await t.gqlRaw(
        `mutation($id: ID!) { updateProduct(id: $id, input: { ${field} }) { rating numReviews } }`,
        { id: product.id },
        admin,
      );
      expect(typed.errors?.[0].message).toContain(`Field "${field.split(":")[0]}" is not defined by type "UpdateProductInput"`);
    }
    const { product: shown } = await t.gqlOk(PRODUCT, { slug: product.slug });
    expect(shown).toMatchObject({ rating: 0, numReviews: 0, reviews: { nodes: [] } });
  });

  it("averages the ratings to one decimal and lists the newest review first", async () => {
    const product = await createProduct(t, categoryId, { name: "Averaged Wallet" });
    for (const [firstName, rating] of [
      ["Asha", 5],
      ["Ravi", 4],
      ["Meera", 4],
    ] as const) {
      const { token } = await t.registerCustomer({ firstName, lastName: "Iyer" });
      await t.gqlOk(REVIEW, { id: product.id, input: { rating, comment: `${firstName} says ${rating}` } }, token);
    }
    const { product: shown } = await t.gqlOk(PRODUCT, { slug: product.slug });
    expect(shown.rating).toBe(4.3);
    expect(shown.numReviews).toBe(3);
    expect(shown.reviews.nodes.map((r: { authorName: string }) => r.authorName)).toEqual(["Meera I.", "Ravi I.", "Asha I."]);
  });

  it("counts every one of many concurrent reviews of one product", async () => {
    const product = await createProduct(t, categoryId, { name: "Popular Backpack" });
    const customers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((i) => t.registerCustomer({ firstName: `C${i}` })));
    const ratings = [5, 4, 3, 5, 2, 4, 5, 1];
    await Promise.all(customers.map((c, i) => t.gqlOk(REVIEW, { id: product.id, input: { rating: ratings[i], comment: "ok" } }, c.token)));
    const { product: shown } = await t.gqlOk(PRODUCT, { slug: product.slug });
    expect(shown.numReviews).toBe(8);
    expect(shown.rating).toBe(3.6); // 29 / 8 = 3.625
    expect(shown.reviews.totalCount).toBe(8);
    // They page like every list, newest first; the count is the product's.
    const reviews = connectionField({ query: PRODUCT, connection: (d) => d.product.reviews, variables: { slug: product.slug } });
    const walked = await walkPages(t, reviews, 3);
    expect(walked.map((r) => r.createdAt)).toEqual(
      walked
        .map((r) => r.createdAt)
        .sort()
        .reverse(),
    );
    await expectPageSizesRefused(t, reviews);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ rating: 0 }, "rating", "Rating must be between 1 and 5"],
    [{ rating: 6 }, "rating", "Rating must be between 1 and 5"],
    [{ comment: "" }, "comment", "Comment is required"],
    [{ comment: "   " }, "comment", "Comment is required"],
  ])("refuses %p with a clear message", async (change, field, message) => {
    const product = await createProduct(t, categoryId, { name: "Validated Review Bag" });
    const { token } = await t.registerCustomer();
    const res = await t.gql(REVIEW, { id: product.id, input: { rating: 4, comment: "Good", ...change } }, token);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM reviews WHERE product_id = $1`, [product.id]);
    expect(n).toBe(0);
  });

  it.each([{ rating: null }, { rating: undefined }, { comment: undefined }])(
    "refuses %p by the schema: rating and comment are non-null",
    async (change) => {
      const product = await createProduct(t, categoryId, { name: "Schema Checked Review Bag" });
      const { token } = await t.registerCustomer();
      // The variables break the schema on purpose, so they go untyped.
      const res = await t.gqlRaw(REVIEW, { id: product.id, input: { rating: 4, comment: "Good", ...change } }, token);
      expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(res.errors?.[0].message).toContain(Object.keys(change)[0]);
    },
  );

  it("needs a signed-in customer", async () => {
    const product = await createProduct(t, categoryId, { name: "Anonymous Review Bag" });
    const res = await t.gql(REVIEW, { id: product.id, input: { rating: 5, comment: "Great" } });
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("says not found for an unknown or unpublished product", async () => {
    const hidden = await createProduct(t, categoryId, { name: "Unreleased Bag", isPublished: false });
    const { token } = await t.registerCustomer();
    for (const id of [hidden.id, "9b2f7d0e-1111-4222-8333-944445555666", "nope"]) {
      const res = await t.gql(REVIEW, { id, input: { rating: 5, comment: "Great" } }, token);
      expect(res.errors?.[0]).toMatchObject({ message: "Product not found", extensions: { code: "NOT_FOUND" } });
    }
  });
});
