import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { Message } from "../notification/message.entity";
import { Order } from "../order/order.entity";

/** What the shop told the customer about an order, on every channel, and what became of each message. */
@Resolver(() => Order)
export class OrderMessagesResolver {
  @Requires(Permission.MANAGE_ORDERS, Permission.FULFIL_ORDERS)
  @FieldResolver(() => [Message], {
    description: raising("Admin: the order's messages (email, WhatsApp, SMS), oldest first, with their delivery status", AS_ADMIN),
  })
  messages(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<Message[]> {
    return ctx.loaders.messagesByOrderId.load(order.id);
  }
}
