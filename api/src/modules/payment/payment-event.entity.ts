import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/**
 * Something that happened to a payment: a provider's webhook, the shopper's return from the
 * provider, or the shop's own step (a refund asked for). Webhook events keep the provider's event
 * id, which is unique here: an event delivered twice is applied once.
 */
@ObjectType({ description: "A line of a payment's history" })
@Entity("payment_events")
@Index("IDX_payment_events_payment", ["paymentId", "createdAt"])
export class PaymentEvent {
  @Field(() => ID, { description: "The event's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  paymentId: string;

  @Field(() => String, { nullable: true, description: "The provider's event id (webhooks)" })
  @Column({ type: "varchar", nullable: true })
  providerEventId: string | null;

  @Field({ description: "webhook, callback (the shopper's browser coming back), simulator or shop" })
  @Column()
  source: string;

  @Field({ description: "payment.captured, payment.failed, refund.processed, ..." })
  @Column()
  type: string;

  @Field({ description: "What changed, in words" })
  @Column()
  summary: string;

  @Field({ description: "When it happened" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
