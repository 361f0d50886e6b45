import type { BrowserContext, Locator, Page } from "playwright-core";
import { describeInBrowser, newPage } from "../support/browser";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { adminTestbed, checkScreen, CUSTOMER_PASSWORD, registerCustomer, signInAsAdmin, type Account } from "./admin-session";
import { placeOrderWithCoupon, signInOnStorefront } from "./shopper";
import { photoFile, showsPicture } from "./images";
import { journey } from "../support/journey";

/**
 * The admin's whole day in one story, in Chromium against the built shop: catalogue, a coupon a
 * customer uses at checkout, and the order moved to Shipped and Delivered, as the customer sees it.
 * The shopper's side happens on the storefront, in a browser context of its own.
 */
describeInBrowser("admin: from a new category to a delivered order", () => {
  const bed = adminTestbed();
  let customer: Account;
  // The admin's page and the shopper's, and what the steps hand on to the next.
  let page: Page;
  let context: BrowserContext;
  let problems: string[];
  let shopper: { page: Page; context: BrowserContext };
  let shopperProblems: string[];
  let productRow: Locator;
  let orderId: string;
  let orderNumber: string;
  let orderRow: Locator;
  beforeAll(async () => {
    customer = await registerCustomer(bed.shop(), "Meera", "Iyer");
  });
  afterAll(async () => {
    await shopper?.context.close();
    await context?.close();
  });

  journey(
    "creates a category and a product with an uploaded image, a coupon the customer uses, and delivers the order",
    () => [page, shopper?.page],
    (step) => {
      step("signs in and creates a category with an image", async () => {
        ({ page, context } = await newPage(bed.browser(), bed.shop().baseUrl));
        problems = watchForProblems(page);
        await signInAsAdmin(page);

        // A category with an image.
        await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Categories" }).click();
        await page.getByRole("link", { name: "Add category" }).click();
        await page.getByLabel("Category name").fill("Travel Duffels");
        // The handle left empty is built from the name, which the field shows until one is typed.
        expect(await page.getByLabel("Handle").getAttribute("placeholder")).toBe("travel-duffels");
        await page.getByLabel("Description", { exact: true }).fill("Weekend bags that fit the overhead bin.");
        await page.getByLabel("Upload category image").setInputFiles(await photoFile("duffels.png", "#7c2d12"));
        await page.getByRole("img", { name: "duffels" }).waitFor();
        await page.getByLabel("Category image alt text").fill("A row of brown duffel bags");
        await page.getByRole("button", { name: "Create category" }).click();
        await page.getByText("Category created successfully!").waitFor();
        const categoryRow = page.getByRole("row", { name: /Travel Duffels/ });
        await categoryRow.getByText("Published", { exact: true }).waitFor();
        await categoryRow.getByRole("img", { name: "A row of brown duffel bags" }).waitFor();
        await checkScreen(page, "admin-categories");
      });

      step("creates a product with two uploaded images, a rich description and its one variant's stock", async () => {
        // A product in it, with two uploaded images, a rich description and every kind of field.
        await page.getByRole("link", { name: "Products" }).click();
        await page.getByRole("link", { name: "Add product" }).click();
        await page.getByLabel("Product name").fill("Weekender Duffel 40L");
        expect(await page.getByLabel("Handle").getAttribute("placeholder")).toBe("weekender-duffel-40l");
        await page.getByLabel("Category", { exact: true }).selectOption({ label: "Travel Duffels" });
        await page.getByLabel("Brand").fill("Bagzone");
        const description = page.getByRole("textbox", { name: "Description", exact: true });
        await description.click();
        await page.getByRole("button", { name: "Bold" }).click();
        await description.pressSequentially("Water-resistant");
        await page.getByRole("button", { name: "Bold" }).click();
        await description.pressSequentially(" canvas with leather handles.");
        await page.getByLabel("Price (Rs.)", { exact: true }).fill("2499");
        await page.getByLabel("Discount price (Rs.)").fill("1999");
        await page.getByLabel("Weight (kg)").fill("1.2");
        await page.getByLabel("Length (cm)").fill("55");
        await page.getByLabel("Width (cm)").fill("28");
        await page.getByLabel("Height (cm)").fill("30");
        await page.getByRole("group", { name: "Sizes" }).getByLabel("Large").check();
        await page.getByRole("group", { name: "Colors" }).getByLabel("Black").check();
        // The one variant, Large black, holds the stock.
        await page.getByLabel("Stock of Large, black", { exact: true }).fill("12");
        expect(await page.getByLabel("Stock", { exact: true }).inputValue()).toBe("12");
        await page.getByLabel("Gender").selectOption("unisex");
        await page.getByLabel("Material").selectOption("Canvas");
        await page.getByLabel("Tags").fill("travel, weekend, duffel");
        await page
          .getByLabel("Upload images")
          .setInputFiles([await photoFile("duffel-front.png", "#111827"), await photoFile("duffel-side.png", "#374151")]);
        await page.getByRole("img", { name: "duffel front" }).waitFor();
        await page.getByLabel("Alt text for image 1").fill("Black canvas duffel, front");
        await page.getByLabel("Alt text for image 2").fill("Black canvas duffel, side");
        await checkScreen(page, "admin-product-form");
        await page.getByRole("button", { name: "Create product" }).click();
        await page.getByText("Product created successfully!").waitFor();
        productRow = page.getByRole("row", { name: /Weekender Duffel 40L/ });
        await productRow.getByText("Rs. 1,999.00").waitFor();
        await productRow.getByRole("cell", { name: "12", exact: true }).waitFor();
        await productRow.getByRole("cell", { name: "Travel Duffels" }).waitFor();
        const thumb = productRow.getByRole("img", { name: "Black canvas duffel, front" });
        expect(await thumb.getAttribute("src")).toMatch(/^\/assets\//);
        expect(await showsPicture(thumb)).toBe(true);
      });

      step("opens the product again with every field loaded, and saves a change of stock", async () => {
        // Editing loads every field back (stored images by URL) and the list shows the change.
        await productRow.getByRole("link", { name: "Edit Weekender Duffel 40L" }).click();
        await page.getByRole("heading", { name: "Edit Weekender Duffel 40L" }).waitFor();
        expect(await page.getByLabel("Discount price (Rs.)").inputValue()).toBe("1999");
        expect(await page.getByRole("group", { name: "Colors" }).getByLabel("Black").isChecked()).toBe(true);
        expect(await page.getByLabel("Alt text for image 2").inputValue()).toBe("Black canvas duffel, side");
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await page.getByLabel("Stock of Large, black", { exact: true }).fill("11");
        await page.getByRole("button", { name: "Update product" }).click();
        await page.getByText("Product updated successfully!").waitFor();
        await productRow.getByRole("cell", { name: "11", exact: true }).waitFor();
      });

      step("finds the product by search, and says when a search finds nothing", async () => {
        // Search finds it; a search with nothing to find says so.
        await page.getByLabel("Search products").fill("zebra-print");
        await page.getByText("No products match “zebra-print”.").waitFor();
        await page.getByLabel("Search products").fill("weekender");
        await page.waitForURL(/search=weekender/);
        await productRow.waitFor();
        await checkScreen(page, "admin-products");
      });

      step("a shopper finds it on the storefront with the rich description and the uploaded picture", async () => {
        // A shopper finds it on the storefront, with the admin's rich description and uploaded image.
        // (Another browser context: the storefront sends a signed-in admin to /admin.)
        shopper = await newPage(bed.browser(), bed.shop().baseUrl);
        shopperProblems = watchForProblems(shopper.page);
        await shopper.page.goto("/collections/all?search=weekender");
        await shopper.page
          .getByRole("link", { name: /Weekender Duffel 40L/ })
          .first()
          .click();
        await shopper.page.getByRole("heading", { level: 1, name: "Weekender Duffel 40L" }).waitFor();
        await shopper.page.locator("strong", { hasText: "Water-resistant" }).first().waitFor();
        const photo = shopper.page.getByRole("img", { name: "Black canvas duffel, front" }).first();
        await photo.waitFor();
        expect(await showsPicture(photo)).toBe(true);
        await shopper.page.getByText("Rs. 1,999.00").first().waitFor();
      });

      step("adds a coupon", async () => {
        // A coupon.
        await page.getByRole("link", { name: "Coupon Code" }).click();
        await page.getByRole("link", { name: "Add coupon" }).click();
        await page.getByLabel("Coupon code").pressSequentially("duffel15");
        expect(await page.getByLabel("Coupon code").inputValue()).toBe("DUFFEL15");
        await page.getByLabel("Discount (%)").fill("15");
        await page.getByRole("button", { name: "Add coupon" }).click();
        await page.getByText("Coupon added successfully!").waitFor();
        const couponRow = page.getByRole("row", { name: /DUFFEL15/ });
        await couponRow.getByRole("cell", { name: "15%" }).waitFor();
        await couponRow.getByText("Active", { exact: true }).waitFor();
        await checkScreen(page, "admin-coupons");
      });

      step("the customer buys the duffel with the coupon, cash on delivery", async () => {
        // The customer signs in on the storefront and buys the duffel with the coupon, cash on delivery:
        // Rs. 1,999 - 15% = Rs. 1,699.15, delivery free above Rs. 1,000.
        await signInOnStorefront(shopper.page, customer.user.email, CUSTOMER_PASSWORD);
        const placed = await placeOrderWithCoupon(
          shopper.page,
          { slug: "weekender-duffel-40l", size: "Large", color: "Black" },
          "DUFFEL15",
        );
        expect(placed.shownTotal).toBe("Rs. 1,699.15");
        orderId = placed.orderId;
        orderNumber = placed.orderNumber;
      });

      step("finds the order and ships it with a courier and an AWB", async () => {
        // The admin finds the order, ships it and delivers it.
        await page.getByRole("link", { name: "Orders" }).click();
        await page.getByLabel("Search orders (number, email or name)").fill(orderNumber);
        orderRow = page.getByRole("row", { name: new RegExp(orderNumber) });
        await orderRow.getByText("Meera Iyer").waitFor();
        await orderRow.getByText("Rs. 1,699.15").waitFor();
        await badge(orderRow, "Pending").waitFor();
        expect(await colorOf(badge(orderRow, "Pending"))).toBe(GREY);
        // Only the moves the lifecycle allows are offered; shipping asks for the courier and the AWB.
        const offered = await orderRow
          .getByLabel(/Change status of order/)
          .locator("option:not([disabled])")
          .allTextContents();
        expect(offered).toEqual(["Processing", "Shipped", "Cancelled"]);
        await orderRow.getByLabel(/Change status of order/).selectOption("SHIPPED");
        const shipForm = page.getByRole("form", { name: `Ship order ${orderNumber}` });
        await shipForm.getByLabel("Courier").selectOption("DELHIVERY");
        await shipForm.getByLabel("AWB or tracking number").fill("DLV20261123");
        await shipForm.getByRole("button", { name: "Ship" }).click();
        await page.getByText("Order marked Shipped").waitFor();
        await badge(orderRow, "Shipped").waitFor();
        expect(await colorOf(badge(orderRow, "Shipped"))).toBe(BLUE);
        await checkScreen(page, "admin-orders");
      });

      step("delivers the order and records a part refund by UPI", async () => {
        await orderRow.getByRole("link", { name: `Order ${orderNumber}` }).click();
        await page.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor();
        await page.getByText("Cash on Delivery").waitFor();
        await page.getByText("Discount (DUFFEL15)").waitFor();
        await page
          .getByRole("row", { name: /Weekender Duffel 40L/ })
          .getByRole("cell", { name: "Large" })
          .waitFor();
        await page.getByLabel("Change order status").selectOption("DELIVERED");
        await page.getByText("Order marked Delivered").waitFor();
        await badge(page.getByRole("region", { name: "Status" }), "Delivered").waitFor();
        expect(await colorOf(badge(page.getByRole("region", { name: "Status" }), "Delivered"))).toBe(GREEN);
        expect(await page.getByRole("region", { name: "Status" }).getByText("Not yet").count()).toBe(0);
        // The courier collected the cash; part of it goes back by UPI, which the admin records by hand.
        await badge(page.getByRole("region", { name: "Payment", exact: true }), "Paid").waitFor();
        const money = page.getByRole("region", { name: "Payment record and refunds" });
        await money.getByText(/Cash collected on delivery/).waitFor();
        await money.getByLabel(/^Amount/).fill("199.15");
        await money.getByLabel("Reason").fill("Strap was loose");
        await money.getByLabel("UPI or bank reference").fill("UPI-778899");
        await money.getByRole("button", { name: "Record refund" }).click();
        await page.getByText("Refund recorded").waitFor();
        await money.getByRole("cell", { name: "UPI-778899" }).waitFor();
        await badge(page.getByRole("region", { name: "Payment", exact: true }), "Partially refunded").waitFor();
        await checkScreen(page, "admin-order-detail");
      });

      step("the dashboard counts the order and draws its charts with their data as tables", async () => {
        // The dashboard counts it.
        await page.getByRole("link", { name: "Dashboard" }).click();
        await badge(page.getByRole("row", { name: new RegExp(orderNumber) }), "Delivered").waitFor();
        await page.getByText("Rs. 1,699.15").first().waitFor();
        // The charts are drawn (Chart.js on a canvas) and carry their data as tables.
        const daily = page.getByRole("figure").filter({ hasText: "Revenue and orders per day" });
        const drawn = await daily.locator("canvas").evaluate(
          (c: HTMLCanvasElement) =>
            c.width > 0 &&
            c
              .getContext("2d")!
              .getImageData(0, 0, c.width, c.height)
              .data.some((v) => v !== 0),
        );
        expect(drawn).toBe(true);
        await daily.getByText("Show as a table").click();
        await daily.getByRole("row", { name: /Rs\. 1,699\.15/ }).waitFor();
        await checkScreen(page, "admin-dashboard");
      });

      step("the customer's profile shows the order delivered, with the courier's tracking link", async () => {
        // The customer's profile shows the order delivered.
        await shopper.page.goto("/profile");
        const history = shopper.page.getByRole("table");
        const orderLine = history.getByRole("row", { name: new RegExp(orderNumber) });
        await orderLine.getByText("Delivered").waitFor();
        await orderLine.getByText("Rs. 1,699.15").waitFor();
        // The order's details show the courier's tracking link and what happened.
        await orderLine.getByRole("button", { name: /View details of order/ }).click();
        const details = shopper.page.getByRole("dialog");
        expect(await details.getByRole("link", { name: "Track your parcel" }).getAttribute("href")).toBe(
          "https://www.delhivery.com/track-v2/package/DLV20261123",
        );
        await details.getByText("Shipped with Delhivery, tracking number DLV20261123").waitFor();
        await details.getByRole("button", { name: "Return or exchange" }).waitFor();
        await details.getByRole("button", { name: "Close order details" }).click();
      });

      step("signs the customer out everywhere, and no screen logged an error", async () => {
        // The customer lost their phone: the admin signs them out everywhere, and their token ends.
        const shopperToken = await shopper.page.evaluate(() => localStorage.getItem("token"));
        await page.goto(`/admin/orders/${orderId}`);
        await page.getByRole("button", { name: "Sign out everywhere" }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere" }).click();
        await page.getByText("Meera Iyer is signed out everywhere").waitFor();
        const withOldToken = await fetch(`${bed.shop().baseUrl}/api/orders/my-orders`, {
          headers: { authorization: `Bearer ${shopperToken}` },
        });
        expect(withOldToken.status).toBe(401);
        expect(shopperProblems).toEqual([]);
        expect(problems).toEqual([]);
      });
    },
  );
});

/** Page errors and console errors: a screen that works must not log either. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

/** The badge colours as the theme paints them: Shipped blue, Delivered green, others grey. */
const BLUE = "rgb(219, 234, 254)";
const GREEN = "rgb(220, 252, 231)";
const GREY = "rgb(229, 231, 235)";

/** The status badge saying exactly `label` inside `scope` (not the status dropdown's option). */
const badge = (scope: Locator, label: string) => scope.locator("span", { hasText: new RegExp(`^${label}$`) }).first();

const colorOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);
