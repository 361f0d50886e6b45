import { useQuery } from "@apollo/client/react";
import { paymentMethodWords, RAZORPAY_METHODS } from "@shop/client/payment-methods";
import { PaymentOptionsDocument, type PaymentOptionsQuery } from "../gql/graphql";

export type PaymentOptions = PaymentOptionsQuery["paymentOptions"];

/**
 * The ways of paying the shop offers, as the API serves them (the admin's Razorpay methods, and
 * cash on delivery where the delivery rules offer it). No text names a way of paying of its own:
 * the footer, FAQ, policy pages and payment step read these. Undefined while loading.
 */
export function usePaymentOptions(): PaymentOptions | undefined {
  return useQuery(PaymentOptionsDocument).data?.paymentOptions;
}

const offered = (p: PaymentOptions) => RAZORPAY_METHODS.filter((m) => p.online.includes(m));

/** The footer's badges: "UPI", "Cards", ..., "Cash on delivery". */
export function paymentBadges(p: PaymentOptions): string[] {
  return [...offered(p).map((m) => paymentMethodWords(m).badge), ...(p.cashOnDelivery ? ["Cash on delivery"] : [])];
}

/** The ways of paying online, as a sentence says them: "UPI", "UPI or debit or credit card". */
export function onlinePaymentWords(p: PaymentOptions): string {
  return listed(offered(p).map((m) => paymentMethodWords(m).inSentence));
}

/** "By UPI or net banking, or cash on delivery (COD) where your pincode allows it." */
export function paymentSentence(p: PaymentOptions): string {
  const online = `By ${onlinePaymentWords(p)}`;
  return p.cashOnDelivery ? `${online}, or cash on delivery (COD) where your pincode allows it.` : `${online}.`;
}

function listed(words: string[]): string {
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
}
