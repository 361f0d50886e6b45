import { createCategory, createProduct } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const SUGGEST = graphql(
  `query SearchSuggestionsSuggest($text: String!) { searchSuggestions(text: $text) { text categories { name slug } products { name slug category { name } } } }`,
);

let t: TestShop;

beforeAll(async () => {
  t = await startTestShop();
  const backpacks = (await createCategory(t, { name: "Backpacks" })).id;
  const wallets = (await createCategory(t, { name: "Wallets" })).id;
  await createCategory(t, { name: "Laptop Bags" });
  const hiddenCategory = (await createCategory(t, { name: "Wallet Sale", isPublished: false })).id;
  const products: [string, string, Record<string, unknown>][] = [
    ["Classic Leather Bifold Wallet", wallets, { material: "Leather", description: "<p>Eight card slots.</p>" }],
    ["Slim Card Wallet", wallets, { material: "Polyester", description: "<p>A canvas card holder.</p>" }],
    ["Leather Laptop Backpack", backpacks, { material: "Leather", description: "<p>Fits a 15 inch laptop.</p>" }],
    ["Urban Commuter Backpack", backpacks, { material: "Polyester", description: "<p>Water resistant.</p>" }],
    ["Hidden Leather Wallet", wallets, { material: "Leather", description: "<p>Not published yet.</p>", isPublished: false }],
    ["Sale Wallet", hiddenCategory, { material: "Leather", description: "<p>In a hidden category.</p>" }],
  ];
  for (const [name, category, form] of products) await createProduct(t, category, { name, ...form });
});
afterAll(() => t.close());

async function suggest(text: string) {
  const { searchSuggestions } = await t.gqlOk(SUGGEST, { text });
  return {
    text: searchSuggestions.text,
    categories: searchSuggestions.categories.map((c) => c.name),
    products: searchSuggestions.products.map((p) => p.name),
  };
}

describe("search suggestions", () => {
  it("suggests products as the shopper types, reading the last word as the start of one", async () => {
    expect((await suggest("leath")).products.sort()).toEqual(["Classic Leather Bifold Wallet", "Leather Laptop Backpack"]);
    expect((await suggest("leather wal")).products).toEqual(["Classic Leather Bifold Wallet"]);
  });

  it("tolerates typos in products and categories: 'walets' finds the wallets and the Wallets category", async () => {
    expect(await suggest(" walets ")).toEqual({
      text: "walets",
      categories: ["Wallets"],
      products: expect.arrayContaining(["Classic Leather Bifold Wallet", "Slim Card Wallet"]),
    });
    expect((await suggest("backpak")).categories).toEqual(["Backpacks"]);
  });

  it("finds a category by any word of its name, and only published ones", async () => {
    expect((await suggest("laptop")).categories).toEqual(["Laptop Bags"]);
    expect((await suggest("wallet")).categories).toEqual(["Wallets"]);
  });

  it("never suggests what shoppers cannot see", async () => {
    const { products } = await suggest("wallet");
    expect(products).not.toContain("Hidden Leather Wallet");
    expect(products).not.toContain("Sale Wallet");
  });

  it.each(["", " ", "a", "%", "' & !"])("suggests nothing for %p", async (text) => {
    expect(await suggest(text)).toMatchObject({ categories: [], products: [] });
  });

  it("treats LIKE wildcards and tsquery operators as plain text", async () => {
    expect(await suggest("%%%_")).toMatchObject({ categories: [], products: [] });
    expect((await suggest("wallet & | !")).categories).toEqual(["Wallets"]);
  });
});
