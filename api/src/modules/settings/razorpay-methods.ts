import { Field, ObjectType, registerEnumType } from "type-graphql";
import { Column } from "typeorm";

/** The ways of paying Razorpay Checkout can offer that the shop chooses among. */
export enum RazorpayMethod {
  UPI = "upi",
  CARD = "card",
  NETBANKING = "netbanking",
  WALLET = "wallet",
}
registerEnumType(RazorpayMethod, {
  name: "RazorpayMethod",
  description: "A way of paying in Razorpay Checkout",
  valuesConfig: {
    UPI: { description: "UPI apps and UPI ids" },
    CARD: { description: "Debit and credit cards" },
    NETBANKING: { description: "Net banking" },
    WALLET: { description: "Wallets (Paytm, PhonePe...)" },
  },
});

/** What words a payment method reads as in an attention flag. */
const METHOD_WORDS: Record<string, string> = { upi: "UPI", card: "card", netbanking: "net banking", wallet: "wallet", emi: "EMI" };

/** Why a capture paid by a method the shop does not offer needs a look (the money is kept), or null when the shop offers it. */
export function unofferedMethodAttention(method: string | null, offered: readonly string[]): string | null {
  if (!method || offered.includes(method)) return null;
  return `Paid by ${METHOD_WORDS[method] ?? method}, which the shop does not offer: the payment is kept`;
}

/** Which of Razorpay Checkout's methods the shop offers (UPI unless an admin chose otherwise; at least one). */
@ObjectType({ description: "How shoppers may pay through Razorpay" })
export class PaymentSettings {
  @Field(() => [RazorpayMethod], { description: "The methods Razorpay Checkout offers shoppers; UPI by default, never none" })
  @Column({ type: "text", array: true, default: () => "'{upi}'" })
  razorpayMethods: RazorpayMethod[];
}
