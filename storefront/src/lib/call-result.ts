import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from "@apollo/client/errors";

/**
 * What went wrong with a call to the API, told apart so each screen shows the right message and
 * offers a retry only where a retry can succeed:
 * - `network`: the request never got an answer (offline, timeout, aborted, 5xx proxy page). Retry.
 * - `validation`: the server refused the input (its kind BAD_USER_INPUT); `fields` names each
 *   field's problem, `code` the refusal (COUPON_EXPIRED, NOT_DELIVERABLE, or plain BAD_USER_INPUT).
 * - `server`: the server answered with any other error (`code`: NOT_FOUND, OUT_OF_STOCK,
 *   PRICES_CHANGED, UNAUTHENTICATED, ...) or failed internally. Retry only helps for
 *   `INTERNAL_SERVER_ERROR` and `TOO_MANY_REQUESTS`.
 *
 * Screens switch on `code` (the schema's ErrorCode), never on `message`, which is the server's
 * text for people when it has one, else the screen's fallback from SPEC §8 ('Login failed', ...).
 * `details` is the refusal's data (which variant ran out, how many are left, the new total).
 */
export type Problem =
  | { kind: "network"; message: string; retryable: true }
  | { kind: "validation"; code: string; message: string; fields: Record<string, string>; details: ErrorDetails; retryable: false }
  | { kind: "server"; code: string; message: string; details: ErrorDetails; retryable: boolean };

/**
 * The part of a refusal's extensions the storefront reads (the schema documents them all as the
 * `ErrorExtensions` type, which no operation returns, so codegen does not generate it).
 */
interface ErrorDetails {
  productId?: string;
  variantId?: string | null;
  unitsLeft?: number;
  checkoutId?: string;
}

export type CallResult<T> = { ok: true; data: T } | { ok: false; problem: Problem };

const RETRYABLE_CODES = new Set(["INTERNAL_SERVER_ERROR", "TOO_MANY_REQUESTS"]);

/** Classifies any error Apollo Client reports (from a hook's `error` or a rejected call). */
export function toProblem(error: unknown, fallback: string): Problem {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = first?.extensions ?? {};
    const code = typeof extensions.code === "string" ? extensions.code : "INTERNAL_SERVER_ERROR";
    const details = extensions as ErrorDetails;
    // The kind says it is bad input, whichever refusal (an unknown coupon, a pincode not served).
    if ((extensions.kind ?? code) === "BAD_USER_INPUT") {
      return {
        kind: "validation",
        code,
        message: first?.message || fallback,
        fields: fieldProblems(extensions),
        details,
        retryable: false,
      };
    }
    // An internal error's text is not for shoppers (and is hidden in production anyway).
    const message = code === "INTERNAL_SERVER_ERROR" || !first?.message ? fallback : first.message;
    return { kind: "server", code, message, details, retryable: RETRYABLE_CODES.has(code) };
  }
  if (CombinedProtocolErrors.is(error)) {
    return { kind: "server", code: "PROTOCOL_ERROR", message: fallback, details: {}, retryable: true };
  }
  if (ServerError.is(error) || ServerParseError.is(error)) {
    // A non-GraphQL answer: a proxy's error page, a 502 while the API restarts, a 413.
    const retryable = error.statusCode >= 500 || error.statusCode === 429;
    return retryable
      ? { kind: "network", message: fallback, retryable: true }
      : { kind: "server", code: `HTTP_${error.statusCode}`, message: fallback, details: {}, retryable: false };
  }
  return { kind: "network", message: fallback, retryable: true };
}

function fieldProblems(extensions: Record<string, unknown> | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  const list = extensions?.fields;
  if (Array.isArray(list)) {
    for (const item of list as unknown[]) {
      if (
        typeof item === "object" &&
        item !== null &&
        "field" in item &&
        "message" in item &&
        typeof item.field === "string" &&
        typeof item.message === "string" &&
        !(item.field in fields)
      ) {
        fields[item.field] = item.message;
      }
    }
  }
  return fields;
}

/**
 * Runs one API call (a mutation or `client.query`) and returns a typed result instead of
 * throwing. `pick` takes the wanted payload out of the response data.
 */
export async function attempt<TData, T>(
  call: () => Promise<{ data?: TData | null; error?: unknown }>,
  pick: (data: TData) => T,
  fallback: string,
): Promise<CallResult<T>> {
  try {
    const { data, error } = await call();
    if (error) return { ok: false, problem: toProblem(error, fallback) };
    if (data === undefined || data === null) return { ok: false, problem: toProblem(null, fallback) };
    return { ok: true, data: pick(data) };
  } catch (error) {
    return { ok: false, problem: toProblem(error, fallback) };
  }
}
