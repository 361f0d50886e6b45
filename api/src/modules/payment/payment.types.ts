import { IsEnum, IsInt, IsNotEmpty, IsOptional, IsUUID, Max, MaxLength, Min } from "class-validator";
import { GraphQLSafeInt } from "graphql-scalars";
import { Field, ID, InputType, ObjectType } from "type-graphql";
import { Connected } from "../../common/pagination";
import { Required } from "../../common/validation";
import { Payment } from "./payment.entity";
import { Money, MAX_AMOUNT_PAISE } from "../../vocabulary/money";
import { RefundMethod } from "./refund.entity";
import { RazorpayMethod } from "../settings/razorpay-methods";

@ObjectType({
  description:
    "How shoppers may pay: every text naming ways of paying (footer, FAQ, policies, checkout) reads these; a Test mode notice shows when no money moves",
})
export class PaymentOptions {
  @Field({ description: "simulator (development and demos) or razorpay" })
  provider: string;

  @Field({ description: "True when no money is taken: the simulator, or Razorpay with test keys" })
  testMode: boolean;

  @Field(() => [RazorpayMethod], { description: "The ways of paying online the shop offers (the settings' payments.razorpayMethods)" })
  online: RazorpayMethod[];

  @Field({
    description: "Whether cash on delivery is offered at some pincode (the delivery rules say where; limits may still rule an order out)",
  })
  cashOnDelivery: boolean;
}

@ObjectType({
  description:
    "What the payment step passes to Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/)",
})
export class RazorpayCheckout {
  @Field({ description: "The shop's public key id (key)" })
  keyId: string;

  @Field({ description: "The Razorpay order to pay (order_id)" })
  orderId: string;

  @Field(() => Money, { description: "The amount of the Razorpay order: the checkout's total" })
  amount: Money;

  @Field({ description: "The checkout.js to load on the payment step" })
  scriptUrl: string;
}

@InputType({
  description:
    "What Razorpay Checkout's success handler received; the server verifies the signature and fetches the payment before anything is paid",
})
export class ConfirmRazorpayPaymentInput {
  @Field(() => ID, { description: "The checkout being paid" })
  @IsUUID("all", { message: "Checkout not found" })
  checkoutId: string;

  @Field({ description: "razorpay_order_id" })
  @IsNotEmpty({ message: "razorpay_order_id is required" })
  @MaxLength(64, { message: "razorpay_order_id is too long" })
  razorpayOrderId: string;

  @Field({ description: "razorpay_payment_id" })
  @IsNotEmpty({ message: "razorpay_payment_id is required" })
  @MaxLength(64, { message: "razorpay_payment_id is too long" })
  razorpayPaymentId: string;

  @Field({ description: "razorpay_signature" })
  @IsNotEmpty({ message: "razorpay_signature is required" })
  @MaxLength(128, { message: "razorpay_signature is too long" })
  razorpaySignature: string;
}

@InputType({ description: "Admin: refunds (part of) a paid UPI order through the payment provider" })
export class RefundOrderInput {
  @Field(() => ID, { description: "The paid UPI order" })
  orderId: string;

  @Field(() => GraphQLSafeInt, { nullable: true, description: "In paise; omitted: everything not yet refunded" })
  @IsOptional()
  @IsInt({ message: "Refund amount must be a whole number of paise" })
  @Min(1, { message: "Refund amount must be at least 1 paisa" })
  @Max(MAX_AMOUNT_PAISE, { message: "Refund amount is too large" })
  amountPaise?: number | null;

  @Field({ description: "Why: shown to admins in the order's history and to the customer in the refund email" })
  @MaxLength(500, { message: "Reason must be at most 500 characters" })
  @Required("Please give a reason for the refund")
  reason: string;
}

@InputType({ description: "Admin: records a refund made by hand for a cash-on-delivery order (a UPI or bank transfer to the customer)" })
export class ManualRefundInput {
  @Field(() => ID, { description: "The delivered cash-on-delivery order" })
  orderId: string;

  @Field(() => GraphQLSafeInt, { description: "In paise" })
  @IsInt({ message: "Refund amount must be a whole number of paise" })
  @Min(1, { message: "Refund amount must be at least 1 paisa" })
  @Max(MAX_AMOUNT_PAISE, { message: "Refund amount is too large" })
  amountPaise: number;

  @Field(() => RefundMethod, { description: "MANUAL_UPI or MANUAL_BANK" })
  @IsEnum(RefundMethod, { message: "Method must be MANUAL_UPI or MANUAL_BANK" })
  method: RefundMethod;

  @Field({ description: "The UPI transaction reference or bank reference of the transfer" })
  @MaxLength(100, { message: "Reference must be at most 100 characters" })
  @Required("Please give the UPI or bank reference of the transfer")
  reference: string;

  @Field({ description: "Why, at most 500 characters" })
  @MaxLength(500, { message: "Reason must be at most 500 characters" })
  @Required("Please give a reason for the refund")
  reason: string;
}

@ObjectType({ description: "A page of payments" })
export class PaymentConnection extends Connected(Payment, "Payment") {}
