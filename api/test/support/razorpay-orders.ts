import { graphql } from "../gql";
import { createProduct } from "./catalog-fixtures";
import { customerWithBag, placeCheckoutOk } from "./commerce";
import { copyRow } from "./connection-pages";
import type { RazorpayShop } from "./razorpay";
import type { TestShop } from "./test-shop";

const RAZORPAY_CHECKOUT = graphql(`query SupportRazorpayCheckout($id: ID!) { checkout(id: $id) { orderId razorpay { orderId } } }`);

/**
 * A UPI order paid at the Razorpay sandbox (its webhook places the order): the order's id,
 * Razorpay's payment id and what was captured (the checkout's total, delivery included).
 */
export async function paidRazorpayOrder(r: RazorpayShop, pricePaise: number) {
  const product = await createProduct(r.t.dataSource, { countInStock: 5, pricePaise });
  const customer = await customerWithBag(r.t, product.id, 1);
  const created = await placeCheckoutOk(r.t, customer.token, { paymentMethod: "UPI" });
  const razorpayOrderId = (await r.t.gqlOk(RAZORPAY_CHECKOUT, { id: created.id }, customer.token)).checkout.razorpay.orderId;
  const callback = await r.sandbox.pay(razorpayOrderId);
  const placed = (await r.t.gqlOk(RAZORPAY_CHECKOUT, { id: created.id }, customer.token)).checkout;
  return { orderId: placed.orderId, paymentId: callback.razorpay_payment_id, paise: r.sandbox.orders.get(razorpayOrderId)!.amount };
}

/**
 * Another checkout's payment like `paymentId` (a copy of its checkout and of the payment, with
 * Razorpay ids of its own and `changes`), as another customer's payment would be recorded: a row
 * for a list of payments to page past. Answers the new checkout's id.
 */
export async function copyPayment(t: TestShop, paymentId: string, changes: Record<string, unknown> = {}): Promise<string> {
  const [{ checkout_id }] = await t.dataSource.query<{ checkout_id: string }[]>(`SELECT checkout_id FROM payments WHERE id = $1`, [
    paymentId,
  ]);
  const checkoutId = await copyRow(t, "checkouts", checkout_id, { idempotency_key: crypto.randomUUID() });
  await copyRow(t, "payments", paymentId, {
    checkout_id: checkoutId,
    provider_order_id: `order_${crypto.randomUUID()}`,
    provider_payment_id: `pay_${crypto.randomUUID()}`,
    ...changes,
  });
  return checkoutId;
}
