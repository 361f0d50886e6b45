import type { Browser, Page } from "playwright-core";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { describeInBrowser, launchBrowser, saveScreenshot } from "../support/browser";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { CUSTOMER, registerCustomer, seedShop, type SeededShop } from "./support/shop-data";
import { addToBag, logIn, visit } from "./support/storefront";

describeInBrowser("storefront on a phone, and its accessibility", () => {
  let shop: ShopServer;
  let browser: Browser;
  let catalogue: SeededShop;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShopServer(), launchBrowser()]);
    catalogue = await seedShop(shop);
    await registerCustomer(shop);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("on a 390 px wide page, the filter drawer and the mobile menu work", async () => {
    const { page, context, problems } = await visit(browser, shop, "mobile");
    await page.goto("/collections/handbags");
    await page.getByText("3 products").waitFor();
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await saveScreenshot(page, "mobile-collection");

    await page.getByRole("button", { name: /^Filters/ }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    // The filters follow the URL: the box shows as ticked once the URL has changed.
    const leather = drawer.getByRole("group", { name: "Material" }).getByRole("checkbox", { name: /leather/i });
    await leather.click();
    await page.waitForURL(/material=Leather/i);
    await page.waitForFunction((el) => (el as HTMLInputElement | null)?.checked === true, await leather.elementHandle());
    await saveScreenshot(page, "mobile-filter-drawer");
    await drawer.getByRole("button", { name: "Show 1 product" }).click();
    await drawer.waitFor({ state: "detached" });
    await page.getByText("1 product", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Filters (1)" }).waitFor();

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: "Backpacks" }).click();
    await saveScreenshot(page, "mobile-menu");
    await menu.getByRole("link", { name: "All Backpacks" }).click();
    await menu.waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 1, name: "Backpacks" }).waitFor();

    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the new arrivals carousel moves 300 px a step", async () => {
    const { page, context } = await visit(browser, shop, "mobile");
    await page.goto("/");
    const carousel = page.getByRole("group", { name: "New arrivals" });
    const track = carousel.getByRole("list");
    const list = await track.elementHandle();
    const scrolledTo = (x: number) => page.waitForFunction(({ el, want }) => el?.scrollLeft === want, { el: list, want: x });
    await carousel.getByRole("button", { name: "Scroll right" }).click();
    await scrolledTo(300);
    await carousel.getByRole("button", { name: "Scroll right" }).click();
    await scrolledTo(600);
    await carousel.getByRole("button", { name: "Scroll left" }).click();
    await scrolledTo(300);
    await context.close();
  });

  it("home, collection, product and checkout have no serious or critical axe violations, on desktop and phone", async () => {
    for (const viewport of ["desktop", "mobile"] as const) {
      const { page, context, problems } = await visit(browser, shop, viewport);
      const check = async (name: string, ready: (p: Page) => Promise<unknown>) => {
        await ready(page);
        await saveScreenshot(page, `${viewport}-${name}`);
        if (viewport === "mobile") {
          // Nothing is wider than the phone's screen.
          expect({ page: name, scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({
            page: name,
            scrollWidth: 390,
          });
        }
        const violations = await seriousAccessibilityViolations(page);
        expect({ page: name, viewport, violations }).toEqual({ page: name, viewport, violations: [] });
      };
      await page.goto("/");
      await check("home", (p) => p.getByRole("heading", { name: "New arrivals" }).waitFor());
      // The banner shows the picture for the screen: the mobile one below 768px.
      const slides = await shop.gql<{ bannerSlides: { nodes: { desktopImage: { url: string }; mobileImage: { url: string } }[] } }>(
        "{ bannerSlides { nodes { desktopImage { url } mobileImage { url } } } }",
      );
      const folderOf = (url: string) => url.slice(0, url.lastIndexOf("/") + 1);
      const expected = folderOf(slides.data!.bannerSlides.nodes[0][viewport === "mobile" ? "mobileImage" : "desktopImage"].url);
      const shown = await page
        .getByRole("img", { name: "Festive sale: up to 30% off handbags" })
        .evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(new URL(shown).pathname.startsWith(expected)).toBe(true);
      await page.goto("/collections/all");
      await check("collection", (p) => p.getByText("5 products").waitFor());
      await page.goto(`/product/${catalogue.products.tote.slug}`);
      await check("product", (p) => p.getByRole("heading", { level: 1, name: "Leather Tote" }).waitFor());

      await page.goto("/login");
      await check("login", (p) => p.getByRole("form", { name: "Login" }).waitFor());
      await logIn(page, CUSTOMER.email, CUSTOMER.password);
      await page.waitForURL((url) => url.pathname === "/");
      await addToBag(page, catalogue.products.tote.slug, "Large", "Black");
      await page.goto("/checkout");
      await check("checkout-bag", (p) => p.getByRole("heading", { name: "Your bag" }).waitFor());
      await page.getByRole("button", { name: "Proceed to Address" }).click();
      await check("checkout-address", (p) => p.getByRole("form", { name: "Shipping address" }).waitFor());
      await page.goto("/profile");
      await check("profile", (p) => p.getByRole("heading", { name: "My orders" }).waitFor());
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
