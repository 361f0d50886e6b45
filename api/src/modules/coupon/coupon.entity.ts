import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Money, PAISE_TOTAL_COLUMN, toMoneyOrNull } from "../../vocabulary/money";

export enum DiscountType {
  PERCENTAGE = "percentage",
  AMOUNT = "amount",
  /** No discount: the coupon only makes delivery free. */
  FREE_DELIVERY = "free_delivery",
}
registerEnumType(DiscountType, {
  name: "DiscountType",
  description: "A percentage of the subtotal, a fixed amount off, or no discount (FREE_DELIVERY: the coupon only makes delivery free)",
  valuesConfig: {
    PERCENTAGE: { description: "A percentage (1-100) of the subtotal" },
    AMOUNT: { description: "A fixed amount off" },
    FREE_DELIVERY: { description: "No discount: the coupon only makes delivery free" },
  },
});

export enum CouponStatus {
  ACTIVE = "active",
  INACTIVE = "inactive",
  EXPIRED = "expired",
  SCHEDULED = "scheduled",
  USED_UP = "used_up",
}
registerEnumType(CouponStatus, {
  name: "CouponStatus",
  description: "Whether a coupon works now: active, switched off, past its expiry, not started yet, or every use taken",
  valuesConfig: {
    ACTIVE: { description: "Works now" },
    INACTIVE: { description: "Switched off by an admin" },
    EXPIRED: { description: "Past its expiry date" },
    SCHEDULED: { description: "Its start date has not come yet" },
    USED_UP: { description: "Every use it allows is taken" },
  },
});

/**
 * A discount code. Its benefit is a percentage (1-100) or a fixed amount (at least Rs. 1), free
 * delivery, or free delivery with one of those. The rules of coupons v2 (dates, limits, minimum,
 * first order, prepaid, categories) are checked by coupon-rules.ts.
 */
@ObjectType({ description: "A discount code shoppers enter at checkout" })
@Entity("coupons")
@Check(
  "CHK_coupons_benefit",
  `num_nonnulls("percentage", "fixed_amount_paise") <= 1 AND ("free_delivery" OR num_nonnulls("percentage", "fixed_amount_paise") = 1)`,
)
@Check("CHK_coupons_usage_limit", `"usage_limit" IS NULL OR "usage_limit" >= 1`)
@Check("CHK_coupons_per_customer_limit", `"per_customer_limit" IS NULL OR "per_customer_limit" >= 1`)
@Check("CHK_coupons_used_count", `"used_count" >= 0`)
@Check("CHK_coupons_percentage", `"percentage" IS NULL OR "percentage" BETWEEN 1 AND 100`)
@Check("CHK_coupons_fixed_amount", `"fixed_amount_paise" IS NULL OR "fixed_amount_paise" >= 100`)
export class Coupon {
  @Field(() => ID, { description: "The coupon's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "Trimmed and uppercased; unique" })
  @Index({ unique: true })
  @Column()
  code: string;

  @Field(() => Int, {
    nullable: true,
    description: "Percent of the subtotal taken off, for a PERCENTAGE coupon",
    deprecationReason: "Use percentOff, named as CouponInput names it",
  })
  @Column({ type: "integer", nullable: true })
  percentage: number | null;

  @Column({ type: "integer", nullable: true })
  fixedAmountPaise: number | null;

  @Field({ description: "Switched off coupons are refused at checkout" })
  @Column({ default: true })
  active: boolean;

  @Field(() => Date, { nullable: true, description: "The coupon works until this moment; null: no expiry" })
  @Column({ type: "timestamptz", nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: "The coupon works from this moment; null: at once" })
  @Column({ type: "timestamptz", nullable: true })
  startsAt: Date | null;

  @Field(() => Int, { nullable: true, description: "How many orders may use it in all; null: no limit" })
  @Column({ type: "integer", nullable: true })
  usageLimit: number | null;

  @Field(() => Int, { nullable: true, description: "How many orders one customer may use it on; null: no limit" })
  @Column({ type: "integer", nullable: true })
  perCustomerLimit: number | null;

  @Column({ ...PAISE_TOTAL_COLUMN, nullable: true })
  minOrderPaise: number | null;

  @Field({ description: "Only for a customer's first order" })
  @Column({ default: false })
  firstOrderOnly: boolean;

  @Field({ description: "Delivery is free with this coupon (alone, or with its discount)" })
  @Column({ default: false })
  freeDelivery: boolean;

  @Field({ description: "Only for orders paid online (UPI), not cash on delivery" })
  @Column({ default: false })
  prepaidOnly: boolean;

  @Field(() => [ID], { description: "The discount applies only to products of these categories; empty: to the whole bag" })
  @Column({ type: "uuid", array: true, default: () => "'{}'" })
  categoryIds: string[];

  /**
   * Orders (and checkouts awaiting payment) holding a use: raised by a conditional update when an
   * order is placed, so concurrent checkouts can never pass the usage limit, and lowered when one
   * is cancelled or its payment fails.
   */
  /** The one email address whose account may use the coupon (a newsletter welcome code); null: anyone's. */
  @Column({ type: "varchar", nullable: true })
  onlyForEmail: string | null;

  @Field(() => Int, { description: "Uses held now by placed orders and checkouts awaiting payment" })
  @Column({ type: "integer", default: 0 })
  usedCount: number;

  @Field({ description: "When the coupon was added" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @Field(() => DiscountType, { description: "What the coupon takes off" })
  get discountType(): DiscountType {
    if (this.percentage !== null) return DiscountType.PERCENTAGE;
    return this.fixedAmountPaise !== null ? DiscountType.AMOUNT : DiscountType.FREE_DELIVERY;
  }

  @Field(() => Money, { nullable: true, description: "The bag's subtotal must be at least this" })
  get minOrder(): Money | null {
    return toMoneyOrNull(this.minOrderPaise);
  }

  @Field(() => Money, {
    nullable: true,
    description: "The amount taken off, for an AMOUNT coupon",
    deprecationReason: "Use amountOff, named as CouponInput names it (amountOffPaise)",
  })
  get fixedAmount(): Money | null {
    return this.amountOff;
  }

  @Field(() => Int, { nullable: true, description: "Percent of the subtotal taken off (1-100), for a PERCENTAGE coupon; null otherwise" })
  get percentOff(): number | null {
    return this.percentage;
  }

  @Field(() => Money, { nullable: true, description: "The amount taken off, for an AMOUNT coupon; null otherwise" })
  get amountOff(): Money | null {
    return toMoneyOrNull(this.fixedAmountPaise);
  }

  @Field(() => CouponStatus, { description: "Whether the coupon works now" })
  get status(): CouponStatus {
    if (this.expiresAt && this.expiresAt.getTime() <= Date.now()) return CouponStatus.EXPIRED;
    if (this.active && this.startsAt && this.startsAt.getTime() > Date.now()) return CouponStatus.SCHEDULED;
    if (this.active && this.usageLimit !== null && this.usedCount >= this.usageLimit) return CouponStatus.USED_UP;
    return this.active ? CouponStatus.ACTIVE : CouponStatus.INACTIVE;
  }

  /** What this coupon takes off a subtotal, in paise (a percentage rounds to the nearest paisa). */
  discountOn(subtotalPaise: number): number {
    if (this.percentage !== null) return Math.round((subtotalPaise * this.percentage) / 100);
    return this.fixedAmountPaise ?? 0;
  }
}
