import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";

/**
 * A typed result for every call to the API, so a screen can tell apart what went wrong:
 * the network (retry may help), bad input (show it on the fields), a missing or expired session,
 * a refusal, something that no longer exists, a conflict with the shop's state, or the server itself.
 */
type CallErrorKind = "network" | "validation" | "unauthenticated" | "forbidden" | "not-found" | "conflict" | "rate-limited" | "server";

export interface FieldProblem {
  field: string;
  message: string;
}

export interface CallError {
  kind: CallErrorKind;
  /**
   * The server's code (the schema's ErrorCode: CATEGORY_NOT_EMPTY, ORDER_PAID, EMAIL_TAKEN, ...)
   * for a screen that handles one refusal its own way; empty when the server gave none.
   */
  code: string;
  /** The server's message when it gave one, else the screen's fallback (SPEC §8). */
  message: string;
  /** For bad input: each offending field as the API names it (`dimensions.length`). */
  fields: FieldProblem[];
  /** Whether trying the same call again may succeed. */
  retryable: boolean;
}

export type CallResult<T> = { ok: true; data: T } | { ok: false; error: CallError };

/** By the error's generic kind (`extensions.kind`), so every particular refusal falls in its class. */
const KIND_BY_CODE: Record<string, CallErrorKind> = {
  BAD_USER_INPUT: "validation",
  UNAUTHENTICATED: "unauthenticated",
  FORBIDDEN: "forbidden",
  NOT_FOUND: "not-found",
  CONFLICT: "conflict",
  TOO_MANY_REQUESTS: "rate-limited",
};

/** Runs one call and never throws: the answer's data, or what went wrong. */
export async function attempt<T>(call: () => Promise<{ data?: T | null }>, fallback: string): Promise<CallResult<T>> {
  try {
    const { data } = await call();
    if (data === undefined || data === null) return { ok: false, error: serverError(fallback) };
    return { ok: true, data };
  } catch (error) {
    return { ok: false, error: toCallError(error, fallback) };
  }
}

/** Classifies any error Apollo Client gives (from a query's `error` or a rejected mutation). */
export function toCallError(error: unknown, fallback: string): CallError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === "string" ? first.extensions.code : "";
    const generic = typeof first?.extensions?.kind === "string" ? first.extensions.kind : code;
    const kind = KIND_BY_CODE[generic] ?? "server";
    return {
      kind,
      code,
      message: first?.message || fallback,
      fields: kind === "validation" ? fieldProblems(first?.extensions) : [],
      retryable: kind === "rate-limited",
    };
  }
  if (ServerError.is(error)) {
    // Refusals before GraphQL runs (a body over the size limit) still carry a JSON message.
    return { ...serverError(messageIn(error.bodyText) ?? fallback), retryable: error.statusCode >= 500 };
  }
  if (ServerParseError.is(error)) return serverError(fallback);
  // fetch rejects with a TypeError when the network is down; an abort is an AbortError.
  return {
    kind: "network",
    code: "",
    message: `${fallback}: the shop could not be reached. Check your connection and try again.`,
    fields: [],
    retryable: true,
  };
}

function messageIn(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const message = typeof parsed === "object" && parsed !== null ? (parsed as { message?: unknown }).message : undefined;
    return typeof message === "string" && message !== "" ? message : undefined;
  } catch {
    return undefined;
  }
}

const serverError = (message: string): CallError => ({ kind: "server", code: "", message, fields: [], retryable: true });

function fieldProblems(extensions: Record<string, unknown> | undefined): FieldProblem[] {
  const fields = extensions?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f: unknown): f is FieldProblem =>
      typeof f === "object" && f !== null && "field" in f && "message" in f && typeof f.field === "string" && typeof f.message === "string",
  );
}

/**
 * The notice for a failed call (SPEC §8): the server's own message when it explained the refusal
 * (bad input, a duplicate, not allowed), else the screen's notice, e.g. "Failed to save coupon".
 */
export const failureNotice = (error: CallError, notice: string): string =>
  error.kind === "network" || error.kind === "server" ? notice : error.message;
