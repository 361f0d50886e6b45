import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Courier, COURIER_NAMES, trackingUrl } from "./couriers";

/** The parcel of an order: who carries it and its AWB / tracking number (both may be empty for a hand delivery). */
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

  @Field({ description: "When it was handed to the courier" })
  @CreateDateColumn({ type: "timestamptz" })
  shippedAt: Date;

  @Field(() => String, { nullable: true, description: "The courier's name as shoppers know it" })
  get courierName(): string | null {
    return this.courier ? COURIER_NAMES[this.courier] : null;
  }

  @Field(() => String, { nullable: true, description: "The courier's tracking page for this parcel" })
  get trackingUrl(): string | null {
    return trackingUrl(this.courier, this.trackingNumber);
  }
}
