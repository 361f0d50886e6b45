import type { Browser, BrowserContext, Page } from "playwright-core";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { describeInBrowser, launchBrowser, saveCommittedScreenshot } from "../support/browser";
import { journey } from "../support/journey";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { addToCustomerBag, CUSTOMER, ok, registerCustomer, seedShop, type SeededShop } from "./support/shop-data";
import { addToBag, logIn, visit } from "./support/storefront";

/** The widths checked: the narrowest phones, a common phone, a wide desktop. */
const WIDTHS = [
  ["phone360", 360],
  ["mobile", 390],
  ["desktop1440", 1440],
] as const;

/**
 * The screen at each width: a screenshot for people, nothing wider than the window, and no
 * serious or critical axe violation. `open` brings the page to the state to check.
 */
async function checkAtEveryWidth(browser: Browser, shop: ShopServer, name: string, open: (page: Page) => Promise<void>, token?: string) {
  for (const [viewport, width] of WIDTHS) {
    const { page, context, problems } = await visit(browser, shop, viewport);
    if (token) await signInWithToken(page, shop, token);
    await open(page);
    await saveCommittedScreenshot(page, `${name}-${width}`);
    expect({ name, width, scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({
      name,
      width,
      scrollWidth: width,
    });
    expect({ name, width, violations: await seriousAccessibilityViolations(page) }).toEqual({ name, width, violations: [] });
    expect(problems).toEqual([]);
    await context.close();
  }
}

/** Stores a session as the login form would, so width checks need not type the password each time. */
async function signInWithToken(page: Page, shop: ShopServer, token: string) {
  const data = await ok<{ me: Record<string, string | null> }>(
    shop,
    `{ me { id firstName lastName email role phone address city state postalCode } }`,
    {},
    token,
  );
  await page.goto("/");
  await page.evaluate(
    ([t, user]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("userInfo", JSON.stringify({ __typename: "User", ...user }));
    },
    [token, data.me] as const,
  );
}

describeInBrowser("address book, wishlist, search suggestions and recently viewed", () => {
  let shop: ShopServer;
  let browser: Browser;
  let catalogue: SeededShop;
  let token: string;
  // The address book journey's page, and the order it places.
  let page: Page;
  let context: BrowserContext;
  let problems: string[];
  let orderId: string | null;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShopServer(), launchBrowser()]);
    catalogue = await seedShop(shop);
    token = await registerCustomer(shop);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await shop?.stop();
  });

  journey(
    "keeps addresses in the address book, fills city and state from the pincode, and picks or saves one at checkout",
    () => [page],
    (step) => {
      step("signs in and finds an empty address book", async () => {
        ({ page, context, problems } = await visit(browser, shop, "desktop1440"));
        await page.goto("/login");
        await logIn(page, CUSTOMER.email, CUSTOMER.password);
        await page.waitForURL((url) => url.pathname === "/");
        await page.goto("/profile");
        const book = page.getByRole("heading", { name: "Address book" });
        await book.waitFor();
        await page.getByText("No saved addresses yet.", { exact: false }).waitFor();
      });

      step("adds two addresses with city and state filled from the pincode, makes one the default and edits it", async () => {
        const addAddress = async (label: string, pincode: string, city: string, state: string, street: string) => {
          await page.getByRole("button", { name: "Add an address" }).click();
          const form = page.getByRole("form", { name: "New address" });
          await form.getByLabel("Save as").fill(label);
          await form.getByLabel("Postal code").fill(pincode);
          // India Post's directory, through the API, fills in the city and the state.
          await page.waitForFunction(
            ([c, s]) => {
              const value = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;
              return value("city") === c && value("state") === s;
            },
            [city, state] as const,
          );
          await form.getByLabel("Address", { exact: true }).fill(street);
          await form.getByLabel("Contact no.").fill("9876543210");
          await form.getByRole("button", { name: "Save address" }).click();
          await form.waitFor({ state: "detached" });
        };
        await addAddress("Home", "560038", "Bangalore", "Karnataka", "12, 4th Cross, Indiranagar");
        await addAddress("Office", "122002", "Gurgaon", "Haryana", "Tower B, Cyber City");
        const saved = page.getByRole("list", { name: "Saved addresses" });
        await saved.getByText("Default", { exact: true }).waitFor();
        await page.getByRole("button", { name: "Make default: Office" }).click();
        await page.getByRole("button", { name: "Make default: Home" }).waitFor();
        // An edit sends only the address book's form through updateAddress; the rest of the address stays.
        await page.getByRole("button", { name: "Edit: Office" }).click();
        const edit = page.getByRole("form", { name: "Edit Office" });
        await edit.getByLabel("Address", { exact: true }).fill("Tower C, Cyber City");
        await edit.getByRole("button", { name: "Save address" }).click();
        await edit.waitFor({ state: "detached" });
        await saved.getByText("Tower C, Cyber City, Gurgaon, Haryana 122002", { exact: false }).waitFor();
      });

      step("is told when a pincode is unknown", async () => {
        // An unknown pincode is said so; the shopper types the city and state.
        await page.getByRole("button", { name: "Add an address" }).click();
        await page.getByRole("form", { name: "New address" }).getByLabel("Postal code").fill("999999");
        await page.getByText("We could not find this pincode", { exact: false }).waitFor();
        await page.getByRole("button", { name: "Cancel" }).click();
      });

      step("at checkout, the default address is chosen, and a new one is filled from its pincode and saved with the order", async () => {
        await addToBag(page, catalogue.products.tote.slug, "Large", "Black");
        await page.goto("/checkout");
        await page.getByRole("button", { name: "Proceed to Address" }).click();
        const form = page.getByRole("form", { name: "Shipping address" });
        const choices = form.getByRole("group", { name: "Deliver to" });
        // The default is chosen once the address book arrives (an effect after the first render): wait for it.
        await choices.getByRole("radio", { name: /Office \(default\)/, checked: true }).waitFor();
        await choices.getByRole("radio", { name: "A new address" }).check();
        await form.getByLabel("Postal code").fill("682001");
        await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('[name="state"]')?.value === "Kerala");
        expect(await form.getByLabel("City", { exact: true }).inputValue()).toBe("Ernakulam");
        await form.getByLabel("Address", { exact: true }).fill("3 Marine Drive");
        await form.getByLabel("Contact no.").fill("9812345678");
        await form.getByLabel("Save as").fill("Parents");
        await saveCommittedScreenshot(page, "checkout-new-address-1440");
        await page.getByRole("button", { name: "Proceed to Payment" }).click();
        await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
        await page.getByRole("button", { name: "Place Order" }).click();
        await page.getByRole("heading", { name: "Order Placed Successfully!" }).waitFor();
        orderId = new URL(page.url()).searchParams.get("orderId");
      });

      step("the order has the new address, and the book has all three with Office the default", async () => {
        const data = await ok<{ order: { shippingInfo: unknown }; myAddresses: unknown[] }>(
          shop,
          `query($id: ID!) { order(id: $id) { shippingInfo { address city state postalCode } } myAddresses { label isDefault state } }`,
          { id: orderId },
          token,
        );
        expect(data.order.shippingInfo).toEqual({ address: "3 Marine Drive", city: "Ernakulam", state: "Kerala", postalCode: "682001" });
        expect(data.myAddresses).toEqual([
          { label: "Office", isDefault: true, state: "Haryana" },
          { label: "Parents", isDefault: false, state: "Kerala" },
          { label: "Home", isDefault: false, state: "Karnataka" },
        ]);
        expect(problems).toEqual([]);
      });

      step("the address book and the saved addresses at checkout fit every width", async () => {
        await checkAtEveryWidth(
          browser,
          shop,
          "address-book",
          async (p) => {
            await p.goto("/profile");
            await p.getByRole("list", { name: "Saved addresses" }).getByText("Parents").waitFor();
          },
          token,
        );
        await addToCustomerBag(shop, token, catalogue.products.wallet.id, "Small", "Black");
        await checkAtEveryWidth(
          browser,
          shop,
          "checkout-saved-addresses",
          async (p) => {
            await p.goto("/checkout");
            await p.getByRole("button", { name: "Proceed to Address" }).click();
            await p.getByRole("group", { name: "Deliver to" }).waitFor();
          },
          token,
        );
      });
    },
  );

  it("saves products with the heart as a guest, keeps them through sign-in, and lists them on the wishlist page", async () => {
    const { page, context, problems } = await visit(browser, shop, "desktop1440");
    await page.goto("/collections/all");
    const toteHeart = page.getByRole("button", { name: "Save Leather Tote to wishlist" });
    await toteHeart.click();
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Save Leather Tote to wishlist"]')?.getAttribute("aria-pressed") === "true",
    );
    await page.getByRole("link", { name: "Wishlist" }).click();
    const list = page.getByRole("list", { name: "Your wishlist" });
    await list.getByRole("link", { name: /Leather Tote/ }).waitFor();
    await page.getByText("1 product saved in this browser.", { exact: false }).waitFor();

    // Signing in moves the browser's wishlist to the account.
    const shopper = { firstName: "Ravi", lastName: "Iyer", email: "ravi.e2e@example.com", password: "ravi-secret-1" };
    const ravi = await registerCustomer(shop, shopper);
    await page.goto("/login");
    await logIn(page, shopper.email, shopper.password);
    await page.waitForURL((url) => url.pathname === "/");
    const wishlistOf = async () =>
      (await ok<{ wishlist: { product: { name: string } }[] }>(shop, `{ wishlist { product { name } } }`, {}, ravi)).wishlist.map(
        (i) => i.product.name,
      );
    // The browser's list is forgotten once the server has it.
    await page.waitForFunction(() => localStorage.getItem("wishlist") === null);
    expect(await wishlistOf()).toEqual(["Leather Tote"]);

    await page.goto(`/product/${catalogue.products.backpack.slug}`);
    await page.getByRole("heading", { level: 1, name: "Trail Backpack" }).waitFor();
    await page.getByRole("button", { name: "Save Trail Backpack to wishlist" }).click();
    await page.getByText("Trail Backpack saved to your wishlist").waitFor();
    await page.goto("/wishlist");
    await page
      .getByRole("list", { name: "Your wishlist" })
      .getByRole("link", { name: /Trail Backpack/ })
      .waitFor();
    await page.getByText("2 products saved").waitFor();
    await page.getByRole("button", { name: "Save Leather Tote to wishlist" }).click();
    await page.getByText("1 product saved").waitFor();
    expect(await wishlistOf()).toEqual(["Trail Backpack"]);
    expect(problems).toEqual([]);
    await context.close();

    await checkAtEveryWidth(
      browser,
      shop,
      "wishlist",
      async (p) => {
        await p.goto("/wishlist");
        await p
          .getByRole("list", { name: "Your wishlist" })
          .getByRole("link", { name: /Trail Backpack/ })
          .waitFor();
      },
      ravi,
    );
  });

  it("suggests categories and products as the shopper types, with typos, by keyboard", async () => {
    const { page, context, problems } = await visit(browser, shop, "desktop1440");
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search products" }).first();
    await box.pressSequentially("walet");
    const suggestions = page.getByRole("listbox", { name: "Search suggestions" });
    await suggestions.getByRole("option", { name: /Category\s*Wallets/ }).waitFor();
    await suggestions.getByRole("option", { name: /Product\s*Slim Wallet/ }).waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    // The suggestions for the whole word are in (not those of a letter before).
    await page.waitForLoadState("networkidle");

    await box.press("ArrowDown");
    await box.press("ArrowDown");
    const active = await box.getAttribute("aria-activedescendant");
    expect(await page.locator(`[id="${active}"]`).textContent()).toContain("Slim Wallet");
    expect(await page.locator(`[id="${active}"]`).getAttribute("aria-selected")).toBe("true");
    await box.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Slim Wallet" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/product/${catalogue.products.wallet.slug}`);

    await box.fill("");
    await box.pressSequentially("handbag");
    await suggestions.getByRole("option", { name: /Category\s*Handbags/ }).waitFor();
    await box.press("Escape");
    await suggestions.waitFor({ state: "detached" });
    // The box says it is collapsed (read once it has settled, as a screen reader would).
    await box.and(page.locator('[aria-expanded="false"]')).waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(problems).toEqual([]);
    await context.close();

    await checkAtEveryWidth(browser, shop, "search-suggestions", async (p) => {
      await p.goto("/");
      const visibleBox = p.locator('input[role="combobox"]:visible');
      await visibleBox.pressSequentially("lether");
      await p
        .getByRole("listbox", { name: "Search suggestions" })
        .getByRole("option", { name: /Leather Tote/ })
        .waitFor();
    });
  });

  it("shows the products viewed before on a product page", async () => {
    await checkAtEveryWidth(browser, shop, "recently-viewed", async (p) => {
      for (const product of [catalogue.products.tote, catalogue.products.clutch, catalogue.products.sling]) {
        await p.goto(`/product/${product.slug}`);
        await p.getByRole("heading", { level: 1, name: product.name }).waitFor();
      }
      const recent = p.getByRole("list", { name: "Recently viewed" });
      await recent.getByRole("link", { name: /Evening Clutch/ }).waitFor();
      const names = await recent.getByRole("heading", { level: 3 }).allTextContents();
      expect(names).toEqual(["Evening Clutch", "Leather Tote"]);
    });
  });
});
