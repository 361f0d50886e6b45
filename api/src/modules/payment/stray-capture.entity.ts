import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { Money, PAISE_TOTAL_COLUMN, toMoney } from "../../vocabulary/money";

/**
 * Money the provider captured for one of the shop's payments that paid for nothing: a second
 * capture for an order already paid, or a capture whose amount was not the checkout's total. It
 * stays listed (its payment flagged) until an admin refunds it from the shop.
 */
@ObjectType({ description: "Money captured that paid for nothing (a second payment, or a wrong amount): refund it (admins)" })
@Entity("stray_captures")
@Index("IDX_stray_captures_payment", ["paymentId"])
export class StrayCapture {
  @Field(() => ID, { description: "The stray capture's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  paymentId: string;

  @Field({ description: "The provider's payment id of the money captured (Razorpay: pay_...)" })
  @Column({ unique: true })
  providerPaymentId: string;

  @Column(PAISE_TOTAL_COLUMN)
  amountPaise: number;

  @Field({ description: "The currency code (INR)" })
  @Column({ length: 3 })
  currency: string;

  @Field({ description: "Why it paid for nothing" })
  @Column()
  reason: string;

  @Field(() => ID, { nullable: true, description: "The refund that gives it back; null until an admin refunds it" })
  @Column({ type: "uuid", nullable: true })
  refundId: string | null;

  @Field({ description: "When the provider reported it" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Money, { name: "amount", description: "The amount captured" })
  get amount(): Money {
    return toMoney(this.amountPaise);
  }
}
