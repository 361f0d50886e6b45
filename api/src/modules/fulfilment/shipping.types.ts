import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Money, toMoney } from "../../vocabulary/money";
import { ShiprocketProgress } from "./shiprocket-progress";
import type { Shipment } from "./shipment.entity";
import type { ShiprocketCourierRate } from "./shiprocket-client";

/** How this shop books parcels (SHIPPING_PROVIDER), for the admin's order screen. */
export enum ShippingProviderKind {
  MANUAL = "manual",
  SHIPROCKET = "shiprocket",
}
registerEnumType(ShippingProviderKind, {
  name: "ShippingProviderKind",
  description: "How the shop books parcels",
  valuesConfig: {
    MANUAL: { description: "The admin hands the parcel to a courier and types its AWB (updateOrderStatus to SHIPPED)" },
    SHIPROCKET: { description: "The shop books each parcel through Shiprocket (shipWithShiprocket), whose scans move the order on" },
  },
});

/** What the admin sees of a parcel's booking at Shiprocket. */
@ObjectType({ description: "A parcel's booking at Shiprocket, as far as it got" })
export class ShiprocketBooking {
  @Field(() => ShiprocketProgress, { description: "How far the booking got" })
  progress: ShiprocketProgress;

  @Field(() => String, {
    nullable: true,
    description: "Why the booking stopped or is being retried, in Shiprocket's words; null while it goes well",
  })
  failure: string | null;

  @Field(() => Int, { description: "How many times an admin asked to book it" })
  attempts: number;

  @Field(() => String, { nullable: true, description: "Shiprocket's order id; null until it holds the order" })
  shiprocketOrderId: string | null;

  @Field(() => String, { nullable: true, description: "The label's PDF, to print and stick on the parcel; null until made" })
  labelUrl: string | null;

  @Field(() => String, { nullable: true, description: "The manifest's PDF, for the courier's pickup; null until made" })
  manifestUrl: string | null;

  @Field(() => Date, { nullable: true, description: "When the courier comes for the parcel; null until scheduled" })
  pickupScheduledFor: Date | null;

  static of(s: Shipment): ShiprocketBooking {
    return Object.assign(new ShiprocketBooking(), {
      progress: s.progress ?? ShiprocketProgress.REQUESTED,
      failure: s.failure,
      attempts: s.attempts,
      shiprocketOrderId: s.providerOrderId,
      labelUrl: s.labelUrl,
      manifestUrl: s.manifestUrl || null,
      pickupScheduledFor: s.pickupScheduledFor,
    });
  }
}

@ObjectType({ description: "A courier Shiprocket offers for an order, with its rate" })
export class CourierRate {
  @Field(() => Int, { description: "Shiprocket's courier id: pass it to shipWithShiprocket to book with this courier" })
  courierId: number;

  @Field({ description: "The courier as Shiprocket names it (e.g. Delhivery Surface)" })
  courierName: string;

  @Field(() => Money, { description: "What Shiprocket charges the shop for this parcel" })
  rate: Money;

  @Field(() => Int, { nullable: true, description: "Days to deliver, as the courier estimates; null when not given" })
  estimatedDays: number | null;

  @Field({ description: "Whether this is Shiprocket's recommended courier (the one booked when none is named)" })
  recommended: boolean;

  static of(r: ShiprocketCourierRate): CourierRate {
    return Object.assign(new CourierRate(), { ...r, rate: toMoney(r.ratePaise) });
  }
}
