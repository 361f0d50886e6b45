import { ERROR_CODES, type ErrorCode } from "./error-codes";

/**
 * The codes an operation can refuse with, written into its description (which schema.graphql
 * shows partners) as `Errors: A, B`: the operation's own refusals, not those of a field inside
 * its answer (a connection's `first`, an admin-only field), which that field's description gives. A test reads them back from the schema and fails when any
 * test of the operation meets a code its description does not list (test/support/declared-errors.ts).
 * Not listed, because any operation may answer them: SERVICE_UNAVAILABLE and INTERNAL_SERVER_ERROR,
 * the refusals of the request itself before any operation runs (the BAD_REQUEST kind,
 * PAYLOAD_TOO_LARGE), and UNAUTHENTICATED when the token sent has expired or was ended.
 */
export function raising(description: string, ...codes: ReadonlyArray<ErrorCode | readonly ErrorCode[]>): string {
  const listed = [...new Set(codes.flat())];
  const text = description.replace(/\.$/, "");
  return listed.length ? `${text}. Errors: ${listed.join(", ")}` : `${text}. Errors: none of its own`;
}

/** What `@Requires(...)` answers a guest, a customer, and staff without the permission. */
export const AS_ADMIN = ["UNAUTHENTICATED", "FORBIDDEN"] as const satisfies readonly ErrorCode[];
/** What `@Authorized()` answers a guest (or an ended session). */
export const SIGNED_IN = ["UNAUTHENTICATED"] as const satisfies readonly ErrorCode[];

/** Every refusal of a coupon code the shopper typed (an unknown, expired or used-up coupon, one not theirs, ...). */
export const COUPON_REFUSALS = (Object.keys(ERROR_CODES) as ErrorCode[]).filter((c) => c.startsWith("COUPON_"));
