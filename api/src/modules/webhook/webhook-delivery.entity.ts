import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from "typeorm";
import { WebhookEventType } from "./webhook-event-type";

export enum WebhookDeliveryStatus {
  PENDING = "pending",
  DELIVERED = "delivered",
  FAILED = "failed",
}
registerEnumType(WebhookDeliveryStatus, {
  name: "WebhookDeliveryStatus",
  description: "Where a delivery stands",
  valuesConfig: {
    PENDING: { description: "Not yet answered with a 2xx: waiting for its first or next attempt" },
    DELIVERED: { description: "The endpoint answered 2xx" },
    FAILED: { description: "Every attempt failed; an admin may redeliver it" },
  },
});

/** One event for one endpoint: the exact body that is signed and sent, and how its attempts went. */
@ObjectType({ description: "One event sent (or being sent) to one endpoint" })
@Entity("webhook_deliveries")
@Index("IDX_webhook_deliveries_endpoint", ["endpointId", "createdAt"])
export class WebhookDelivery {
  @Field(() => ID, { description: "The `webhook-id` header: the same on every attempt and redelivery, so a receiver can drop duplicates" })
  @PrimaryColumn({ type: "varchar" })
  id: string;

  @Field(() => ID, { description: "The endpoint it goes to" })
  @Column({ type: "uuid" })
  endpointId: string;

  @Field(() => WebhookEventType, { description: "The event delivered" })
  @Column({ type: "varchar" })
  event: WebhookEventType;

  @Field({ description: "The JSON body, exactly as signed and sent" })
  @Column({ type: "text" })
  body: string;

  @Field(() => WebhookDeliveryStatus, { description: "Where the delivery is" })
  @Column({ type: "varchar", default: WebhookDeliveryStatus.PENDING })
  status: WebhookDeliveryStatus;

  @Field(() => Int, { description: "Attempts made so far, redeliveries included" })
  @Column({ type: "int", default: 0 })
  attempts: number;

  @Field(() => Int, { nullable: true, description: "The HTTP status of the last answer (null: no answer, see lastError)" })
  @Column({ type: "int", nullable: true })
  responseStatus: number | null;

  @Field(() => String, { nullable: true, description: "Why the last attempt failed, when it did" })
  @Column({ type: "varchar", nullable: true })
  lastError: string | null;

  @Field(() => Date, { description: "When it was last sent; null before the first attempt", nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  lastAttemptAt: Date | null;

  @Field({ description: "When the delivery was queued" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
