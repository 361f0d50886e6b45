import { describeInBrowser, newPage, saveScreenshot } from "../support/browser";
import { adminTestbed, checkScreen, signInAsAdmin } from "./admin-session";

describeInBrowser("admin coupons, deletes and enquiries", () => {
  const bed = adminTestbed();
  const { api, adminPage } = bed;
  const couponCount = async () => (await api<{ coupons: { totalCount: number } }>(`{ coupons { totalCount } }`)).coupons.totalCount;

  it("shows each validation message of the coupon form and saves nothing", async () => {
    const before = await couponCount();
    const { page, close } = await adminPage();

    await page.goto("/admin/add-coupon/new");
    await page.getByRole("button", { name: "Add coupon" }).click();
    await page.getByText("Coupon code is required", { exact: true }).waitFor();
    await page.getByText("Value is required", { exact: true }).waitFor();
    await page.getByLabel("Coupon code").fill("BIG");
    await page.getByLabel("Discount (%)").fill("150");
    await page.getByLabel("Expiry date").fill("2020-01-01");
    await page.getByRole("button", { name: "Add coupon" }).click();
    await page.getByText("Percentage cannot exceed 100", { exact: true }).waitFor();
    await page.getByText("Expiry date cannot be in the past", { exact: true }).waitFor();
    await page.getByLabel("Discount (%)").fill("0");
    await page.getByRole("button", { name: "Add coupon" }).click();
    await page.getByText("Value must be greater than 0", { exact: true }).waitFor();
    await saveScreenshot(page, "admin-coupon-form-errors");

    expect(await couponCount()).toBe(before);
    await close();
  });

  it("shows the server's message when it refuses a save, on the field it names", async () => {
    await api(`mutation { createCoupon(input: { code: "WELCOME", percentOff: 10 }) { id } }`);
    const { page, close } = await adminPage();
    await page.goto("/admin/add-coupon/new");
    await page.getByLabel("Coupon code").fill("welcome");
    await page.getByLabel("Fixed amount").check();
    await page.getByLabel("Discount amount (Rs.)").fill("100");
    await page.getByRole("button", { name: "Add coupon" }).click();
    const message = await page.getByRole("alert").first().textContent();
    expect(message).toMatch(/exists/i);
    expect(await page.getByLabel("Coupon code").getAttribute("aria-invalid")).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/admin/add-coupon/new");
    const coupons = await api<{ coupons: { nodes: Array<{ code: string }> } }>(`{ coupons { nodes { code } } }`);
    expect(coupons.coupons.nodes.filter((c) => c.code === "WELCOME")).toHaveLength(1);
    await close();
  });

  it("asks before deleting: Cancel keeps the coupon, Delete removes it and then says so", async () => {
    await api(`mutation { createCoupon(input: { code: "GOODBYE", amountOffPaise: 5000 }) { id } }`);
    const { page, close } = await adminPage();
    await page.getByRole("link", { name: "Coupon Code" }).click();
    const row = page.getByRole("row", { name: /GOODBYE/ });
    await row.getByRole("cell", { name: "Rs. 50.00" }).waitFor();

    await row.getByRole("button", { name: "Delete coupon GOODBYE" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Confirm delete" });
    await dialog.getByText("Delete the coupon GOODBYE? This cannot be undone.").waitFor();
    // Focus starts on Cancel, the safe choice; Escape also cancels.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await saveScreenshot(page, "admin-delete-confirmation");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await dialog.count()).toBe(0);
    await row.getByRole("button", { name: "Delete coupon GOODBYE" }).click();
    await page.keyboard.press("Escape");
    expect(await dialog.count()).toBe(0);
    await row.waitFor();
    const kept = await api<{ coupons: { nodes: Array<{ code: string }> } }>(`{ coupons { nodes { code } } }`);
    expect(kept.coupons.nodes.map((c) => c.code)).toContain("GOODBYE");

    await row.getByRole("button", { name: "Delete coupon GOODBYE" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Coupon deleted successfully!").waitFor();
    await row.waitFor({ state: "detached" });
    const left = await api<{ coupons: { nodes: Array<{ code: string }> } }>(`{ coupons { nodes { code } } }`);
    expect(left.coupons.nodes.map((c) => c.code)).not.toContain("GOODBYE");
    await close();
  });

  it("lists contact enquiries and newsletter subscribers", async () => {
    await bed.shop().gql(`mutation { subscribeToNewsletter(email: "reader@example.com") { message } }`);
    await bed.shop().gql(`mutation($input: EnquiryInput!) { sendEnquiry(input: $input) { id } }`, {
      input: {
        kind: "BULK_ORDER",
        name: "Priya Shah",
        email: "priya@school.example",
        phone: "9876501234",
        message: "200 backpacks for our school",
        quantity: 200,
      },
    });
    const { page, close } = await adminPage();
    await page.getByRole("link", { name: "Enquiries" }).click();
    const enquiries = page.getByRole("region", { name: "Contact enquiries" });
    const row = enquiries.getByRole("row", { name: /Priya Shah/ });
    await row.getByText("200 backpacks for our school").waitFor();
    await row.getByText("Bulk order").waitFor();
    await row.getByRole("cell", { name: "200", exact: true }).waitFor();
    await enquiries.getByLabel("Kind").selectOption("CONTACT");
    await enquiries.getByText("No enquiries yet.").waitFor();
    const subscribers = page.getByRole("region", { name: /Newsletter subscribers/ });
    await subscribers.getByRole("link", { name: "reader@example.com" }).waitFor();
    await enquiries.getByLabel("Kind").selectOption("");
    await row.waitFor();
    await checkScreen(page, "admin-enquiries");
    await close();

    // On a phone the wide table scrolls inside its box; the page itself does not scroll sideways.
    const phone = await newPage(bed.browser(), bed.shop().baseUrl, "mobile");
    await signInAsAdmin(phone.page);
    await phone.page.goto("/admin/enquiries");
    await phone.page.getByText("200 backpacks for our school").waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkScreen(phone.page, "admin-enquiries-phone");
    await phone.context.close();
  });
});
