import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createCategory, createProduct, dataUrl, picture, productForm } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";
import { tempDir } from "../support/test-server";
import { graphql } from "../gql";

const UPDATE = graphql(
  `mutation StorefrontPagesUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
);
const REVIEW = graphql(
  `mutation StorefrontPagesReview($id: ID!, $input: ReviewInput!) { addReview(productId: $id, input: $input) { id } }`,
);
const DELETE = graphql(`mutation StorefrontPagesDelete($id: ID!) { deleteProduct(id: $id) { id } }`);
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The shell's own description" />
    <title>The shell's own title</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestShop;
let categoryId: string;
let pictured: { id: string; slug: string };
let soldOut: { id: string; slug: string };
let hidden: { id: string; slug: string };
let pictured2: { id: string; slug: string };
let slings: { id: string; slug: string };
const BUNDLE = `export const greeting = "${"namaste ".repeat(300)}";\n`;

beforeAll(async () => {
  // A built storefront shell of our own, so the test does not depend on `npm run build`.
  const webDist = tempDir("web-dist");
  fs.mkdirSync(path.join(webDist, "storefront", "dist"), { recursive: true });
  fs.writeFileSync(path.join(webDist, "storefront", "dist", "index.html"), SHELL);
  // The shop's share picture, as the build copies it from the storefront's public folder.
  fs.copyFileSync(path.join(__dirname, "../../../storefront/public/share.png"), path.join(webDist, "storefront", "dist", "share.png"));
  // A hashed bundle with the twins the build writes beside it.
  const bundles = path.join(webDist, "storefront", "dist", "static");
  fs.mkdirSync(bundles);
  fs.writeFileSync(path.join(bundles, "index-a1b2c3.js"), BUNDLE);
  fs.writeFileSync(path.join(bundles, "index-a1b2c3.js.br"), zlib.brotliCompressSync(BUNDLE));
  fs.writeFileSync(path.join(bundles, "index-a1b2c3.js.gz"), zlib.gzipSync(BUNDLE));
  t = await startTestShop({ PUBLIC_URL: "https://shop.example.in", WEB_DIST_DIR: webDist });

  const category = await createCategory(t, { name: "Tote Bags", description: "<p>Roomy totes</p>" });
  categoryId = category.id;
  const bytes = await picture("jpeg");
  pictured = await createProduct(t, categoryId, {
    name: "Canvas <Tote>",
    description: "<p>Stitched by hand in <b>Jaipur</b>.</p>",
    pricePaise: 1200_00,
    discountPricePaise: 999_50,
    brand: "Kora",
    images: [{ url: dataUrl(bytes, "image/jpeg"), altText: "Front view" }],
  });
  // Its rating is its customers' published reviews: 5 and 4 stars.
  for (const rating of [5, 4]) {
    const { token } = await t.registerCustomer();
    await t.gqlOk(REVIEW, { id: pictured.id, input: { rating, comment: `${rating} stars` } }, token);
  }
  soldOut = await createProduct(t, categoryId, { name: "Jute Market Tote", pricePaise: 450_00, countInStock: 0 });
  hidden = await createProduct(t, categoryId, { name: "Unreleased Wallet", pricePaise: 900_00, isPublished: false });
  // Another category, with its own picture and one dearer product.
  slings = await createCategory(t, { name: "Sling Bags", image: { url: "https://cdn.example.com/slings.jpg" } });
  pictured2 = await createProduct(t, slings.id, {
    name: "Sling Pouch",
    images: [{ url: "https://cdn.example.com/sling.jpg", altText: "Sling" }],
  });
});
afterAll(() => t.close());

/** What these tests read of a JSON-LD block (Product, BreadcrumbList, WebSite); toMatchObject checks the rest. */
interface JsonLdBlock {
  "@type": string;
  image?: unknown;
  offers?: { availability: string; shippingDetails?: { shippingRate: { value: string } } };
  aggregateRating?: unknown;
  itemListElement?: { item?: string; url?: string; position: number; name: string }[];
  potentialAction?: { target: { urlTemplate: string } };
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): JsonLdBlock[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as JsonLdBlock);
}
const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property.replace(/:/g, ":")}" content="([^"]*)"`))?.[1];

