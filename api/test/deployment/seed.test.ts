import sharp from "sharp";
import { prepareData } from "../../src/database/prepare-data";
import { download } from "../support/catalog-admin";
import { startTestShop, type Present, type ResultOf, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

// Two pages of 50: a page of 100 with every field is over the query cost limit, as it should be.
const ALL = graphql(`query SeedAll($after: String) {
  products(first: 50, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { name slug brand collection material gender colors sizes countInStock rating numReviews description
            discountPrice { paise } price { paise } category { slug } images { url altText } }
    facets { colors { value } materials { value } genders { value } sizes { value } brands { value } }
  }
}`);

/** The filter options and the product form's sizes and genders. */
const FILTER_COLORS = ["red", "blue", "black", "green", "yellow", "gray", "white", "pink", "cream", "navy"];
const FILTER_MATERIALS = ["Cotton", "Wool", "Denim", "Polyester", "Silk", "Linen", "Viscose", "Fleece"];

let t: TestShop;
type Page = Present<ResultOf<typeof ALL>>["products"];
let catalogue: Page & { items: Page["nodes"] };

beforeAll(async () => {
  t = await startTestShop({ SEED_DEMO: "true" });
  const first = (await t.gqlOk(ALL, {})).products;
  const second = (await t.gqlOk(ALL, { after: first.pageInfo.endCursor })).products;
  catalogue = { ...first, items: [...first.nodes, ...second.nodes] };
}, 240_000);
afterAll(() => t.close());

const bytesOf = (url: string) => download(t, url);

describe("the demo catalogue", () => {
  it("has the header's categories and collections", async () => {
    const categories = (await t.gqlOk(graphql(`query SeedCategories { categories(first: 100) { nodes { name slug image { url } } } }`)))
      .categories.nodes;
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      "Card Holders",
      "Clutches",
      "College Backpacks",
      "Handbags",
      "Laptop Backpacks",
      "Laptop Bags",
      "Men's Wallets",
      "Sling Bags",
      "Tote Bags",
      "Travel Backpacks",
      "Travel Duffles",
      "Women's Wallets",
    ]);
    for (const c of categories) await bytesOf(c.image.url);
    for (const collection of ["Bag's", "Bag's on sale", "Wallets", "Backpacks"]) {
      const { products } = await t.gqlOk(
        graphql(`query SeedProducts($c: String!) { products(filter: { collection: $c }) { totalCount } }`),
        { c: collection },
      );
      expect(products.totalCount).toBeGreaterThanOrEqual(5);
    }
  });

  it("has at least 60 believable products that shoppers see, and a draft only admins see", async () => {
    expect(catalogue.totalCount).toBeGreaterThanOrEqual(60);
    for (const p of catalogue.items) {
      expect(p.name.length).toBeGreaterThan(5);
      expect(p.brand).toBeTruthy();
      expect(p.description).toMatch(/^<p>.+<\/p><ul>(<li>.+<\/li>)+<\/ul>/);
      expect(p.price.paise).toBeGreaterThanOrEqual(39900);
      expect(p.colors.length).toBeGreaterThan(0);
      expect(p.sizes.length).toBeGreaterThan(0);
      expect(["male", "female", "unisex"]).toContain(p.gender);
    }
    const asAdmin = await t.gqlOk(
      graphql(`query SeedProducts2 { products(filter: { includeUnpublished: true }) { totalCount } }`),
      {},
      await t.adminToken(),
    );
    expect(asAdmin.products.totalCount).toBe(catalogue.totalCount + 1);
  });

  it("covers every filter option", () => {
    const values = (facet: keyof Page["facets"]) => catalogue.facets[facet].map((v) => v.value);
    expect(values("colors")).toEqual(expect.arrayContaining(FILTER_COLORS));
    expect(values("materials")).toEqual(expect.arrayContaining(FILTER_MATERIALS));
    expect(values("genders")).toEqual(expect.arrayContaining(["male", "female", "unisex"]));
    expect(values("sizes")).toEqual(["Small", "Medium", "Large", "XL"]);
    expect(values("brands").length).toBeGreaterThanOrEqual(6);
  });

  it("has some products out of stock and some discounted, in rupees", () => {
    const outOfStock = catalogue.items.filter((p: { countInStock: number }) => p.countInStock === 0);
    const discounted = catalogue.items.filter(
      (p: { discountPrice: { paise: number } | null; price: { paise: number } }) =>
        p.discountPrice && p.discountPrice.paise < p.price.paise,
    );
    expect(outOfStock.length).toBeGreaterThanOrEqual(3);
    expect(discounted.length).toBeGreaterThanOrEqual(10);
    expect(outOfStock.length).toBeLessThan(catalogue.totalCount / 4);
  });

  it("has reviews by demo customers that make the ratings", async () => {
    const reviewed = catalogue.items.filter((p: { numReviews: number }) => p.numReviews > 0);
    expect(reviewed.length).toBeGreaterThan(catalogue.totalCount / 2);
    const { product } = await t.gqlOk(
      graphql(
        `query SeedProduct($s: String!) { product(idOrSlug: $s) { rating numReviews reviews(first: 100) { nodes { rating comment authorName } } } }`,
      ),
      { s: reviewed[0].slug },
    );
    expect(product.reviews.nodes).toHaveLength(product.numReviews);
    const average = product.reviews.nodes.reduce((sum: number, r: { rating: number }) => sum + r.rating, 0) / product.numReviews;
    expect(product.rating).toBeCloseTo(average, 1);
    for (const r of product.reviews.nodes) {
      expect(r.comment.length).toBeGreaterThan(20);
      expect(r.authorName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    }
    const { bestSellers } = await t.gqlOk(graphql(`query SeedBestSellers { bestSellers { rating } }`));
    expect(bestSellers).toHaveLength(8);
    expect(bestSellers[0].rating).toBeGreaterThanOrEqual(bestSellers[7].rating);
  });

  it("has generated product pictures, not blank boxes, in every display size", async () => {
    for (const p of catalogue.items) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images[0].altText).toContain(p.name);
    }
    for (const p of catalogue.items.slice(0, 12)) {
      const large = await bytesOf(p.images[0].url);
      const stats = await sharp(large).stats();
      // A picture has shapes and shading: its channels vary, unlike a flat box.
      expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(15);
      const small = await sharp(await bytesOf(p.images[0].url.replace("large.jpg", "small.webp"))).metadata();
      expect(small.width).toBe(400);
    }
  });

  it("has banner slides with desktop and mobile images", async () => {
    const bannerSlides = (
      await t.gqlOk(
        graphql(`query SeedBannerSlides { bannerSlides(first: 100) { nodes { altText link desktopImage { url } mobileImage { url } } } }`),
      )
    ).bannerSlides.nodes;
    expect(bannerSlides.length).toBeGreaterThanOrEqual(3);
    for (const slide of bannerSlides) {
      expect(slide.altText.length).toBeGreaterThan(10);
      expect(slide.link).toMatch(/^\/collections\//);
      const desktop = await sharp(await bytesOf(slide.desktopImage.url)).metadata();
      const mobile = await sharp(await bytesOf(slide.mobileImage.url)).metadata();
      expect(desktop.width / desktop.height).toBeGreaterThan(2);
      expect(mobile.height).toBeGreaterThan(mobile.width);
    }
  });

  it("is searchable with typos", async () => {
    const { products } = await t.gqlOk(
      graphql(`query SeedProducts3 { products(filter: { search: "backpak" }) { totalCount nodes { name } } }`),
    );
    expect(products.totalCount).toBeGreaterThanOrEqual(10);
    expect(products.nodes.every((p: { name: string }) => /backpack|rucksack|daypack/i.test(p.name))).toBe(true);
  });

  it("is not seeded with SEED_DEMO=false", async () => {
    const plain = await startTestShop({ SEED_DEMO: "false" });
    try {
      const [{ n }] = await plain.dataSource.query(
        `SELECT (SELECT count(*) FROM products) + (SELECT count(*) FROM categories) + (SELECT count(*) FROM banner_slides) AS n`,
      );
      expect(Number(n)).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it("is seeded only into an empty catalogue: preparing the data again adds nothing", async () => {
    const counts = async () =>
      (
        await t.dataSource.query(
          `SELECT (SELECT count(*) FROM products)::int AS p, (SELECT count(*) FROM categories)::int AS c, (SELECT count(*) FROM banner_slides)::int AS b`,
        )
      )[0];
    const before = await counts();
    await prepareData(t.shop);
    expect(await counts()).toEqual(before);
  });
});
