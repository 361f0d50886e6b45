import type { Response } from "express";
import { DomainError, ServiceUnavailableError, TooManyRequestsError } from "../common/errors";

/**
 * An error as the REST shim (and every other JSON answer outside /graphql) gives it: JSON
 * `{ message, code, kind }` with its HTTP status, the fields for bad input (`field`, `errors`) and
 * the refusal's details, as GraphQL's extensions carry them.
 */
export function sendError(res: Response, err: unknown, log: (line: string) => void): void {
  setRetryAfter(res, err);
  if (err instanceof DomainError) {
    const { fields, ...extensions } = err.extensions();
    res.status(err.httpStatus).json({ message: err.message, ...extensions, ...(fields ? { errors: fields } : {}) });
    return;
  }
  log(`REST internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  res.status(500).json({ message: "Internal server error", code: "INTERNAL_SERVER_ERROR", kind: "INTERNAL" });
}

/** A rate limit's or an outage's answer says when to come back. */
export function setRetryAfter(res: Response, err: unknown): void {
  if (err instanceof TooManyRequestsError || err instanceof ServiceUnavailableError) {
    res.setHeader("Retry-After", String(err.retryAfterSeconds));
  }
}
