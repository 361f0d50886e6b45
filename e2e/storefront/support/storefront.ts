import type { Browser, Page } from "playwright-core";
import { newPage, type VIEWPORTS } from "../../support/browser";
import type { ShopServer } from "../../support/shop-server";

/** A page of the storefront for a visitor, on a desktop or phone viewport. */
export async function visit(browser: Browser, shop: ShopServer, viewport: keyof typeof VIEWPORTS = "desktop") {
  const { context, page } = await newPage(browser, shop.baseUrl, viewport);
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  // A server-rendered page shows before the app runs it: a test acts once it does, as a shopper's
  // tap only does something from then on.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await scrollThroughPage(page);
    return response;
  };
  return { context, page, problems };
}

/**
 * Scrolls down a page as a shopper would before acting further down, so that every part the page
 * renders only when near (HydrateWhenNear) has come to life, then back to the start. Parts the
 * layout hides at this width stay as they are.
 */
async function scrollThroughPage(page: Page): Promise<void> {
  const pendingShown = '[data-island="pending"]';
  for (;;) {
    const visiblePending = page.locator(pendingShown).filter({ visible: true });
    if ((await visiblePending.count()) === 0) break;
    // A handle, not the locator: once this part renders, the locator would name the next one.
    const part = await visiblePending.first().elementHandle();
    await part?.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.waitForFunction((element) => element?.getAttribute("data-island") !== "pending", part);
  }
  // Back where the page opened: the window and any row scrolled sideways (a carousel) at their start.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("*")) if (element.scrollLeft !== 0) element.scrollLeft = 0;
    window.scrollTo(0, 0);
  });
}

/** Signs in through the login form, as a shopper does. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Login" }).click();
}

/** Adds a product to the bag from its page; the drawer opens with it. */
export async function addToBag(page: Page, slug: string, size: string, color: string): Promise<void> {
  await page.goto(`/product/${slug}`);
  const form = page.getByRole("form", { name: "Add to cart" });
  await form.getByRole("radio", { name: size, exact: true }).check();
  await form.getByRole("radio", { name: color, exact: true }).check();
  await form.getByRole("button", { name: "ADD TO CART" }).click();
  await page.getByRole("dialog", { name: /Your Bag/ }).waitFor();
  await page.getByRole("button", { name: "Close bag" }).click();
}

/**
 * Fills the checkout address with a valid Indian address, as a new address when the shopper has
 * saved ones. The pincode goes first: it fills in city and state, and the city typed after stays.
 */
export async function fillAddress(page: Page): Promise<void> {
  const form = page.getByRole("form", { name: "Shipping address" });
  await form.waitFor();
  const newAddress = form.getByRole("radio", { name: "A new address" });
  if ((await newAddress.count()) > 0) await newAddress.check();
  await form.getByLabel("Postal code").fill("560001");
  await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('select[name="state"]')?.value === "Karnataka");
  await form.getByLabel("Address", { exact: true }).fill("12 MG Road");
  await form.getByLabel("Contact no.").fill("9876543210");
  await form.getByLabel("City", { exact: true }).fill("Bengaluru");
}
