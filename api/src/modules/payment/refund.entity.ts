import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { Money, PAISE_TOTAL_COLUMN, toMoney } from "../../vocabulary/money";

export enum RefundStatus {
  REQUESTED = "requested",
  PENDING = "pending",
  PROCESSED = "processed",
  FAILED = "failed",
}
registerEnumType(RefundStatus, {
  name: "RefundStatus",
  description:
    "REQUESTED (recorded by the shop, being sent to the provider), PENDING (accepted by the provider, the money has not moved yet), " +
    "PROCESSED (the provider has sent the money; manual refunds are recorded as processed), FAILED (refused by the provider, see failure; its amount can be refunded again)",
  valuesConfig: {
    REQUESTED: { description: "Recorded by the shop and being sent to the provider" },
    PENDING: { description: "Accepted by the provider, not yet processed" },
    PROCESSED: { description: "The money was sent (manual refunds are recorded as processed)" },
    FAILED: { description: "The provider refused or could not make the refund (failure says why); its amount can be refunded again" },
  },
});

export enum RefundMethod {
  PROVIDER = "provider",
  MANUAL_UPI = "manual_upi",
  MANUAL_BANK = "manual_bank",
}
registerEnumType(RefundMethod, {
  name: "RefundMethod",
  description:
    "PROVIDER (through the payment provider, back to where the UPI payment came from), or a manual refund an admin made and recorded: MANUAL_UPI or MANUAL_BANK",
  valuesConfig: {
    PROVIDER: { description: "Through the payment provider, back to where the UPI payment came from" },
    MANUAL_UPI: { description: "Paid back by UPI by an admin, and recorded" },
    MANUAL_BANK: { description: "Paid back by bank transfer by an admin, and recorded" },
  },
});

/** Money given back for an order (or, for a payment captured too late, for its checkout). */
@ObjectType({ description: "A refund of (part of) an order's payment" })
@Entity("refunds")
@Index("IDX_refunds_order", ["orderId"])
@Index("IDX_refunds_payment", ["paymentId"])
export class Refund {
  @Field(() => ID, { description: "The refund's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ID, { nullable: true, description: "Null for a payment captured after its checkout closed: no order was placed" })
  @Column({ type: "uuid", nullable: true })
  orderId: string | null;

  @Column({ type: "uuid", nullable: true })
  paymentId: string | null;

  /** The provider payment given back when it is not the payment's own: a stray capture's (a second payment, a wrong amount). */
  @Column({ type: "varchar", nullable: true })
  providerPaymentId: string | null;

  @Column(PAISE_TOTAL_COLUMN)
  amountPaise: number;

  @Field({ description: "Why the refund was made" })
  @Column()
  reason: string;

  @Field(() => RefundMethod, { description: "How the money goes back" })
  @Column({ type: "enum", enum: RefundMethod, enumName: "refund_method" })
  method: RefundMethod;

  @Field(() => RefundStatus, { description: "Where the refund is" })
  @Column({ type: "enum", enum: RefundStatus, enumName: "refund_status" })
  status: RefundStatus;

  @Field(() => String, { nullable: true, description: "The provider's refund id, or the UPI or bank reference of a manual refund" })
  @Column({ type: "varchar", nullable: true })
  reference: string | null;

  @Field(() => String, { nullable: true, description: "Why the provider refused the refund, in the provider's words" })
  @Column({ type: "varchar", nullable: true })
  failure: string | null;

  /** The admin who asked for it; null when the shop refunded by itself (a payment captured too late). */
  @Column({ type: "uuid", nullable: true })
  requestedBy: string | null;

  @Field({ description: "When the refund was made or asked for" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { description: "When the money was sent; null until processed", nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  processedAt: Date | null;

  @Field(() => Money, { description: "The amount given back (Money: integer paise)", name: "amount" })
  get amount(): Money {
    return toMoney(this.amountPaise);
  }
}
