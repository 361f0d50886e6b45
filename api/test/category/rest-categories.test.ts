import { createCategory, createProduct } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

let t: TestShop;
let admin: string;
let customer: { token: string; id: string };
let totes: { id: string; slug: string };

beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
  customer = await t.registerCustomer({ firstName: "Priya", lastName: "Sharma" });
  totes = await createCategory(t, { name: "Tote Bags", description: "Roomy totes" });
  // A category with products cannot be deleted.
  await createProduct(t, totes.id, { name: "Canvas Tote" });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("categories", () => {
  it("GET /api/categories lists published categories, and all of them with an admin's token", async () => {
    const draft = await createCategory(t, { name: "Draft Category", isPublished: false });
    const shoppers = await t.http.get("/api/categories");
    expect(shoppers.status).toBe(200);
    expect(shoppers.body).toContainEqual({
      _id: totes.id,
      name: "Tote Bags",
      slug: "tote-bags",
      description: "Roomy totes",
      image: { url: "https://cdn.example.com/category.jpg", altText: "Tote Bags" },
      isPublished: true,
      createdAt: expect.any(String),
    });
    expect(shoppers.body.map((c: { _id: string }) => c._id)).not.toContain(draft.id);
    const admins = await t.http.get("/api/categories").set(bearer(admin));
    expect(admins.body).toContainEqual(expect.objectContaining({ _id: draft.id, isPublished: false }));

    expect((await t.http.get(`/api/categories/${draft.slug}`)).status).toBe(404);
    expect((await t.http.get(`/api/categories/${draft.slug}`).set(bearer(admin))).body).toMatchObject({
      _id: draft.id,
      name: "Draft Category",
    });
    expect((await t.http.get("/api/categories/tote-bags").set(bearer(customer.token))).body).toMatchObject({ _id: totes.id });
    expect((await t.http.get("/api/categories/no-such")).body).toEqual({
      message: "Category not found",
      code: "NOT_FOUND",
      kind: "NOT_FOUND",
    });
  });

  it("PUT replaces the form's fields and keeps the search-engine title and description it does not carry", async () => {
    const { id } = await createCategory(t, { name: "Clutches", seoTitle: "Party Clutches", seoDescription: "Clutches for evenings out" });
    const put = await t.http
      .put(`/api/categories/${id}`)
      .set(bearer(admin))
      .send({ name: "Evening Clutches", description: "Small", isPublished: false });
    expect(put.body).toMatchObject({ _id: id, name: "Evening Clutches", slug: "evening-clutches", description: "Small" });
    const READ = graphql(`query RestCategoriesSeo($id: String!) { category(idOrSlug: $id) { seoTitle seoDescription } }`);
    expect((await t.gqlOk(READ, { id }, admin)).category).toEqual({
      seoTitle: "Party Clutches",
      seoDescription: "Clutches for evenings out",
    });
  });

  it("admin adds, edits and deletes a category; one with products cannot be deleted (409)", async () => {
    const created = await t.http
      .post("/api/categories")
      .set(bearer(admin))
      .send({
        name: "Laptop Bags",
        description: "Padded bags",
        image: { url: "https://images.example/laptop.jpg", altText: "" },
        isPublished: false,
      });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      name: "Laptop Bags",
      slug: "laptop-bags",
      description: "Padded bags",
      image: { url: "https://images.example/laptop.jpg", altText: "Laptop Bags" },
      isPublished: false,
      createdAt: expect.any(String),
    });
    const id = created.body._id;
    // Without its image it cannot be published (the home page would show an empty tile); unpublished it may lose it.
    const imageless = await t.http
      .put(`/api/categories/${id}`)
      .set(bearer(admin))
      .send({ name: "Laptop Sleeves", description: "Padded sleeves", isPublished: true });
    expect([imageless.status, imageless.body]).toEqual([
      400,
      expect.objectContaining({ field: "image.url", message: "A category needs an image before it can be published" }),
    ]);
    const updated = await t.http
      .put(`/api/categories/${id}`)
      .set(bearer(admin))
      .send({ name: "Laptop Sleeves", description: "Padded sleeves", isPublished: false });
    expect(updated.body).toMatchObject({ _id: id, name: "Laptop Sleeves", slug: "laptop-sleeves", image: null, isPublished: false });

    const busy = await t.http.delete(`/api/categories/${totes.id}`).set(bearer(admin));
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM products WHERE category_id = $1`, [totes.id]);
    expect(count).toBeGreaterThan(0);
    expect([busy.status, busy.body]).toEqual([
      409,
      {
        message: "This category still has products: move or delete them first",
        code: "CATEGORY_NOT_EMPTY",
        kind: "CONFLICT",
        productCount: count,
      },
    ]);
    const deleted = await t.http.delete(`/api/categories/${id}`).set(bearer(admin));
    expect(deleted.body).toEqual({ id, _id: id, message: "Category deleted successfully!" });
    for (const missing of [id, "nope"]) {
      expect((await t.http.delete(`/api/categories/${missing}`).set(bearer(admin))).status).toBe(404);
      expect((await t.http.put(`/api/categories/${missing}`).set(bearer(admin)).send({ name: "X", description: "Y" })).status).toBe(404);
    }
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ description: "Y" }, "name", "Category name is required"],
    [{ name: "X" }, "description", "Description is required"],
    [{ name: "X", description: "Y", image: "pic.jpg" }, "image", "Image must be an object with url and altText"],
    [{ name: "X", description: "Y", isPublished: "no" }, "isPublished", "Published must be true or false"],
    [{ name: 5, description: "Y" }, "name", "Category name must be text"],
  ])("POST /api/categories refuses %p with 400", async (body, field, message) => {
    const res = await t.http.post("/api/categories").set(bearer(admin)).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
  });
});
