import type { Browser, BrowserContext, Page } from "playwright-core";
import { type Msg91Sandbox, startMsg91Sandbox } from "../../api/src/sandbox/msg91-sandbox";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { describeInBrowser, launchBrowser, saveScreenshot } from "../support/browser";
import { journey } from "../support/journey";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { seedShop, type SeededShop } from "./support/shop-data";
import { addToBag, fillAddress, visit } from "./support/storefront";

const MSG91_KEY = "e2e-msg91-authkey";
const PHONE = "+919812345678";

/** The code the MSG91 sandbox was last asked to send to the number, read over HTTP as a test reads it. */
async function latestCode(sms: Msg91Sandbox, nth: number): Promise<string> {
  for (let tries = 0; tries < 200; tries += 1) {
    const res = await fetch(`${sms.url}/sandbox/messages?mobiles=${PHONE.slice(1)}`);
    const { messages } = (await res.json()) as { messages: Array<{ variables: { otp: string } }> };
    if (messages[nth - 1]) return messages[nth - 1].variables.otp;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS number ${nth} to ${PHONE}`);
}

/** No part of the page is wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

describeInBrowser("checking out as a guest on a verified mobile number", () => {
  let shop: ShopServer;
  let sms: Msg91Sandbox;
  let browser: Browser;
  let catalogue: SeededShop;
  let page: Page;
  let context: BrowserContext;
  let problems: string[];
  let orderNumber: string;

  beforeAll(async () => {
    sms = await startMsg91Sandbox({ authKey: MSG91_KEY });
    [shop, browser] = await Promise.all([
      startShopServer({ MSG91_API_URL: sms.url, MSG91_AUTH_KEY: MSG91_KEY, MSG91_TEMPLATE_ID: "e2e-sign-in" }),
      launchBrowser(),
    ]);
    catalogue = await seedShop(shop);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await shop?.stop();
    await sms?.close();
  });

  journey(
    "a guest on a phone verifies their number at the address step, places a COD order, and finds it after signing in by phone",
    () => [page],
    (step) => {
      step("a guest on a 360 px phone puts a tote in the bag and goes to checkout", async () => {
        ({ page, context, problems } = await visit(browser, shop, "phone360"));
        await addToBag(page, catalogue.products.tote.slug, "Medium", "Red");
        await page.getByRole("button", { name: "Open cart, 1 item" }).click();
        await page
          .getByRole("dialog", { name: /Your Bag/ })
          .getByRole("button", { name: "Checkout" })
          .click();
        await page.waitForURL(/\/checkout$/);
        await page.getByRole("list", { name: "Items in your bag" }).getByRole("link", { name: "Leather Tote" }).waitFor();
        await page.getByRole("button", { name: "Proceed to Address" }).click();
        await page.getByRole("heading", { name: "Verify your mobile number" }).waitFor();
        await expectNoSidewaysScroll(page);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await saveScreenshot(page, "phone360-checkout-verify-number");
      });

      step("verifies the number by keyboard alone, the code's field taking the SMS's digits", async () => {
        // The step's heading has the focus; the number's field is the next stop.
        await page.keyboard.press("Tab");
        expect(await page.getByRole("textbox", { name: "Mobile number" }).evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type("98123 45678");
        await page.keyboard.press("Enter");
        const code = page.getByRole("textbox", { name: /6-digit code sent to/ });
        await code.waitFor();
        expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
        expect(await code.getAttribute("inputmode")).toBe("numeric");
        await expectNoSidewaysScroll(page);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await page.keyboard.type(await latestCode(sms, 1));
        await page.keyboard.press("Enter");
        // Signed in, the bag came along, and the address step is next.
        await page.getByRole("form", { name: "Shipping address" }).waitFor();
        await page.getByRole("button", { name: "Open cart, 1 item" }).waitFor();
      });

      step("gives an email for the order's updates and the address, and places the order cash on delivery", async () => {
        await page.getByLabel("Email for order updates").fill("guest.e2e@example.com");
        const form = page.getByRole("form", { name: "Shipping address" });
        await form.getByLabel("First name").fill("Meera");
        await form.getByLabel("Last name").fill("Iyer");
        await fillAddress(page);
        await page.getByRole("button", { name: "Proceed to Payment" }).click();
        await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
        await expectNoSidewaysScroll(page);
        await page.getByRole("button", { name: "Place Order" }).click();
        await page.getByRole("heading", { name: "Order Placed Successfully!" }).waitFor();
        await page.getByText("A confirmation email will be sent to the email you gave at checkout.").waitFor();
        expect(new URL(page.url()).searchParams.get("orderId")).toMatch(/^[0-9a-f-]{36}$/);
        // The number the shopper quotes, as the confirmation shows it.
        orderNumber = (await page.getByTestId("confirmation-number").textContent()) ?? "";
        expect(orderNumber).toMatch(/^BZ-\d{5,}$/);
      });

      step("signs out, signs in again with the number on the login page, and sees the order", async () => {
        await context.clearCookies();
        await page.evaluate(() => localStorage.clear());
        await page.goto("/login");
        await expectNoSidewaysScroll(page);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await saveScreenshot(page, "phone360-login");
        const phoneForm = page.getByRole("form", { name: "Sign in with your phone" });
        await phoneForm.getByRole("textbox", { name: "Mobile number" }).fill(PHONE);
        await phoneForm.getByRole("button", { name: "Send code" }).click();
        const code = page.getByRole("textbox", { name: /6-digit code sent to/ });
        await code.fill(await latestCode(sms, 2));
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.waitForURL((url) => url.pathname === "/");
        await page.goto("/profile");
        await page.getByText(orderNumber).first().waitFor();
        expect(problems).toEqual([]);
      });
    },
  );
});
