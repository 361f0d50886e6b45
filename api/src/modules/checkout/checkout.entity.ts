import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { User } from "../auth/user.entity";
import { PriceBreakdown } from "../cart/price-breakdown";
import type { PricedLine } from "../cart/pricing";
import { PaymentMethod } from "../../vocabulary/payment-method";
import { PaymentStatus } from "../../vocabulary/payment-status";
import { RazorpayCheckout } from "../payment/payment.types";
import { ShippingInfo } from "../../vocabulary/shipping-info";

export enum CheckoutStatus {
  AWAITING_PAYMENT = "awaiting_payment",
  COMPLETED = "completed",
  FAILED = "failed",
  EXPIRED = "expired",
}
registerEnumType(CheckoutStatus, {
  name: "CheckoutStatus",
  description:
    "AWAITING_PAYMENT (UPI, stock held for 15 minutes) -> COMPLETED (paid, order placed); or FAILED / EXPIRED (stock given back). COD checkouts are COMPLETED at once.",
  valuesConfig: {
    AWAITING_PAYMENT: { description: "UPI: waiting for the payment; the stock is held for 15 minutes" },
    COMPLETED: { description: "Paid (or COD) and the order placed" },
    FAILED: { description: "The payment failed or the shopper gave up (abandonCheckout); stock given back" },
    EXPIRED: { description: "Not paid within 15 minutes; stock given back" },
  },
});

/**
 * One attempt to buy the bag: its lines priced and its stock taken when it was created. A UPI
 * checkout waits for the provider's confirmation; an order is placed from it once paid (or at
 * once for cash on delivery).
 */
@ObjectType({ description: "An attempt to buy the bag: priced, stock held, waiting for payment or turned into an order" })
@Entity("checkouts")
@Index("UQ_checkouts_idempotency_key", ["userId", "idempotencyKey"], { unique: true })
@Index("IDX_checkouts_awaiting_payment", ["expiresAt"], { where: `"status" = 'awaiting_payment'` })
export class Checkout {
  @Field(() => ID, { description: "The checkout's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ManyToOne(() => User, { onDelete: "CASCADE", nullable: false })
  user: User;

  @Column({ type: "uuid" })
  userId: string;

  /** The customer's account email when they checked out: the order confirmation goes there. */
  @Column()
  customerEmail: string;

  @Field(() => CheckoutStatus, { description: "Where the checkout is" })
  @Column({ type: "enum", enum: CheckoutStatus, enumName: "checkout_status" })
  status: CheckoutStatus;

  @Field(() => PaymentMethod, { description: "How the shopper pays" })
  @Column({ type: "enum", enum: PaymentMethod, enumName: "payment_method" })
  paymentMethod: PaymentMethod;

  @Field(() => PaymentStatus, { description: "What has been paid, from the payment and refund records" })
  @Column({ type: "enum", enum: PaymentStatus, enumName: "payment_status", default: PaymentStatus.UNPAID })
  paymentStatus: PaymentStatus;

  /** The bag as it was priced: what the order copies and what stock is given back for. */
  @Column({ type: "jsonb" })
  lines: PricedLine[];

  @Field(() => ShippingInfo, { description: "Where the order goes" })
  @Column(() => ShippingInfo, { prefix: "shipping" })
  shippingInfo: ShippingInfo;

  @Field(() => PriceBreakdown, { description: "The amounts priced when the checkout was created (Money: integer paise)" })
  @Column(() => PriceBreakdown, { prefix: false })
  totals: PriceBreakdown;

  @Field(() => String, { description: "The coupon applied; null for none", nullable: true })
  @Column({ type: "varchar", nullable: true })
  couponCode: string | null;

  @Column({ type: "varchar", nullable: true })
  idempotencyKey: string | null;

  /** The shop's address the shopper checked out on (one of its allowed origins): the payment page sends them back there, where they are signed in. */
  @Column({ type: "varchar", nullable: true })
  returnOrigin: string | null;

  @Field(() => Date, { nullable: true, description: "An unpaid UPI checkout is given up at this moment and its stock released" })
  @Column({ type: "timestamptz", nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { description: "When the payment was confirmed; null while unpaid (and for COD)", nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  paidAt: Date | null;

  @Field({ description: "When the checkout started" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  /** Filled in by the checkout service: the provider's page while the checkout awaits payment. */
  @Field(() => String, {
    nullable: true,
    description: "Where to send the shopper to pay (UPI through the simulator, while awaiting payment)",
  })
  paymentUrl: string | null = null;

  /** Filled in by the checkout service: Razorpay Checkout's options while the checkout awaits payment. */
  @Field(() => RazorpayCheckout, {
    nullable: true,
    description:
      "UPI through Razorpay, while awaiting payment: open Razorpay Checkout with these, then send its answer to confirmRazorpayPayment",
  })
  razorpay: RazorpayCheckout | null = null;

  /** Filled in by the checkout service: the order placed from this checkout. */
  @Field(() => ID, { description: "The order placed from this checkout; null until it is placed", nullable: true })
  orderId: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: "The storefront page to go to once the order is placed: /order-confirmation?orderId=...",
  })
  get redirectUrl(): string | null {
    return this.orderId ? `/order-confirmation?orderId=${this.orderId}` : null;
  }
}
