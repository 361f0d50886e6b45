import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from "type-graphql";
import { AS_ADMIN, SIGNED_IN, raising } from "../../common/errors/raises";
import { requireViewer } from "../../common/current-viewer";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { mayDo } from "../../common/auth/viewer";
import { READS_ANY_ORDER } from "../../common/auth/permissions";
import { RequestContext } from "../../common/context";
import { Order, OrderStatus } from "../order/order.entity";
import { actorOf } from "./fulfilment.service";
import { ShipmentInput } from "./fulfilment.types";
import { allowedMoves } from "./order-lifecycle";
import { OrderEvent } from "../order/order-event.entity";
import { Shipment } from "./shipment.entity";

@Resolver(() => Order)
export class FulfilmentResolver {
  @Requires(Permission.FULFIL_ORDERS)
  @Mutation(() => Order, {
    description: raising(
      "Admin: moves an order on, as the lifecycle allows (see OrderStatus and Order.allowedStatuses; anything else is a CONFLICT naming the allowed moves). " +
        "SHIPPED records the shipment (courier and tracking number, both optional for a hand delivery); DELIVERED stamps deliveredAt and a COD order is paid then; " +
        "CANCELLED gives the stock back, refunds a paid order and credits its invoice, once. Moving to the current status changes nothing.",
      AS_ADMIN,
      "BAD_USER_INPUT",
      "NOT_FOUND",
      "ORDER_STATUS_UNCHANGED",
      "ORDER_STATUS_NOT_ALLOWED",
    ),
  })
  async updateOrderStatus(
    @Arg("id", () => ID, { description: "The order to move" }) id: string,
    @Arg("status", () => OrderStatus, { description: "The status to move it to" }) status: OrderStatus,
    @Ctx() ctx: RequestContext,
    @Arg("shipment", () => ShipmentInput, { nullable: true, description: "The courier and tracking number, read when moving to SHIPPED" })
    shipment?: ShipmentInput | null,
  ): Promise<Order> {
    return ctx.services.fulfilment.moveOrder(actorOf(requireViewer(ctx)), id, status, shipment ?? {});
  }

  @Requires(Permission.FULFIL_ORDERS)
  @Mutation(() => Order, {
    description: raising(
      "Admin: records that a SHIPPED parcel came back undelivered (refused at the door, RTO): the order becomes RETURNED_TO_ORIGIN, a prepaid order is refunded, " +
        "its invoice credited and its coupon use released; the customer is told, and a refused cash-on-delivery order counts toward switching COD off for them " +
        "(ShopSettings.cod.refusalLimit). Recording it again changes nothing.",
      AS_ADMIN,
      "BAD_USER_INPUT",
      "NOT_FOUND",
      "ORDER_STATUS_NOT_ALLOWED",
    ),
  })
  async recordRefusedDelivery(
    @Arg("id", () => ID, { description: "The SHIPPED order that came back" }) id: string,
    @Arg("restock", { description: "Whether the parcel came back sellable, so its units go back into stock" }) restock: boolean,
    @Ctx() ctx: RequestContext,
    @Arg("note", () => String, {
      nullable: true,
      description: "What the courier said (at most 500 characters), kept in the order's history",
    })
    note?: string | null,
  ): Promise<Order> {
    return ctx.services.fulfilment.recordRefusedDelivery(actorOf(requireViewer(ctx)), id, { restock, note });
  }

  @Requires(Permission.MANAGE_ORDERS)
  @Mutation(() => Order, {
    description: raising(
      "Admin: corrects a mistaken status (between Pending, Processing, Shipped and Delivered) with a reason, recorded in the order's history",
      AS_ADMIN,
      "BAD_USER_INPUT",
      "NOT_FOUND",
      "ORDER_CORRECTION_NOT_ALLOWED",
      "ORDER_STATUS_UNCHANGED",
    ),
  })
  async correctOrderStatus(
    @Arg("id", () => ID, { description: "The order to correct" }) id: string,
    @Arg("status", () => OrderStatus, { description: "The status it should have" }) status: OrderStatus,
    @Arg("reason", { description: "Why, kept in the order's history" }) reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return ctx.services.fulfilment.correctStatus(actorOf(requireViewer(ctx)), id, status, reason);
  }

  @Authorized()
  @Mutation(() => Order, {
    description: raising(
      "The customer cancels their own order while it is Pending or Processing: stock back, a paid order refunded, its invoice credited. Cancelling again changes nothing.",
      SIGNED_IN,
      "ORDER_NOT_CANCELLABLE",
      "NOT_FOUND",
    ),
  })
  async cancelMyOrder(
    @Arg("id", () => ID, { description: "One of the signed-in customer's orders" }) id: string,
    @Ctx() ctx: RequestContext,
    @Arg("reason", () => String, { nullable: true, description: "Why, kept in the order's history; null for no reason" })
    reason?: string | null,
  ): Promise<Order> {
    return ctx.services.fulfilment.cancelMyOrder(requireViewer(ctx), id, reason);
  }

  @FieldResolver(() => [OrderStatus], { description: "The statuses an admin may move this order to now" })
  allowedStatuses(@Root() order: Order): OrderStatus[] {
    return allowedMoves(order.status);
  }

  @FieldResolver(() => [OrderEvent], {
    description: "What happened to the order, oldest first (customers see the lines meant for them; admins see all, corrections included)",
  })
  async history(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderEvent[]> {
    const events = await ctx.loaders.orderEventsByOrderId.load(order.id);
    return mayDo(ctx.viewer, READS_ANY_ORDER) ? events : events.filter((e) => e.customerVisible);
  }

  @FieldResolver(() => Shipment, { nullable: true, description: "The courier and tracking, once shipped" })
  async shipment(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<Shipment | null> {
    return ctx.loaders.shipmentByOrderId.load(order.id);
  }
}
