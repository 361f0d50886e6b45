import { Field, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

/** One scan of a parcel as its courier reported it: kept once per AWB, status and time, however often it is reported. */
@ObjectType({ description: "One step of a parcel's journey, as its courier scanned it" })
@Entity("shipment_scans")
export class ShipmentScan {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  shipmentId: string;

  @Column({ type: "varchar" })
  awb: string;

  /** The aggregator's number for the status (Shiprocket's: 42 picked up, 7 delivered, ...). */
  @Column({ type: "integer", nullable: true })
  statusId: number | null;

  @Field({ description: "The status the scan gave, as the courier words it (e.g. IN TRANSIT)" })
  @Column({ type: "varchar" })
  status: string;

  @Field({ description: "What happened, in the courier's words; may be empty" })
  @Column({ type: "varchar", default: "" })
  activity: string;

  @Field({ description: "Where it was scanned; may be empty" })
  @Column({ type: "varchar", default: "" })
  location: string;

  @Field({ description: "When it was scanned" })
  @Column({ type: "timestamptz" })
  occurredAt: Date;
}
