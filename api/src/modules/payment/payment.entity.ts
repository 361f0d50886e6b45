import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Money, PAISE_TOTAL_COLUMN, toMoney } from "../../common/money";

export enum PaymentRecordStatus {
  CREATED = "created",
  CAPTURED = "captured",
  FAILED = "failed",
}
registerEnumType(PaymentRecordStatus, {
  name: "PaymentRecordStatus",
  description: "CREATED (the provider's order exists, the shopper has not paid), CAPTURED (money taken), FAILED (the last attempt failed; a later one may still succeed)",
});

/**
 * One payment at the provider: the order made there for a UPI checkout, and once the shopper has
 * paid, the provider's payment id and when it was captured. What happened to it is kept as
 * PaymentEvents; refunds hang off it.
 */
@ObjectType({ description: "A UPI payment at the provider, for one checkout (admins)" })
@Entity("payments")
export class Payment {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ID)
  @Column({ type: "uuid", unique: true })
  checkoutId: string;

  @Field({ description: "simulator or razorpay" })
  @Column()
  provider: string;

  @Field({ description: "The provider's order id (Razorpay: order_...)" })
  @Column()
  providerOrderId: string;

  @Field(() => String, { nullable: true, description: "The provider's payment id once the shopper has paid (Razorpay: pay_...)" })
  @Column({ type: "varchar", nullable: true })
  providerPaymentId: string | null;

  @Column(PAISE_TOTAL_COLUMN)
  amountPaise: number;

  @Field()
  @Column({ length: 3, default: "INR" })
  currency: string;

  @Field(() => PaymentRecordStatus)
  @Column({ type: "enum", enum: PaymentRecordStatus, enumName: "payment_record_status", default: PaymentRecordStatus.CREATED })
  status: PaymentRecordStatus;

  @Field(() => String, {
    nullable: true,
    description: "Why an admin should look at this payment: an amount that did not match, or money captured after its checkout closed (refunded automatically)",
  })
  @Column({ type: "varchar", nullable: true })
  attention: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  capturedAt: Date | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @Field(() => Money, { name: "amount", description: "What the provider was asked to collect: the checkout's total" })
  get amount(): Money {
    return toMoney(this.amountPaise);
  }
}
