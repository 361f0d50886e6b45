import crypto from "node:crypto";
import { z } from "zod";
import { requireViewer } from "../../common/current-viewer";
import { paiseToRupees } from "@shop/words/money";
import { validatedInput } from "../../common/validation";
import {
  jsonNumber,
  optionalDigits,
  optionalText,
  parseRequest,
  requiredText,
  restPaise,
  wholeNumber,
  withRestFieldNames,
} from "../../common/rest/parse";
import { defineRoutes } from "../../common/rest/route";
import { restLine, restTotals } from "../cart/cart.routes";
import { type Checkout, CheckoutStatus } from "./checkout.entity";
import { RestCheckout } from "./checkout.rest-shapes";
import { restPaymentMethod, restShippingInfo } from "../order/order.rest-mapper";
import { CreateCheckoutInput } from "./checkout.types";
import { type PaymentMethod } from "../../vocabulary/payment-method";
import type { Payment } from "../payment/payment.entity";
import { PaymentStatus } from "../../vocabulary/payment-status";
import { ShippingInfoInput } from "../../vocabulary/shipping-info";

const address = z.object(
  {
    firstName: optionalText("First name"),
    lastName: optionalText("Last name"),
    address: optionalText("Address"),
    city: optionalText("City"),
    state: optionalText("State"),
    postalCode: optionalDigits("Postal Code"),
    phoneNo: optionalDigits("Phone number"),
  },
  { error: "Shipping info must be an object" },
);

const seenItem = z.object(
  {
    productId: requiredText("Product"),
    quantity: wholeNumber("Quantity"),
    size: optionalText("Size").nullable(),
    color: optionalText("Color").nullable(),
  },
  { error: "Each checkout item must be an object" },
);

const checkoutBody = z.object({
  checkoutItems: z.array(seenItem, { error: "Checkout items must be a list" }).optional(),
  shippingInfo: address.optional(),
  paymentMethod: optionalText("Payment method").describe("UPI or COD"),
  totalPrice: jsonNumber("Total price")
    .nonnegative({ error: "Total price cannot be negative" })
    .describe("The total the shopper was shown, in rupees"),
  couponCode: optionalText("Coupon code").nullable(),
  idempotencyKey: optionalText("Idempotency key"),
  contactEmail: optionalText("Contact email")
    .nullable()
    .describe("Required for an account that signs in by phone only: where the order's emails go"),
});

const payBody = z.object({
  paymentStatus: optionalText("Payment status"),
  paymentDetails: z.record(z.string(), z.unknown(), {
    error: (issue) => (issue.input === undefined ? "Payment details are required" : "Payment details must be an object"),
  }),
});

const OUT_OF_STOCK_OR_CHANGED =
  "Out of stock, prices or the bag changed since the shopper saw them (totalPrice, checkoutItems), or an empty bag";

