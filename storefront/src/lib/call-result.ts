import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from "@apollo/client/errors";

/**
 * What went wrong with a call to the API, told apart so each screen shows the right message and
 * offers a retry only where a retry can succeed:
 * - `network`: the request never got an answer (offline, timeout, aborted, 5xx proxy page). Retry.
 * - `validation`: the server refused the input (BAD_USER_INPUT); `fields` names each field's problem.
 * - `server`: the server answered with a domain error (NOT_FOUND, CONFLICT, UNAUTHENTICATED, ...)
 *   or failed internally. Retry only helps for `INTERNAL_SERVER_ERROR` and `TOO_MANY_REQUESTS`.
 *
 * `message` is the server's message when it has one meant for people, else the screen's fallback
 * from SPEC §8 ('Login failed', 'Failed to fatch cart', ...).
 */
export type Problem =
  | { kind: "network"; message: string; retryable: true }
  | { kind: "validation"; message: string; fields: Record<string, string>; retryable: false }
  | { kind: "server"; code: string; message: string; retryable: boolean };

export type CallResult<T> = { ok: true; data: T } | { ok: false; problem: Problem };

const RETRYABLE_CODES = new Set(["INTERNAL_SERVER_ERROR", "TOO_MANY_REQUESTS"]);

/** Classifies any error Apollo Client reports (from a hook's `error` or a rejected call). */
export function toProblem(error: unknown, fallback: string): Problem {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === "string" ? first.extensions.code : "INTERNAL_SERVER_ERROR";
    if (code === "BAD_USER_INPUT") {
      return { kind: "validation", message: first?.message || fallback, fields: fieldProblems(first?.extensions), retryable: false };
    }
    // An internal error's text is not for shoppers (and is hidden in production anyway).
    const message = code === "INTERNAL_SERVER_ERROR" || !first?.message ? fallback : first.message;
    return { kind: "server", code, message, retryable: RETRYABLE_CODES.has(code) };
  }
  if (CombinedProtocolErrors.is(error)) {
    return { kind: "server", code: "PROTOCOL_ERROR", message: fallback, retryable: true };
  }
  if (ServerError.is(error) || ServerParseError.is(error)) {
    // A non-GraphQL answer: a proxy's error page, a 502 while the API restarts, a 413.
    const retryable = error.statusCode >= 500 || error.statusCode === 429;
    return retryable
      ? { kind: "network", message: fallback, retryable: true }
      : { kind: "server", code: `HTTP_${error.statusCode}`, message: fallback, retryable: false };
  }
  return { kind: "network", message: fallback, retryable: true };
}

function fieldProblems(extensions: Record<string, unknown> | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  const list = extensions?.fields;
  if (Array.isArray(list)) {
    for (const item of list) {
      if (item && typeof item.field === "string" && typeof item.message === "string" && !(item.field in fields)) {
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
