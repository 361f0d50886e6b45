import { createCategory, productForm } from "../support/catalog-admin";
import { expectPageSizesRefused, walkPages } from "../support/connection-pages";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import type { ProductOptionValueInput } from "../gql/graphql";

const VALUES = graphql(
  `query ProductOptionsValues($kind: ProductOptionKind, $first: Int = 100, $after: String) { productOptionValues(kind: $kind, first: $first, after: $after) { nodes { id kind name swatch productCount } totalCount pageInfo { hasNextPage endCursor } } }`,
);
const OPTIONS = graphql(`query ProductOptionsOptions{ productOptions { sizes colors materials colorSwatches { name hex } } }`);
const ADD = graphql(
  `mutation ProductOptionsAdd($input: ProductOptionValueInput!) { addProductOptionValue(input: $input) { id kind name swatch productCount } }`,
);
const REMOVE = graphql(`mutation ProductOptionsRemove($id: ID!) { deleteProductOptionValue(id: $id) { id } }`);
const CREATE = graphql(
  `mutation ProductOptionsCreate($input: ProductInput!) { createProduct(input: $input) { id colors sizes material } }`,
);
const FILTERED = graphql(
  `query ProductOptionsFiltered($filter: ProductFilterInput) { products(filter: $filter) { nodes { name colors } facets { colors { value count } sizes { value count } } } }`,
);

let t: TestShop;
let admin: string;
let categoryId: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
  categoryId = (await createCategory(t, { name: "Totes" })).id;
});
afterAll(() => t.close());

type OptionValue = { id: string; kind: string; name: string; swatch: string | null; productCount: number };
const values = async (): Promise<OptionValue[]> => (await t.gqlOk(VALUES, {}, admin)).productOptionValues.nodes;
const add = (input: ProductOptionValueInput) => t.gql(ADD, { input }, admin);

