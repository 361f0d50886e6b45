import { IsEnum, IsOptional, MaxLength, Min, ValidateNested } from "class-validator";
import { Field, Float, InputType } from "type-graphql";
import { PaymentMethod } from "./payment-method";
import { ShippingInfoInput } from "./shipping-info";

@InputType({ description: "Places the signed-in customer's bag: the server prices it and checks the total the shopper saw" })
export class CreateCheckoutInput {
  @Field(() => ShippingInfoInput, { description: "Where the order goes" })
  @ValidateNested()
  shippingInfo: ShippingInfoInput;

  @Field(() => PaymentMethod, { description: "UPI or cash on delivery" })
  @IsEnum(PaymentMethod, { message: "Please select a payment method." })
  paymentMethod: PaymentMethod;

  @Field(() => String, { nullable: true, description: "A coupon code; checked again here, not only by checkCoupon" })
  @IsOptional()
  @MaxLength(40, { message: "Invalid coupon code" })
  couponCode?: string | null;

  @Field(() => Float, {
    description:
      "The total the shopper was shown, in rupees (e.g. 1299.5). If the server's total differs the checkout is refused (CONFLICT) and nothing is taken.",
  })
  @Min(0, { message: "Expected total cannot be negative" })
  expectedTotal: number;

  @Field({
    description:
      "A fresh random key per attempt to place an order (e.g. a UUID). Sending the same key again returns the same checkout instead of placing a second order.",
  })
  @MaxLength(100, { message: "Idempotency key must be at most 100 characters" })
  idempotencyKey: string;
}
