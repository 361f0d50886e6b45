import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { COUPON_REFUSALS, SIGNED_IN, raising } from "../../common/errors/raises";
import { foundOrNull } from "../../common/found-or-null";
import { lookupComplexity } from "../../common/pagination";
import { requireViewer } from "../../common/current-viewer";
import { RequestContext } from "../../common/context";
import { Checkout } from "./checkout.entity";
import { CreateCheckoutInput } from "./checkout.types";
import { ConfirmRazorpayPaymentInput } from "../payment/payment.types";

@Resolver()
export class CheckoutResolver {
  @Authorized()
  @Mutation(() => Checkout, {
    description: raising(
      "Razorpay Checkout's success callback for one of the customer's checkouts. The server checks Razorpay's signature and fetches the payment from Razorpay; " +
        "once it is captured the order is placed (redirectUrl). A payment not yet captured leaves the checkout AWAITING_PAYMENT until Razorpay's webhook says so.",
      SIGNED_IN,
      "BAD_USER_INPUT",
      "TOO_MANY_REQUESTS",
      "NOT_FOUND",
      "PAYMENT_FAILED",
      "CHECKOUT_EXPIRED",
      "PAYMENT_PROVIDER_REFUSED",
    ),
  })
  async confirmRazorpayPayment(
    @Arg("input", { description: "The checkout and what Razorpay Checkout's handler received" }) input: ConfirmRazorpayPaymentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Checkout> {
    const { checkoutId, ...callback } = input;
    return (await ctx.services.paymentConfirmations.confirmRazorpay(requireViewer(ctx), checkoutId, callback)).checkout;
  }

  @Authorized()
  @Mutation(() => Checkout, {
    description: raising(
      "Checks out the signed-in customer's bag. COD: the order is placed at once (go to redirectUrl). UPI: go to paymentUrl (simulator) or open Razorpay Checkout with `razorpay`; " +
        "the order is placed when the provider confirms the payment.",
      SIGNED_IN,
      "TOO_MANY_REQUESTS",
      "COD_NOT_AVAILABLE",
      "BAD_USER_INPUT",
      "EMPTY_BAG",
      "PRICES_CHANGED",
      "NOT_FOUND",
      "NOT_DELIVERABLE",
      "OUT_OF_STOCK",
      "PRODUCT_UNAVAILABLE",
      "BAG_CHANGED",
      "PAYMENT_PROVIDER_REFUSED",
      COUPON_REFUSALS,
    ),
  })
  async createCheckout(
    @Arg("input", { description: "The delivery address and the payment method" }) input: CreateCheckoutInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Checkout> {
    return ctx.services.checkout.createCheckout(requireViewer(ctx).userId, { ...input, origin: ctx.origin, servedOn: ctx.servedOn }, () =>
      ctx.services.rateLimits.take("checkout", ctx),
    );
  }

  @Authorized()
  @Mutation(() => Checkout, {
    description: raising(
      "The checkout with its order (orderId, redirectUrl) once paid; idempotent. Refused while unpaid, and for a failed or expired payment.",
      SIGNED_IN,
      "NOT_FOUND",
      "CHECKOUT_NOT_PAID",
      "CHECKOUT_EXPIRED",
      "PAYMENT_FAILED",
    ),
  })
  async finalizeCheckout(
    @Arg("id", () => ID, { description: "The checkout createCheckout answered" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Checkout> {
    return ctx.services.checkout.finalizeCheckout(requireViewer(ctx), id);
  }

  @Authorized()
  @Mutation(() => Checkout, {
    description: raising(
      "The shopper gave up paying (closed Razorpay Checkout, or its payment failed): an unpaid checkout fails and its stock goes back now, not after 15 minutes. " +
        "A payment that still arrives for it is refunded in full. Paid and closed checkouts are returned unchanged.",
      SIGNED_IN,
      "NOT_FOUND",
    ),
  })
  async abandonCheckout(
    @Arg("id", () => ID, { description: "The checkout given up" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Checkout> {
    return ctx.services.checkout.abandonCheckout(requireViewer(ctx), id);
  }

  @Authorized()
  @Query(() => Checkout, {
    nullable: true,
    description: raising("One of the customer's checkouts (an admin sees any); null for any other id", SIGNED_IN),
    complexity: lookupComplexity,
  })
  async checkout(
    @Arg("id", () => ID, { description: "The checkout's id" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Checkout | null> {
    return foundOrNull(ctx.services.checkout.getCheckout(requireViewer(ctx), id));
  }
}
