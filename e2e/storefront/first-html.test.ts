import type { Browser } from "playwright-core";
import { describeInBrowser, launchBrowser } from "../support/browser";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { seedShop, type SeededShop } from "./support/shop-data";
import { visit } from "./support/storefront";

describeInBrowser("the storefront's first HTML in a browser", () => {
  let shop: ShopServer;
  let browser: Browser;
  let catalogue: SeededShop;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShopServer(), launchBrowser()]);
    catalogue = await seedShop(shop);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("home, a search of all bags and a product load with their own tags and no console or page errors", async () => {
    const { page, context, problems } = await visit(browser, shop);
    const tote = catalogue.products.tote;
    const pages: Array<[string, RegExp, string]> = [
      ["/", /^Bagzone/, `${shop.baseUrl}/`],
      ["/collections/all?search=tote", /All bags|Tote/i, `${shop.baseUrl}/collections/all`],
      [`/product/${tote.slug}`, new RegExp(tote.name), `${shop.baseUrl}/product/${tote.slug}`],
    ];
    for (const [url, title, canonical] of pages) {
      const response = await page.goto(url, { waitUntil: "networkidle" });
      expect([url, response?.status()]).toEqual([url, 200]);
      await page.getByRole("main").waitFor();
      expect(await page.title()).toMatch(title);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(canonical);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
    }
    const notFound = await page.goto("/product/no-such-bag", { waitUntil: "networkidle" });
    expect(notFound?.status()).toBe(404);
    await page.getByText(/not found/i).first().waitFor();
    // The browser's own line for the 404 response is expected; anything else is a problem.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await context.close();
  });
});
