import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { RequestContext } from "../../common/context";
import { DeliveryEstimate } from "../address/serviceability.types";
import { Order } from "./order.entity";

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
