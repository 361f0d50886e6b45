import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { orderNumberOf } from "../order/order-number-lookup";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { requireViewer } from "../../common/current-viewer";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { Order } from "../order/order.entity";
import { Payment } from "./payment.entity";
import { PaymentEvent } from "./payment-event.entity";
import { ManualRefundInput, PaymentConnection, PaymentOptions, RefundOrderInput } from "./payment.types";
import { ConnectionArgs, connect, pagedComplexity } from "../../common/pagination";
import { Refund } from "./refund.entity";
import { StrayCapture } from "./stray-capture.entity";

@Resolver()
export class PaymentResolver {
  @Query(() => PaymentOptions, {
    description: raising(
      "How shoppers may pay: online (which ways) and cash on delivery; testMode means the storefront shows 'Test mode: no money is taken'",
    ),
  })
  async paymentOptions(@Ctx() ctx: RequestContext): Promise<PaymentOptions> {
    const { provider } = ctx.services.payments;
    const [settings, cashOnDelivery] = await Promise.all([ctx.services.settings.get(), ctx.services.serviceability.codOfferedSomewhere()]);
    return { provider: provider.name, testMode: provider.testMode, online: settings.payments.razorpayMethods, cashOnDelivery };
  }

  @Requires(Permission.ISSUE_REFUNDS)
  @Mutation(() => Refund, {
    description: raising(
      "Admin: refunds (part of) a paid UPI order through the payment provider; never more than is left. The refund is REQUESTED, PENDING once the provider has it, and PROCESSED when the money has moved (the customer is emailed then); " +
        "the order says REFUND_PENDING until then. A refund the provider refuses is FAILED with its reason, and its amount can be refunded again.",
      AS_ADMIN,
      "REFUND_METHOD_MISMATCH",
      "ORDER_NOT_PAID",
      "NOT_FOUND",
      "BAD_USER_INPUT",
      "ORDER_FULLY_REFUNDED",
      "REFUND_TOO_LARGE",
      "PAYMENT_PROVIDER_REFUSED",
    ),
  })
  async refundOrder(
    @Arg("input", { description: "The order and the amount to refund" }) input: RefundOrderInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Refund> {
    return ctx.services.refunds.refundOrder(requireViewer(ctx).userId, input);
  }

  @Requires(Permission.ISSUE_REFUNDS)
  @Mutation(() => Refund, {
    description: raising(
      "Admin: records a refund made by UPI or bank transfer for a delivered cash-on-delivery order; the customer is emailed",
      AS_ADMIN,
      "REFUND_METHOD_MISMATCH",
      "ORDER_NOT_PAID",
      "BAD_USER_INPUT",
      "NOT_FOUND",
      "ORDER_FULLY_REFUNDED",
      "REFUND_TOO_LARGE",
    ),
  })
  async recordManualRefund(
    @Arg("input", { description: "The order, the amount and how it was paid back" }) input: ManualRefundInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Refund> {
    return ctx.services.refunds.recordManualRefund(requireViewer(ctx).userId, input);
  }

  @Requires(Permission.ISSUE_REFUNDS)
  @Mutation(() => Refund, {
    description: raising(
      "Admin: refunds money captured for nothing (one of a payment's strayCaptures: a second payment, or a wrong amount) through the payment provider, in full; " +
        "the payment's flag clears when none is left",
      AS_ADMIN,
      "NOT_FOUND",
      "BAD_USER_INPUT",
      "ORDER_FULLY_REFUNDED",
    ),
  })
  async refundStrayCapture(
    @Arg("id", () => ID, { description: "The stray capture to give back" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Refund> {
    return ctx.services.refunds.refundStrayCapture(requireViewer(ctx).userId, id);
  }

  @Requires(Permission.ISSUE_REFUNDS, Permission.MANAGE_SETTINGS)
  @Query(() => PaymentConnection, {
    description: raising(
      "Admin: payments that need a look, newest first: amounts that did not match, money captured after its checkout closed (refunded automatically), and refunds the provider refused",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
    complexity: pagedComplexity,
  })
  paymentsNeedingAttention(@Args() paging: ConnectionArgs, @Ctx() ctx: RequestContext): Promise<PaymentConnection> {
    return connect(paging, (window) => ctx.services.payments.needingAttention(window));
  }
}

@Resolver(() => Order)
export class OrderPaymentResolver {
  @Requires(Permission.MANAGE_ORDERS, Permission.ISSUE_REFUNDS)
  @FieldResolver(() => Payment, { nullable: true, description: "Admin: the UPI payment at the provider, with its history (null for COD)" })
  async payment(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<Payment | null> {
    return order.checkoutId ? ctx.loaders.paymentByCheckoutId.load(order.checkoutId) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "How the customer paid at the provider, as it reports it (upi, card, netbanking, wallet, emi, ...): null for cash on delivery, or until paid",
  })
  async paidWith(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<string | null> {
    return order.checkoutId ? ((await ctx.loaders.paymentByCheckoutId.load(order.checkoutId))?.method ?? null) : null;
  }

  @FieldResolver(() => [Refund], { description: "Money given back for this order, oldest first" })
  async refunds(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<Refund[]> {
    return ctx.loaders.refundsByOrderId.load(order.id);
  }
}

@Resolver(() => Payment)
export class PaymentRecordResolver {
  @FieldResolver(() => ID, {
    nullable: true,
    description: "The order the payment paid, for an admin to open; null when none was placed (money captured after its checkout closed)",
  })
  async orderId(@Root() payment: Payment, @Ctx() ctx: RequestContext): Promise<string | null> {
    return ctx.loaders.orderIdByCheckoutId.load(payment.checkoutId);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The number of the order the payment paid (BZ-10234); null when none was placed",
  })
  async orderNumber(@Root() payment: Payment, @Ctx() ctx: RequestContext): Promise<string | null> {
    return orderNumberOf(await ctx.loaders.orderIdByCheckoutId.load(payment.checkoutId), ctx);
  }

  @FieldResolver(() => [PaymentEvent], { description: "What happened to the payment, oldest first" })
  async events(@Root() payment: Payment, @Ctx() ctx: RequestContext): Promise<PaymentEvent[]> {
    return ctx.loaders.paymentEventsByPaymentId.load(payment.id);
  }

  @FieldResolver(() => [StrayCapture], {
    description:
      "Money captured for this payment that paid for nothing (a second payment, a wrong amount), oldest first: refundStrayCapture gives it back",
  })
  async strayCaptures(@Root() payment: Payment, @Ctx() ctx: RequestContext): Promise<StrayCapture[]> {
    return ctx.loaders.strayCapturesByPaymentId.load(payment.id);
  }

  @FieldResolver(() => [Refund], { description: "Refunds of this payment, oldest first" })
  async refunds(@Root() payment: Payment, @Ctx() ctx: RequestContext): Promise<Refund[]> {
    return ctx.loaders.refundsByPaymentId.load(payment.id);
  }
}
