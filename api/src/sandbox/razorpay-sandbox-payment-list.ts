import { collection, integer } from "./razorpay-sandbox-settlements";

/**
 * Razorpay's "fetch all payments", GET /v1/payments?from&to&count&skip: every payment made on the
 * account between `from` and `to` (unix seconds, both included; any from the shop or not), newest
 * first, in Razorpay's collection shape paged by `count` (default 10, at most 100) and `skip`.
 */
export function paymentList<P extends { created_at: number }>(payments: Iterable<P>, query: URLSearchParams) {
  const from = integer(query, "from") ?? 0;
  const to = integer(query, "to") ?? Number.MAX_SAFE_INTEGER;
  const made = [...payments].filter((p) => p.created_at >= from && p.created_at <= to);
  return collection(
    made.sort((a, b) => b.created_at - a.created_at),
    query,
  );
}
