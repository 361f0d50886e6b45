import type { Browser } from "playwright-core";
import type { RazorpaySandbox } from "../../api/src/sandbox/razorpay-sandbox";
import { describeInBrowser, launchBrowser, saveScreenshot } from "../support/browser";
import { RAZORPAY_CHECKOUT_FRAME, startShopWithRazorpaySandbox } from "../support/razorpay-shop";
import type { ShopServer } from "../support/shop-server";
import { CUSTOMER, ok, registerCustomer, seedShop, type SeededShop } from "./support/shop-data";
import { addToBag, fillAddress, logIn, visit } from "./support/storefront";

const PRODUCT_STOCK = `query($slug: String!) { product(idOrSlug: $slug) { countInStock } }`;

/**
 * UPI through Razorpay in the browser, against the repo's Razorpay sandbox: the payment step loads
 * Razorpay Checkout only when a UPI order is placed, Pay places the order (verified by the server
 * with the sandbox's API), Fail and close go to /payment-failed with the stock back.
 */
describeInBrowser("paying through Razorpay Checkout", () => {
  let razorpayShop: Awaited<ReturnType<typeof startShopWithRazorpaySandbox>>;
  let sandbox: RazorpaySandbox;
  let shop: ShopServer;
  let browser: Browser;
  let catalogue: SeededShop;

  beforeAll(async () => {
    [razorpayShop, browser] = await Promise.all([startShopWithRazorpaySandbox(), launchBrowser()]);
    ({ sandbox, shop } = razorpayShop);
    catalogue = await seedShop(shop);
    await registerCustomer(shop);
  });
  afterAll(async () => {
    await browser?.close();
    await razorpayShop?.stop();
  });

  async function toPaymentStep(slug: string, size: string, color: string) {
    const visited = await visit(browser, shop);
    const { page } = visited;
    await page.goto("/login");
    await logIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.waitForURL((url) => url.pathname === "/");
    await addToBag(page, slug, size, color);
    await page.goto("/checkout");
    await page.getByRole("button", { name: "Proceed to Address" }).click();
    await fillAddress(page);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.getByRole("radio", { name: /UPI/ }).check();
    return visited;
  }

  it("Pay in Razorpay Checkout places the order, paid", async () => {
    const { page, context, problems } = await toPaymentStep(catalogue.products.backpack.slug, "Large", "Green");
    // Test keys take no money: the payment step says so.
    await page.getByRole("note").getByText("Test mode: no money is taken.").waitFor();
    const scripts = () => page.evaluate(() => [...document.scripts].map((s) => s.src).filter((src) => src.includes("checkout.js")));
    expect(await scripts()).toEqual([]);
    await page.getByRole("button", { name: "Place Order" }).click();
    const checkout = page.frameLocator(RAZORPAY_CHECKOUT_FRAME);
    await checkout.getByText("Rs. 2500.00").waitFor();
    expect(await scripts()).toEqual([`${sandbox.url}/v1/checkout.js`]);
    await saveScreenshot(page, "desktop-razorpay-checkout");
    await checkout.getByRole("button", { name: "Pay" }).click();
    await page.getByRole("heading", { name: "Order Placed Successfully!" }).waitFor();
    await page.getByText("UPI (paid)").waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("Fail, then closing Razorpay Checkout, goes to /payment-failed with the stock back", async () => {
    const { slug } = catalogue.products.sling;
    // Read as an admin: guests' catalogue answers may be cached for a few seconds.
    const stock = async () =>
      (await ok<{ product: { countInStock: number } }>(shop, PRODUCT_STOCK, { slug }, await shop.adminToken())).product.countInStock;
    const before = await stock();
    const { page, context, problems } = await toPaymentStep(slug, "Small", "Blue");
    await page.getByRole("button", { name: "Place Order" }).click();
    const checkout = page.frameLocator(RAZORPAY_CHECKOUT_FRAME);
    await checkout.getByRole("button", { name: "Fail" }).click();
    await checkout.getByRole("alert").getByText("Payment failed").waitFor();
    await checkout.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(/\/payment-failed$/);
    expect(await stock()).toBe(before);
    // Trying again is a new checkout, paid this time.
    await page.getByRole("link", { name: "Try Again" }).click();
    await page.getByRole("button", { name: "Proceed to Address" }).click();
    await fillAddress(page);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.getByRole("radio", { name: /UPI/ }).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.frameLocator(RAZORPAY_CHECKOUT_FRAME).getByRole("button", { name: "Pay" }).click();
    await page.getByRole("heading", { name: "Order Placed Successfully!" }).waitFor();
    expect(await stock()).toBe(before - 1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
