import { createCategory, createProduct } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const CREATE_CATEGORY = graphql(
  `mutation CatalogAdminCreateCategory($input: CategoryInput!) { createCategory(input: $input) { id slug name description isPublished image { url altText } } }`,
);
const UPDATE_CATEGORY = graphql(
  `mutation CatalogAdminUpdateCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id slug name } }`,
);
const DELETE_CATEGORY = graphql(`mutation CatalogAdminDeleteCategory($id: ID!) { deleteCategory(id: $id) { id } }`);

let t: TestShop;
let admin: string;

beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
  await createCategory(t, { name: "Tote Bags" });
});
afterAll(() => t.close());

describe("categories", () => {
  const categoryCount = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM categories`))[0].n as number;

  it("creates a category with a slug from its name, published unless unticked", async () => {
    const { createCategory: c } = await t.gqlOk(
      CREATE_CATEGORY,
      {
        input: {
          name: " Bag's on Sale ",
          description: "Markdowns",
          image: { url: "https://cdn.example.com/sale.jpg", altText: "Sale bags" },
        },
      },
      admin,
    );
    expect(c).toMatchObject({
      slug: "bags-on-sale",
      name: "Bag's on Sale",
      description: "Markdowns",
      isPublished: true,
      image: { url: "https://cdn.example.com/sale.jpg", altText: "Sale bags" },
    });
    const hidden = await t.gqlOk(CREATE_CATEGORY, { input: { name: "Hidden Things", description: "Not yet", isPublished: false } }, admin);
    expect(hidden.createCategory).toMatchObject({ isPublished: false, image: null });
  });

  it("needs an image before it can be published, so the home page never shows an empty tile", async () => {
    const before = await categoryCount();
    for (const image of [undefined, null, { url: "  " }]) {
      const res = await t.gql(
        CREATE_CATEGORY,
        { input: { name: "Potlis", description: "Drawstring bags", image, isPublished: true } },
        admin,
      );
      expect(res.errors?.[0]).toMatchObject({
        message: "A category needs an image before it can be published",
        extensions: { code: "BAD_USER_INPUT", field: "image.url" },
      });
    }
    expect(await categoryCount()).toBe(before);
    const draft = (await t.gqlOk(CREATE_CATEGORY, { input: { name: "Potlis", description: "Drawstring bags", isPublished: false } }, admin))
      .createCategory;
    const publish = (image?: object) =>
      t.gql(UPDATE_CATEGORY, { id: draft.id, input: { name: "Potlis", description: "Drawstring bags", image, isPublished: true } }, admin);
    expect((await publish()).errors?.[0].message).toBe("A category needs an image before it can be published");
    expect(
      (await t.gqlOk(graphql(`query CatalogAdminCategories { categories { nodes { slug } } }`))).categories.nodes.map(
        (c: { slug: string }) => c.slug,
      ),
    ).not.toContain("potlis");
    expect((await publish({ url: "https://cdn.example.com/potlis.jpg" })).errors).toBeUndefined();
    expect(
      (await t.gqlOk(graphql(`query CatalogAdminCategories2 { categories { nodes { slug } } }`))).categories.nodes.map(
        (c: { slug: string }) => c.slug,
      ),
    ).toContain("potlis");
  });

  it("gives a clashing name the next free slug", async () => {
    const first = await createCategory(t, { name: "Clutches" });
    const second = await createCategory(t, { name: "clutches" });
    expect([first.slug, second.slug]).toEqual(["clutches", "clutches-2"]);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ name: "" }, "name", "Category name is required"],
    [{ description: "" }, "description", "Description is required"],
    [{ description: "  " }, "description", "Description is required"],
  ])("refuses %p with the form's message and writes nothing", async (change, field, message) => {
    const before = await categoryCount();
    const res = await t.gql(CREATE_CATEGORY, { input: { name: "Sling Bags", description: "Cross-body", ...change } }, admin);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect(await categoryCount()).toBe(before);
  });

  it.each([{ name: null }, { description: undefined }])("refuses %p by the schema: name and description are non-null", async (change) => {
    const before = await categoryCount();
    // The variables break the schema on purpose, so they go untyped.
    const res = await t.gqlRaw(CREATE_CATEGORY, { input: { name: "Sling Bags", description: "Cross-body", ...change } }, admin);
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0].message).toContain(Object.keys(change)[0]);
    expect(await categoryCount()).toBe(before);
  });

  it("updates a category and follows a new name with a new slug", async () => {
    const { id } = await createCategory(t, { name: "Laptop Sleeves" });
    const { updateCategory } = await t.gqlOk(
      UPDATE_CATEGORY,
      { id, input: { name: "Laptop Bags", description: "For work", image: { url: "https://cdn.example.com/laptop.jpg" } } },
      admin,
    );
    expect(updateCategory).toEqual({ id, slug: "laptop-bags", name: "Laptop Bags" });
  });

  it("changes only the fields sent: a new name alone keeps the description, picture and publication", async () => {
    const { id } = await createCategory(t, { name: "Duffels" });
    const FULL = graphql(
      `query CatalogAdminFull($id: String!) { category(idOrSlug: $id) { name slug description isPublished image { url altText } } }`,
    );
    const before = (await t.gqlOk(FULL, { id }, admin)).category;
    expect((await t.gqlOk(UPDATE_CATEGORY, { id, input: { name: "Weekender Duffels" } }, admin)).updateCategory).toEqual({
      id,
      slug: "weekender-duffels",
      name: "Weekender Duffels",
    });
    expect((await t.gqlOk(FULL, { id }, admin)).category).toEqual({ ...before, name: "Weekender Duffels", slug: "weekender-duffels" });
    await t.gqlOk(UPDATE_CATEGORY, { id, input: { isPublished: false } }, admin);
    expect((await t.gqlOk(FULL, { id }, admin)).category).toMatchObject({
      name: "Weekender Duffels",
      description: before.description,
      isPublished: false,
      image: before.image,
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ name: "  " }, "name", "Category name is required"],
    [{ description: "" }, "description", "Description is required"],
    [{ name: null }, "name", "Category name is required"],
    [{ isPublished: null }, "isPublished", "Whether the category is published is required"],
  ])("refuses an update to %p and changes nothing", async (input, field, message) => {
    const { id, name } = await createCategory(t, { name: "Totes for Update" });
    const res = await t.gql(UPDATE_CATEGORY, { id, input }, admin);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect(
      (await t.gqlOk(graphql(`query CatalogAdminCategory($id: String!) { category(idOrSlug: $id) { name } }`), { id }, admin)).category
        .name,
    ).toBe(name);
  });

  it("refuses to delete a category that has products, and deletes an empty one", async () => {
    const full = await createCategory(t, { name: "Full Category" });
    await createProduct(t, full.id, { name: "Keeps Category Busy" });
    const refused = await t.gql(DELETE_CATEGORY, { id: full.id }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: "This category still has products: move or delete them first",
      extensions: { code: "CATEGORY_NOT_EMPTY", kind: "CONFLICT", productCount: 1 },
    });

    const empty = await createCategory(t, { name: "Empty Category" });
    expect((await t.gqlOk(DELETE_CATEGORY, { id: empty.id }, admin)).deleteCategory).toEqual({ id: empty.id });
    expect(
      (await t.gqlOk(graphql(`query CatalogAdminCategory2 { category(idOrSlug: "empty-category") { id } }`), {}, admin)).category,
    ).toBeNull();
  });

  it("is for admins only", async () => {
    const before = await categoryCount();
    const { token } = await t.registerCustomer();
    const res = await t.gql(CREATE_CATEGORY, { input: { name: "Sneaky", description: "x" } }, token);
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(CREATE_CATEGORY, { input: { name: "Sneaky", description: "x" } })).errors?.[0].extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    expect(await categoryCount()).toBe(before);
  });
});

describe("a category's handle and search-engine fields", () => {
  const SEO = graphql(
    `mutation CatalogAdminCreateSeoCategory($input: CategoryInput!) { createCategory(input: $input) { id slug seoTitle seoDescription } }`,
  );
  const CHANGE_SEO = graphql(
    `mutation CatalogAdminChangeSeoCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id slug seoTitle seoDescription } }`,
  );
  const READ_SEO = graphql(
    `query CatalogAdminReadSeoCategory($slug: String!) { category(idOrSlug: $slug) { id name slug seoTitle seoDescription } }`,
  );
  const form = { description: "Bags", image: { url: "https://cdn.example.com/seo.jpg" } };
  const categoryCount = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM categories`))[0].n as number;

  it("saves the typed handle as the slug, and the title and description trimmed, for anyone to read", async () => {
    const { createCategory: created } = await t.gqlOk(
      SEO,
      {
        input: {
          ...form,
          name: "Weekenders",
          handle: " Weekend Getaway Bags ",
          seoTitle: " Weekend Bags ",
          seoDescription: " For two days away ",
        },
      },
      admin,
    );
    expect(created).toMatchObject({ slug: "weekend-getaway-bags", seoTitle: "Weekend Bags", seoDescription: "For two days away" });
    expect((await t.gqlOk(READ_SEO, { slug: "weekend-getaway-bags" })).category).toEqual({
      id: created.id,
      name: "Weekenders",
      slug: "weekend-getaway-bags",
      seoTitle: "Weekend Bags",
      seoDescription: "For two days away",
    });
    const plain = await t.gqlOk(
      SEO,
      { input: { ...form, name: "Plain Pouches", handle: "  ", seoTitle: "", seoDescription: null } },
      admin,
    );
    expect(plain.createCategory).toMatchObject({ slug: "plain-pouches", seoTitle: null, seoDescription: null });
  });

  it("keeps the handle and search-engine fields through other changes; a new name without a handle moves the slug", async () => {
    const { createCategory: c } = await t.gqlOk(
      SEO,
      { input: { ...form, name: "Gym Bags", handle: "sports-bags", seoTitle: "Gym Bags Online", seoDescription: "Bags for the gym" } },
      admin,
    );
    const kept = { id: c.id, slug: "sports-bags", seoTitle: "Gym Bags Online", seoDescription: "Bags for the gym" };
    expect(
      (await t.gqlOk(CHANGE_SEO, { id: c.id, input: { description: "Sweat-proof", isPublished: false } }, admin)).updateCategory,
    ).toEqual(kept);
    expect(
      (await t.gqlOk(CHANGE_SEO, { id: c.id, input: { name: "Gym Duffels", handle: "gym-duffels-online" } }, admin)).updateCategory,
    ).toEqual({
      ...kept,
      slug: "gym-duffels-online",
    });
    expect(
      (await t.gqlOk(CHANGE_SEO, { id: c.id, input: { seoTitle: "Gym Duffels", seoDescription: null } }, admin)).updateCategory,
    ).toEqual({
      ...kept,
      slug: "gym-duffels-online",
      seoTitle: "Gym Duffels",
      seoDescription: null,
    });
    expect((await t.gqlOk(CHANGE_SEO, { id: c.id, input: { name: "Training Bags" } }, admin)).updateCategory).toMatchObject({
      slug: "training-bags",
      seoTitle: "Gym Duffels",
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ seoTitle: "t".repeat(71) }, "seoTitle", "Search engine title must be at most 70 characters"],
    [{ seoDescription: "d".repeat(161) }, "seoDescription", "Search engine description must be at most 160 characters"],
    [{ handle: "h".repeat(101) }, "handle", "Handle must be at most 100 characters"],
    [{ handle: "!!!" }, "handle", "Handle must have a letter or a digit"],
    [{ handle: "All" }, "handle", "/collections/all is the shop's own page: choose another handle"],
    [{ handle: "bestsellers" }, "handle", "/collections/bestsellers is the shop's own page: choose another handle"],
    [{ handle: "Tote Bags" }, "handle", "Another category already has this handle"],
  ])("refuses %p on create and on update, naming the field, and writes nothing", async (input, field, message) => {
    const before = await categoryCount();
    const created = await t.gql(SEO, { input: { ...form, name: "Refused Category", ...input } }, admin);
    expect(created.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect(await categoryCount()).toBe(before);

    const { id, slug } = await createCategory(t, { name: `Unchanged ${field}` });
    const updated = await t.gql(CHANGE_SEO, { id, input }, admin);
    expect(updated.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect((await t.gqlOk(READ_SEO, { slug: id }, admin)).category).toMatchObject({ slug, seoTitle: null, seoDescription: null });
  });
});
