import type { Browser, Locator, Page } from "playwright-core";
import { describeInBrowser, launchBrowser } from "../support/browser";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { addToCustomerBag, CUSTOMER, ok, photo, registerCustomer, seedShop, type SeededShop } from "./support/shop-data";
import { fillAddress, logIn, visit } from "./support/storefront";

const SCREEN = { width: 360, height: 740 };

/** Where an element is on the page (not the screen): its box with the page's scroll added. */
async function boxOf(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, left: r.left, right: r.right, height: r.height };
  });
}

const overlap = (a: { top: number; bottom: number; left: number; right: number }, b: typeof a) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function signIn(page: Page) {
  await page.goto("/login");
  await logIn(page, CUSTOMER.email, CUSTOMER.password);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

describeInBrowser("the storefront on a 360 x 740 phone", () => {
  let shop: ShopServer;
  let browser: Browser;
  let catalogue: SeededShop;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShopServer(), launchBrowser()]);
    catalogue = await seedShop(shop);
    // As many categories as the demo shop has: twelve.
    const admin = await shop.adminToken();
    for (const name of ["Clutches", "Slings", "Totes", "Duffels", "Laptop Bags", "Trolleys", "Pouches", "Belts", "Kids Bags"]) {
      await ok(
        shop,
        `mutation($input: CategoryInput!) { createCategory(input: $input) { id } }`,
        {
          input: { name, description: `${name} for every day.`, isPublished: true, image: { url: await photo("#444444"), altText: name } },
        },
        admin,
      );
    }
    const token = await registerCustomer(shop);
    await addToCustomerBag(shop, token, catalogue.products.tote.id, "Medium", "Red");
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("shows the home page's first product within the first two screens, the categories in one row", async () => {
    const { page, context, problems } = await visit(browser, shop, "phone360x740");
    await page.goto("/");
    const firstProduct = page.getByRole("region", { name: "New arrivals" }).getByRole("link").first();
    await firstProduct.waitFor();
    expect((await boxOf(firstProduct)).top).toBeLessThan(2 * SCREEN.height);
    const categories = page.getByRole("region", { name: "Shop by categories" }).getByRole("listitem");
    expect(await categories.count()).toBe(12);
    const tops = await categories.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps the checkout steps on one line at every step", async () => {
    const { page, context, problems } = await visit(browser, shop, "phone360x740");
    await signIn(page);
    await page.goto("/checkout");
    const steps = page.getByRole("list", { name: "Checkout steps" }).getByRole("listitem");
    const oneLine = async () => {
      const boxes = await steps.evaluateAll((items) => items.map((li) => li.getBoundingClientRect()));
      expect(boxes).toHaveLength(3);
      expect(Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top))).toBeLessThan(40);
    };
    await steps.first().waitFor();
    await oneLine();
    await page.getByRole("button", { name: "Proceed to Address" }).click();
    await fillAddress(page);
    await oneLine();
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const upi = page.getByRole("radio", { name: /UPI/ });
    await upi.waitFor();
    await oneLine();
    expect((await boxOf(upi)).height).toBeGreaterThanOrEqual(16);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("leaves room between the Address book heading and the buttons around it", async () => {
    const { page, context, problems } = await visit(browser, shop, "phone360x740");
    await signIn(page);
    await page.goto("/profile");
    const heading = page.getByRole("heading", { name: "Address book" });
    await heading.waitFor();
    const head = await boxOf(heading);
    const card = heading.locator("xpath=..");
    const buttons = await card.getByRole("button").evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
      }),
    );
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      const gap = button.bottom <= head.top ? head.top - button.bottom : button.top - head.bottom;
      expect(gap).toBeGreaterThanOrEqual(12);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows a toast clear of the header", async () => {
    const { page, context, problems } = await visit(browser, shop, "phone360x740");
    await page.goto(`/product/${catalogue.products.tote.slug}`);
    await page.getByRole("button", { name: "Save Leather Tote to wishlist" }).click();
    const toast = page.getByText("Leather Tote saved to your wishlist");
    await toast.waitFor();
    // Scrolled, the header stays at the top of the screen: the toast must not sit on it there either.
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => window.scrollY > 0);
    // Where the toast ends up, once it has slid in.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished),
      ),
    );
    const header = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const shown = await toast.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(overlap(shown, header)).toBe(false);
    expect(shown.bottom).toBeLessThanOrEqual(SCREEN.height);
    expect(problems).toEqual([]);
    await context.close();
  });
});
