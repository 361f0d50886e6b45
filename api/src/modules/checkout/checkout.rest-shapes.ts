import { z } from "zod";
import { restShape, rupees, timestamp } from "../../common/rest/shapes";
import { RestLine, RestTotals } from "../cart/cart.rest-shapes";
import { PaymentStatus } from "../../vocabulary/payment-status";
import { CheckoutStatus } from "./checkout.entity";
import { RestPaymentMethod, RestShippingInfo } from "../order/order.rest-shapes";

const RestRazorpay = z
  .object({
    keyId: z.string().describe("The shop's public key id (key)"),
    orderId: z.string().describe("The Razorpay order to pay (order_id)"),
    amount: z
      .object({ amount: z.string(), paise: z.number().int(), currency: z.literal("INR"), formatted: z.string() })
      .describe("The checkout's total: rupees as exact text, paise, and for display"),
    scriptUrl: z.string().describe("The checkout.js to load"),
  })
  .describe(
    "UPI through Razorpay, while awaiting payment: open Razorpay Checkout with these, then PUT its answer to /checkout/{checkoutId}/pay",
  );

export const RestCheckout = restShape(
  "Checkout",
  "A checkout: where to go next is redirectUrl (COD, or once paid: the order confirmation page) or paymentUrl (UPI: the provider's page)",
  z.object({
    _id: z.string(),
    status: z.enum(CheckoutStatus),
    checkoutItems: z.array(RestLine),
    shippingInfo: RestShippingInfo,
    paymentMethod: RestPaymentMethod,
    paymentStatus: z.enum(PaymentStatus),
    isPaid: z.boolean(),
    paidAt: timestamp.nullable(),
    paymentDetails: z
      .object({ provider: z.string(), reference: z.string() })
      .nullable()
      .describe("The provider's payment, once there is one"),
    couponCode: z.string().nullable(),
    totalPrice: rupees,
    totals: RestTotals,
    isFinalized: z.boolean(),
    orderId: z.string().nullable(),
    redirectUrl: z.string().nullable(),
    paymentUrl: z.string().nullable(),
    razorpay: RestRazorpay.nullable(),
    expiresAt: timestamp.nullable().describe("Until when the stock is held for a UPI payment"),
    createdAt: timestamp,
  }),
);
