import type { RefundStatus } from "../gql/graphql";

/** A refund's status as the admin reads it; a failed one says why, in the provider's words. */
export function refundStatusWords(refund: { status: RefundStatus; failure?: string | null }): string {
  switch (refund.status) {
    case "REQUESTED":
      return "Requested";
    case "PENDING":
      return "Pending at Razorpay";
    case "PROCESSED":
      return "Processed";
    case "FAILED":
      return refund.failure ? `Failed: ${refund.failure}` : "Failed";
  }
}

/** How Razorpay says a shopper paid (upi, card, netbanking, wallet, emi...) as the admin reads it. */
const PAID_WITH: Record<string, string> = { upi: "UPI", card: "Card", netbanking: "Net banking", wallet: "Wallet", emi: "EMI" };

export const paidWithWords = (method: string): string => PAID_WITH[method.toLowerCase()] ?? method;
