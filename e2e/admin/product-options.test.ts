import { describeInBrowser, newPage } from "../support/browser";
import { adminTestbed } from "./admin-session";

/**
 * The option lists are the shop's, not the code's. An admin adds a colour with its
 * swatch, creates a product in it with the product form, and a shopper filters the shop by it.
 */
describeInBrowser("admin: a colour added to the catalogue's options", () => {
  const bed = adminTestbed();
  const { api, adminPage } = bed;

  it("is offered by the product form, saved on a product, and filters the shop with its swatch", async () => {
    await api(
      `mutation { createCategory(input: { name: "Teal Bags", description: "Bags in teal", image: { url: "https://cdn.example.com/teal.jpg" } }) { slug } }`,
    );
    const { page, close } = await adminPage();
    await page.getByRole("link", { name: "Products" }).click();
    await page.getByRole("link", { name: "Options" }).click();
    await page.getByRole("heading", { name: "Product options" }).waitFor();
    const form = page.getByRole("form", { name: "Add an option" });
    await form.getByLabel("List").selectOption({ label: "Colours" });
    await form.getByLabel("Name").fill("Teal");
    await form.getByLabel("Swatch").fill("#008080");
    await form.getByRole("button", { name: "Add option" }).click();
    await page.getByText("Teal added").waitFor();
    const row = page.getByRole("table", { name: "Colours" }).getByRole("row", { name: /teal/ });
    await row.waitFor();
    expect(await row.getByRole("button", { name: "Remove the colour teal" }).isEnabled()).toBe(true);

    await page.goto("/admin/products/new");
    await page.getByLabel("Product name").fill("Teal Weekender");
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Teal Bags" });
    await page.getByRole("textbox", { name: "Description", exact: true }).click();
    await page.getByRole("textbox", { name: "Description", exact: true }).pressSequentially("A teal weekender.");
    await page.getByLabel("Price (Rs.)", { exact: true }).fill("1999");
    await page.getByRole("group", { name: "Sizes" }).getByLabel("Large").check();
    await page.getByRole("group", { name: "Colors" }).getByLabel("Teal").check();
    await page.getByLabel("Stock of Large, teal", { exact: true }).fill("6");
    await page.getByLabel("Material").selectOption("Canvas");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("Product created successfully!").waitFor();
    const saved = await api<{ product: { colors: string[]; material: string } }>(
      `{ product(idOrSlug: "teal-weekender") { colors material } }`,
    );
    expect(saved.product).toEqual({ colors: ["teal"], material: "Canvas" });

    // Now in use, the colour cannot be removed.
    await page.goto("/admin/products/options");
    expect(await row.getByRole("button", { name: "Remove the colour teal" }).isDisabled()).toBe(true);
    await close();

    const shopper = await newPage(bed.browser(), bed.shop().baseUrl);
    await shopper.page.goto("/collections/all");
    const teal = shopper.page.getByRole("checkbox", { name: /teal/i });
    await teal.check();
    await shopper.page.waitForURL(/color=teal/);
    await shopper.page
      .getByRole("link", { name: /Teal Weekender/ })
      .first()
      .waitFor();
    const swatch = shopper.page.locator("label", { has: teal }).locator(".swatch");
    expect(await swatch.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(0, 128, 128)");
    await shopper.context.close();
  });
});