export const checkoutRoutes = defineRoutes([
  {
    method: "post",
    operationId: "createCheckout",
    path: "/checkout",
    tag: "checkout",
    summary: "Checks out the customer's bag: COD places the order at once, UPI goes to the payment provider",
    note:
      "The server prices the customer's bag from the catalog. totalPrice is the total the shopper was shown (items + delivery - discount, in rupees) and " +
      "checkoutItems the lines they saw: if either differs from the server's bag the answer is 409 and nothing is taken. couponCode and an " +
      "idempotencyKey (or an Idempotency-Key header: the same key again returns the same checkout) are optional additions. paymentMethod is UPI or COD.",
    access: "customer",
    body: checkoutBody,
    successStatus: 201,
    returns: "checkout: _id with redirectUrl (COD: the order confirmation page) or paymentUrl (UPI: the provider's page)",
    response: RestCheckout,
    errors: [
      { status: 409, when: OUT_OF_STOCK_OR_CHANGED },
      { status: 429, when: "Too many checkouts from this account: Retry-After says when to try again. A replayed key never counts" },
    ],
    async handle({ ctx, req }) {
      const body = parseRequest(checkoutBody, req.body);
      const fieldNames = { expectedTotalPaise: "totalPrice" };
      const input = await withRestFieldNames(fieldNames, () =>
        validatedInput(CreateCheckoutInput, {
          shippingInfo: Object.assign(new ShippingInfoInput(), body.shippingInfo),
          paymentMethod: body.paymentMethod?.trim().toLowerCase() as PaymentMethod,
          couponCode: body.couponCode,
          expectedTotalPaise: restPaise(body.totalPrice, "totalPrice", "Total price"),
          idempotencyKey: req.get("idempotency-key") ?? body.idempotencyKey ?? crypto.randomUUID(),
          contactEmail: body.contactEmail,
        }),
      );
      const checkout = await withRestFieldNames(fieldNames, () =>
        ctx.services.checkout.createCheckout(
          requireViewer(ctx).userId,
          { ...input, expectedLines: body.checkoutItems, origin: ctx.origin, servedOn: ctx.servedOn },
          () => ctx.services.rateLimits.take("checkout", ctx),
        ),
      );
      return { body: restCheckout(checkout) };
    },
  },
  {
    method: "put",
    operationId: "payCheckout",
    path: "/checkout/:checkoutId/pay",
    tag: "checkout",
    summary: "Marks a UPI checkout paid (and places its order) with the payment provider's signed confirmation",
    note:
      "paymentDetails must be the confirmation the payment provider signed: for Razorpay, what Razorpay Checkout's handler received " +
      "(razorpay_order_id, razorpay_payment_id, razorpay_signature; the payment is then fetched from Razorpay); for the simulator, its page's fields " +
      "(checkoutId, outcome, amountPaise, reference, signature). A client that only says paymentStatus 'paid' is refused with 400. A confirmed failure " +
      "answers the checkout, unpaid and failed.",
    access: "customer",
    body: payBody,
    returns: "checkout, with paymentStatus paid and orderId once the payment is confirmed",
    response: RestCheckout,
    async handle({ ctx, req, params }) {
      const { paymentDetails } = parseRequest(payBody, req.body);
      const viewer = requireViewer(ctx);
      await ctx.services.checkout.getCheckout(viewer, params.checkoutId);
      // The path names the checkout; a confirmation signed for another one does not verify.
      const { checkout } = await ctx.services.paymentConfirmations.confirmFromClient(viewer, params.checkoutId, paymentDetails);
      const payment = await ctx.services.payments.forCheckout(checkout.id);
      return { body: restCheckout(checkout, payment) };
    },
  },
  {
    method: "post",
    operationId: "finalizeCheckout",
    path: "/checkout/:checkoutId/finalize",
    tag: "checkout",
    summary: "The checkout with its order once paid (COD: at once); finalizing again gives the same single order",
    access: "customer",
    returns: "checkout, with orderId and redirectUrl",
    response: RestCheckout,
    errors: [{ status: 409, when: "Not paid yet, or the payment failed or expired" }],
    async handle({ ctx, params }) {
      return { body: restCheckout(await ctx.services.checkout.finalizeCheckout(requireViewer(ctx), params.checkoutId)) };
    },
  },
]);

/** The REST checkout (docs/rest-api.md): `_id`, `paymentStatus`, `paymentDetails`, the creation payload's fields, and where to go next. */
function restCheckout(c: Checkout, payment: Payment | null = null): z.output<typeof RestCheckout> {
  return {
    _id: c.id,
    status: c.status,
    checkoutItems: c.lines.map(restLine),
    shippingInfo: restShippingInfo(c.shippingInfo),
    paymentMethod: restPaymentMethod(c.paymentMethod),
    paymentStatus: c.paymentStatus,
    isPaid: c.paymentStatus === PaymentStatus.PAID,
    paidAt: c.paidAt ?? null,
    paymentDetails: payment?.providerPaymentId ? { provider: payment.provider, reference: payment.providerPaymentId } : null,
    couponCode: c.couponCode,
    totalPrice: paiseToRupees(c.totals.totalPaise),
    totals: restTotals(c.totals),
    isFinalized: c.status === CheckoutStatus.COMPLETED,
    orderId: c.orderId,
    redirectUrl: c.redirectUrl,
    paymentUrl: c.paymentUrl,
    razorpay: c.razorpay,
    expiresAt: c.expiresAt,
    createdAt: c.createdAt,
  };
}
