import { createCategory, createProduct, setReviewScore, setSoldCount } from "../support/catalog-admin";
import { expectPageSizesRefused, walkPages, connectionField } from "../support/connection-pages";
import { startTestShop, type Present, type ResultOf, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import type { ProductInput } from "../gql/graphql";

const NEW_ARRIVALS = graphql(`query CatalogListNewArrivalsLimit($limit: Int!) { newArrivals(limit: $limit) { name } }`);
const BEST_SELLERS = graphql(`query CatalogListBestSellersLimit($limit: Int!) { bestSellers(limit: $limit) { name } }`);

const LIST = graphql(`query CatalogListList($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {
  products(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    nodes { name }
    edges { cursor node { name } }
  }
}`);
const FACETS = graphql(`query CatalogListFacets($filter: ProductFilterInput) {
  products(filter: $filter, first: 1) {
    totalCount
    facets {
      colors { value count } sizes { value count } materials { value count } genders { value count } brands { value count }
      price { min { amount } max { amount } }
    }
  }
}`);

let t: TestShop;

/**
 * The catalogue every test here reads, created oldest first (so NEWEST is the reverse):
 * seven products shoppers see, one unpublished, and one in an unpublished category.
 */
const PRODUCTS = {
  A: {
    name: "Trail Hiking Backpack",
    category: "backpacks",
    collection: "Backpacks",
    pricePaise: 2499_00,
    colors: ["black", "green"],
    sizes: ["Large"],
    material: "Polyester",
    gender: "male",
    brand: "Wildtrail",
    rating: 4.2,
    sold: 5,
  },
  B: {
    name: "City Laptop Backpack",
    category: "backpacks",
    collection: "Backpacks",
    pricePaise: 3299_00,
    discountPricePaise: 2799_00,
    colors: ["navy"],
    sizes: ["Medium", "Large"],
    material: "polyester",
    gender: "unisex",
    brand: "Metro Pack",
    rating: 4.6,
    sold: 12,
  },
  C: {
    name: "Mini Denim Backpack",
    category: "backpacks",
    collection: "Bag's on sale",
    pricePaise: 1599_00,
    discountPricePaise: 999_00,
    colors: ["Blue"],
    sizes: ["small"],
    material: "Denim",
    gender: "female",
    brand: "Metro Pack",
    rating: 3.9,
    sold: 0,
  },
  D: {
    name: "Classic Leather Bifold Wallet",
    category: "wallets",
    collection: "Wallets",
    pricePaise: 1299_00,
    colors: ["black"],
    sizes: ["Small"],
    material: "Leather",
    gender: "male",
    brand: "Kora Craft",
    rating: 4.8,
    sold: 30,
  },
  E: {
    name: "Slim Card Wallet",
    category: "wallets",
    collection: "Wallets",
    pricePaise: 699_00,
    colors: ["red", "black"],
    sizes: ["Small"],
    material: "Polyester",
    gender: "unisex",
    brand: "Kora Craft",
    rating: 4.0,
    sold: 2,
  },
  F: {
    name: "Silk Evening Clutch",
    category: "wallets",
    collection: "Wallets",
    pricePaise: 1899_00,
    discountPricePaise: 1499_00,
    colors: ["pink", "cream"],
    sizes: ["Small"],
    material: "Silk",
    gender: "female",
    brand: "Zaria",
    rating: 4.5,
    sold: 0,
  },
  G: {
    name: "Draft Backpack",
    category: "backpacks",
    collection: "Backpacks",
    pricePaise: 500_00,
    colors: ["black"],
    sizes: ["Small"],
    material: "Polyester",
    gender: "male",
    brand: "Wildtrail",
    rating: 5,
    sold: 100,
    isPublished: false,
  },
  H: {
    name: "Archived Wallet",
    category: "archive",
    collection: "Wallets",
    pricePaise: 300_00,
    colors: ["black"],
    sizes: ["Small"],
    material: "Leather",
    gender: "male",
    brand: "Kora Craft",
    rating: 5,
    sold: 100,
  },
  I: {
    name: "Travel Passport Pouch",
    category: "accessories",
    collection: "Wallets",
    pricePaise: 899_00,
    colors: ["gray"],
    sizes: ["Small"],
    material: "nylon",
    gender: "unisex",
    brand: "Nomad & Co.",
    rating: 0,
    sold: 50,
  },
} satisfies Record<string, Partial<ProductInput> & { category: string; sold: number; rating: number }>;
type Key = keyof typeof PRODUCTS;
const ids = {} as Record<Key, string>;
const categoryIds: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestShop();
  for (const [slug, isPublished] of [
    ["backpacks", true],
    ["wallets", true],
    ["accessories", true],
    ["archive", false],
  ] as const) {
    categoryIds[slug] = (await createCategory(t, { name: slug[0].toUpperCase() + slug.slice(1), isPublished })).id;
  }
  for (const [key, { category, sold, rating, ...form }] of Object.entries(PRODUCTS)) {
    const product = await createProduct(t, categoryIds[category], form);
    ids[key as Key] = product.id;
    await setSoldCount(t, product.id, sold);
    if (rating > 0) await setReviewScore(t, product.id, rating, 1);
  }
});
afterAll(() => t.close());

