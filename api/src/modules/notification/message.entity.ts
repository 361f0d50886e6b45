import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

/** The ways the shop reaches a shopper. */
export enum MessageChannel {
  EMAIL = "email",
  WHATSAPP = "whatsapp",
  SMS = "sms",
}

registerEnumType(MessageChannel, {
  name: "MessageChannel",
  description: "A way the shop reaches a shopper",
  valuesConfig: {
    EMAIL: { description: "Email, through the shop's mail server" },
    WHATSAPP: { description: "WhatsApp, through the WhatsApp Cloud API" },
    SMS: { description: "SMS, through MSG91 with DLT-registered templates" },
  },
});

/** Why a message is sent: what the shopper has to hear about, or an offer they asked for. */
export enum MessagePurpose {
  TRANSACTIONAL = "transactional",
  MARKETING = "marketing",
}

registerEnumType(MessagePurpose, {
  name: "MessagePurpose",
  description: "Why a message is sent, which decides the consent it needs and whether quiet hours hold it back",
  valuesConfig: {
    TRANSACTIONAL: { description: "About the shopper's own order or account (order updates)" },
    MARKETING: { description: "Offers: needs its own opt-in, never sent between 21:00 and 09:00 India time" },
  },
});

/** Where a message is in the shop's hands. */
export enum MessageStatus {
  QUEUED = "queued",
  DEFERRED = "deferred",
  SENT = "sent",
  FAILED = "failed",
  WITHDRAWN = "withdrawn",
}

registerEnumType(MessageStatus, {
  name: "MessageStatus",
  description: "Where a message is in the shop's hands",
  valuesConfig: {
    QUEUED: { description: "Waiting for the job queue to send it (retried after a provider's outage)" },
    DEFERRED: { description: "Held back by quiet hours until its sendAfter" },
    SENT: { description: "The provider accepted it (its deliveryStatus follows the provider's receipts)" },
    FAILED: { description: "The provider refused it, or every retry failed" },
    WITHDRAWN: { description: "Not sent: the shopper withdrew the consent it needed before its turn came" },
  },
});

/** What the provider's receipts say about a sent message; it only moves forward (a late "delivered" after "read" changes nothing). */
export enum DeliveryStatus {
  SENT = "sent",
  DELIVERED = "delivered",
  READ = "read",
  FAILED = "failed",
}

registerEnumType(DeliveryStatus, {
  name: "DeliveryStatus",
  description: "What the provider's receipts say about a sent message",
  valuesConfig: {
    SENT: { description: "Accepted by the provider" },
    DELIVERED: { description: "Reached the shopper's phone" },
    READ: { description: "The shopper opened it (WhatsApp read receipts)" },
    FAILED: { description: "The provider could not deliver it" },
  },
});

/**
 * A message to a shopper on one channel: a row of the shop's one outbox, written in the
 * transaction that caused it (an order that rolls back leaves none) and sent by the job queue.
 */
@ObjectType({ description: "A message the shop sent, or is to send, to a shopper, and what became of it" })
@Entity("messages")
export class Message {
  @Field(() => ID, { description: "The message's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** Names what the message is about (`order-shipped:<order id>:whatsapp`): the same key is one message, however often its cause is heard. */
  @Column({ type: "varchar" })
  idempotencyKey: string;

  @Field(() => MessageChannel, { description: "The channel it goes by" })
  @Column({ type: "varchar" })
  channel: MessageChannel;

  @Field(() => MessagePurpose, { description: "Why it is sent" })
  @Column({ type: "varchar" })
  purpose: MessagePurpose;

  @Field({ description: "Who it goes to: an email address, or a mobile number in E.164 (+91...)" })
  @Column({ type: "varchar" })
  recipient: string;

  @Column({ type: "uuid", nullable: true })
  orderId: string | null;

  @Field(() => String, { nullable: true, description: "The template it was written from (order_shipped, ...); null for an email" })
  @Column({ type: "varchar", nullable: true })
  template: string | null;

  /** The template's variables as sent, or an email's subject, text and HTML. */
  @Column({ type: "jsonb" })
  data: Record<string, string>;

  @Field({ description: "The text as the shopper reads it (an email's subject)" })
  @Column({ type: "text" })
  body: string;

  @Field(() => MessageStatus, { description: "Where it is in the shop's hands" })
  @Column({ type: "varchar" })
  status: MessageStatus;

  @Field(() => Int, { description: "Attempts at sending it so far" })
  @Column({ type: "int" })
  attempts: number;

  @Field(() => String, { nullable: true, description: "Why the last attempt failed, if it did" })
  @Column({ type: "text", nullable: true })
  lastError: string | null;

  @Field(() => String, { nullable: true, description: "The provider's id of the message (WhatsApp's wamid, MSG91's request id)" })
  @Column({ type: "varchar", nullable: true })
  providerMessageId: string | null;

  @Field(() => DeliveryStatus, { nullable: true, description: "What the provider's receipts say; null until it is sent" })
  @Column({ type: "varchar", nullable: true })
  deliveryStatus: DeliveryStatus | null;

  @Field(() => Date, { nullable: true, description: "Quiet hours hold it back until then" })
  @Column({ type: "timestamptz", nullable: true })
  sendAfter: Date | null;

  @Field({ description: "When it was written to the outbox" })
  @Column({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When the provider accepted it" })
  @Column({ type: "timestamptz", nullable: true })
  sentAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When it reached the shopper's phone, by the provider's receipt" })
  @Column({ type: "timestamptz", nullable: true })
  deliveredAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When the shopper read it, by the provider's receipt" })
  @Column({ type: "timestamptz", nullable: true })
  readAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When the provider said it could not be delivered" })
  @Column({ type: "timestamptz", nullable: true })
  failedAt: Date | null;
}
