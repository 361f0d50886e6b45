import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from "@apollo/client/errors";

/**
 * What went wrong with a call to the API, told apart so a screen shows the right message, puts
 * bad input on its fields and offers a retry only where a retry can succeed. The kinds follow the
 * server's generic error kinds (`extensions.kind`), so every particular refusal falls in its class:
 * - `network`: no answer from the shop (offline, timeout, abort, a proxy's 5xx page while it restarts).
 * - `validation`: bad input; `fields` names each field's problem.
 * - `unauthenticated`, `forbidden`, `not-found`, `conflict` (the shop's state refused it: out of
 *   stock, prices changed, an order already paid), `rate-limited`.
 * - `server`: anything else, the server's own failures included.
 */
export type CallErrorKind =
  "network" | "validation" | "unauthenticated" | "forbidden" | "not-found" | "conflict" | "rate-limited" | "server";

export interface FieldProblem {
  /** The field as the API names it: `shippingInfo.phoneNo`, `dimensions.length`. */
  field: string;
  message: string;
}

/**
 * The refusal's data a screen may act on (the schema documents them all as `ErrorExtensions`,
 * which no operation returns, so codegen does not generate it).
 */
export interface ErrorDetails {
  productId?: string;
  variantId?: string | null;
  unitsLeft?: number;
  checkoutId?: string;
}

export interface CallError {
  kind: CallErrorKind;
  /**
   * The server's code (the schema's ErrorCode: COUPON_EXPIRED, OUT_OF_STOCK, CATEGORY_NOT_EMPTY, ...)
   * for a screen that handles one refusal its own way; `HTTP_<status>` for an answer that was not
   * GraphQL, empty when there was no answer. Screens switch on kind and code, never on `message`.
   */
  code: string;
  /** The server's message when it gave one, else the screen's fallback ('Login failed', ...). */
  message: string;
  /** For bad input: each offending field's first problem. */
  fields: FieldProblem[];
  details: ErrorDetails;
  /** Whether trying the same call again may succeed. */
  retryable: boolean;
}

export type CallResult<T> = { ok: true; data: T } | { ok: false; error: CallError };

const KIND_BY_GENERIC_CODE: Record<string, CallErrorKind> = {
  BAD_USER_INPUT: "validation",
  UNAUTHENTICATED: "unauthenticated",
  FORBIDDEN: "forbidden",
  NOT_FOUND: "not-found",
  CONFLICT: "conflict",
  TOO_MANY_REQUESTS: "rate-limited",
};

/** Classifies any error Apollo Client reports (a hook's `error`, a rejected call). */
export function toCallError(error: unknown, fallback: string): CallError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = first?.extensions ?? {};
    const code = typeof extensions.code === "string" ? extensions.code : "INTERNAL_SERVER_ERROR";
    const kind = KIND_BY_GENERIC_CODE[typeof extensions.kind === "string" ? extensions.kind : code] ?? "server";
    const internal = code === "INTERNAL_SERVER_ERROR";
    return {
      kind,
      code,
      // An internal error's text is not for people (and is hidden in production anyway).
      message: internal || !first?.message ? fallback : first.message,
      fields: kind === "validation" ? fieldProblems(extensions) : [],
      details: detailsIn(extensions),
      retryable: internal || kind === "rate-limited",
    };
  }
  if (CombinedProtocolErrors.is(error)) return problem("server", "PROTOCOL_ERROR", fallback, true);
  if (ServerError.is(error) || ServerParseError.is(error)) {
    // Not a GraphQL answer: a proxy's error page while the API restarts, a rate limiter, a body over the limit.
    const status = error.statusCode;
    if (status === 429) return problem("rate-limited", "HTTP_429", fallback, true);
    if (status >= 500) return problem("network", "", fallback, true);
    return problem("server", `HTTP_${status}`, messageIn(error.bodyText) ?? fallback, false);
  }
  // fetch rejects with a TypeError when the network is down; an abort is an AbortError.
  return problem("network", "", fallback, true);
}

/**
 * Runs one API call (a mutation, `client.query`) and returns its result instead of throwing:
 * the answer's data, or `pick`'s part of it, or what went wrong.
 */
export async function attempt<TData>(call: () => Promise<Answer<TData>>, fallback: string): Promise<CallResult<TData>>;
export async function attempt<TData, T>(
  call: () => Promise<Answer<TData>>,
  fallback: string,
  pick: (data: TData) => T,
): Promise<CallResult<T>>;
export async function attempt<TData, T>(
  call: () => Promise<Answer<TData>>,
  fallback: string,
  pick?: (data: TData) => T,
): Promise<CallResult<TData | T>> {
  try {
    const { data, error } = await call();
    if (error) return { ok: false, error: toCallError(error, fallback) };
    if (data === undefined || data === null) return { ok: false, error: problem("server", "", fallback, true) };
    return { ok: true, data: pick ? pick(data) : data };
  } catch (error) {
    return { ok: false, error: toCallError(error, fallback) };
  }
}

/** The problem the server named for one field, if it refused the call for it. */
export const fieldMessage = (error: CallError | null | undefined, field: string): string | undefined =>
  error?.fields.find((problem) => problem.field === field)?.message;

/**
 * The notice for a failed call: the server's own message when it explained the refusal
 * (bad input, a duplicate, not allowed), else the screen's notice, e.g. "Failed to save coupon".
 */
export const failureNotice = (error: CallError, notice: string): string =>
  error.kind === "network" || error.kind === "server" ? notice : error.message;

interface Answer<TData> {
  data?: TData | null;
  error?: unknown;
}

const problem = (kind: CallErrorKind, code: string, message: string, retryable: boolean): CallError => ({
  kind,
  code,
  message,
  fields: [],
  details: {},
  retryable,
});

function messageIn(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const message = typeof parsed === "object" && parsed !== null ? (parsed as { message?: unknown }).message : undefined;
    return typeof message === "string" && message !== "" ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The details a screen acts on, where the refusal carries them with the documented types. */
function detailsIn({ productId, variantId, unitsLeft, checkoutId }: Record<string, unknown>): ErrorDetails {
  return {
    ...(typeof productId === "string" && { productId }),
    ...((typeof variantId === "string" || variantId === null) && { variantId }),
    ...(typeof unitsLeft === "number" && { unitsLeft }),
    ...(typeof checkoutId === "string" && { checkoutId }),
  };
}

/** Each field's first problem, in the server's order. */
function fieldProblems(extensions: Record<string, unknown>): FieldProblem[] {
  const list = extensions.fields;
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  return list.filter((item: unknown): item is FieldProblem => {
    const valid =
      typeof item === "object" &&
      item !== null &&
      "field" in item &&
      "message" in item &&
      typeof item.field === "string" &&
      typeof item.message === "string" &&
      !seen.has(item.field);
    if (valid) seen.add((item as FieldProblem).field);
    return valid;
  });
}
