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
