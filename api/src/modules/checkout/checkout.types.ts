import { IsEmail, IsEnum, IsOptional, MaxLength, ValidateNested } from "class-validator";
import { Field, InputType } from "type-graphql";
import { PaiseInput } from "../../common/paise-input";
import { PaymentMethod } from "../../vocabulary/payment-method";
import { ShippingInfoInput } from "../../vocabulary/shipping-info";

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

  @PaiseInput("Expected total", {
    // A bag may pass a crore (999 units of a dear product): any whole number of paise the scalar takes.
    max: { paise: Number.MAX_SAFE_INTEGER, words: "9,007,199,254,740,991 paise" },
    description:
      "the total the shopper was shown (e.g. 129950 for Rs. 1,299.50). If the server's total differs the checkout is refused (PRICES_CHANGED) and nothing is taken.",
  })
  expectedTotalPaise: number;

  @Field({
    description:
      "A fresh random key per attempt to place an order (e.g. a UUID). Sending the same key again returns the same checkout instead of placing a second order.",
  })
  @MaxLength(100, { message: "Idempotency key must be at most 100 characters" })
  idempotencyKey: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Where the order's emails go, for an account that signs in by phone only (required then); kept with the order, not the account. Ignored for an account with an email.",
  })
  @IsOptional()
  @MaxLength(254, { message: "Email must be at most 254 characters" })
  @IsEmail({}, { message: "Enter a valid email for the order's updates" })
  contactEmail?: string | null;
}
