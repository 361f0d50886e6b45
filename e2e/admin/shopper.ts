import type { Page } from "playwright-core";
import { addToBag, fillAddress, logIn } from "../storefront/support/storefront";

/** The shopper's side of the admin story, on the storefront in the browser. */

/** Signs in on the storefront's login page and waits for the home page. */
export async function signInOnStorefront(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await logIn(page, email, password);
  await page.waitForURL((url) => url.pathname === "/");
}

/**
 * Bags one unit, goes through the three checkout steps with the coupon (typed in lowercase: the
 * field uppercases it) and cash on delivery, and answers the total shown and the new order's id.
 */
export async function placeOrderWithCoupon(page: Page, line: { slug: string; size: string; color: string }, code: string) {
  await addToBag(page, line.slug, line.size, line.color);
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Proceed to Address" }).click();
  await fillAddress(page);
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  // The new address is saved to the address book first; the payment step then takes the focus.
  await page.getByRole("group", { name: "Payment method" }).waitFor();
  await page.getByLabel("Coupon code").pressSequentially(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByText(new RegExp(`Coupon ${code} applied`)).waitFor();
  const shownTotal = await page.getByTestId("order-total").textContent();
  await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.getByRole("heading", { name: "Order Placed Successfully!" }).waitFor();
  const orderId = new URL(page.url()).searchParams.get("orderId");
  if (!orderId) throw new Error("no order id after placing the order");
  const orderNumber = await page.getByTestId("confirmation-number").textContent();
  if (!orderNumber) throw new Error("no order number on the confirmation");
  return { shownTotal, orderId, orderNumber };
}
