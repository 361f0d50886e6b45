/**
 * Domain errors. Services throw these; they are mapped once to GraphQL codes
 * (http/graphql-errors.ts) and to HTTP statuses (the REST shim's error handler).
 */

export type ErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS"
  | "SERVICE_UNAVAILABLE";

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export interface FieldProblem {
  field: string;
  message: string;
}

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
}

/** Bad input. `problems` names each offending field; the message is the first problem's. */
export class ValidationError extends DomainError {
  readonly code = "BAD_USER_INPUT" as const;
  constructor(readonly problems: FieldProblem[]) {
    super(problems[0]?.message ?? "Invalid input");
  }
  static field(field: string, message: string): ValidationError {
    return new ValidationError([{ field, message }]);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly code = "UNAUTHENTICATED" as const;
  constructor(message = "You must be logged in to do this") {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly code = "FORBIDDEN" as const;
  constructor(message = "You are not allowed to do this") {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly code = "NOT_FOUND" as const;
  constructor(what: string) {
    super(`${what} not found`);
  }
}

/** The request was valid but the shop's state refuses it: out of stock, prices changed, duplicate. */
export class ConflictError extends DomainError {
  readonly code = "CONFLICT" as const;
}

export class TooManyRequestsError extends DomainError {
  readonly code = "TOO_MANY_REQUESTS" as const;
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message);
  }
}

/** The shop cannot serve right now (its database is unreachable); the same request may succeed later. */
export class ServiceUnavailableError extends DomainError {
  readonly code = "SERVICE_UNAVAILABLE" as const;
  constructor(
    readonly retryAfterSeconds: number,
    message = "The shop is briefly unavailable; please try again in a few seconds",
  ) {
    super(message);
  }
}
