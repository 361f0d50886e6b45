import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import { WebhookEventType } from "./webhook-event-type";

/** A partner's URL that hears about the events it subscribed to, signed with its own secret. */
@ObjectType({ description: "An outbound webhook endpoint an admin registered" })
@Entity("webhook_endpoints")
export class WebhookEndpoint {
  @Field(() => ID, { description: "The endpoint's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "Where deliveries are POSTed (https, or http for a partner's test server)" })
  @Column({ type: "varchar" })
  url: string;

  @Field(() => [WebhookEventType], { description: "The events it receives" })
  @Column({ type: "text", array: true })
  events: WebhookEventType[];

  @Field({ description: "A note for admins: whose endpoint this is" })
  @Column({ type: "varchar", default: "" })
  description: string;

  @Field({ description: "A disabled endpoint receives nothing new; its log stays" })
  @Column({ type: "boolean", default: true })
  enabled: boolean;

  /** `whsec_` + base64 key (the Standard Webhooks format). Shown once, when the endpoint is made or its secret rotated. */
  @Column({ type: "varchar" })
  secret: string;

  @Field({ description: "When the endpoint was registered" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
