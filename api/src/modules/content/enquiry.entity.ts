import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

export enum EnquiryKind {
  CONTACT = "contact",
  BULK_ORDER = "bulk_order",
}
registerEnumType(EnquiryKind, {
  name: "EnquiryKind",
  description: "A general message, or a request for a bulk order",
  valuesConfig: {
    CONTACT: { description: "The contact-us form" },
    BULK_ORDER: { description: "The bulk-order form" },
  },
});

@ObjectType({ description: "A message sent through the contact-us or bulk-order form" })
@Entity("enquiries")
@Index("IDX_enquiries_created_at", ["createdAt"])
export class Enquiry {
  @Field(() => ID, { description: "The enquiry's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => EnquiryKind, { description: "Which form it came from" })
  @Column({ type: "enum", enum: EnquiryKind, enumName: "enquiry_kind" })
  kind: EnquiryKind;

  @Field({ description: "The sender's name" })
  @Column()
  name: string;

  @Field({ description: "The sender's email" })
  @Column()
  email: string;

  @Field({ description: "The sender's phone number" })
  @Column()
  phone: string;

  @Field({ description: "The message" })
  @Column({ type: "text" })
  message: string;

  @Field(() => Int, { nullable: true, description: "Units wanted, for a bulk order" })
  @Column({ type: "integer", nullable: true })
  quantity: number | null;

  @Field({ description: "When it was sent" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
