import { Field, ID, ObjectType } from "type-graphql";
import { Money } from "../../vocabulary/money";
import { Connected } from "../../common/pagination";
import { PayoutLine } from "./payout-line.entity";
import { Payout } from "./payout.entity";

@ObjectType({ description: "A page of payouts" })
export class PayoutConnection extends Connected(Payout, "Payout") {}

@ObjectType({ description: "A payout with the payments and refunds it settled (admins)" })
export class PayoutDetails {
  @Field(() => Payout, { description: "The payout and its totals" })
  payout: Payout;

  @Field(() => [PayoutLine], { description: "What it settled, payments first, each with the order it paid" })
  lines: PayoutLine[];
}

@ObjectType({ description: "An order Razorpay captured a payment for that no payout has settled yet (admins)" })
export class UnsettledPayment {
  @Field(() => ID, { description: "The order paid" })
  orderId: string;

  @Field({ description: "Razorpay's payment id (pay_...)" })
  providerPaymentId: string;

  @Field(() => Money, { description: "The amount captured" })
  amount: Money;

  @Field({ description: "When Razorpay captured it" })
  capturedAt: Date;
}

@ObjectType({ description: "A page of orders paid through Razorpay and not yet settled" })
export class UnsettledPaymentConnection extends Connected(UnsettledPayment, "UnsettledPayment") {}
