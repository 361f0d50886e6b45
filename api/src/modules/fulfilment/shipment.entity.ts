import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Courier, COURIER_NAMES, trackingUrl } from "./couriers";
import type { ShippingProviderName } from "./shipping-provider";
import { type ShiprocketProgress, shiprocketTrackingUrl } from "./shiprocket-progress";

/**
 * The parcel of an order: who carries it and its AWB / tracking number (both may be empty for a
 * hand delivery). A parcel booked through Shiprocket also keeps what was booked there, how far the
 * booking got (or why it stopped), its label and pickup, and what its latest scan said.
 */
@ObjectType({ description: "How an order travels: courier and tracking" })
@Entity("shipments")
export class Shipment {
  @Field(() => ID, { description: "The shipment's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid", unique: true })
  orderId: string;

  @Field(() => Courier, { description: "Who carries it; null when not given", nullable: true })
  @Column({ type: "enum", enum: Courier, enumName: "courier", nullable: true })
  courier: Courier | null;

  @Field(() => String, { nullable: true, description: "The AWB or tracking number" })
  @Column({ type: "varchar", nullable: true })
  trackingNumber: string | null;

  @Field({ description: "When it was handed to the courier (for a parcel booked through Shiprocket: when it was booked, until picked up)" })
  @CreateDateColumn({ type: "timestamptz" })
  shippedAt: Date;

  @Column({ type: "varchar", length: 16, default: "manual" })
  provider: ShippingProviderName;

  @Column({ type: "varchar", nullable: true })
  providerOrderId: string | null;

  @Column({ type: "varchar", nullable: true })
  providerShipmentId: string | null;

  /** The courier as the aggregator named it ("Delhivery Surface"), which the Courier list may not hold. */
  @Column({ type: "varchar", nullable: true })
  carrierName: string | null;

  /** The aggregator's courier the admin picked from its rates; null: its recommended one. */
  @Column({ type: "integer", nullable: true })
  courierChoice: number | null;

  @Column({ type: "varchar", length: 24, nullable: true })
  progress: ShiprocketProgress | null;

  /** Why the booking stopped, in the provider's words; null while it goes well. */
  @Column({ type: "varchar", nullable: true })
  failure: string | null;

  /** How many times an admin asked to book it: each ask is one job. */
  @Column({ type: "integer", default: 0 })
  attempts: number;

  @Column({ type: "varchar", nullable: true })
  labelUrl: string | null;

  @Column({ type: "varchar", nullable: true })
  manifestUrl: string | null;

  @Column({ type: "timestamptz", nullable: true })
  pickupScheduledFor: Date | null;

  @Field(() => Date, { nullable: true, description: "When the courier expects to deliver it; null when no estimate was given" })
  @Column({ type: "timestamptz", nullable: true })
  expectedDeliveryAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "What the courier's latest scan said (e.g. OUT FOR DELIVERY); null before the first",
  })
  @Column({ type: "varchar", nullable: true })
  trackingStatus: string | null;

  /** When the latest scan applied happened: an older one arriving later does not replace it. */
  @Column({ type: "timestamptz", nullable: true })
  lastEventAt: Date | null;

  @Field(() => String, { nullable: true, description: "The courier's name as shoppers know it" })
  get courierName(): string | null {
    return this.carrierName ?? (this.courier ? COURIER_NAMES[this.courier] : null);
  }

  @Field(() => String, { nullable: true, description: "The courier's tracking page for this parcel" })
  get trackingUrl(): string | null {
    if (this.provider === "shiprocket") return shiprocketTrackingUrl(this.trackingNumber);
    return trackingUrl(this.courier, this.trackingNumber);
  }
}
