import type { Browser, Page } from "playwright-core";
import { describeInBrowser, launchBrowser } from "../support/browser";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { addToCustomerBag, CUSTOMER, placeCodOrder, registerCustomer, seedShop, type SeededShop } from "./support/shop-data";
import { logIn, visit } from "./support/storefront";

describeInBrowser("the storefront's first HTML in a browser", () => {
  let shop: ShopServer;
  let browser: Browser;
  let catalogue: SeededShop;
  let soldOut: { slug: string };

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShopServer(), launchBrowser()]);
    catalogue = await seedShop(shop);
    const created = await shop.gql<{ createProduct: { slug: string } }>(
      `mutation($input: ProductInput!) { createProduct(input: $input) { slug } }`,
      {
        input: {
          name: "Jute Market Tote",
          description: "<p>Woven jute, sold out until the next harvest.</p>",
          category: await categoryOf(shop, catalogue.products.tote.slug),
          pricePaise: 450_00,
          countInStock: 0,
          isPublished: true,
          sizes: ["Large"],
          colors: ["Cream"],
        },
      },
      await shop.adminToken(),
    );
    if (!created.data) throw new Error(`creating the sold-out product failed: ${JSON.stringify(created.errors)}`);
    soldOut = created.data.createProduct;
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** A page's HTML as the server sends it, before any JavaScript: what crawlers and link previews read. */
  const rawHtml = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${shop.baseUrl}${url}`, { headers });
    expect([url, res.status]).toEqual([url, 200]);
    const html = await res.text();
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="apollo-state">/.exec(html)?.[1] ?? "";
    const state = /<script type="application\/json" id="apollo-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    return { html, root, state };
  };
  /** What these tests read of a JSON-LD block; toMatchObject checks the rest. */
  type JsonLdBlock = { "@type": string; offers?: { availability: string } };
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as JsonLdBlock);

  it("a product page arrives rendered: name, price, description and stock in the page, an absolute picture and the offer in its tags", async () => {
    const tote = catalogue.products.tote;
    const { html, root } = await rawHtml(`/product/${tote.slug}`);
    expect(root).toMatch(/<h1[^>]*>Leather Tote<\/h1>/);
    expect(root).toContain("Rs. 1,200.00");
    expect(root).toContain("Leather Tote in Leather: roomy, sturdy and made to last.");
    expect(root).toContain("In stock");
    // Its main photo is preloaded with high priority, in the sizes the <img> picks from.
    const preload = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="[^"]+" fetchpriority="high" \/>/.exec(
      html,
    );
    expect(preload?.[2]).toMatch(/400w, .+ 800w, .+ 1600w$/);
    expect(root).toContain(`src="${preload?.[1]}"`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${shop.baseUrl}/assets/[^"]+" />`));
    const product = jsonLd(html).find((block) => block["@type"] === "Product");
    expect(product?.offers).toMatchObject({ price: "1200.00", priceCurrency: "INR", availability: "https://schema.org/InStock" });
  });

  it("a sold-out product says so in the page and in its offer", async () => {
    const { html, root } = await rawHtml(`/product/${soldOut.slug}`);
    expect(root).toMatch(/<h1[^>]*>Jute Market Tote<\/h1>/);
    expect(root).toContain("Out of stock");
    expect(jsonLd(html).find((block) => block["@type"] === "Product")?.offers?.availability).toBe("https://schema.org/OutOfStock");
  });

  it("home, a search and a collection arrive with their products and links, not an empty shell", async () => {
    const { tote, backpack } = catalogue.products;
    const home = await rawHtml("/");
    expect(home.root).toContain('href="/collections/handbags"');
    expect(home.root).toContain(`href="/product/${tote.slug}"`);
    expect(home.html).toMatch(/<link rel="preload" as="image"[^>]+media="\(max-width: 767px\)" fetchpriority="high" \/>/);

    const search = await rawHtml("/collections/all?search=tote");
    expect(search.root).toMatch(/Search results for &quot;tote&quot;/);
    expect(search.root).toContain(`href="/product/${tote.slug}"`);
    expect(search.root).toContain(`href="/product/${soldOut.slug}"`);
    expect(search.root).not.toContain(`href="/product/${backpack.slug}"`);

    const backpacks = await rawHtml("/collections/backpacks");
    expect(backpacks.root).toContain(`href="/product/${backpack.slug}"`);
    expect(backpacks.root).not.toContain(`href="/product/${tote.slug}"`);
    // The footer's links are in the HTML too (information pages without JavaScript).
    expect(backpacks.root).toContain('href="/shipping-policy"');

    // A CDN may keep the rendered page: the same catalogue renders the same bytes, so the same ETag.
    const heads = await Promise.all([1, 2].map(() => fetch(`${shop.baseUrl}/collections/backpacks`).then((res) => res.headers)));
    expect(heads[0].get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(heads[0].get("etag")).toBeTruthy();
    expect(heads[1].get("etag")).toBe(heads[0].get("etag"));

    // A catalogue change shows in the next rendered page at once, kept renders or not.
    const admin = await shop.adminToken();
    const category = await categoryOf(shop, backpack.slug);
    const fresh = await shop.gql<{ createProduct: { slug: string } }>(
      `mutation($input: ProductInput!) { createProduct(input: $input) { slug } }`,
      {
        input: {
          name: "Monsoon Rucksack",
          description: "<p>Waterproof.</p>",
          category,
          pricePaise: 1900_00,
          countInStock: 5,
          isPublished: true,
          sizes: ["Large"],
          colors: ["Navy"],
        },
      },
      admin,
    );
    const after = await rawHtml("/collections/backpacks");
    expect(after.root).toContain(`href="/product/${fresh.data!.createProduct.slug}"`);
  });

  it("links work without JavaScript", async () => {
    const context = await browser.newContext({ baseURL: shop.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/collections/all");
    await page
      .getByRole("link", { name: /Trail Backpack/ })
      .first()
      .click();
    await page.waitForURL(`**/product/${catalogue.products.backpack.slug}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Trail Backpack");
    await page.getByRole("link", { name: "Shipping Policy" }).click();
    await page.getByRole("heading", { level: 1, name: /Shipping/ }).waitFor();
    await context.close();
  });

  it("home, a search of all bags, an information page and a product hydrate what the server drew, with their own tags and no console or page errors; then navigation stays in the page", async () => {
    const { page, context, problems } = await visit(browser, shop);
    await rememberServerHeading(page);
    const tote = catalogue.products.tote;
    const pages: Array<[string, RegExp, string]> = [
      ["/", /^Bagzone/, `${shop.baseUrl}/`],
      ["/collections/all?search=tote", /Search results for "tote"/, `${shop.baseUrl}/collections/all`],
      ["/faq", /^FAQ \| Bagzone$/, `${shop.baseUrl}/faq`],
      // Last: the navigation below starts from the product's page.
      [`/product/${tote.slug}`, new RegExp(tote.name), `${shop.baseUrl}/product/${tote.slug}`],
    ];
    for (const [url, title, canonical] of pages) {
      const response = await page.goto(url, { waitUntil: "networkidle" });
      expect([url, response?.status()]).toEqual([url, 200]);
      await page.getByRole("main").waitFor();
      // React took the server's heading over: a mismatch would have made it draw a new one.
      expect([url, await page.evaluate(() => isServerHeadingKept())]).toEqual([url, true]);
      expect(await page.title()).toMatch(title);
      // The title the server sent is the one the page keeps once its scripts ran.
      const html = (await response?.text()) ?? "";
      expect([url, await page.title()]).toEqual([url, serverTitle(html)]);
      // So is a product's meta description (the same Product.metaDescription on both sides).
      if (url.startsWith("/product/")) {
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(description).toBe(unescaped(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ""));
      }
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(canonical);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
    }

    // A link followed after hydration is the app's navigation: the same document, the new page drawn by React.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator("#product-description").getByRole("link", { name: "Handbags" }).click();
    await page.waitForURL("**/collections/handbags");
    await page.getByRole("heading", { level: 1, name: "Handbags" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    const notFound = await page.goto("/product/no-such-bag", { waitUntil: "networkidle" });
    expect(notFound?.status()).toBe(404);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    // The browser's own line for the 404 response is expected; anything else is a problem.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await context.close();
  });

  it("a signed-in shopper's request gets the guest's page: no bag, name or order of anyone; their own bag comes after hydration", async () => {
    const token = await registerCustomer(shop);
    const { wallet, tote } = catalogue.products;
    await addToCustomerBag(shop, token, wallet.id, "Small", "Black");
    const orderId = await placeCodOrder(shop, token);
    await addToCustomerBag(shop, token, tote.id, "Medium", "Red");

    const asShopper = { authorization: `Bearer ${token}`, cookie: `token=${token}` };
    for (const url of ["/", "/collections/all", `/product/${tote.slug}`, "/faq"]) {
      const { html, root, state } = await rawHtml(url, asShopper);
      // Rendered, not the empty shell.
      expect([url, root.length > 5000]).toEqual([url, true]);
      expect(root).toContain('aria-label="Login"');
      expect(root).toContain("Open cart, 0 items");
      for (const secret of [CUSTOMER.firstName, CUSTOMER.lastName, CUSTOMER.email, orderId])
        expect([url, html.includes(secret)]).toEqual([url, false]);
      expect([url, state]).toEqual([url, expect.not.stringMatching(/"__typename":"(Cart|Order|User)"|"cart\(|"me"|"myOrders/)]);
    }

    // In the browser the shopper is still themselves once the page has hydrated.
    const { page, context, problems } = await visit(browser, shop);
    await page.goto("/login");
    await logIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto(`/product/${wallet.slug}`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "My account" }).waitFor();
    await page.getByRole("button", { name: "Open cart, 1 item" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Keeps the main heading the server sent, before any script runs, to compare after hydration. */
async function rememberServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { serverHeading: Element | null; isServerHeadingKept(): boolean };
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") w.serverHeading = document.querySelector("main h1");
    });
    w.isServerHeadingKept = () =>
      w.serverHeading !== null && w.serverHeading === document.querySelector("main h1") && w.serverHeading.isConnected;
  });
}
declare function isServerHeadingKept(): boolean;

async function categoryOf(shop: ShopServer, slug: string): Promise<string> {
  const res = await shop.gql<{ product: { category: { id: string } } }>(
    `query($s: String!) { product(idOrSlug: $s) { category { id } } }`,
    { s: slug },
    await shop.adminToken(),
  );
  return res.data!.product.category.id;
}

/** The `<title>` of a page's first HTML, as the browser reads it. */
function serverTitle(html: string): string | undefined {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  return title === undefined ? undefined : unescaped(title);
}

/** Text as the server escaped it in the HTML, read back. */
function unescaped(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