const names = (...keys: Key[]) => keys.map((k) => PRODUCTS[k].name);
async function list(variables: Record<string, unknown>, token?: string): Promise<string[]> {
  const data = await t.gqlOk(LIST, { first: 50, ...variables }, token);
  return data.products.nodes.map((p: { name: string }) => p.name);
}

describe("filters", () => {
  it.each<[string, Record<string, unknown>, Key[]]>([
    ["nothing: every product shoppers may see", {}, ["I", "F", "E", "D", "C", "B", "A"]],
    ["category by slug", { category: "wallets" }, ["F", "E", "D"]],
    ["collection", { collection: "Wallets" }, ["I", "F", "E", "D"]],
    ["another collection", { collection: "Bag's on sale" }, ["C"]],
    ["a colour, any case", { colors: ["BLACK"] }, ["E", "D", "A"]],
    ["either of two colours", { colors: ["black", "navy"] }, ["E", "D", "B", "A"]],
    ["a size", { sizes: ["small"] }, ["I", "F", "E", "D", "C"]],
    ["a gender as the sidebar spells it", { genders: ["Female"] }, ["F", "C"]],
    ["a brand", { brands: ["Metro Pack"] }, ["C", "B"]],
    ["a material, any case", { materials: ["polyester"] }, ["E", "B", "A"]],
    ["a material not in the sidebar list", { materials: ["Nylon"] }, ["I"]],
    ["a price range, on the price shoppers pay", { minPricePaise: 1000_00, maxPricePaise: 2000_00 }, ["F", "D"]],
    ["a maximum price, inclusive", { maxPricePaise: 999_00 }, ["I", "E", "C"]],
    ["a minimum price, inclusive", { minPricePaise: 2799_00 }, ["B"]],
    ["colour and price together", { colors: ["black"], maxPricePaise: 1500_00 }, ["E", "D"]],
    ["category, size and gender together", { category: "backpacks", sizes: ["Large"], genders: ["male"] }, ["A"]],
    ["a colour nothing has", { colors: ["yellow"] }, []],
  ])("%s", async (_, filter, expected) => {
    expect(await list({ filter })).toEqual(names(...expected));
  });

  it("finds a category by id as well as by slug", async () => {
    expect(await list({ filter: { category: categoryIds.wallets } })).toEqual(names("F", "E", "D"));
  });

  it("refuses a negative price, or a fraction of a paisa, naming the field", async () => {
    const res = await t.gql(LIST, { filter: { minPricePaise: -1_00 } });
    expect(res.errors?.[0]).toMatchObject({
      message: "Minimum price cannot be negative",
      extensions: { code: "BAD_USER_INPUT", field: "minPricePaise" },
    });
    const fraction = await t.gql(LIST, { filter: { maxPricePaise: 1500_00.5 } });
    expect(fraction.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "maxPricePaise" } });
  });
});

describe("sorts", () => {
  it.each<[string, Key[]]>([
    ["NEWEST", ["I", "F", "E", "D", "C", "B", "A"]],
    ["PRICE_ASC", ["E", "I", "C", "D", "F", "A", "B"]],
    ["PRICE_DESC", ["B", "A", "F", "D", "C", "I", "E"]],
    ["POPULARITY", ["I", "D", "B", "A", "E", "F", "C"]],
    ["RATING", ["D", "B", "F", "A", "E", "C", "I"]],
  ])("%s", async (sort, expected) => {
    expect(await list({ sort })).toEqual(names(...expected));
  });

  it("sorts a filtered list", async () => {
    expect(await list({ filter: { collection: "Wallets" }, sort: "PRICE_ASC" })).toEqual(names("E", "I", "D", "F"));
  });
});

