import type { Browser } from "playwright-core";
import { describeInBrowser, launchBrowser } from "../support/browser";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { seedShop, type SeededShop } from "./support/shop-data";
import { addToBag, logIn, visit } from "./support/storefront";

/**
 * The storefront against a shop that runs only trusted documents (GRAPHQL_TRUSTED_DOCUMENTS=require):
 * every operation the shopper's pages send is one codegen registered, and logging out ends the
 * token on the server.
 */
describeInBrowser("the storefront on a shop that runs only its own operations", () => {
  let shop: ShopServer;
  let browser: Browser;
  let catalogue: SeededShop;
  const shopper = { firstName: "Kiran", lastName: "Das", email: "kiran.e2e@example.com", password: "kiran-secret-1" };

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShopServer({ GRAPHQL_TRUSTED_DOCUMENTS: "require" }), launchBrowser()]);
    catalogue = await seedShop(shop);
    const registered = await fetch(`${shop.baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(shopper),
    });
    expect(registered.status).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("browses, fills a bag, signs in and out with no operation refused, and the old token ends", async () => {
    const { page, context, problems } = await visit(browser, shop);
    const refused: string[] = [];
    page.on("response", async (response) => {
      if (!response.url().endsWith("/graphql")) return;
      const body = await response.text().catch(() => "");
      if (body.includes("OPERATION_NOT_TRUSTED")) refused.push(response.request().postData() ?? "");
    });

    await page.goto("/");
    await page.goto("/collections/all");
    await page.getByRole("link", { name: catalogue.products.tote.name }).first().waitFor();
    await addToBag(page, catalogue.products.tote.slug, "Medium", "Black");
    await page.goto("/login");
    await logIn(page, shopper.email, shopper.password);
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/profile");
    await page.getByRole("heading", { name: `${shopper.firstName} ${shopper.lastName}` }).waitFor();

    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();
    const ended = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("Logout"));
    await page.getByRole("button", { name: "Logout" }).click();
    await ended;
    const withOldToken = await fetch(`${shop.baseUrl}/api/orders/my-orders`, { headers: { authorization: `Bearer ${token}` } });
    expect(withOldToken.status).toBe(401);

    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
