import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { RequestContext } from "../../common/context";
import { Order } from "../order/order.entity";
import { businessDays, ShopPolicies } from "../settings/shop-policies";
import { DeliveryEstimate } from "./serviceability.types";

/** The delivery time the shop's texts state, from the rules that decide delivery dates: they never say two things. */
@Resolver(() => ShopPolicies)
export class DeliveryPromiseResolver {
  @FieldResolver(() => String, {
    description:
      'How long delivery takes from dispatch, as texts say it: "3-7 business days": the fewest and most days of the delivery rules, or the policies\' where there are none',
  })
  async deliveryEstimate(@Ctx() ctx: RequestContext): Promise<string> {
    const { from, to } = await ctx.services.serviceability.deliveryDays();
    return from === to ? businessDays(to) : `${from}-${to} business days`;
  }
}

/** The delivery date an order was promised when it was placed, as its confirmation page and email state it. */
@Resolver(() => Order)
export class OrderDeliveryResolver {
  @FieldResolver(() => DeliveryEstimate, {
    description: "The delivery date promised when the order was placed (its pincode's rules and the shop's business days, as of then)",
  })
  async deliveryEstimate(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<DeliveryEstimate> {
    return ctx.services.serviceability.estimate(order.shippingInfo.postalCode, order.createdAt);
  }
}
