import type { Browser, BrowserContext, Page } from "playwright-core";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { describeInBrowser, launchBrowser, newPage, saveCommittedScreenshot, VIEWPORTS } from "../support/browser";
import { journey } from "../support/journey";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { addToCustomerBag, CUSTOMER, registerCustomer, seedShop, type SeededShop } from "./support/shop-data";
import { addToBag, fillAddress, logIn, visit } from "./support/storefront";

// Phones, one truthful set of shop texts, the banner's words, shelves, and the way back from paying.

type Width = "phone360" | "mobile" | "desktop1440";
const WIDTHS: Width[] = ["phone360", "mobile", "desktop1440"];
const POLICIES = `mutation($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { returnWindowDays } } }`;
const DEFAULT_POLICIES = {
  shippingArea: "India",
  deliveryFeePaise: 50_00,
  freeDeliveryAbovePaise: 1_000_00,
  giftWrapFeePaise: 35_00,
  dispatchDays: 1,
  deliveryDaysFrom: 3,
  deliveryDaysTo: 7,
  returnWindowDays: 7,
};

describeInBrowser("shop texts, phones, banner, shelves and payment returns", () => {
  let shop: ShopServer;
  let browser: Browser;
  let catalogue: SeededShop;
  let customerToken: string;
  // The policies journey's page (the admin's, then a shopper's) and what it logged.
  let page: Page;
  let context: BrowserContext;
  let problems: string[];
  /** Opens a storefront page and waits until the app runs it (the admin app has no such mark). */
  const go = async (url: string) => {
    await page.goto(url);
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  };

  beforeAll(async () => {
    // The shop answers at 127.0.0.1 (PUBLIC_URL) and at localhost, which it allows as another address of itself.
    [shop, browser] = await Promise.all([startShopServer((port) => ({ CORS_ORIGINS: `http://localhost:${port}` })), launchBrowser()]);
    catalogue = await seedShop(shop);
    customerToken = await registerCustomer(shop);
    // Newest of all, and sold out: it must not lead the new arrivals.
    const created = await shop.gql(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      {
        input: {
          name: "Sold Out Potli",
          description: "<p>Gone for now.</p>",
          category: (
            await shop.gql<{ categories: { nodes: { id: string; slug: string }[] } }>(`{ categories(first: 100) { nodes { id slug } } }`)
          ).data!.categories.nodes.find((c) => c.slug === "wallets")!.id,
          pricePaise: 700_00,
          countInStock: 0,
          isPublished: true,
          images: [],
        },
      },
      await shop.adminToken(),
    );
    if (created.errors) throw new Error(JSON.stringify(created.errors));
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  const widthOf = (page: Page) =>
    page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  const fitsScreen = async (page: Page, name: string) => {
    const { scroll, client } = await widthOf(page);
    expect({ page: name, scrollWidth: scroll }).toEqual({ page: name, scrollWidth: client });
  };

  it("no storefront page scrolls sideways at 320, 360, 390 or 1440 px, the bag drawer included; screenshots at 360, 390 and 1440", async () => {
    const pages: [string, string, (p: Page) => Promise<unknown>][] = [
      ["home", "/", (p) => p.getByRole("heading", { name: "New arrivals" }).waitFor()],
      ["collection", "/collections/all", (p) => p.getByRole("heading", { level: 1, name: "All Products" }).waitFor()],
      ["category", "/collections/handbags", (p) => p.getByRole("heading", { level: 1, name: "Handbags" }).waitFor()],
      ["bestsellers", "/collections/bestsellers", (p) => p.locator("h1").first().waitFor()],
      ["product", `/product/${catalogue.products.tote.slug}`, (p) => p.getByRole("heading", { level: 1, name: "Leather Tote" }).waitFor()],
      ["faq", "/faq", (p) => p.getByRole("heading", { level: 1, name: "FAQ" }).waitFor()],
      ["shipping-policy", "/shipping-policy", (p) => p.getByRole("heading", { name: "Where we ship" }).waitFor()],
      ["refund-and-return", "/refund-and-return", (p) => p.getByRole("heading", { name: "Returns and exchanges" }).waitFor()],
      ["terms", "/terms-and-conditions", (p) => p.locator("h1").first().waitFor()],
      ["privacy", "/privacy-policy", (p) => p.locator("h1").first().waitFor()],
      ["contact", "/contact-us", (p) => p.locator("h1").first().waitFor()],
      ["login", "/login", (p) => p.getByRole("form", { name: "Login" }).waitFor()],
      ["register", "/register", (p) => p.locator("h1").first().waitFor()],
      ["forgot-password", "/forgot-password", (p) => p.locator("h1").first().waitFor()],
      ["payment-failed", "/payment-failed", (p) => p.locator("h1").first().waitFor()],
      ["not-found", "/no-such-page", (p) => p.locator("h1").first().waitFor()],
    ];
    const signedInPages: typeof pages = [
      ["checkout", "/checkout", (p) => p.getByRole("heading", { name: "Your bag" }).waitFor()],
      ["profile", "/profile", (p) => p.getByRole("heading", { name: "My orders" }).waitFor()],
    ];
    await addToCustomerBag(shop, customerToken, catalogue.products.clutch.id, "Small", "Red");
    for (const width of [...WIDTHS, "narrow320" as const]) {
      const viewport = width === "narrow320" ? { width: 320, height: 700 } : VIEWPORTS[width];
      const context = await browser.newContext({ baseURL: shop.baseUrl, viewport });
      const page = await context.newPage();
      const check = async (name: string, url: string, ready: (p: Page) => Promise<unknown>) => {
        await page.goto(url);
        await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
        await ready(page);
        await fitsScreen(page, `${name} at ${viewport.width}px`);
        if (width !== "narrow320") await saveCommittedScreenshot(page, `${name}-${viewport.width}`);
      };
      for (const [name, url, ready] of pages) await check(name, url, ready);

      await page.goto("/login");
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      await logIn(page, CUSTOMER.email, CUSTOMER.password);
      await page.waitForURL((url) => url.pathname === "/");
      // The bag drawer with a long-priced line: the line total and the remove button stay on screen.
      await page.getByRole("button", { name: /^Open cart/ }).click();
      const drawer = page.getByRole("dialog", { name: /Your Bag/ });
      await drawer.waitFor();
      const remove = drawer.getByRole("button", { name: "Remove Evening Clutch from bag" });
      const lineTotal = drawer.getByRole("listitem").locator("p.total");
      for (const [what, box] of [
        ["remove", await remove.boundingBox()],
        ["line total", await lineTotal.boundingBox()],
      ] as const) {
        expect({ what, width: viewport.width, inside: box !== null && box.x >= 0 && box.x + box.width <= viewport.width }).toEqual({
          what,
          width: viewport.width,
          inside: true,
        });
      }
      await fitsScreen(page, `bag drawer at ${viewport.width}px`);
      if (width !== "narrow320") await saveCommittedScreenshot(page, `bag-drawer-${viewport.width}`);
      await page.getByRole("button", { name: "Close bag" }).click();
      for (const [name, url, ready] of signedInPages) await check(name, url, ready);
      await context.close();
    }
  });

  journey(
    "every text states the shop's policies, and checkout charges them; an admin changes them in the admin app",
    () => [page],
    (step) => {
      // The rules go back to the shop's defaults for the tests after, whichever step stopped.
      afterAll(async () => {
        await shop.gql(POLICIES, { input: { policies: DEFAULT_POLICIES } }, await shop.adminToken());
        await context?.close();
      });

      step("the admin saves the seller and new delivery, dispatch and return rules in the settings screen", async () => {
        ({ page, context } = await newPage(browser, shop.baseUrl, "desktop"));
        problems = [];
        page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
        await page.goto("/admin/login");
        await page.getByLabel("Email").fill("e2e-admin@example.com");
        await page.getByLabel("Password").fill("e2e-admin-password");
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
        await page.goto("/admin/settings");
        const form = page.getByRole("form", { name: "Shop settings" });
        await form.waitFor();
        // A fresh shop has no seller yet; the whole form is saved at once.
        await form.getByLabel("Legal name").fill("Bagzone Retail Private Limited");
        await form.getByLabel("GSTIN").fill("27AAPFU0939F1ZV");
        await form.getByLabel("Registered address").fill("Lower Parel, Mumbai 400013");
        await form.getByLabel("State", { exact: true }).fill("Maharashtra");
        await form.getByLabel("Delivery fee (Rs.)").fill("79");
        await form.getByLabel("Free delivery above (Rs.)").fill("1499");
        await form.getByLabel("Gift wrap fee (Rs.)").fill("49");
        await form.getByLabel("Dispatch time (business days)").fill("2");
        await form.getByLabel("Delivery estimate from (business days)").fill("4");
        await form.getByLabel("Delivery estimate to (business days)").fill("6");
        await form.getByLabel("Return window (days after delivery)").fill("10");
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await form.getByRole("button", { name: "Save settings" }).click();
        await page.getByText("Settings saved successfully!").waitFor();
        await context.close();
      });

      step("the storefront states the new rules on every page, and none of the old ones", async () => {
        // The storefront says the same everywhere (to a shopper: the layout sends an admin to /admin).
        ({ page, context } = await newPage(browser, shop.baseUrl, "desktop"));
        page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
        await go("/");
        await page.getByText("We deliver across India | Free delivery above Rs. 1,499.00").waitFor();
        await go(`/product/${catalogue.products.tote.slug}`);
        const promise = page.getByRole("list", { name: "Delivery and returns" });
        await promise.getByText("Free delivery above Rs. 1,499.00 (Rs. 79.00 below)").waitFor();
        await promise.getByText("Dispatched within 2 business days, delivered in 4-6 business days").waitFor();
        await promise.getByText("Returns and exchanges within 10 days of delivery").waitFor();
        await page.getByRole("checkbox", { name: "Add gift wrap (Rs. 49.00)" }).waitFor();
        await go("/faq");
        await page.getByText("How much is delivery?").click();
        await page
          .getByText("Delivery is free on orders above Rs. 1,499.00; orders of Rs. 1,499.00 or less pay Rs. 79.00.", { exact: false })
          .waitFor();
        await go("/shipping-policy");
        await page.getByText("Orders are dispatched within 2 business days of being placed.").waitFor();
        await page.getByText("Delivery takes 4-6 business days from dispatch, depending on your location.").waitFor();
        await go("/terms-and-conditions");
        await page.getByText("Items may be returned or exchanged within 10 days of delivery.").waitFor();
        for (const stale of ["worldwide", "Free Shipping", "3-5 business days", "8-9 business days", "1 month", "Rs. 35.00"]) {
          for (const url of [
            "/",
            "/faq",
            "/shipping-policy",
            "/terms-and-conditions",
            "/refund-and-return",
            `/product/${catalogue.products.tote.slug}`,
          ]) {
            await go(url);
            expect({ url, stale, shown: (await page.locator("body").innerText()).includes(stale) }).toEqual({ url, stale, shown: false });
          }
        }
      });

      step("a shopper's bag pays the new delivery fee, in the drawer and at checkout alike", async () => {
        // A shopper's bag of Rs. 1,200 pays the new delivery fee, in the drawer and at checkout alike.
        await go("/login");
        await logIn(page, CUSTOMER.email, CUSTOMER.password);
        await page.waitForURL((url) => url.pathname === "/");
        // The bag holds just the tote (put there as another visit would have), then the shopper opens it.
        await page.request.post(`${shop.baseUrl}/graphql`, {
          headers: { authorization: `Bearer ${customerToken}` },
          data: { query: `mutation { clearCart { itemCount } }` },
        });
        await addToCustomerBag(shop, customerToken, catalogue.products.tote.id, "Large", "Black");
        await go(`/product/${catalogue.products.tote.slug}`);
        await page.getByRole("button", { name: /^Open cart/ }).click();
        const drawer = page.getByRole("dialog", { name: /Your Bag/ });
        await drawer.getByText("Add over Rs. 299.00 more for free delivery.").waitFor();
        expect(await drawer.locator("dt:text-is('Delivery') + dd").innerText()).toBe("Rs. 79.00");
        expect(await drawer.locator("dt:text-is('Total') + dd").innerText()).toBe("Rs. 1,279.00");
        await saveCommittedScreenshot(page, "bag-drawer-policies-1280");
        await drawer.getByRole("button", { name: "Checkout" }).click();
        await page.getByRole("heading", { name: "Your bag" }).waitFor();
        await page.getByTestId("order-total").getByText("Rs. 1,279.00").waitFor();
        await page.getByText("Dispatched within 2 business days, delivered in 4-6 business days.").waitFor();
        expect(problems).toEqual([]);
      });
    },
  );

  it("the banner's headline, text and button are real text, in the first HTML too; sold-out products end the new arrivals", async () => {
    const html = await (await fetch(`${shop.baseUrl}/`)).text();
    expect(html).toContain("Festive sale: up to 30% off</p>");
    expect(html).toContain("Handbags and clutches for every celebration.");
    expect(html).toMatch(/<a [^>]*href="\/collections\/all"[^>]*>Shop the sale<\/a>/);

    for (const width of WIDTHS) {
      const { page, context, problems } = await visit(browser, shop, width);
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Featured" });
      await banner.getByText("Festive sale: up to 30% off", { exact: true }).waitFor();
      const arrivals = page.getByRole("group", { name: "New arrivals" }).getByRole("listitem");
      const names = await arrivals.evaluateAll((items) => items.map((i) => (i as HTMLElement).innerText));
      expect(names.findIndex((n) => n.includes("Sold Out Potli"))).toBe(names.length - 1);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      if (width === "mobile") {
        await banner.getByRole("link", { name: "Shop the sale" }).click();
        await page.waitForURL((url) => url.pathname === "/collections/all");
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("paying on the simulator from another of the shop's addresses comes back there, signed in; the page looks like the shop", async () => {
    const localhost = shop.baseUrl.replace("127.0.0.1", "localhost");
    for (const width of WIDTHS) {
      const context = await browser.newContext({ baseURL: localhost, viewport: VIEWPORTS[width] });
      const page = await context.newPage();
      await page.goto("/login");
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      await logIn(page, CUSTOMER.email, CUSTOMER.password);
      await page.waitForURL((url) => url.pathname === "/");
      await page.request.post(`${localhost}/graphql`, {
        headers: { authorization: `Bearer ${customerToken}` },
        data: { query: `mutation { clearCart { itemCount } }` },
      });
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      await addToBag(page, catalogue.products.wallet.slug, "Small", "Black");
      await page.goto("/checkout");
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      await page.getByRole("button", { name: "Proceed to Address" }).click();
      await fillAddress(page);
      await page.getByRole("button", { name: "Proceed to Payment" }).click();
      await page.getByRole("radio", { name: /UPI/ }).check();
      await page.getByRole("button", { name: "Place Order" }).click();

      // The simulated bank is on PUBLIC_URL (127.0.0.1): it says it is a test and shows rupees and India's time.
      await page.waitForURL((url) => url.pathname.startsWith("/payments/simulator/"));
      expect(new URL(page.url()).hostname).toBe("127.0.0.1");
      await page.getByRole("heading", { name: "Pay by UPI" }).waitFor();
      await page.getByText("Test payment page.").waitFor();
      await page.getByText("Rs. 650.00").waitFor();
      await page.getByText(/ IST$/).waitFor();
      // axe is a script the page's own policy (default-src 'none') refuses: it runs on a copy of the page opened without it.
      const inspector = await browser.newContext({ viewport: VIEWPORTS[width], bypassCSP: true });
      const copy = await inspector.newPage();
      await copy.goto(page.url());
      expect(await seriousAccessibilityViolations(copy)).toEqual([]);
      await inspector.close();
      await fitsScreen(page, `simulator at ${VIEWPORTS[width].width}px`);
      await saveCommittedScreenshot(page, `simulator-${VIEWPORTS[width].width}`);
      await page.getByRole("button", { name: "Pay" }).click();

      await page.waitForURL((url) => url.pathname === "/order-confirmation");
      expect(new URL(page.url()).hostname).toBe("localhost");
      await page.getByRole("heading", { name: "Order Placed Successfully!" }).waitFor();
      expect(await page.getByText("Please log in to see your order.").count()).toBe(0);
      await context.close();
    }
  });
});
