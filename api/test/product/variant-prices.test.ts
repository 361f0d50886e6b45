import { createCategory, productForm } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import type { ProductFilterInput, ProductSort } from "../gql/graphql";

/**
 * A variant's own price counts in the price filter, the price sort, the price facet and the card's
 * "from Rs. X": what a shopper can buy, at what it costs (its discount when set, its own price
 * when set, else the product's).
 */
const CREATE = graphql(`mutation VariantPricesCreate($input: ProductInput!) { createProduct(input: $input) { id } }`);
const LIST = graphql(`query VariantPricesList($filter: ProductFilterInput, $sort: ProductSort, $size: Int) {
  products(filter: $filter, sort: $sort, first: $size) {
    nodes { name unitPrice { paise } fromPrice { paise formatted } }
    facets { price { min { paise } max { paise } } }
  }
}`);
const COLLECTION = "Priced By Variant";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
  const admin = await t.adminToken();
  const category = (await createCategory(t, { name: "Variant Priced" })).id;
  const product = async (name: string, fields: Record<string, unknown>) =>
    t.gqlOk(CREATE, { input: productForm(category, { name, collection: COLLECTION, colors: ["black"], ...fields }) }, admin);
  // Small sells at its own Rs. 600; Large at the product's Rs. 1,000.
  await product("Alpha Tote", {
    pricePaise: 1000_00,
    sizes: ["Small", "Large"],
    variants: [
      { size: "Small", color: "black", countInStock: 5, pricePaise: 600_00 },
      { size: "Large", color: "black", countInStock: 5 },
    ],
  });
  await product("Beta Tote", { pricePaise: 800_00, sizes: ["Medium"], countInStock: 5 });
  // The cheap Small is sold out: only Large, at Rs. 1,200, can be bought.
  await product("Gamma Tote", {
    pricePaise: 1200_00,
    sizes: ["Small", "Large"],
    variants: [
      { size: "Small", color: "black", countInStock: 0, pricePaise: 500_00 },
      { size: "Large", color: "black", countInStock: 4 },
    ],
  });
  // On sale at Rs. 1,500; Small has its own sale price of Rs. 700 on the product's price.
  await product("Delta Tote", {
    pricePaise: 2000_00,
    discountPricePaise: 1500_00,
    sizes: ["Small", "Large"],
    variants: [
      { size: "Small", color: "black", countInStock: 3, discountPricePaise: 700_00 },
      { size: "Large", color: "black", countInStock: 3 },
    ],
  });
});
afterAll(() => t.close());

const list = async (filter: ProductFilterInput, sort?: ProductSort) =>
  (await t.gqlOk(LIST, { filter: { collection: COLLECTION, ...filter }, sort, size: 20 })).products as {
    nodes: Array<{ name: string; unitPrice: { paise: number }; fromPrice: { paise: number; formatted: string } | null }>;
    facets: { price: { min: { paise: number }; max: { paise: number } } | null };
  };
const names = async (filter: ProductFilterInput, sort?: ProductSort) => (await list(filter, sort)).nodes.map((p) => p.name);

describe("variant prices in the catalogue", () => {
  it("match the price filter when an in-stock variant sells within it", async () => {
    expect(await names({ minPricePaise: 550_00, maxPricePaise: 750_00 }, "PRICE_ASC")).toEqual(["Alpha Tote", "Delta Tote"]);
    // Gamma's Rs. 500 Small is sold out, so nothing sells under Rs. 550.
    expect(await names({ maxPricePaise: 550_00 })).toEqual([]);
    // Delta sells from Rs. 700 but its Large is Rs. 1,500: it matches, and sorts by its Rs. 700.
    expect(await names({ minPricePaise: 1100_00 }, "PRICE_ASC")).toEqual(["Delta Tote", "Gamma Tote"]);
    expect(await names({ minPricePaise: 900_00, maxPricePaise: 1000_00 })).toEqual(["Alpha Tote"]);
  });

  it("sort by the lowest price a shopper can buy at, both ways", async () => {
    expect(await names({}, "PRICE_ASC")).toEqual(["Alpha Tote", "Delta Tote", "Beta Tote", "Gamma Tote"]);
    expect(await names({}, "PRICE_DESC")).toEqual(["Gamma Tote", "Beta Tote", "Delta Tote", "Alpha Tote"]);
  });

  it("make the price facet's range, and the card's 'from' price when a product's variants differ", async () => {
    const { nodes: items, facets } = await list({}, "PRICE_ASC");
    expect(facets.price).toEqual({ min: { paise: 600_00 }, max: { paise: 1500_00 } });
    expect(items.map((p) => [p.name, p.fromPrice?.paise ?? null])).toEqual([
      ["Alpha Tote", 600_00],
      ["Delta Tote", 700_00],
      ["Beta Tote", null],
      ["Gamma Tote", null],
    ]);
    expect(items[0].fromPrice?.formatted).toBe("Rs. 600.00");
  });

  it("follow a variant selling out or coming back", async () => {
    await t.dataSource.query(`UPDATE product_variants SET count_in_stock = 2 WHERE price_paise = 50000`);
    expect(await names({ maxPricePaise: 550_00 })).toEqual(["Gamma Tote"]);
    expect((await list({ maxPricePaise: 550_00 })).nodes[0].fromPrice?.paise).toBe(500_00);
    await t.dataSource.query(`UPDATE product_variants SET count_in_stock = 0 WHERE price_paise = 50000`);
    expect(await names({ maxPricePaise: 550_00 })).toEqual([]);
  });

  it("cost the same SQL statements for a page of 2 and of 4", async () => {
    const statements = async (size: number) => {
      await t.dataSource.query(`UPDATE catalog_state SET version = version + 1`);
      t.queries.reset();
      await t.gqlOk(LIST, { filter: { collection: COLLECTION, minPricePaise: 100_00 }, sort: "PRICE_ASC", size });
      return t.queries.count;
    };
    expect(await statements(4)).toBe(await statements(2));
  });
});
