import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { Money, PAISE_TOTAL_COLUMN, toMoney } from "../../vocabulary/money";

/** One payment (or refund) a payout settled, with the order it paid when the shop knows it. */
@ObjectType({ description: "A payment or refund within a payout (admins)" })
@Entity("payout_lines")
@Index("IDX_payout_lines_payout", ["payoutId"])
@Index("IDX_payout_lines_provider_payment", ["providerPaymentId"])
export class PayoutLine {
  @Field(() => ID, { description: "The line's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  payoutId: string;

  /** Razorpay's id of what was settled (pay_... or rfnd_...): a line is recorded once. */
  @Field({ description: "Razorpay's id of the payment (pay_...) or refund (rfnd_...) settled" })
  @Column({ unique: true })
  entityId: string;

  @Field({ description: "payment or refund, as Razorpay's recon names it" })
  @Column()
  kind: string;

  @Field(() => String, { nullable: true, description: "Razorpay's payment id (a refund's payment for a refund line)" })
  @Column({ type: "varchar", nullable: true })
  providerPaymentId: string | null;

  @Field(() => ID, { nullable: true, description: "The order paid; null for a payment the shop has no order for" })
  @Column({ type: "uuid", nullable: true })
  orderId: string | null;

  @Column(PAISE_TOTAL_COLUMN)
  amountPaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  feePaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  taxPaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  netPaise: number;

  @Field(() => Money, { name: "amount", description: "The payment's (or refund's) amount" })
  get amount(): Money {
    return toMoney(this.amountPaise);
  }

  @Field(() => Money, { name: "fee", description: "Razorpay's fee on it, GST included" })
  get fee(): Money {
    return toMoney(this.feePaise);
  }

  @Field(() => Money, { name: "tax", description: "The GST within the fee" })
  get tax(): Money {
    return toMoney(this.taxPaise);
  }

  @Field(() => Money, { name: "net", description: "What it added to the payout: amount less fee, or minus the amount for a refund" })
  get net(): Money {
    return toMoney(this.netPaise);
  }
}
