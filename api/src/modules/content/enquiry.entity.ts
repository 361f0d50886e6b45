import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

export enum EnquiryKind {
  CONTACT = "contact",
  BULK_ORDER = "bulk_order",
}
registerEnumType(EnquiryKind, { name: "EnquiryKind", description: "A general message, or a request for a bulk order" });

@ObjectType({ description: "A message sent through the contact-us or bulk-order form" })
@Entity("enquiries")
@Index("IDX_enquiries_created_at", ["createdAt"])
export class Enquiry {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => EnquiryKind)
  @Column({ type: "enum", enum: EnquiryKind, enumName: "enquiry_kind" })
  kind: EnquiryKind;

  @Field()
  @Column()
  name: string;

  @Field()
  @Column()
  email: string;

  @Field()
  @Column()
  phone: string;

  @Field()
  @Column({ type: "text" })
  message: string;

  @Field(() => Int, { nullable: true, description: "Units wanted, for a bulk order" })
  @Column({ type: "integer", nullable: true })
  quantity: number | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
