import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { requireViewer } from "../../common/current-viewer";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { isAdmin } from "../../common/auth/viewer";
import { RequestContext } from "../../common/context";
import { Order } from "../order/order.entity";
import { actorOf } from "./fulfilment.service";
import { Shipment } from "./shipment.entity";
import { ShipmentScan } from "./shipment-scan.entity";
import { CourierRate, ShiprocketBooking, ShippingProviderKind } from "./shipping.types";

@Resolver(() => Shipment)
export class ShippingResolver {
  @Requires(Permission.FULFIL_ORDERS)
  @Query(() => ShippingProviderKind, { description: raising("Admin: how this shop books parcels (SHIPPING_PROVIDER)", AS_ADMIN) })
  shippingProvider(@Ctx() ctx: RequestContext): ShippingProviderKind {
    return ctx.services.shipping.providerName === "shiprocket" ? ShippingProviderKind.SHIPROCKET : ShippingProviderKind.MANUAL;
  }

  @Requires(Permission.FULFIL_ORDERS)
  @Mutation(() => Order, {
    description: raising(
      "Admin: books a Pending or Processing order's parcel through Shiprocket: its order there, the AWB (Shiprocket's recommended courier, or `courierId` " +
        "from courierRates), the label and manifest, and the pickup, each step in the background (Order.shipment.shiprocket shows how far it got, or why it " +
        "stopped). Asking while it runs, or once the pickup is scheduled, changes nothing; asking after a failure tries again from the step that failed. " +
        "The order moves to Shipped when the courier scans the parcel as picked up",
      AS_ADMIN,
      "BAD_USER_INPUT",
      "NOT_FOUND",
      "SHIPPING_PROVIDER_MANUAL",
      "SHIPMENT_NOT_BOOKABLE",
    ),
  })
  shipWithShiprocket(
    @Arg("id", () => ID, { description: "The order to ship" }) id: string,
    @Ctx() ctx: RequestContext,
    @Arg("courierId", () => Int, { nullable: true, description: "A courier from courierRates; null: Shiprocket's recommended one" })
    courierId?: number | null,
  ): Promise<Order> {
    return ctx.services.shipping.book(actorOf(requireViewer(ctx)), id, courierId ?? null);
  }

  @Requires(Permission.FULFIL_ORDERS)
  @Query(() => [CourierRate], {
    description: raising(
      "Admin: the couriers Shiprocket offers for an order it holds, with their rates, to book again with another courier than its recommended one",
      AS_ADMIN,
      "NOT_FOUND",
      "SHIPPING_PROVIDER_MANUAL",
      "SHIPMENT_NOT_BOOKED",
      "SHIPPING_PROVIDER_FAILED",
    ),
  })
  async courierRates(
    @Arg("orderId", () => ID, { description: "An order booked with Shiprocket" }) orderId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CourierRate[]> {
    return (await ctx.services.shipping.courierRates(orderId)).map((rate) => CourierRate.of(rate));
  }

  @FieldResolver(() => [ShipmentScan], {
    description: "The parcel's journey as its courier scanned it, oldest first (empty for a parcel shipped by hand)",
  })
  scans(@Root() shipment: Shipment, @Ctx() ctx: RequestContext): Promise<ShipmentScan[]> {
    return ctx.loaders.scansByShipmentId.load(shipment.id);
  }

  @FieldResolver(() => ShiprocketBooking, {
    nullable: true,
    description:
      "Admin: the parcel's booking at Shiprocket (progress, failure, label, pickup); null for a parcel shipped by hand, and for customers",
  })
  shiprocket(@Root() shipment: Shipment, @Ctx() ctx: RequestContext): ShiprocketBooking | null {
    return isAdmin(ctx.viewer) && shipment.provider === "shiprocket" ? ShiprocketBooking.of(shipment) : null;
  }
}
