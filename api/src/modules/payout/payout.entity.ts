import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { Money, PAISE_TOTAL_COLUMN, toMoney } from "../../vocabulary/money";

/**
 * One settlement Razorpay paid into the shop's bank account: what its captured payments came to,
 * less Razorpay's fees (GST included) and the refunds it paid back. The totals are the sums of its
 * lines, as the settlement recon reports them.
 */
@ObjectType({ description: "A Razorpay settlement: money paid into the shop's bank account (admins)" })
@Entity("payouts")
@Index("IDX_payouts_settled_at", ["settledAt"])
export class Payout {
  @Field(() => ID, { description: "The payout's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "Razorpay's settlement id (setl_...)" })
  @Column({ unique: true })
  settlementId: string;

  @Field({ description: "The bank transfer's reference (UTR), to find it in the bank statement" })
  @Column()
  utr: string;

  @Column(PAISE_TOTAL_COLUMN)
  amountPaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  feesPaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  taxPaise: number;

  @Field({ description: "When Razorpay settled it" })
  @Column({ type: "timestamptz" })
  settledAt: Date;

  @Field({ description: "When the shop recorded it" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Money, { name: "amount", description: "What reached the bank: payments less fees and refunds" })
  get amount(): Money {
    return toMoney(this.amountPaise);
  }

  @Field(() => Money, { name: "fees", description: "Razorpay's fees, GST included" })
  get fees(): Money {
    return toMoney(this.feesPaise);
  }

  @Field(() => Money, { name: "tax", description: "The GST within the fees" })
  get tax(): Money {
    return toMoney(this.taxPaise);
  }
}