describe("a product page's first HTML, without JavaScript", () => {
  it("names the product, its price and description, an absolute picture and JSON-LD with the offer", async () => {
    const res = await t.http.get(`/product/${pictured.slug}`);
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain("<title>Canvas &lt;Tote&gt; | Bagzone</title>");
    expect(html).not.toContain("The shell's own title");
    expect(meta(html, "description")).toBe("Stitched by hand in Jaipur.");
    expect(html).toContain(`<link rel="canonical" href="https://shop.example.in/product/${pictured.slug}" />`);
    expect(meta(html, "og:image")).toMatch(/^https:\/\/shop\.example\.in\/assets\/.+\.jpg$/);
    expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));
    expect(meta(html, "product:price:amount")).toBe("999.50");
    expect(meta(html, "product:price:currency")).toBe("INR");

    const [product, breadcrumbs] = jsonLd(html);
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Canvas <Tote>",
      sku: expect.stringMatching(/^BZ-/),
      brand: { "@type": "Brand", name: "Kora" },
      image: [meta(html, "og:image")],
      offers: { "@type": "Offer", price: "999.50", priceCurrency: "INR", availability: "https://schema.org/InStock" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 },
    });
    expect(html).not.toContain('"Canvas <Tote>"');
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(breadcrumbs.itemListElement?.map((i) => i.item)).toEqual([
      "https://shop.example.in/",
      "https://shop.example.in/collections/all",
      `https://shop.example.in/product/${pictured.slug}`,
    ]);
    // The image the preview names is really there.
    const image = new URL(meta(html, "og:image")!).pathname;
    expect((await t.http.get(image)).status).toBe(200);
  });

  it("says OutOfStock for a sold-out product and leaves out a rating it does not have", async () => {
    const [product] = jsonLd((await t.http.get(`/product/${soldOut.slug}`)).text);
    expect(product.offers?.availability).toBe("https://schema.org/OutOfStock");
    expect(product.aggregateRating).toBeUndefined();
  });
});

describe("what does not exist answers 404 with the shop's page", () => {
  it.each([
    ["an unknown product", "/product/no-such-bag"],
    ["an unpublished product", () => `/product/${hidden.slug}`],
    ["an unknown collection", "/collections/no-such-category"],
    ["an unknown path", "/no/such/page"],
  ])("%s", async (_what, url) => {
    const res = await t.http.get(typeof url === "function" ? url() : url);
    expect(res.status).toBe(404);
    expect(res.type).toBe("text/html");
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
  });

  it("while the shop's own pages answer 200", async () => {
    for (const url of ["/", "/collections/all", "/collections/bestsellers", "/collections/tote-bags", "/faq", "/login", "/profile"]) {
      expect([url, (await t.http.get(url)).status]).toEqual([url, 200]);
    }
  });
});

describe("the home page", () => {
  it("carries Organization and WebSite with a SearchAction", async () => {
    const blocks = jsonLd((await t.http.get("/")).text);
    expect(blocks.map((b) => b["@type"])).toEqual(["Organization", "WebSite"]);
    expect(blocks[1].potentialAction?.target.urlTemplate).toBe("https://shop.example.in/collections/all?search={search_term_string}");
  });
});