describe("shelves", () => {
  it.each([[0], [-1], [25]])("refuse limit: %p instead of quietly clamping it", async (limit) => {
    for (const shelf of [NEW_ARRIVALS, BEST_SELLERS]) {
      const res = await t.gql(shelf, { limit });
      expect(res.errors?.[0]).toMatchObject({
        message: "limit must be between 1 and 24",
        extensions: { code: "BAD_USER_INPUT", field: "limit" },
      });
    }
  });
});

describe("pagination", () => {
  /** Follows `after: endCursor` from the first page to the last. */
  async function allPages(first: number) {
    const pages = [];
    let after: string | null = null;
    do {
      const page: Present<ResultOf<typeof LIST>>["products"] = (await t.gqlOk(LIST, { sort: "PRICE_ASC", first, after })).products;
      pages.push(page);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after && pages.length < 10);
    return pages;
  }

  it("follows cursors through pages that neither overlap nor skip", async () => {
    const pages = await allPages(3);
    expect(pages.map((p) => p.nodes.map((i: { name: string }) => i.name))).toEqual([
      names("E", "I", "C"),
      names("D", "F", "A"),
      names("B"),
    ]);
    expect(pages.map(({ totalCount, pageInfo }) => ({ totalCount, ...pageInfo }))).toEqual([
      {
        totalCount: 7,
        hasNextPage: true,
        hasPreviousPage: false,
        startCursor: pages[0].edges[0].cursor,
        endCursor: pages[0].edges[2].cursor,
      },
      {
        totalCount: 7,
        hasNextPage: true,
        hasPreviousPage: true,
        startCursor: pages[1].edges[0].cursor,
        endCursor: pages[1].edges[2].cursor,
      },
      {
        totalCount: 7,
        hasNextPage: false,
        hasPreviousPage: true,
        startCursor: pages[2].edges[0].cursor,
        endCursor: pages[2].edges[0].cursor,
      },
    ]);
    // Edges carry the same items as nodes, each with its own cursor; after an edge's cursor come the items after it.
    expect(pages[0].edges.map((e) => e.node.name)).toEqual(names("E", "I", "C"));
    const afterSecond = (await t.gqlOk(LIST, { sort: "PRICE_ASC", first: 2, after: pages[0].edges[1].cursor })).products;
    expect(afterSecond.nodes.map((p: { name: string }) => p.name)).toEqual(names("C", "D"));
  });

  it("answers an empty page after the last item, still with the total", async () => {
    const [, , last] = await allPages(3);
    const data = await t.gqlOk(LIST, { sort: "PRICE_ASC", first: 3, after: last.pageInfo.endCursor });
    expect(data.products).toMatchObject({ nodes: [], edges: [], totalCount: 7, pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it("a page exactly as large as the list has no next page", async () => {
    const data = await t.gqlOk(LIST, { first: 7 });
    expect(data.products).toMatchObject({ totalCount: 7, pageInfo: { hasNextPage: false } });
    expect(data.products.nodes).toHaveLength(7);
  });

  it.each([
    [{ first: 0 }, "first", "first must be between 1 and 100"],
    [{ first: -1 }, "first", "first must be between 1 and 100"],
    [{ first: 101 }, "first", "first must be between 1 and 100"],
    [{ after: "not-a-cursor!" }, "after", "after is not a cursor of this list"],
    [{ after: Buffer.from("o:-1").toString("base64url") }, "after", "after is not a cursor of this list"],
  ])("refuses %p naming the argument", async (args, field, message) => {
    const res = await t.gql(LIST, args);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
  });
});

describe("facets", () => {
  it("counts every value present in the list shoppers see", async () => {
    const { products } = await t.gqlOk(FACETS, {});
    expect(products.totalCount).toBe(7);
    expect(products.facets).toEqual({
      colors: [
        { value: "black", count: 3 },
        ...["blue", "cream", "gray", "green", "navy", "pink", "red"].map((value) => ({ value, count: 1 })),
      ],
      sizes: [
        { value: "Small", count: 5 },
        { value: "Medium", count: 1 },
        { value: "Large", count: 2 },
      ],
      materials: [{ value: "Polyester", count: 3 }, ...["Denim", "Leather", "Nylon", "Silk"].map((value) => ({ value, count: 1 }))],
      genders: [
        { value: "unisex", count: 3 },
        { value: "female", count: 2 },
        { value: "male", count: 2 },
      ],
      brands: [
        { value: "Kora Craft", count: 2 },
        { value: "Metro Pack", count: 2 },
        ...["Nomad & Co.", "Wildtrail", "Zaria"].map((value) => ({ value, count: 1 })),
      ],
      price: { min: { amount: "699.00" }, max: { amount: "2799.00" } },
    });
  });

  it("counts each facet with every other filter applied but its own", async () => {
    const { products } = await t.gqlOk(FACETS, { filter: { colors: ["black"], genders: ["male"] } });
    expect(products.totalCount).toBe(2);
    // Colours among the male products (A: black, green; D: black).
    expect(products.facets.colors).toEqual([
      { value: "black", count: 2 },
      { value: "green", count: 1 },
    ]);
    // Genders among the black products (A, D male; E unisex).
    expect(products.facets.genders).toEqual([
      { value: "male", count: 2 },
      { value: "unisex", count: 1 },
    ]);
    // Everything else among black male products (A, D).
    expect(products.facets.brands).toEqual([
      { value: "Kora Craft", count: 1 },
      { value: "Wildtrail", count: 1 },
    ]);
    expect(products.facets.price).toEqual({ min: { amount: "1299.00" }, max: { amount: "2499.00" } });
  });

  it("keeps the whole price range of the other filters while a price filter is set", async () => {
    const { products } = await t.gqlOk(FACETS, { filter: { category: "wallets", maxPricePaise: 1000_00 } });
    expect(products.totalCount).toBe(1);
    expect(products.facets.price).toEqual({ min: { amount: "699.00" }, max: { amount: "1499.00" } });
    expect(products.facets.colors).toEqual([
      { value: "black", count: 1 },
      { value: "red", count: 1 },
    ]);
  });

  it("has no price range and no values when nothing matches", async () => {
    const { products } = await t.gqlOk(FACETS, { filter: { category: "no-such-category" } });
    expect(products).toEqual({ totalCount: 0, facets: { colors: [], sizes: [], materials: [], genders: [], brands: [], price: null } });
  });
});

describe("what shoppers and admins see", () => {
  it("hides unpublished products and products of unpublished categories from shoppers, not from admins", async () => {
    expect(await list({})).not.toEqual(expect.arrayContaining([PRODUCTS.G.name]));
    const asAdmin = await list({ filter: { includeUnpublished: true } }, await t.adminToken());
    expect(asAdmin).toEqual(names("I", "H", "G", "F", "E", "D", "C", "B", "A"));
  });

  it("refuses unpublished products to a customer (FORBIDDEN) and a guest (UNAUTHENTICATED)", async () => {
    const { token } = await t.registerCustomer();
    const asCustomer = await t.gql(LIST, { filter: { includeUnpublished: true } }, token);
    expect(asCustomer.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });
    const asGuest = await t.gql(LIST, { filter: { includeUnpublished: true } });
    expect(asGuest.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
  });

  it("finds an unpublished product by slug or id for an admin only", async () => {
    const query = graphql(`query CatalogListProduct($key: String!) { product(idOrSlug: $key) { name isPublished } }`);
    for (const key of ["draft-backpack", ids.G, "archived-wallet"]) {
      expect((await t.gqlOk(query, { key })).product).toBeNull();
      const { token } = await t.registerCustomer();
      expect((await t.gqlOk(query, { key }, token)).product).toBeNull();
      expect((await t.gqlOk(query, { key }, await t.adminToken())).product.name).toMatch(/Draft Backpack|Archived Wallet/);
    }
  });

  it("lists published categories to shoppers and all of them to admins", async () => {
    const query = graphql(`query CatalogListCategories($all: Boolean!, $first: Int, $after: String) {
      categories(includeUnpublished: $all, first: $first, after: $after) { nodes { slug } totalCount pageInfo { hasNextPage endCursor } }
    }`);
    const slugs = (categories: Array<{ slug: string }>) => categories.map((c) => c.slug);
    const shopper = connectionField({ query, connection: (d) => d.categories, variables: { all: false } });
    expect(slugs(await walkPages(t, shopper, 2))).toEqual(["accessories", "backpacks", "wallets"]);
    const admin = { ...shopper, variables: { all: true }, token: await t.adminToken() };
    expect(slugs(await walkPages(t, admin, 3))).toEqual(["accessories", "archive", "backpacks", "wallets"]);
    await expectPageSizesRefused(t, admin);
    expect((await t.gql(query, { all: true })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("finds an unpublished category by slug for an admin only", async () => {
    const query = graphql(`query CatalogListCategory($slug: String!) { category(idOrSlug: $slug) { name } }`);
    expect((await t.gqlOk(query, { slug: "archive" })).category).toBeNull();
    expect((await t.gqlOk(query, { slug: "archive" }, await t.adminToken())).category.name).toBe("Archive");
    expect((await t.gqlOk(query, { slug: "wallets" })).category.name).toBe("Wallets");
  });
});

describe("shelves", () => {
  const SHELVES = graphql(`query CatalogListShelves($slug: String!) {
    newArrivals(limit: 3) { name }
    bestSellers(limit: 4) { name }
    similarProducts(idOrSlug: $slug) { name }
  }`);

  it("shows the newest, the best selling, and products like the one shown", async () => {
    const data = await t.gqlOk(SHELVES, { slug: "classic-leather-bifold-wallet" });
    expect(data.newArrivals.map((p: { name: string }) => p.name)).toEqual(names("I", "F", "E"));
    expect(data.bestSellers.map((p: { name: string }) => p.name)).toEqual(names("I", "D", "B", "A"));
    // Same category (wallets) first, by sales; then the same collection (Wallets); never itself or hidden ones.
    expect(data.similarProducts.map((p: { name: string }) => p.name)).toEqual(names("E", "F", "I"));
  });

  it("puts sold-out products after the ones that can be bought, each part in the shelf's order", async () => {
    // I is the newest and the best seller, D the second best seller: sold out, they go last.
    // Their variants sell out; the product's stock follows them (a trigger sums it).
    const stocked: { id: string; count_in_stock: number }[] = await t.dataSource.query(
      `SELECT id, count_in_stock FROM product_variants WHERE product_id = ANY($1)`,
      [[ids.I, ids.D]],
    );
    await t.dataSource.query(`UPDATE product_variants SET count_in_stock = 0 WHERE product_id = ANY($1)`, [[ids.I, ids.D]]);
    try {
      const data = await t.gqlOk(
        graphql(`query CatalogListBothShelves { newArrivals(limit: 20) { name } bestSellers(limit: 20) { name } }`),
      );
      expect(data.newArrivals.map((p: { name: string }) => p.name)).toEqual(names("F", "E", "C", "B", "A", "I", "D"));
      expect(data.bestSellers.map((p: { name: string }) => p.name)).toEqual(names("B", "A", "E", "F", "C", "I", "D"));
    } finally {
      await t.dataSource.query(
        `UPDATE product_variants v SET count_in_stock = was.count_in_stock FROM unnest($1::uuid[], $2::int[]) AS was(id, count_in_stock) WHERE v.id = was.id`,
        [stocked.map((v) => v.id), stocked.map((v) => v.count_in_stock)],
      );
    }
  });

  it("ranks bestsellers by rating while nothing has sold", async () => {
    await t.dataSource.query(`UPDATE products SET sold_count = 0`);
    try {
      const data = await t.gqlOk(graphql(`query CatalogListBestSellers { bestSellers(limit: 3) { name } }`));
      expect(data.bestSellers.map((p: { name: string }) => p.name)).toEqual(names("D", "B", "F"));
    } finally {
      for (const [key, { sold }] of Object.entries(PRODUCTS)) await setSoldCount(t, ids[key as Key], sold);
    }
  });

  it("says not found for similar products of an unknown or unpublished slug", async () => {
    for (const slug of ["no-such-bag", "draft-backpack"]) {
      const res = await t.gql(graphql(`query CatalogListSimilarProducts($slug: String!) { similarProducts(idOrSlug: $slug) { name } }`), {
        slug,
      });
      expect(res.errors?.[0]).toMatchObject({ message: "Product not found", extensions: { code: "NOT_FOUND" } });
    }
  });
});

describe("product fields", () => {
  it("shows money as Money, the category, and the price a shopper pays", async () => {
    const data = await t.gqlOk(
      graphql(`query CatalogListProduct2 { product(idOrSlug: "city-laptop-backpack") {
      slug price { amount paise formatted } discountPrice { amount } unitPrice { formatted }
      category { slug } colors sizes material gender brand collection rating numReviews
    } }`),
    );
    expect(data.product).toEqual({
      slug: "city-laptop-backpack",
      price: { amount: "3299.00", paise: 329900, formatted: "Rs. 3,299.00" },
      discountPrice: { amount: "2799.00" },
      unitPrice: { formatted: "Rs. 2,799.00" },
      category: { slug: "backpacks" },
      colors: ["navy"],
      sizes: ["Medium", "Large"],
      material: "Polyester",
      gender: "unisex",
      brand: "Metro Pack",
      collection: "Backpacks",
      rating: 4.6,
      numReviews: 1,
    });
  });
});
