import { graphql } from "../gql";
import { createProduct } from "./catalog-fixtures";
import { customerWithBag, placeCheckoutOk } from "./commerce";
import type { RazorpayShop } from "./razorpay";

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