describe("share images", () => {
  const SHARE = "https://shop.example.in/share.png";

  it("a product without photos shares the shop's picture, and its JSON-LD names no image", async () => {
    const html = (await t.http.get(`/product/${soldOut.slug}`)).text;
    expect(meta(html, "og:image")).toBe(SHARE);
    expect(meta(html, "twitter:image")).toBe(SHARE);
    expect(html).not.toContain('content="undefined"');
    expect(jsonLd(html)[0].image).toBeUndefined();
    const picture = await t.http.get("/share.png");
    expect(picture.status).toBe(200);
    expect(picture.type).toBe("image/png");
  });

  it.each(["/", "/faq", "/shipping-policy"])("%s shares the shop's picture", async (url) => {
    const html = (await t.http.get(url)).text;
    expect(meta(html, "og:image")).toBe(SHARE);
    expect(meta(html, "twitter:image")).toBe(SHARE);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
  });

  it("a collection shares its category's picture; all products and bestsellers a product's photo", async () => {
    const totes = (await t.http.get("/collections/tote-bags")).text;
    expect(meta(totes, "og:image")).toBe("https://cdn.example.com/category.jpg");
    expect(meta(totes, "twitter:image")).toBe("https://cdn.example.com/category.jpg");
    expect(meta((await t.http.get(`/collections/${slings.slug}`)).text, "og:image")).toBe("https://cdn.example.com/slings.jpg");
    for (const url of ["/collections/all", "/collections/bestsellers"]) {
      const html = (await t.http.get(url)).text;
      expect([url, meta(html, "og:image")]).toEqual([
        url,
        expect.stringMatching(/^https:\/\/(shop\.example\.in\/assets\/|cdn\.example\.com\/sling\.jpg)/),
      ]);
      expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));
    }
  });
});

describe("a collection's structured data", () => {
  it("names its place in the shop and the products it shows", async () => {
    const [breadcrumbs, list] = jsonLd((await t.http.get("/collections/tote-bags")).text);
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(breadcrumbs.itemListElement?.map((i) => [i.name, i.item])).toEqual([
      ["Home", "https://shop.example.in/"],
      ["Tote Bags", "https://shop.example.in/collections/tote-bags"],
    ]);
    expect(list).toMatchObject({ "@type": "ItemList", name: "Tote Bags" });
    const items = list.itemListElement ?? [];
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    const urls = items.map((i) => i.url);
    expect(urls).toEqual(
      expect.arrayContaining([`https://shop.example.in/product/${pictured.slug}`, `https://shop.example.in/product/${soldOut.slug}`]),
    );
    // Only what shoppers see: not the unpublished product, nor another category's.
    expect(urls).not.toContain(`https://shop.example.in/product/${hidden.slug}`);
    expect(urls).not.toContain(`https://shop.example.in/product/${pictured2.slug}`);
  });

  it("a searched, filtered or sorted collection lists what the page shows, in its order", async () => {
    const listed = async (url: string) =>
      jsonLd((await t.http.get(url)).text)
        .find((b) => b["@type"] === "ItemList")
        ?.itemListElement?.map((i) => i.name);
    expect(await listed("/collections/all?search=jute")).toEqual(["Jute Market Tote"]);
    expect(await listed("/collections/all?search=sling")).toEqual(["Sling Pouch"]);
    expect(await listed("/collections/tote-bags?search=canvas")).toEqual(["Canvas <Tote>"]);
    // The price filter counts what can be bought: the sold-out jute tote is not under Rs. 1,000.
    expect(await listed("/collections/tote-bags?maxPrice=1000")).toEqual(["Canvas <Tote>"]);
    const cheapFirst = await listed("/collections/tote-bags?sortBy=price-asc");
    const dearFirst = await listed("/collections/tote-bags?sortBy=price-desc");
    expect(cheapFirst?.length).toBeGreaterThan(1);
    expect(dearFirst).toEqual([...cheapFirst!].reverse());
    // An address no filter understands lists the collection as it is.
    expect(await listed("/collections/tote-bags?minPrice=lots&sortBy=sideways")).toEqual(await listed("/collections/tote-bags"));
  });

  it("all products and bestsellers list what they show too", async () => {
    for (const [url, name] of [
      ["/collections/all", "All Products"],
      ["/collections/bestsellers", "Bestsellers"],
    ]) {
      const list = jsonLd((await t.http.get(url)).text).find((b) => b["@type"] === "ItemList");
      expect(list).toMatchObject({ name });
      expect(list?.itemListElement?.map((i) => i.url)).toContain(`https://shop.example.in/product/${pictured.slug}`);
    }
  });
});

