import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { Money, PAISE_TOTAL_COLUMN, toMoneyOrNull } from "../../vocabulary/money";

export enum DifferenceKind {
  UNKNOWN_TO_SHOP = "unknown_to_shop",
  NOT_CAPTURED_IN_SHOP = "not_captured_in_shop",
  NOT_CAPTURED_AT_PROVIDER = "not_captured_at_provider",
  AMOUNT_DIFFERS = "amount_differs",
}
registerEnumType(DifferenceKind, {
  name: "ReconciliationDifferenceKind",
  description: "How the shop's payments and Razorpay's disagree",
  valuesConfig: {
    UNKNOWN_TO_SHOP: { description: "Razorpay captured a payment the shop has no record of" },
    NOT_CAPTURED_IN_SHOP: { description: "Razorpay captured a payment the shop does not count as captured" },
    NOT_CAPTURED_AT_PROVIDER: { description: "The shop counts a payment as captured that Razorpay has not captured (or does not have)" },
    AMOUNT_DIFFERS: { description: "Both captured it, for different amounts" },
  },
});

/**
 * One disagreement the daily reconciliation found between the shop's payments of an Indian day
 * and Razorpay's list of that day's payments. Kept once per Razorpay payment and kind, so reading a
 * day again adds nothing; listed for an admin until marked resolved.
 */
@ObjectType({ description: "A difference between the shop's payments and Razorpay's, found by the daily reconciliation (admins)" })
@Entity("reconciliation_differences")
@Index("UQ_reconciliation_differences_payment_kind", ["providerPaymentId", "kind"], { unique: true })
@Index("IDX_reconciliation_differences_created_at", ["createdAt"])
export class ReconciliationDifference {
  @Field(() => ID, { description: "The difference's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "The Indian day reconciled, YYYY-MM-DD" })
  @Column({ type: "date" })
  date: string;

  @Field({ description: "Razorpay's payment id (pay_...)" })
  @Column()
  providerPaymentId: string;

  @Field(() => DifferenceKind, { description: "How the two disagree" })
  @Column({ type: "varchar" })
  kind: DifferenceKind;

  @Field({ description: "What differs, in words" })
  @Column()
  description: string;

  @Field(() => ID, { nullable: true, description: "The shop's payment, when the shop has one" })
  @Column({ type: "uuid", nullable: true })
  paymentId: string | null;

  @Column({ ...PAISE_TOTAL_COLUMN, nullable: true })
  shopAmountPaise: number | null;

  @Column({ ...PAISE_TOTAL_COLUMN, nullable: true })
  providerAmountPaise: number | null;

  @Field({ description: "Whether an admin has dealt with it" })
  @Column({ default: false })
  resolved: boolean;

  @Field({ description: "When the reconciliation found it" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Money, { nullable: true, name: "shopAmount", description: "What the shop recorded; null when it has no such payment" })
  get shopAmount(): Money | null {
    return toMoneyOrNull(this.shopAmountPaise);
  }

  @Field(() => Money, { nullable: true, name: "providerAmount", description: "What Razorpay reports; null when it has no such payment" })
  get providerAmount(): Money | null {
    return toMoneyOrNull(this.providerAmountPaise);
  }
}
