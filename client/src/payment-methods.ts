/** How a way of paying through Razorpay reads: as a name ("Card"), on a badge ("Cards") and inside a sentence ("card"). */
export interface PaymentMethodWords {
  name: string;
  badge: string;
  inSentence: string;
}

/** The ways of paying through Razorpay a shop can offer, in the order both apps list them (as the API names them). */
export const RAZORPAY_METHODS = ["UPI", "CARD", "NETBANKING", "WALLET"] as const;

const WORDS: Record<string, PaymentMethodWords> = {
  upi: { name: "UPI", badge: "UPI", inSentence: "UPI" },
  card: { name: "Card", badge: "Cards", inSentence: "card" },
  netbanking: { name: "Net banking", badge: "Net banking", inSentence: "net banking" },
  wallet: { name: "Wallet", badge: "Wallets", inSentence: "wallet" },
  emi: { name: "EMI", badge: "EMI", inSentence: "EMI" },
};

/**
 * Razorpay's ways of paying in the words shoppers and admins read, one definition for both apps.
 * `method` is Razorpay's own name in any case: the API reports a payment's method as Razorpay does
 * (upi, card, netbanking, ...) and names the methods a shop offers in capitals (UPI, CARD, ...). A
 * method without words of its own reads as Razorpay names it.
 */
export function paymentMethodWords(method: string): PaymentMethodWords {
  return WORDS[method.toLowerCase()] ?? { name: method, badge: method, inSentence: method };
}
