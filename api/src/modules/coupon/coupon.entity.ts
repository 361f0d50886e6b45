import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Money, toMoney } from "../../common/money";

export enum DiscountType {
  PERCENTAGE = "percentage",
  AMOUNT = "amount",
}
registerEnumType(DiscountType, { name: "DiscountType", description: "A percentage of the subtotal, or a fixed amount off" });

export enum CouponStatus {
  ACTIVE = "active",
  INACTIVE = "inactive",
  EXPIRED = "expired",
}
registerEnumType(CouponStatus, { name: "CouponStatus", description: "Whether a coupon works now: active, switched off, or past its expiry" });

/** A discount code. Exactly one of percentage (1-100) and fixed amount (at least Rs. 1). */
@ObjectType({ description: "A discount code shoppers enter at checkout" })
@Entity("coupons")
@Check("CHK_coupons_one_discount", `num_nonnulls("percentage", "fixed_amount_paise") = 1`)
@Check("CHK_coupons_percentage", `"percentage" IS NULL OR "percentage" BETWEEN 1 AND 100`)
@Check("CHK_coupons_fixed_amount", `"fixed_amount_paise" IS NULL OR "fixed_amount_paise" >= 100`)
export class Coupon {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "Trimmed and uppercased; unique" })
  @Index({ unique: true })
  @Column()
  code: string;

  @Field(() => Int, { nullable: true, description: "Percent of the subtotal taken off, for a PERCENTAGE coupon" })
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

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @Field(() => DiscountType)
  get discountType(): DiscountType {
    return this.percentage !== null ? DiscountType.PERCENTAGE : DiscountType.AMOUNT;
  }

  @Field(() => Money, { nullable: true, description: "The amount taken off, for an AMOUNT coupon" })
  get fixedAmount(): Money | null {
    return this.fixedAmountPaise === null ? null : toMoney(this.fixedAmountPaise);
  }

  @Field(() => CouponStatus)
  get status(): CouponStatus {
    if (this.expiresAt && this.expiresAt.getTime() <= Date.now()) return CouponStatus.EXPIRED;
    return this.active ? CouponStatus.ACTIVE : CouponStatus.INACTIVE;
  }

  /** What this coupon takes off a subtotal, in paise (a percentage rounds to the nearest paisa). */
  discountOn(subtotalPaise: number): number {
    return this.percentage !== null ? Math.round((subtotalPaise * this.percentage) / 100) : this.fixedAmountPaise!;
  }
}
