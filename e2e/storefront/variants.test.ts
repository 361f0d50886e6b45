import type { Browser } from "playwright-core";
import { describeInBrowser, launchBrowser, saveScreenshot } from "../support/browser";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { ok, photo } from "./support/shop-data";
import { visit } from "./support/storefront";

describeInBrowser("choosing a size and colour on the product page", () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShopServer(), launchBrowser()]);
    const admin = await shop.adminToken();
    const { createCategory } = await ok<{ createCategory: { id: string } }>(
      shop,
      `mutation($input: CategoryInput!) { createCategory(input: $input) { id } }`,
      {
        input: {
          name: "Slings",
          description: "Slings for every day.",
          isPublished: true,
          image: { url: await photo("#7c2d12"), altText: "Slings" },
        },
      },
      admin,
    );
    await ok(
      shop,
      `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      {
        input: {
          name: "Variant Sling",
          category: createCategory.id,
          description: "<p>A sling</p>",
          pricePaise: 1000_00,
          countInStock: 0,
          isPublished: true,
          sizes: ["Small", "Large"],
          colors: ["black", "red"],
          images: [{ url: await photo("#111111"), altText: "Variant Sling, black" }],
          variants: [
            { size: "Small", color: "black", countInStock: 9 },
            { size: "Large", color: "black", countInStock: 2, pricePaise: 1400_00 },
            { size: "Small", color: "red", countInStock: 0, images: [{ url: await photo("#b91c1c"), altText: "Variant Sling, red" }] },
            { size: "Large", color: "red", countInStock: 0, images: [{ url: await photo("#b91c1c"), altText: "Variant Sling, red" }] },
          ],
        },
      },
      admin,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("shows the colour's photos, marks a sold-out colour, refuses the sold-out combination, and prices the variant", async () => {
    const { page, problems } = await visit(browser, shop);
    await page.goto("/product/variant-sling");
    const form = page.getByRole("form", { name: "Add to cart" });
    const mainPhoto = page.locator(".main img");
    expect(await mainPhoto.getAttribute("alt")).toBe("Variant Sling, black");

    // Red has nothing in stock in any size: it is shown, marked, and its photo can still be seen.
    await form.getByRole("radio", { name: "Red (sold out)" }).check();
    await page.waitForFunction(() => document.querySelector(".main img")?.getAttribute("alt") === "Variant Sling, red");
    // With red chosen, each size is sold out too.
    await form.getByRole("radio", { name: "Small (sold out)", exact: true }).check();
    const soldOut = form.getByRole("button", { name: "SOLD OUT" });
    await soldOut.waitFor();
    expect(await soldOut.isDisabled()).toBe(true);
    await page.getByText("Sold out in this size and colour").waitFor();
    await saveScreenshot(page, "product-sold-out-combination");

    await form.getByRole("radio", { name: "Black", exact: true }).check();
    await form.getByRole("radio", { name: "Large", exact: true }).check();
    await page.getByText("Only 2 left").waitFor();
    await page.getByText("Rs. 1,400.00").first().waitFor();
    await form.getByRole("button", { name: "ADD TO CART" }).click();
    const bag = page.getByRole("dialog", { name: /Your Bag/ });
    await bag.waitFor();
    await bag.getByText("Rs. 1,400.00").first().waitFor();
    expect(problems).toEqual([]);
  });
});