describe("a product's delivery and returns in its JSON-LD", () => {
  it("states the delivery fee it would pay, the business days and the return window of the shop's policies", async () => {
    const [product] = jsonLd((await t.http.get(`/product/${pictured.slug}`)).text);
    // Rs. 999.50 is not above the default free-delivery threshold (Rs. 1,000): it pays the default fee.
    expect(product).toMatchObject({
      offers: {
        shippingDetails: {
          "@type": "OfferShippingDetails",
          shippingRate: { "@type": "MonetaryAmount", value: "50.00", currency: "INR" },
          shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
          deliveryTime: {
            "@type": "ShippingDeliveryTime",
            handlingTime: { minValue: 0, maxValue: 1, unitCode: "DAY" },
            transitTime: { minValue: 3, maxValue: 7, unitCode: "DAY" },
          },
        },
        hasMerchantReturnPolicy: {
          "@type": "MerchantReturnPolicy",
          applicableCountry: "IN",
          returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
          merchantReturnDays: 7,
          url: "https://shop.example.in/refund-and-return",
        },
      },
    });
    // Rs. 1,999 is above it: delivered free.
    const [dearer] = jsonLd((await t.http.get(`/product/${pictured2.slug}`)).text);
    expect(dearer.offers?.shippingDetails?.shippingRate.value).toBe("0.00");
  });
});

describe("descriptions", () => {
  it("a long one is cut after a whole word, with an ellipsis, in every tag that carries it", async () => {
    const sentence = "A roomy leather tote with a zipped pocket, ";
    const long = await createProduct(t, categoryId, { name: "Long Told Tote", description: `<p>${sentence.repeat(6)}</p>` });
    const html = (await t.http.get(`/product/${long.slug}`)).text;
    const description = meta(html, "description")!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/(tote|roomy|leather|with|a|zipped|pocket)\u2026$/);
    expect(sentence.repeat(6).startsWith(description.slice(0, -1))).toBe(true);
    expect(meta(html, "og:description")).toBe(description);
    expect(meta(html, "twitter:description")).toBe(description);
    expect(jsonLd(html)[0]).toMatchObject({ description });
  });
});

describe("a product's search-engine title and description", () => {
  const HEAD = graphql(`query StorefrontPagesHead($slug: String!) { product(idOrSlug: $slug) { pageTitle metaDescription } }`);

  it("are the admin's when set, else the name and the description's start; the storefront reads the same from the API", async () => {
    const bag = await createProduct(t, categoryId, { name: "Weekender Duffel", description: "<p>Holds three days of clothes.</p>" });
    const before = (await t.http.get(`/product/${bag.slug}`)).text;
    expect(before).toContain("<title>Weekender Duffel | Bagzone</title>");
    expect(meta(before, "description")).toBe("Holds three days of clothes.");
    expect((await t.gqlOk(HEAD, { slug: bag.slug })).product).toEqual({
      pageTitle: "Weekender Duffel",
      metaDescription: "Holds three days of clothes.",
    });

    const seo = { seoTitle: "Leather Weekender Bag for Men", seoDescription: "A cabin-size leather duffel & shoe pocket." };
    await t.gqlOk(UPDATE, { id: bag.id, input: seo }, await t.adminToken());
    const after = (await t.http.get(`/product/${bag.slug}`)).text;
    expect(after).toContain("<title>Leather Weekender Bag for Men | Bagzone</title>");
    for (const tag of ["description", "og:description", "twitter:description"]) {
      expect(meta(after, tag)).toBe("A cabin-size leather duffel &amp; shoe pocket.");
    }
    expect(meta(after, "og:title")).toBe("Leather Weekender Bag for Men | Bagzone");
    expect(jsonLd(after)[0]).toMatchObject({ name: "Weekender Duffel", description: seo.seoDescription });
    expect((await t.gqlOk(HEAD, { slug: bag.slug })).product).toEqual({ pageTitle: seo.seoTitle, metaDescription: seo.seoDescription });

    // Cleared, the page says what it said before.
    await t.gqlOk(UPDATE, { id: bag.id, input: { seoTitle: null, seoDescription: "  " } }, await t.adminToken());
    const cleared = (await t.http.get(`/product/${bag.slug}`)).text;
    expect(cleared).toContain("<title>Weekender Duffel | Bagzone</title>");
    expect(meta(cleared, "description")).toBe("Holds three days of clothes.");
  });
});

