import { IsEmail, IsEnum, IsInt, IsOptional, Matches, MaxLength, Min } from "class-validator";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import { Paginated } from "../../common/pagination";
import { Enquiry, EnquiryKind } from "./enquiry.entity";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity";

/** What the shop says back to the footer and contact forms, in GraphQL and REST alike. */
export const CONTENT_MESSAGES = {
  subscribed: "Thank you for subscribing! Please confirm from the email we have sent you.",
  confirmed: "Your subscription is confirmed. Your first-order code is on its way to your inbox.",
  unsubscribed: "You have been unsubscribed. You will get no more newsletter emails.",
  enquirySent: "Thank you for your message. We will get back to you soon.",
};

@InputType({ description: "The contact-us or bulk-order form" })
export class EnquiryInput {
  @Field(() => EnquiryKind, { defaultValue: EnquiryKind.CONTACT })
  @IsEnum(EnquiryKind, { message: "Enquiry kind must be contact or bulk order" })
  kind: EnquiryKind = EnquiryKind.CONTACT;

  @Field()
  @MaxLength(100, { message: "Name must be at most 100 characters" })
  @Matches(/\S/, { message: "Name is required" })
  name: string;

  @Field()
  @MaxLength(200, { message: "Email must be at most 200 characters" })
  @IsEmail({}, { message: "Enter a valid email" })
  @Matches(/\S/, { message: "Email is required" })
  email: string;

  @Field()
  @Matches(/^\s*\d{10}\s*$/, { message: "Phone number must be 10 digits" })
  @Matches(/\S/, { message: "Phone number is required" })
  phone: string;

  @Field()
  @MaxLength(5000, { message: "Message must be at most 5000 characters" })
  @Matches(/\S/, { message: "Message is required" })
  message: string;

  @Field(() => Int, { nullable: true, description: "Units wanted, for a bulk order" })
  @IsOptional()
  @Min(1, { message: "Quantity must be at least 1" })
  @IsInt({ message: "Quantity must be a whole number" })
  quantity?: number | null;
}

@ObjectType()
export class ContentMessage {
  @Field()
  message: string;
}

@ObjectType({ description: "A page of newsletter subscribers" })
export class NewsletterSubscriberPage extends Paginated(NewsletterSubscriber) {}

@ObjectType({ description: "A page of enquiries" })
export class EnquiryPage extends Paginated(Enquiry) {}
