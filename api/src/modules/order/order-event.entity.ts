import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { OrderStatus } from "./order.entity";

/**
 * A line of an order's history: a status change (who, from, to, why), a correction, a shipment, a
 * return's step. Customers see the lines meant for them; admins see all.
 */
@ObjectType({ description: "A line of an order's history" })
@Entity("order_events")
@Index("IDX_order_events_order", ["orderId", "createdAt"])
export class OrderEvent {
  @Field(() => ID, { description: "The event's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  orderId: string;

  @Field({ description: "When it happened" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** The account that made the change; null when the shop did it by itself. */
  @Column({ type: "uuid", nullable: true })
  actorId: string | null;

  @Field({ description: "admin, customer or shop" })
  @Column()
  actor: string;

  @Field(() => OrderStatus, { description: "The status before; null when the event did not move the order from a status", nullable: true })
  @Column({ type: "enum", enum: OrderStatus, enumName: "order_status", nullable: true })
  fromStatus: OrderStatus | null;

  @Field(() => OrderStatus, { description: "The status after; null when the event did not change the status", nullable: true })
  @Column({ type: "enum", enum: OrderStatus, enumName: "order_status", nullable: true })
  toStatus: OrderStatus | null;

  @Field({ description: "What happened, in words (a correction's reason, the courier and tracking number, ...)" })
  @Column()
  note: string;

  @Field({ description: "Whether the customer sees this line on their order" })
  @Column({ default: true })
  customerVisible: boolean;
}