describe("a collection's search-engine title and description", () => {
  const CHANGE = graphql(
    `mutation StorefrontPagesChangeCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id } }`,
  );

  it("are the admin's when set, in every tag that carries them, and the name and description's start when cleared", async () => {
    const { id, slug } = await createCategory(t, {
      name: "Potli Bags",
      description: "<p>Drawstring potlis for weddings</p>",
      seoTitle: "Handmade Potli Bags for Weddings",
      seoDescription: "Silk and velvet potlis, stitched by hand & sent across India.",
    });
    const html = (await t.http.get(`/collections/${slug}`)).text;
    expect(html).toContain("<title>Handmade Potli Bags for Weddings | Bagzone</title>");
    for (const tag of ["og:title", "twitter:title"]) expect(meta(html, tag)).toBe("Handmade Potli Bags for Weddings | Bagzone");
    for (const tag of ["description", "og:description", "twitter:description"]) {
      expect(meta(html, tag)).toBe("Silk and velvet potlis, stitched by hand &amp; sent across India.");
    }
    // A search or a named collection titles the page as the storefront does, whatever the category's title.
    expect((await t.http.get(`/collections/${slug}?collection=Festive`)).text).toContain("<title>Festive | Bagzone</title>");

    await t.gqlOk(CHANGE, { id, input: { seoTitle: null, seoDescription: "  " } }, await t.adminToken());
    const plain = (await t.http.get(`/collections/${slug}`)).text;
    expect(plain).toContain("<title>Potli Bags | Bagzone</title>");
    expect(meta(plain, "description")).toBe("Drawstring potlis for weddings");
  });
});

describe("titles", () => {
  // The storefront's pages set these same titles once their scripts run: the title must not change then.
  it.each([
    ["/faq", "FAQ | Bagzone"],
    ["/contact-us", "Contact Us | Bagzone"],
    ["/terms-and-conditions", "Terms and Conditions | Bagzone"],
    ["/privacy-policy", "Privacy Policy | Bagzone"],
    ["/shipping-policy", "Shipping Policy | Bagzone"],
    ["/refund-and-return", "Refund and Return | Bagzone"],
    ["/collections/all", "All Products | Bagzone"],
    ["/collections/all?search=%20tote%20", "Search results for &quot;tote&quot; | Bagzone"],
    ["/collections/tote-bags?collection=Summer", "Summer | Bagzone"],
    ["/order-confirmation", "Order placed | Bagzone"],
    ["/dashboard", "My dashboard | Bagzone"],
    ["/profile", "My profile | Bagzone"],
  ])("%s is titled %s, as the page titles itself", async (url, title) => {
    expect((await t.http.get(url)).text).toContain(`<title>${title}</title>`);
  });
});

