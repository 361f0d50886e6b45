import { createCategory, createProduct } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import type { ProductFilterInput, ProductSort } from "../gql/graphql";

const SEARCH = graphql(`query CatalogSearchSearch($filter: ProductFilterInput, $sort: ProductSort) {
  products(filter: $filter, sort: $sort, first: 50) { totalCount nodes { name } facets { colors { value count } } }
}`);

let t: TestShop;

beforeAll(async () => {
  t = await startTestShop();
  const bags = (await createCategory(t, { name: "Bags" })).id;
  const wallets = (await createCategory(t, { name: "Wallets" })).id;
  const products: [string, string, Record<string, unknown>][] = [
    [
      "Classic Leather Bifold Wallet",
      wallets,
      {
        brand: "Kora Craft",
        material: "Leather",
        colors: ["black"],
        tags: ["gift"],
        description: "<p>Eight card slots and a coin pocket.</p>",
      },
    ],
    [
      "Slim Card Wallet",
      wallets,
      { brand: "Metro Pack", material: "Polyester", colors: ["red"], description: "<p>A canvas card holder with a leather trim.</p>" },
    ],
    [
      "Leather Laptop Backpack",
      bags,
      {
        brand: "Hidehouse",
        material: "Leather",
        colors: ["black"],
        tags: ["office", "laptop"],
        description: "<p>Fits a 15 inch laptop.</p>",
      },
    ],
    [
      "Urban Commuter Backpack",
      bags,
      {
        brand: "Metro Pack",
        material: "Polyester",
        colors: ["navy"],
        tags: ["college"],
        description: "<p>Water resistant, with a bottle pocket.</p>",
      },
    ],
    [
      "Kids School Backpack",
      bags,
      { brand: "Tiny Trails", material: "Polyester", colors: ["blue"], description: "<p>Light and bright for school.</p>" },
    ],
    [
      "Jute Tote Bag",
      bags,
      { brand: "Kora Craft", material: "Jute", colors: ["cream"], tags: ["shopping"], description: "<p>Hand woven, eco friendly.</p>" },
    ],
    [
      "Leather Sling Bag",
      bags,
      { brand: "Hidehouse", material: "Leather", colors: ["black"], description: "<p>A compact cross-body bag.</p>" },
    ],
    [
      "Hidden Leather Wallet",
      wallets,
      { brand: "Kora Craft", material: "Leather", colors: ["black"], description: "<p>Not published yet.</p>", isPublished: false },
    ],
  ];
  for (const [name, category, form] of products) await createProduct(t, category, { name, ...form });
});
afterAll(() => t.close());

async function search(text: string, extra: ProductFilterInput = {}, sort?: ProductSort) {
  const { products } = await t.gqlOk(SEARCH, { filter: { search: text, ...extra }, sort });
  return {
    total: products.totalCount,
    names: products.nodes.map((p) => p.name),
    facets: products.facets,
  };
}

