import { ArrayMaxSize, IsBoolean, IsInt, IsOptional, Matches, Max, MaxLength, Min } from "class-validator";
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { Money, toMoney } from "../../vocabulary/money";
import { PaiseInput } from "../../common/paise-input";
import { KeptUnlessSent } from "../../common/partial-update";
import { rules } from "../../common/validation";
import { Connected } from "../../common/pagination";
import { PriceBreakdown } from "../cart/price-breakdown";
import { Coupon } from "./coupon.entity";

/**
 * The coupon form's fields that may be left out of a new coupon (null: no such rule) and that an
 * update changes when sent. The discount is said by which field is sent: `percentOff` or
 * `amountOffPaise`, never a number whose meaning hangs on another field.
 */
@InputType({ description: "The coupon form's optional rules (not used on its own)" })
abstract class CouponRuleFields {
  @Field(() => Int, { nullable: true, description: "A percentage of the subtotal taken off, 1 to 100; not with amountOffPaise" })
  @IsOptional()
  @IsInt({ message: "Percentage must be a whole number" })
  @Min(1, { message: "Percentage must be at least 1" })
  @Max(100, { message: "Percentage cannot exceed 100" })
  percentOff?: number | null;

  @PaiseInput("Amount off", {
    nullable: true,
    description: "a fixed amount taken off, at least Rs. 1; not with percentOff",
    min: { paise: 100, message: "Amount off must be at least Rs. 1" },
  })
  amountOffPaise?: number | null;

  @PaiseInput("Minimum order value", {
    nullable: true,
    description: "the bag's subtotal must be at least this; null: no minimum",
    min: { paise: 100, message: "Minimum order value must be at least Rs. 1 (leave it empty for none)" },
  })
  minOrderPaise?: number | null;

  @Field(() => Date, {
    nullable: true,
    description: "When the coupon stops working; not before today. A form that picks a date should send the end of that day.",
  })
  @IsOptional()
  expiresAt?: Date | null;

  @Field(() => Date, { nullable: true, description: "When the coupon starts working; null: at once" })
  @IsOptional()
  startsAt?: Date | null;

  @Field(() => Int, { nullable: true, description: "Orders that may use it in all; null: no limit" })
  @IsOptional()
  usageLimit?: number | null;

  @Field(() => Int, { nullable: true, description: "Orders one customer may use it on; null: no limit" })
  @IsOptional()
  perCustomerLimit?: number | null;

  @Field(() => [ID], {
    nullable: true,
    description: "The discount applies only to these categories' products; empty or null: the whole bag",
  })
  @IsOptional()
  @ArrayMaxSize(50, { message: "Choose at most 50 categories" })
  categoryIds?: string[] | null;
}

const codeRules = rules(
  Matches(/\S/, { message: "Coupon code is required" }),
  MaxLength(40, { message: "Coupon code must be at most 40 characters" }),
);

@InputType({
  description:
    "A new coupon as the admin form sends it: percentOff or amountOffPaise (exactly one), or neither for a coupon that only makes delivery free (freeDelivery true)",
})
export class CouponInput extends CouponRuleFields {
  @Field({ description: "Trimmed and uppercased before it is saved" })
  @codeRules
  code: string;

  @Field({ description: "Whether the coupon can be used (default true); false switches it off", defaultValue: true })
  @IsBoolean()
  active: boolean = true;

  @Field({ description: "Only for a customer's first order (default false)", defaultValue: false })
  @IsBoolean()
  firstOrderOnly: boolean = false;

  @Field({ defaultValue: false, description: "Delivery is free with the coupon (alone, or with its discount)" })
  @IsBoolean()
  freeDelivery: boolean = false;

  @Field({ defaultValue: false, description: "Only for orders paid by UPI" })
  @IsBoolean()
  prepaidOnly: boolean = false;
}

@InputType({
  description:
    "Changes to a coupon: fields left out stay as they are; null clears a rule and is refused for code, active, firstOrderOnly, freeDelivery and prepaidOnly. Sending percentOff or amountOffPaise replaces the discount: the one not sent is cleared.",
})
export class UpdateCouponInput extends CouponRuleFields {
  @Field(() => String, { nullable: true, description: "Trimmed and uppercased before it is saved" })
  @codeRules
  @KeptUnlessSent("Coupon code is required")
  code?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Whether the coupon can be used; false switches it off" })
  @KeptUnlessSent("Active cannot be cleared: leave it out to keep it")
  active?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Only for a customer's first order" })
  @KeptUnlessSent("First order only cannot be cleared: leave it out to keep it")
  firstOrderOnly?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Delivery is free with the coupon (alone, or with its discount)" })
  @KeptUnlessSent("Free delivery cannot be cleared: leave it out to keep it")
  freeDelivery?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Only for orders paid by UPI" })
  @KeptUnlessSent("Prepaid only cannot be cleared: leave it out to keep it")
  prepaidOnly?: boolean | null;
}

@ObjectType({
  description: "What a coupon has done: the orders that used it (cancelled ones not counted), their revenue and the discount given",
})
export class CouponUsage {
  @Field(() => Int, { description: "Orders that used the coupon" })
  orders: number;

  @Field(() => Money, { description: "What those orders were paid in all" })
  revenue: Money;

  @Field(() => Money, { description: "What the coupon took off them" })
  discount: Money;

  static of(orders: number, revenuePaise: number, discountPaise: number): CouponUsage {
    return Object.assign(new CouponUsage(), { orders, revenue: toMoney(revenuePaise), discount: toMoney(discountPaise) });
  }
}

@ObjectType({ description: "A page of coupons" })
export class CouponConnection extends Connected(Coupon, "Coupon") {}

@ObjectType({ description: "What a coupon would do to the shopper's bag now" })
export class CouponCheck {
  @Field(() => Coupon, { description: "The coupon the code belongs to" })
  coupon: Coupon;

  @Field(() => Money, { description: "What it takes off this bag" })
  discount: Money;

  @Field(() => PriceBreakdown, { description: "The bag's totals with the coupon applied" })
  totals: PriceBreakdown;
}
