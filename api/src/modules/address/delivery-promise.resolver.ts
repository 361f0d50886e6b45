import { Ctx, FieldResolver, Resolver } from "type-graphql";
import { RequestContext } from "../../common/context";
import { businessDays, ShopPolicies } from "../settings/shop-policies";

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