describe("search", () => {
  it("tolerates a typo: 'backpak' finds the backpacks and nothing else", async () => {
    const { names } = await search("backpak");
    expect(names.sort()).toEqual(["Kids School Backpack", "Leather Laptop Backpack", "Urban Commuter Backpack"]);
  });

  it("ranks leather wallets first for 'leather wallet', then other wallets that mention leather", async () => {
    const { names } = await search("leather wallet");
    expect(names).toEqual(["Classic Leather Bifold Wallet", "Slim Card Wallet"]);
  });

  it("corrects several misspelt words at once", async () => {
    expect((await search("lether walet")).names).toEqual(["Classic Leather Bifold Wallet", "Slim Card Wallet"]);
  });

  it("matches plurals and the start of a word", async () => {
    expect((await search("wallets")).names.sort()).toEqual(["Classic Leather Bifold Wallet", "Slim Card Wallet"]);
    expect((await search("leath")).names.sort()).toEqual([
      "Classic Leather Bifold Wallet",
      "Leather Laptop Backpack",
      "Leather Sling Bag",
      "Slim Card Wallet",
    ]);
  });

  it("ranks a match in the name above one in the description", async () => {
    const { names } = await search("laptop");
    expect(names[0]).toBe("Leather Laptop Backpack");
  });

  it("searches brand, tags and description", async () => {
    expect((await search("hidehouse")).names.sort()).toEqual(["Leather Laptop Backpack", "Leather Sling Bag"]);
    expect((await search("office")).names).toEqual(["Leather Laptop Backpack"]);
    expect((await search("bottle pocket")).names).toEqual(["Urban Commuter Backpack"]);
  });

  it("finds a product by its colour and by its tags, with the other words a shopper adds", async () => {
    expect((await search("cream")).names).toEqual(["Jute Tote Bag"]);
    expect((await search("navy backpack")).names).toEqual(["Urban Commuter Backpack"]);
    expect((await search("college")).names).toEqual(["Urban Commuter Backpack"]);
    expect((await search("gift wallet")).names).toEqual(["Classic Leather Bifold Wallet"]);
  });

  it("combines with filters and sorts, and computes facets for the results", async () => {
    const filtered = await search("backpack", { colors: ["black"] });
    expect(filtered.names).toEqual(["Leather Laptop Backpack"]);
    expect(filtered.facets.colors).toEqual([
      { value: "black", count: 1 },
      { value: "blue", count: 1 },
      { value: "navy", count: 1 },
    ]);
    const newestFirst = await search("backpack", {}, "NEWEST");
    expect(newestFirst.names).toEqual(["Kids School Backpack", "Urban Commuter Backpack", "Leather Laptop Backpack"]);
  });

  it("never finds unpublished products", async () => {
    expect((await search("hidden")).total).toBe(0);
  });

  it("finds nothing for words the catalogue does not have, and survives query syntax in the text", async () => {
    expect(await search("zqxjv")).toMatchObject({ total: 0, names: [] });
    for (const text of ["'", "a & b | !c", "wallet:* & (", "\\", "<->", "'leather' & !wallet"]) {
      const res = await t.gql(SEARCH, { filter: { search: text } });
      expect(res.errors).toBeUndefined();
    }
  });

  it("ignores a search with no searchable words", async () => {
    expect((await search("the")).total).toBe(7);
  });
});

describe("search finds a product by every word a shopper would use for it", () => {
  const UPDATE_CATEGORY = graphql(
    `mutation CatalogSearchRenameCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id } }`,
  );
  let totes: string;

  beforeAll(async () => {
    totes = (await createCategory(t, { name: "Tote Bags" })).id;
    await createProduct(t, totes, {
      name: "Harbour Carryall",
      brand: "Saltwind",
      material: "Leather",
      colors: ["green"],
      tags: ["weekender"],
      description: "<p>Roomy, with an inner zip pocket.</p>",
    });
    await createProduct(t, totes, { name: "Market Shopper", brand: "Saltwind", material: "Cotton", colors: ["cream"] });
  });

  it("by its category's name, with its material: 'leather tote' finds the leather bag filed under Tote Bags", async () => {
    expect((await search("leather tote")).names).toEqual(["Harbour Carryall"]);
    expect((await search("totes")).names.sort()).toEqual(["Harbour Carryall", "Jute Tote Bag", "Market Shopper"]);
    expect((await search("green leather")).names).toEqual(["Harbour Carryall"]);
    expect((await search("weekender")).names).toEqual(["Harbour Carryall"]);
    expect((await search("saltwind cotton")).names).toEqual(["Market Shopper"]);
  });

  it("follows a category's new name", async () => {
    await t.gqlOk(UPDATE_CATEGORY, { id: totes, input: { name: "Holdalls" } }, await t.adminToken());
    expect((await search("leather tote")).names).toEqual([]);
    expect((await search("leather holdall")).names).toEqual(["Harbour Carryall"]);
    // A word the vocabulary learnt from the new name is corrected too.
    expect((await search("holdals")).names.sort()).toEqual(["Harbour Carryall", "Market Shopper"]);
    await t.gqlOk(UPDATE_CATEGORY, { id: totes, input: { name: "Tote Bags" } }, await t.adminToken());
    expect((await search("leather tote")).names).toEqual(["Harbour Carryall"]);
  });
});

describe("search after an edit", () => {
  it("follows a product's new colours and tags", async () => {
    const UPDATE = graphql(
      `mutation CatalogSearchRecolour($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
    );
    const bags = (await createCategory(t, { name: "Duffels" })).id;
    const duffel = await createProduct(t, bags, { name: "Weekend Duffel", colors: ["green"], tags: ["gym"] });
    expect((await search("green duffel")).names).toEqual(["Weekend Duffel"]);
    await t.gqlOk(UPDATE, { id: duffel.id, input: { colors: ["yellow"], tags: ["picnic"] } }, await t.adminToken());
    expect((await search("yellow")).names).toEqual(["Weekend Duffel"]);
    expect((await search("picnic")).names).toEqual(["Weekend Duffel"]);
    expect((await search("green duffel")).names).toEqual([]);
    expect((await search("gym")).names).toEqual([]);
  });
});
