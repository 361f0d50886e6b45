import fs from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { indiaDateOf } from "@shop/words/india-time";
import type { RazorpaySandbox } from "../../api/src/sandbox/razorpay-sandbox";
import { describeInBrowser, launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { journey } from "../support/journey";
import { RAZORPAY_CHECKOUT_FRAME, startShopWithRazorpaySandbox } from "../support/razorpay-shop";
import type { ShopServer } from "../support/shop-server";
import {
  addToCustomerBag,
  CUSTOMER,
  ok,
  placeCodOrder,
  registerCustomer,
  seedShop,
  type SeededShop,
} from "../storefront/support/shop-data";
import { addToBag, fillAddress, logIn, visit } from "../storefront/support/storefront";
import { checkScreen, signInAsAdmin } from "./admin-session";

/** The order's shortened id, as the admin's lists show it. */

/**
 * The money side of the admin in Chromium, against the built shop and the repo's Razorpay sandbox:
 * a shopper pays a UPI order through Razorpay Checkout, Razorpay settles it and the admin has the
 * day's settlements fetched and finds the order in the payout; a courier's cash for a delivered COD
 * order is recorded; and a second capture of the paid order is refunded from the payments to check.
 */
describeInBrowser("admin: payouts, COD remittances and payments to check", () => {
  let razorpayShop: Awaited<ReturnType<typeof startShopWithRazorpaySandbox>>;
  let sandbox: RazorpaySandbox;
  let shop: ShopServer;
  let browser: Browser;
  let catalogue: SeededShop;
  let customerToken: string;
  let adminToken: string;
  let page: Page;
  let context: BrowserContext;
  let upiOrderId: string;
  let codOrderId: string;
  /** The numbers the admin's screens show the two orders by (BZ-10001). */
  let upiNumber: string;
  let codNumber: string;
  const numberOf = async (orderId: string) => {
    const res = await shop.gql<{ order: { number: string } | null }>(
      `query($id: ID!) { order(id: $id) { number } }`,
      { id: orderId },
      customerToken,
    );
    if (!res.data?.order) throw new Error(`order ${orderId} not found: ${JSON.stringify(res.errors)}`);
    return res.data.order.number;
  };

  beforeAll(async () => {
    [razorpayShop, browser] = await Promise.all([startShopWithRazorpaySandbox(), launchBrowser()]);
    ({ sandbox, shop } = razorpayShop);
    catalogue = await seedShop(shop);
    customerToken = await registerCustomer(shop);
    adminToken = await shop.adminToken();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await razorpayShop?.stop();
  });

  /** Clicks `refresh` until `what` shows: the settlements and the reconciliation run as background jobs of the shop. */
  async function refreshUntilShown(refresh: () => Promise<unknown>, what: ReturnType<Page["getByRole"]>) {
    while ((await what.count()) === 0) {
      await refresh();
      await page.waitForLoadState("networkidle");
    }
  }

  /** No sideways scrolling of the page at 360 px: wide tables scroll inside their own box. */
  async function fitsPhone(phone: Page, path: string, name: string, ready: string) {
    await phone.goto(path);
    await phone.getByRole("heading", { level: 1, name: ready }).waitFor();
    await phone.waitForLoadState("networkidle");
    const widths = await phone.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await saveScreenshot(phone, `admin-360-${name}`);
  }

  journey(
    "a UPI order settled in a payout, a COD remittance recorded, and a second capture refunded",
    () => [page],
    (step) => {
      step("a shopper pays a UPI order through Razorpay Checkout", async () => {
        const shopper = await visit(browser, shop);
        await shopper.page.goto("/login");
        await logIn(shopper.page, CUSTOMER.email, CUSTOMER.password);
        await shopper.page.waitForURL((url) => url.pathname === "/");
        await addToBag(shopper.page, catalogue.products.backpack.slug, "Large", "Green");
        await shopper.page.goto("/checkout");
        await shopper.page.getByRole("button", { name: "Proceed to Address" }).click();
        await fillAddress(shopper.page);
        await shopper.page.getByRole("button", { name: "Proceed to Payment" }).click();
        await shopper.page.getByRole("radio", { name: /UPI/ }).check();
        await shopper.page.getByRole("button", { name: "Place Order" }).click();
        await shopper.page.frameLocator(RAZORPAY_CHECKOUT_FRAME).getByRole("button", { name: "Pay" }).click();
        await shopper.page.getByRole("heading", { name: "Order Placed Successfully!" }).waitFor();
        upiOrderId = new URL(shopper.page.url()).searchParams.get("orderId") ?? "";
        expect(upiOrderId).not.toBe("");
        upiNumber = await numberOf(upiOrderId);
        await shopper.context.close();
      });

      step("the admin finds the payment captured and not settled, has today's settlements fetched and opens the payout", async () => {
        ({ page, context } = await newPage(browser, shop.baseUrl));
        await signInAsAdmin(page);
        await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Payouts" }).click();
        const unsettled = page.getByRole("table", { name: "Payments captured and not settled" });
        await unsettled.getByRole("link", { name: `Order ${upiNumber}` }).waitFor();

        // Razorpay pays out what it captured; the admin does not wait for tomorrow's job.
        const settlement = sandbox.settle();
        if (!settlement) throw new Error("the sandbox had nothing to settle");
        const form = page.getByRole("form", { name: "Fetch a day's settlements" });
        await form.getByLabel("Day settled").fill(indiaDateOf(new Date()));
        await form.getByRole("button", { name: "Fetch settlements now" }).click();
        await page
          .getByRole("main")
          .getByText(/settlements of .* are being fetched/)
          .waitFor();
        const payoutLink = page.getByRole("link", { name: new RegExp(`^Payout ${settlement.utr}`) });
        await refreshUntilShown(() => page.getByRole("button", { name: "Refresh" }).click(), payoutLink);
        await page.getByText("Every captured payment has been settled.").waitFor();
        await checkScreen(page, "admin-payouts");

        // The accountant's CSV, downloaded with the admin's session, has the payout's UTR.
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("form", { name: "Download payouts CSV" }).getByRole("button", { name: "Download CSV" }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^payouts-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
        const csv = fs.readFileSync(await download.path(), "utf8");
        expect(csv).toContain(settlement.utr);

        await payoutLink.click();
        await page.getByRole("heading", { level: 1, name: /^Payout of/ }).waitFor();
        await page.getByText(settlement.utr).waitFor();
        const line = page.getByRole("table", { name: "Payments and refunds settled" }).getByRole("row", { name: /pay_/ });
        await line.getByRole("link", { name: `Order ${upiNumber}` }).waitFor();
        await checkScreen(page, "admin-payout");
      });

      step("the admin records a courier's cash for a delivered COD order", async () => {
        // The COD order, placed, shipped with Delhivery and delivered through the API.
        await addToCustomerBag(shop, customerToken, catalogue.products.wallet.id, "Small", "Black");
        codOrderId = await placeCodOrder(shop, customerToken);
        codNumber = await numberOf(codOrderId);
        const move = `mutation($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id } }`;
        await ok(
          shop,
          move,
          { id: codOrderId, status: "SHIPPED", shipment: { courier: "DELHIVERY", trackingNumber: "DLV1234567" } },
          adminToken,
        );
        await ok(shop, move, { id: codOrderId, status: "DELIVERED" }, adminToken);

        await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "COD remittances" }).click();
        const form = page.getByRole("form", { name: "Record a COD remittance" });
        const order = form.getByRole("row", { name: new RegExp(codNumber) });
        await order.getByText("Delhivery").waitFor();
        await form.getByLabel("Courier").fill("Delhivery");
        await form.getByLabel("Bank reference (UTR)").fill("DLVUTR0001");
        await order.getByRole("checkbox", { name: `Include order ${codNumber}` }).check();
        // A date still to come is refused by the server, under its field.
        await form.getByLabel("Received on").fill("2999-01-01");
        await form.getByLabel("Amount received (Rs.)").fill("100");
        await form.getByRole("button", { name: "Record remittance" }).click();
        await form.getByText("The date received must not be in the future").waitFor();
        await form.getByLabel("Received on").fill(indiaDateOf(new Date()));
        await form.getByRole("button", { name: "Record remittance" }).click();
        const recorded = page.getByRole("table", { name: "COD remittances" }).getByRole("row", { name: /DLVUTR0001/ });
        await recorded.getByRole("link", { name: codNumber }).waitFor();
        await form.getByText("Every delivered COD order is in a remittance.").waitFor();
        await checkScreen(page, "admin-cod-remittances");
      });

      step("a second capture of the paid order is refunded from the payments to check", async () => {
        const paid = [...sandbox.orders.values()].find((o) => o.status === "paid");
        if (!paid) throw new Error("no paid order at the sandbox");
        const second = await sandbox.pay(paid.id, { again: true });

        await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Payments to check" }).click();
        const row = page.getByRole("table", { name: "Payments that need a look" }).getByRole("row", { name: /Second capture/ });
        await row.getByRole("link", { name: `Order ${upiNumber}` }).waitFor();
        await checkScreen(page, "admin-payments-to-check");
        await row.getByRole("button", { name: new RegExp(`^Refund .*\\(${second.razorpay_payment_id}\\)$`) }).click();
        await page
          .getByRole("alertdialog", { name: "Refund this capture?" })
          .getByRole("button", { name: /^Refund Rs\./ })
          .click();
        // The refund is on its way to Razorpay (against the second payment only) and the flag is gone.
        await refreshUntilShown(() => page.reload(), page.getByText("No payment needs a look."));
      });

      step("the finance screens fit a 360 px phone without sideways scrolling", async () => {
        const phone = await newPage(browser, shop.baseUrl, "phone360");
        await signInAsAdmin(phone.page);
        await fitsPhone(phone.page, "/admin/payouts", "payouts", "Payouts");
        await phone.page
          .getByRole("link", { name: /^Payout / })
          .first()
          .click();
        await phone.page.getByRole("heading", { level: 1, name: /^Payout of/ }).waitFor();
        const widths = await phone.page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect(widths.page).toBeLessThanOrEqual(widths.viewport);
        await saveScreenshot(phone.page, "admin-360-payout");
        await fitsPhone(phone.page, "/admin/cod-remittances", "cod-remittances", "COD remittances");
        await fitsPhone(phone.page, "/admin/payments", "payments-to-check", "Payments to check");
        await phone.context.close();
      });
    },
  );
});
