import type { Browser } from "playwright-core";
import { describeInBrowser, launchBrowser, newPage, saveScreenshot } from "./support/browser";
import { startShopServer, type ShopServer } from "./support/shop-server";

describeInBrowser("the built apps in a real browser", () => {
  let shop: ShopServer;
  let browser: Browser;
  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShopServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("serves the storefront at / and the admin app at /admin, rendered by React", async () => {
    const { page, context } = await newPage(browser, shop.baseUrl);
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.title()).toMatch(/Bagzone/);
    await saveScreenshot(page, "storefront-shell");

    await page.goto("/admin");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.title()).toMatch(/Admin/);
    await context.close();
  });
});