describe("crawling", () => {
  it("robots.txt keeps crawlers out of admin, checkout, profile and the API, and names the sitemap", async () => {
    const res = await t.http.get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/plain");
    for (const p of ["/admin", "/checkout", "/profile", "/api/", "/graphql"]) expect(res.text).toContain(`Disallow: ${p}\n`);
    expect(res.text).toContain("Sitemap: https://shop.example.in/sitemap.xml");
  });

  it("the sitemap follows publishing: a product is listed once published, gone once unpublished or deleted", async () => {
    const locs = async () => {
      const res = await t.http.get("/sitemap.xml");
      expect(res.status).toBe(200);
      expect(res.type).toBe("application/xml");
      return [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    };
    const url = (slug: string) => `https://shop.example.in/product/${slug}`;
    const before = await locs();
    expect(before).toEqual(
      expect.arrayContaining([
        "https://shop.example.in/",
        "https://shop.example.in/collections/all",
        "https://shop.example.in/collections/bestsellers",
        "https://shop.example.in/collections/tote-bags",
        "https://shop.example.in/faq",
        url(pictured.slug),
        url(soldOut.slug),
      ]),
    );
    expect(before).not.toContain(url(hidden.slug));

    const admin = await t.adminToken();
    const late = await createProduct(t, categoryId, { name: "Late Bag", isPublished: false });
    expect(await locs()).not.toContain(url(late.slug));
    await t.gqlOk(UPDATE, { id: late.id, input: productForm(categoryId, { name: "Late Bag", isPublished: true }) }, admin);
    expect(await locs()).toContain(url(late.slug));
    await t.gqlOk(UPDATE, { id: late.id, input: productForm(categoryId, { name: "Late Bag", isPublished: false }) }, admin);
    expect(await locs()).not.toContain(url(late.slug));
    await t.gqlOk(UPDATE, { id: late.id, input: productForm(categoryId, { name: "Late Bag", isPublished: true }) }, admin);
    await t.gqlOk(DELETE, { id: late.id }, admin);
    expect(await locs()).not.toContain(url(late.slug));
  });

  it("gives each product its lastmod", async () => {
    const text = (await t.http.get("/sitemap.xml")).text;
    expect(text).toMatch(
      new RegExp(`<loc>https://shop.example.in/product/${soldOut.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>`),
    );
  });
});

describe("compression", () => {
  it("sends HTML and API JSON compressed to browsers that accept it", async () => {
    const raw = (url: string, encoding: string) =>
      t.http
        .get(url)
        .set("Accept-Encoding", encoding)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on("data", (c: Buffer) => chunks.push(c));
          r.on("end", () => cb(null, Buffer.concat(chunks)));
        });
    // The client decodes what it receives; the header says how it travelled.
    const html = await raw(`/product/${pictured.slug}`, "br");
    expect(html.headers["content-encoding"]).toBe("br");
    expect(html.body.toString()).toContain("Canvas &lt;Tote&gt;");

    const json = await t.http.get("/api/products").set("Accept-Encoding", "gzip");
    expect(json.headers["content-encoding"]).toBe("gzip");
    expect(json.body.map((p: { name: string }) => p.name)).toContain("Jute Market Tote");

    // GraphQL answers above compression's 1 kB threshold too.
    const gql = await t.http
      .post("/graphql")
      .set("Accept-Encoding", "gzip")
      .send({
        query: `{ ${["a", "b", "c", "d"].map((alias) => `${alias}: products { nodes { name slug sku description brand } }`).join(" ")} }`,
      });
    expect(gql.headers["content-encoding"]).toBe("gzip");
    expect(gql.body.data.d.nodes.map((p: { name: string }) => p.name)).toContain("Jute Market Tote");
  });
});

describe("precompressed bundles", () => {
  const get = (encoding: string) => t.http.get("/static/index-a1b2c3.js").set("Accept-Encoding", encoding);

  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate", "gzip"],
  ])("accepting %s, the browser gets the %s twin with the bundle's type and immutable caching", async (accepts, encoding) => {
    const res = await get(accepts);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toBe(BUNDLE);
  });

  it("a browser that accepts neither gets the file as it is", async () => {
    const res = await get("identity");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.text).toBe(BUNDLE);
  });

  it("an unknown bundle is still 404", async () => {
    expect((await t.http.get("/static/nope-123.js").set("Accept-Encoding", "br")).status).toBe(404);
  });
});

describe("caching and shoppers' data", () => {
  it("lets a CDN keep catalogue pages briefly and serve them stale while refetching, but not private or missing pages", async () => {
    for (const url of ["/", "/collections/all?search=tote", `/product/${pictured.slug}`, "/faq"]) {
      expect([url, (await t.http.get(url)).headers["cache-control"]]).toEqual([
        url,
        "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
      ]);
    }
    for (const url of ["/profile", "/checkout", "/no/such/page"]) {
      expect([url, (await t.http.get(url)).headers["cache-control"]]).toEqual([url, "no-cache"]);
    }
  });

  it("a page rendered for a signed-in shopper holds none of a shopper's data", async () => {
    const shopper = await t.registerCustomer({ firstName: "Meenakshi", lastName: "Iyer" });
    for (const url of ["/", "/profile", "/checkout", `/product/${pictured.slug}`]) {
      const res = await t.http.get(url).set("Authorization", `Bearer ${shopper.token}`).set("Cookie", `token=${shopper.token}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toMatch(/Meenakshi|Iyer/);
      expect(res.text).not.toContain(shopper.email);
    }
  });
});
