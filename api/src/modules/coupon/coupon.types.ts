import { IsBoolean, IsEnum, IsOptional, Matches, Max, MaxLength, Min } from "class-validator";
import { Field, Float, InputType, ObjectType } from "type-graphql";
import { MAX_AMOUNT_RUPEES, Money } from "../../common/money";
import { Paginated } from "../../common/pagination";
import { PriceBreakdown } from "../cart/price-breakdown";
import { Coupon, DiscountType } from "./coupon.entity";

@InputType({ description: "A coupon as the admin form sends it" })
export class CouponInput {
  @Field({ description: "Trimmed and uppercased before it is saved" })
  @MaxLength(40, { message: "Coupon code must be at most 40 characters" })
  @Matches(/\S/, { message: "Coupon code is required" })
  code: string;

  @Field(() => DiscountType)
  @IsEnum(DiscountType, { message: "Discount type must be percentage or amount" })
  discountType: DiscountType;

  @Field(() => Float, { description: "Percent (1-100, whole) for PERCENTAGE; rupees (at least 1) for AMOUNT" })
  @Max(MAX_AMOUNT_RUPEES, { message: "Value can be at most 1,00,00,000" })
  @Min(1, { message: "Value must be greater than 0" })
  value: number;

  @Field({ defaultValue: true })
  @IsBoolean()
  active: boolean = true;

  @Field(() => Date, {
    nullable: true,
    description: "When the coupon stops working; not before today. A form that picks a date should send the end of that day.",
  })
  @IsOptional()
  expiresAt?: Date | null;
}

@ObjectType({ description: "A page of coupons" })
export class CouponPage extends Paginated(Coupon) {}

@ObjectType({ description: "What a coupon would do to the shopper's bag now" })
export class CouponCheck {
  @Field(() => Coupon)
  coupon: Coupon;

  @Field(() => Money, { description: "What it takes off this bag" })
  discount: Money;

  @Field(() => PriceBreakdown, { description: "The bag's totals with the coupon applied" })
  totals: PriceBreakdown;
}
