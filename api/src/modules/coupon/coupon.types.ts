import { ArrayMaxSize, IsBoolean, IsEnum, IsOptional, Matches, Max, MaxLength, Min } from "class-validator";
import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { MAX_AMOUNT_RUPEES, Money, toMoney } from "../../common/money";
import { Connected } from "../../common/pagination";
import { PriceBreakdown } from "../cart/price-breakdown";
import { Coupon, DiscountType } from "./coupon.entity";

@InputType({ description: "A coupon as the admin form sends it" })
export class CouponInput {
  @Field({ description: "Trimmed and uppercased before it is saved" })
  @MaxLength(40, { message: "Coupon code must be at most 40 characters" })
  @Matches(/\S/, { message: "Coupon code is required" })
  code: string;

  @Field(() => DiscountType, { description: "FREE_DELIVERY: no discount, the coupon only makes delivery free (freeDelivery is then true)" })
  @IsEnum(DiscountType, { message: "Discount type must be percentage, amount or free delivery" })
  discountType: DiscountType;

  @Field(() => Float, {
    nullable: true,
    description: "Percent (1-100, whole) for PERCENTAGE; rupees (at least 1) for AMOUNT; none for FREE_DELIVERY",
  })
  @IsOptional()
  @Max(MAX_AMOUNT_RUPEES, { message: "Value can be at most 1,00,00,000" })
  @Min(1, { message: "Value must be greater than 0" })
  value?: number | null;

  @Field({ description: "Whether the coupon can be used (default true); false switches it off", defaultValue: true })
  @IsBoolean()
  active: boolean = true;

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

  @Field(() => Float, { nullable: true, description: "Rupees: the bag's subtotal must be at least this; null: no minimum" })
  @IsOptional()
  @Max(MAX_AMOUNT_RUPEES, { message: "Minimum order value can be at most 1,00,00,000" })
  minOrderValue?: number | null;

  @Field({ description: "Only for a customer's first order (default false)", defaultValue: false })
  @IsBoolean()
  firstOrderOnly: boolean = false;

  @Field({ defaultValue: false, description: "Delivery is free with the coupon (alone, or with its discount)" })
  @IsBoolean()
  freeDelivery: boolean = false;

  @Field({ defaultValue: false, description: "Only for orders paid by UPI" })
  @IsBoolean()
  prepaidOnly: boolean = false;

  @Field(() => [ID], {
    nullable: true,
    description: "The discount applies only to these categories' products; empty or null: the whole bag",
  })
  @IsOptional()
  @ArrayMaxSize(50, { message: "Choose at most 50 categories" })
  categoryIds?: string[] | null;
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
