import { createCategory, createProduct } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";

let t: TestShop;
let customer: { token: string; id: string };
let totes: { id: string; slug: string };
const shelf: Record<string, { id: string; slug: string }> = {};

beforeAll(async () => {
  t = await startTestShop();
  customer = await t.registerCustomer({ firstName: "Priya", lastName: "Sharma" });
  totes = await createCategory(t, { name: "Tote Bags", description: "Roomy totes" });
  shelf.canvas = await createProduct(t, totes.id, { name: "Canvas Tote" });
  shelf.hidden = await createProduct(t, totes.id, { name: "Unreleased Tote", isPublished: false });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("POST /api/products/{productId}/reviews (token)", () => {
  it("adds the customer's review and answers the product with its reviews", async () => {
    const bag = await createProduct(t, totes.id, { name: "Reviewed Tote" });
    const res = await t.http
      .post(`/api/products/${bag.id}/reviews`)
      .set(bearer(customer.token))
      .send({ rating: "4", comment: "Sturdy and roomy" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      _id: bag.id,
      rating: 4,
      numReviews: 1,
      reviews: [
        {
          _id: expect.any(String),
          user: customer.id,
          name: "Priya S.",
          rating: 4,
          comment: "Sturdy and roomy",
          createdAt: expect.any(String),
        },
      ],
    });
    const other = await t.registerCustomer();
    const second = await t.http.post(`/api/products/${bag.id}/reviews`).set(bearer(other.token)).send({ rating: 5, comment: "Love it" });
    expect(second.body).toMatchObject({ rating: 4.5, numReviews: 2 });
    expect(second.body.reviews.map((r: { comment: string }) => r.comment)).toEqual(["Love it", "Sturdy and roomy"]);
    expect((await t.http.get(`/api/products/${bag.slug}`)).body.reviews).toHaveLength(2);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ comment: "Nice" }, "rating", "Rating is required"],
    [{ rating: 6, comment: "Nice" }, "rating", "Rating must be between 1 and 5"],
    [{ rating: 4.5, comment: "Nice" }, "rating", "Rating must be a whole number"],
    [{ rating: "five", comment: "Nice" }, "rating", "Rating must be a number"],
    [{ rating: 4 }, "comment", "Comment is required"],
  ])("refuses %p with 400 naming %s", async (body, field, message) => {
    const res = await t.http.post(`/api/products/${shelf.canvas.id}/reviews`).set(bearer(customer.token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
  });

  it("answers 401 without a token and 404 for an unknown or unpublished product", async () => {
    expect((await t.http.post(`/api/products/${shelf.canvas.id}/reviews`).send({ rating: 4, comment: "x" })).status).toBe(401);
    for (const id of [shelf.hidden.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await t.http.post(`/api/products/${id}/reviews`).set(bearer(customer.token)).send({ rating: 4, comment: "x" });
      expect([res.status, res.body]).toEqual([404, { message: "Product not found", code: "NOT_FOUND", kind: "NOT_FOUND" }]);
    }
  });
});
