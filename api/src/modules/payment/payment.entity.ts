import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Money, PAISE_TOTAL_COLUMN, toMoney } from "../../vocabulary/money";

export enum PaymentRecordStatus {
  CREATED = "created",
  CAPTURED = "captured",
  FAILED = "failed",
}
registerEnumType(PaymentRecordStatus, {
  name: "PaymentRecordStatus",
  description:
    "CREATED (the provider's order exists, the shopper has not paid), CAPTURED (money taken), FAILED (the last attempt failed; a later one may still succeed)",
  valuesConfig: {
    CREATED: { description: "The provider's order exists; the shopper has not paid" },
    CAPTURED: { description: "The money was taken" },
    FAILED: { description: "The last attempt failed; a later one may still succeed" },
  },
});

/**
 * One payment at the provider: the order made there for a UPI checkout, and once the shopper has
 * paid, the provider's payment id and when it was captured. What happened to it is kept as
 * PaymentEvents; refunds hang off it.
 */
@ObjectType({ description: "A UPI payment at the provider, for one checkout (admins)" })
@Entity("payments")
export class Payment {
  @Field(() => ID, { description: "The payment's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ID, { description: "The checkout paid" })
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

  @Field({ description: "The currency code (INR)" })
  @Column({ length: 3, default: "INR" })
  currency: string;

  @Field(() => String, {
    nullable: true,
    description: "How the shopper paid, as the provider reports it (upi, card, netbanking, wallet, emi, ...); null until captured",
  })
  @Column({ type: "varchar", nullable: true })
  method: string | null;

  @Field(() => PaymentRecordStatus, { description: "Where the payment is at the provider" })
  @Column({ type: "enum", enum: PaymentRecordStatus, enumName: "payment_record_status", default: PaymentRecordStatus.CREATED })
  status: PaymentRecordStatus;

  @Field(() => String, {
    nullable: true,
    description:
      "Why an admin should look at this payment: an amount that did not match, money captured after its checkout closed (refunded automatically), or a refund the provider refused (with its reason)",
  })
  @Column({ type: "varchar", nullable: true })
  attention: string | null;

  @Field(() => Date, { description: "When the money was taken; null until captured", nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  capturedAt: Date | null;

  @Field({ description: "When the provider's order was made" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @Field(() => Money, { name: "amount", description: "What the provider was asked to collect: the checkout's total" })
  get amount(): Money {
    return toMoney(this.amountPaise);
  }
}
