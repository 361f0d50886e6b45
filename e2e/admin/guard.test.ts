import { describeInBrowser, newPage, saveScreenshot } from "../support/browser";
import { adminTestbed, checkScreen, registerCustomer, signInAsAdmin, storeSession } from "./admin-session";

describeInBrowser("admin guard, login and logout", () => {
  const bed = adminTestbed();

  it("sends a visitor with no session to the admin login, then back where they were going", async () => {
    const { page, context } = await newPage(bed.browser(), bed.shop().baseUrl);
    await page.goto("/admin/orders");
    await page.getByRole("heading", { name: "Bagzone Admin login" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await checkScreen(page, "admin-login");

    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Email is required").waitFor();
    await page.getByText("Password is required").waitFor();

    await page.getByLabel("Email").fill("e2e-admin@example.com");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    // The server's message, in the page and as a notice.
    await page
      .getByRole("alert")
      .filter({ hasText: /invalid|incorrect/i })
      .first()
      .waitFor();

    await page.getByLabel("Password").fill("e2e-admin-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/orders");
    await context.close();
  });

  it("sends a customer who opens /admin to the storefront home page", async () => {
    const customer = await registerCustomer(bed.shop());
    const { page, context } = await newPage(bed.browser(), bed.shop().baseUrl);
    await storeSession(context, customer);
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/admin/products/new");
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(customer.token);
    await context.close();
  });

  it("logs out from the sidebar: session, cart and guest id cleared, and home", async () => {
    const { page, context } = await newPage(bed.browser(), bed.shop().baseUrl);
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("guestId", "guest_1_before");
      localStorage.setItem("cart", JSON.stringify({ products: [{ productId: "p" }], totalPrice: 10 }));
    });
    await signInAsAdmin(page);
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem("token"),
      user: localStorage.getItem("userInfo"),
      cart: localStorage.getItem("cart"),
      guestId: localStorage.getItem("guestId"),
    }));
    expect(stored.token).toBeNull();
    expect(stored.user).toBeNull();
    expect(stored.cart).toBeNull();
    // The old guest bag is not resumed; the storefront asks for a new one (createCart) when needed.
    expect(stored.guestId).toBeNull();

    await page.goto("/admin");
    await page.getByRole("heading", { name: "Bagzone Admin login" }).waitFor();
    await context.close();
  });

  it("collapses the sidebar behind a menu button on a phone", async () => {
    const { page, context } = await newPage(bed.browser(), bed.shop().baseUrl, "mobile");
    await signInAsAdmin(page);
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    expect(await nav.isVisible()).toBe(false);
    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.click();
    await nav.getByRole("link", { name: "Coupon Code" }).waitFor();
    await saveScreenshot(page, "admin-mobile-menu");
    await nav.getByRole("link", { name: "Coupon Code" }).click();
    await page.getByRole("heading", { name: "Coupon Code", level: 1 }).waitFor();
    expect(await nav.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    expect(await nav.isVisible()).toBe(false);
    await context.close();
  });
});
