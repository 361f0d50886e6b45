import { Ctx, FieldResolver, Resolver } from "type-graphql";
import { RequestContext } from "../../common/context";
import { RazorpayMethod } from "../settings/razorpay-methods";
import { RazorpayCheckout } from "./payment.types";

@Resolver(() => RazorpayCheckout)
export class RazorpayCheckoutResolver {
  @FieldResolver(() => [RazorpayMethod], {
    description:
      "The ways of paying Razorpay Checkout is to offer (its `method` option: these true, the others false): those the shop enables",
  })
  async methods(@Ctx() ctx: RequestContext): Promise<RazorpayMethod[]> {
    return (await ctx.services.settings.get()).payments.razorpayMethods;
  }
}
