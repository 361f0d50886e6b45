import { IsEmail, IsEnum, IsInt, IsOptional, Matches, MaxLength, Min } from "class-validator";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import { Connected } from "../../common/pagination";
import { Enquiry, EnquiryKind } from "./enquiry.entity";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity";
import { PHONE } from "@shop/words/patterns";
import { MatchesTrimmed } from "../../vocabulary/matches-trimmed";

/** What the shop says back to the footer and contact forms, in GraphQL and REST alike. */
export const CONTENT_MESSAGES = {
  subscribed: "Thank you for subscribing! Please confirm from the email we have sent you.",
  confirmed: "Your subscription is confirmed. Your first-order code is on its way to your inbox.",
  unsubscribed: "You have been unsubscribed. You will get no more newsletter emails.",
  enquirySent: "Thank you for your message. We will get back to you soon.",
};

@InputType({ description: "The contact-us or bulk-order form" })
export class EnquiryInput {
  @Field(() => EnquiryKind, { description: "Which form (default CONTACT)", defaultValue: EnquiryKind.CONTACT })
  @IsEnum(EnquiryKind, { message: "Enquiry kind must be contact or bulk order" })
  kind: EnquiryKind = EnquiryKind.CONTACT;

  @Field({ description: "The sender's name, at most 100 characters" })
  @MaxLength(100, { message: "Name must be at most 100 characters" })
  @Matches(/\S/, { message: "Name is required" })
  name: string;

  @Field({ description: "The sender's email, at most 200 characters" })
  @MaxLength(200, { message: "Email must be at most 200 characters" })
  @IsEmail({}, { message: "Enter a valid email" })
  @Matches(/\S/, { message: "Email is required" })
  email: string;

  @Field({ description: "The sender's phone number, 10 digits" })
  @MatchesTrimmed(PHONE, "Phone number must be 10 digits")
  @Matches(/\S/, { message: "Phone number is required" })
  phone: string;

  @Field({ description: "The message, at most 5000 characters" })
  @MaxLength(5000, { message: "Message must be at most 5000 characters" })
  @Matches(/\S/, { message: "Message is required" })
  message: string;

  @Field(() => Int, { nullable: true, description: "Units wanted, for a bulk order" })
  @IsOptional()
  @Min(1, { message: "Quantity must be at least 1" })
  @IsInt({ message: "Quantity must be a whole number" })
  quantity?: number | null;
}

@ObjectType({ description: "A confirmation of a newsletter or enquiry action" })
export class ContentMessage {
  @Field({ description: "A confirmation to show the shopper" })
  message: string;
}

@ObjectType({ description: "A page of newsletter subscribers" })
export class NewsletterSubscriberConnection extends Connected(NewsletterSubscriber, "NewsletterSubscriber") {}

@ObjectType({ description: "A page of enquiries" })
export class EnquiryConnection extends Connected(Enquiry, "Enquiry") {}