describe("the catalogue's option lists", () => {
  it("start with the catalogue's sizes, colours (with swatches) and materials, served to everyone", async () => {
    const { productOptions } = await t.gqlOk(OPTIONS);
    expect(productOptions.sizes).toEqual(["Small", "Medium", "Large", "XL"]);
    expect(productOptions.colors).toEqual(["red", "blue", "black", "green", "yellow", "gray", "white", "pink", "cream", "navy"]);
    expect(productOptions.materials).toEqual(
      expect.arrayContaining(["Cotton", "Wool", "Denim", "Polyester", "Silk", "Linen", "Viscose", "Fleece", "Leather"]),
    );
    expect(productOptions.colorSwatches).toContainEqual({ name: "navy", hex: "#1e3a8a" });
    expect((await t.gql(VALUES)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("page like every list, one kind at a time or all three", async () => {
    const sizes = await walkPages(
      t,
      { query: VALUES, connection: (d) => d.productOptionValues, variables: { kind: "SIZE" }, token: admin },
      3,
    );
    expect(sizes.map((v) => v.name)).toEqual(["Small", "Medium", "Large", "XL"]);
    const all = await walkPages(t, { query: VALUES, connection: (d) => d.productOptionValues, token: admin }, 7);
    expect(new Set(all.map((v) => v.kind))).toEqual(new Set(["SIZE", "COLOR", "MATERIAL"]));
    await expectPageSizesRefused(t, { query: VALUES, connection: (d) => d.productOptionValues, token: admin });
  });

  it("take a colour an admin adds: the form's list, a product in it, and the filter and its facet", async () => {
    const teal = (await add({ kind: "COLOR", name: " Teal ", swatch: "#008080" })).data!.addProductOptionValue;
    expect(teal).toMatchObject({ kind: "COLOR", name: "teal", swatch: "#008080", productCount: 0 });
    const { productOptions } = await t.gqlOk(OPTIONS);
    expect(productOptions.colors.at(-1)).toBe("teal");
    expect(productOptions.colorSwatches.at(-1)).toEqual({ name: "teal", hex: "#008080" });

    const created = (await t.gqlOk(CREATE, { input: productForm(categoryId, { name: "Teal Tote", colors: ["TEAL", "black"] }) }, admin))
      .createProduct;
    expect(created.colors).toEqual(["teal", "black"]);
    const filtered = (await t.gqlOk(FILTERED, { filter: { colors: ["Teal"] } })).products;
    expect(filtered.nodes).toEqual([{ name: "Teal Tote", colors: ["teal", "black"] }]);
    expect(filtered.facets.colors).toContainEqual({ value: "teal", count: 1 });
    expect((await values()).find((v) => v.id === teal.id)?.productCount).toBe(1);
  });

  it("take a size and a material an admin adds; sizes keep the list's order in the facets", async () => {
    await add({ kind: "SIZE", name: "XXL" });
    const vegan = (await add({ kind: "MATERIAL", name: "vegan leather" })).data!.addProductOptionValue;
    expect(vegan.name).toBe("Vegan leather");
    const created = (
      await t.gqlOk(
        CREATE,
        { input: productForm(categoryId, { name: "Roomy Tote", sizes: ["xxl", "Small"], material: "VEGAN LEATHER" }) },
        admin,
      )
    ).createProduct;
    expect(created).toMatchObject({ sizes: ["XXL", "Small"], material: "Vegan leather" });
    const facets = (await t.gqlOk(FILTERED, { filter: { materials: ["vegan leather"] } })).products;
    expect(facets.nodes.map((p: { name: string }) => p.name)).toEqual(["Roomy Tote"]);
    expect(facets.facets.sizes.map((s: { value: string }) => s.value)).toEqual(["Small", "XXL"]);
  });

  it("refuse a product in an option that is not on the list, naming the list", async () => {
    const unknownSize = await t.gql(CREATE, { input: productForm(categoryId, { name: "Odd Tote", sizes: ["Huge"] }) }, admin);
    expect(unknownSize.errors?.[0]).toMatchObject({
      message: "Size must be one of Small, Medium, Large, XL, XXL",
      extensions: { code: "BAD_USER_INPUT", field: "sizes" },
    });
    const unknownMaterial = await t.gql(CREATE, { input: productForm(categoryId, { name: "Odd Tote", material: "Plastic" }) }, admin);
    expect(unknownMaterial.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "material" } });
    expect(unknownMaterial.errors?.[0].message).toMatch(/^Material must be one of Cotton, Wool, .*Vegan leather$/);
  });

  it.each<[ProductOptionValueInput, string, string]>([
    [{ kind: "COLOR", name: "Navy" }, "swatch", "A colour needs its swatch, as #rrggbb"],
    [{ kind: "COLOR", name: "Olive", swatch: "olive" }, "swatch", "Swatch must be a colour as #rrggbb, like #1e3a8a"],
    [{ kind: "SIZE", name: "XXXL", swatch: "#000000" }, "swatch", "Only a colour has a swatch"],
    [{ kind: "COLOR", name: "NAVY", swatch: "#000080" }, "name", "navy is already a colour"],
    [{ kind: "SIZE", name: "small" }, "name", "small is already a size"],
    [{ kind: "MATERIAL", name: "  " }, "name", "Please enter a name"],
    [
      { kind: "MATERIAL", name: "Cotton, organic" },
      "name",
      "Name may have letters, digits, spaces, hyphens, dots, slashes and &, and starts with a letter or digit",
    ],
    [{ kind: "SIZE", name: "X".repeat(31) }, "name", "Name must be at most 30 characters"],
  ])("refuse to add %p: %s", async (input, field, message) => {
    const before = (await values()).length;
    expect((await add(input)).errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect((await values()).length).toBe(before);
  });

  it("lose a value no product uses; one in use is kept, saying how many products use it", async () => {
    const all = await values();
    const teal = all.find((v) => v.name === "teal")!;
    const refused = await t.gql(REMOVE, { id: teal.id }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: "teal is used by 1 product: take it off them before removing it",
      extensions: { code: "OPTION_IN_USE", kind: "CONFLICT", productCount: 1 },
    });

    const plum = (await add({ kind: "COLOR", name: "plum", swatch: "#8e4585" })).data!.addProductOptionValue;
    expect((await t.gqlOk(REMOVE, { id: plum.id }, admin)).deleteProductOptionValue).toEqual({ id: plum.id });
    expect((await t.gqlOk(OPTIONS)).productOptions.colors).not.toContain("plum");
    const inPlum = await t.gql(CREATE, { input: productForm(categoryId, { name: "Plum Tote", colors: ["plum"] }) }, admin);
    expect(inPlum.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "colors" });
    expect((await t.gql(REMOVE, { id: plum.id }, admin)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("are changed by admins only", async () => {
    const { token } = await t.registerCustomer();
    expect((await t.gql(ADD, { input: { kind: "SIZE", name: "Tiny" } }, token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const small = (await values()).find((v) => v.name === "Small")!;
    expect((await t.gql(REMOVE, { id: small.id }, token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await values()).map((v) => v.name)).not.toContain("Tiny");
  });
});
