import { describeInBrowser, saveScreenshot } from "../support/browser";
import { adminTestbed, checkScreen } from "./admin-session";
import { photoFile, showsPicture } from "./images";

describeInBrowser("admin catalogue: product and category forms, deletes, banner", () => {
  const bed = adminTestbed();
  const { api, adminPage } = bed;
  const counts = () =>
    api<{ products: { totalCount: number }; categories: { totalCount: number } }>(
      `{ products(filter: { includeUnpublished: true }) { totalCount } categories(includeUnpublished: true) { totalCount } }`,
    );

  it("shows each validation message of the product and category forms and saves nothing", async () => {
    const before = await counts();
    const { page, close } = await adminPage();

    await page.goto("/admin/products/new");
    await page.getByLabel("Price (Rs.)", { exact: true }).fill("-5");
    await page.getByLabel("Discount price (Rs.)").fill("-1");
    await page.getByLabel("Stock of One size", { exact: true }).fill("-2");
    for (const label of ["Weight (kg)", "Length (cm)", "Width (cm)", "Height (cm)"]) await page.getByLabel(label).fill("-1");
    await page.getByRole("button", { name: "Create product" }).click();
    for (const message of [
      "Product name is required",
      "Category is required",
      "Description is required",
      "Price cannot be negative",
      "Discount price cannot be negative",
      "Stock cannot be negative",
      "Weight cannot be negative",
      "Length cannot be negative",
      "Width cannot be negative",
      "Height cannot be negative",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // The first invalid field has the focus, so a keyboard user starts fixing it at once.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await saveScreenshot(page, "admin-product-form-errors");
    await page.getByLabel("Price (Rs.)", { exact: true }).fill("");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("Price is required", { exact: true }).waitFor();

    await page.goto("/admin/categories/new");
    await page.getByRole("button", { name: "Create category" }).click();
    await page.getByText("Category name is required", { exact: true }).waitFor();
    await page.getByText("Description is required", { exact: true }).waitFor();

    expect(await counts()).toEqual(before);
    await close();
  });

  it("shows the server's refusal to delete a category that still has products, then deletes product and category", async () => {
    const { createCategory } = await api<{ createCategory: { id: string } }>(
      `mutation { createCategory(input: { name: "Wallets", description: "Slim wallets", isPublished: false }) { id } }`,
    );
    await api(`mutation($input: ProductInput!) { createProduct(input: $input) { id } }`, {
      input: {
        name: "Slim Wallet",
        category: createCategory.id,
        description: "<p>Slim</p>",
        pricePaise: 499_00,
        countInStock: 3,
        isPublished: true,
      },
    });
    const { page, close } = await adminPage();
    await page.getByRole("link", { name: "Categories" }).click();
    const row = page.getByRole("row", { name: /Wallets/ });
    await row.getByRole("button", { name: "Delete Wallets" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    const notice = page.getByRole("status").filter({ hasText: /product/i });
    await notice.first().waitFor();
    expect(await page.getByText("Category deleted successfully!").count()).toBe(0);
    await row.waitFor();
    await saveScreenshot(page, "admin-categories-delete-refused");

    // Once its product is deleted (after confirming), the category can go too.
    await page.getByRole("link", { name: "Products" }).click();
    await page.getByRole("button", { name: "Delete Slim Wallet" }).click();
    await page.getByRole("alertdialog").getByText("Delete the product Slim Wallet? This cannot be undone.").waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Product deleted successfully!").waitFor();
    await page.getByText("No products yet.").waitFor();
    await page.getByRole("link", { name: "Categories" }).click();
    await row.getByRole("button", { name: "Delete Wallets" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Category deleted successfully!").waitFor();
    await page.getByText("No categories yet.").waitFor();
    await close();
  });

  it("manages banner slides with desktop and mobile images, alt text, link, order and active", async () => {
    const { page, close } = await adminPage();
    await page.getByRole("link", { name: "Banner" }).click();
    await page.getByText("No slides yet").waitFor();
    await page.getByRole("button", { name: "Add slide" }).click();
    const form = page.getByRole("form", { name: "Banner slide" });
    await form.getByRole("button", { name: "Add slide" }).click();
    await form.getByText("Desktop image is required").waitFor();
    await form.getByText("Mobile image is required").waitFor();
    await form.getByText("Alt text is required").waitFor();

    await form.getByLabel("Upload desktop image").setInputFiles(await photoFile("wide.png", "#1d4ed8", 1600, 600));
    await form.getByLabel("Upload mobile image").setInputFiles(await photoFile("tall.png", "#1d4ed8", 600, 800));
    await form.getByLabel("Alt text").fill("Monsoon sale: 20% off backpacks");
    await form.getByLabel("Link").fill("/collections/backpacks");
    await form.getByRole("img", { name: "Monsoon sale: 20% off backpacks" }).first().waitFor();
    await saveScreenshot(page, "admin-banner-form");
    await form.getByRole("button", { name: "Add slide" }).click();
    await page.getByText("Banner slide added successfully!").waitFor();

    const slides = page.getByRole("list", { name: "Banner slides in order" });
    const desktop = slides.getByRole("img", { name: "Monsoon sale: 20% off backpacks (desktop)" });
    await desktop.waitFor();
    expect(await showsPicture(desktop)).toBe(true);
    await slides.getByText("Active", { exact: true }).waitFor();

    await slides.getByRole("button", { name: "Edit slide Monsoon sale: 20% off backpacks" }).click();
    await form.getByLabel("Active (shown on the home page)").uncheck();
    await form.getByLabel("Position").fill("3");
    await form.getByRole("button", { name: "Update slide" }).click();
    await page.getByText("Banner slide updated successfully!").waitFor();
    await slides.getByText("Inactive", { exact: true }).waitFor();
    await slides.getByText("Position 3").waitFor();
    const stored = await api<{
      bannerSlides: { nodes: Array<{ isActive: boolean; position: number; link: string; desktopImage: { url: string } }> };
    }>(`{ bannerSlides(includeInactive: true) { nodes { isActive position link desktopImage { url } } } }`);
    expect(stored.bannerSlides.nodes).toEqual([
      { isActive: false, position: 3, link: "/collections/backpacks", desktopImage: { url: expect.stringMatching(/^\/assets\//) } },
    ]);
    await checkScreen(page, "admin-banner");

    await slides.getByRole("button", { name: "Delete slide Monsoon sale: 20% off backpacks" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Banner slide deleted successfully!").waitFor();
    await page.getByText("No slides yet").waitFor();
    await close();
  });
});
