import { IsBoolean, IsIn, MaxLength } from "class-validator";
import { Field, InputType, ObjectType, registerEnumType } from "type-graphql";
import { MessageChannel, MessagePurpose } from "./message.entity";

/** Where a shopper made a choice about messages. */
export enum ConsentSourceInput {
  CHECKOUT = "checkout",
  PROFILE = "profile",
}

registerEnumType(ConsentSourceInput, {
  name: "ConsentSource",
  description: "Where the shopper made the choice, as the consent log records it",
  valuesConfig: {
    CHECKOUT: { description: "The box at checkout's address and payment step" },
    PROFILE: { description: "The shopper's profile" },
  },
});

@InputType({ description: "A shopper's choice about WhatsApp or SMS messages to a phone" })
export class MessagingConsentInput {
  @Field({ description: "The mobile number the messages go to, as typed (an Indian mobile number)" })
  @MaxLength(20)
  phone: string;

  @Field(() => MessageChannel, { description: "WHATSAPP or SMS (email needs no opt-in for one's own orders)" })
  @IsIn([MessageChannel.WHATSAPP, MessageChannel.SMS], { message: "channel must be WHATSAPP or SMS" })
  channel: MessageChannel.WHATSAPP | MessageChannel.SMS;

  @Field(() => MessagePurpose, { description: "TRANSACTIONAL: updates about my orders; MARKETING: offers (a separate opt-in)" })
  purpose: MessagePurpose;

  @Field({ description: "true to opt in, false to opt out" })
  @IsBoolean()
  granted: boolean;

  @Field(() => ConsentSourceInput, { description: "Where the shopper made the choice" })
  source: ConsentSourceInput;
}

@ObjectType({ description: "A shopper's standing choice about one kind of message to a phone on one channel" })
export class MessagingConsent {
  @Field({ description: "The phone, in E.164 (+91...)" })
  phone: string;

  @Field(() => MessageChannel, { description: "The channel" })
  channel: MessageChannel;

  @Field(() => MessagePurpose, { description: "Order updates or offers" })
  purpose: MessagePurpose;

  @Field({ description: "Whether such messages may be sent" })
  granted: boolean;

  @Field({ description: "When the choice was last changed (by the shopper, or by a STOP from the phone)" })
  updatedAt: Date;
}

@ObjectType({ description: "A quick-reply button of a WhatsApp template" })
export class MessageQuickReply {
  @Field({ description: "The button's words" })
  text: string;

  @Field({ description: "What the shop hears when it is pressed" })
  payload: string;
}

@ObjectType({ description: "A WhatsApp or SMS template of the shop's messages, as it stands (the default, or the admin's edit)" })
export class MessageTemplate {
  @Field({
    description: "What it is for: order_confirmed, order_shipped, order_delivered, order_cancelled, refund_issued, return_updated, offer",
  })
  key: string;

  @Field(() => MessageChannel, { description: "WHATSAPP or SMS" })
  channel: MessageChannel;

  @Field(() => MessagePurpose, { description: "Order update or offer" })
  purpose: MessagePurpose;

  @Field({ description: "When the shop sends it" })
  description: string;

  @Field(() => [String], { description: "The variables its text may use as {{name}}, in the order the provider's template takes them" })
  variables: string[];

  @Field({ description: "Its text, with {{variables}}" })
  body: string;

  @Field({ description: "The provider's approved template it is sent as: WhatsApp's template name, MSG91's Flow id (DLT registered)" })
  providerTemplate: string;

  @Field(() => [MessageQuickReply], { description: "Its quick-reply buttons on WhatsApp (SMS has none)" })
  quickReplies: MessageQuickReply[];

  @Field({ description: "Its text filled with sample values, as a shopper would read it" })
  preview: string;

  @Field(() => Date, { nullable: true, description: "When an admin last edited it; null: the shop's default" })
  updatedAt: Date | null;
}

@InputType({ description: "An admin's edit of a template" })
export class UpdateMessageTemplateInput {
  @Field({ description: "The template's key (order_shipped, ...)" })
  @MaxLength(60)
  key: string;

  @Field(() => MessageChannel, { description: "WHATSAPP or SMS" })
  @IsIn([MessageChannel.WHATSAPP, MessageChannel.SMS], { message: "channel must be WHATSAPP or SMS" })
  channel: MessageChannel.WHATSAPP | MessageChannel.SMS;

  @Field({ description: "The text, using only the template's variables as {{name}}" })
  @MaxLength(1024)
  body: string;

  @Field({ description: "The provider's approved template to send it as" })
  @MaxLength(200)
  providerTemplate: string;
}
