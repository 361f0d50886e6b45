/**
 * Domain errors. Services throw these, each with its code from error-codes.ts (the catalogue every
 * client can switch on) and the details a client needs to act on it; they are mapped once to
 * GraphQL extensions (http/graphql-errors.ts) and to REST bodies and statuses (http/rest-router.ts).
 */
import type { Money } from "../../vocabulary/money";
import { type CodeOf, type ErrorCode, type ErrorKind, httpStatusOf, kindOf } from "./error-codes";

export { ERROR_CODES, ERROR_KINDS, httpStatusOf, isErrorCode, kindOf } from "./error-codes";
export type { CodeOf, ErrorCode, ErrorKind } from "./error-codes";

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * What an error tells a program besides its code, beside `code` in GraphQL's `extensions` and in
 * the REST body. Each code's documentation says which of these it carries; the schema's
 * `ErrorExtensions` type documents them (common/errors/error-schema.ts).
 */
export interface ErrorDetails {
  productId?: string;
  variantId?: string | null;
  unitsLeft?: number;
  total?: Money;
  expectedTotal?: Money;
  minimumOrder?: Money;
  refundable?: Money;
  checkoutId?: string;
  postalCode?: string;
  startsAt?: string;
  closedOn?: string;
  limit?: number;
  categoryIds?: string[];
  productCount?: number;
  invalidRows?: number;
  status?: string;
  allowed?: string[];
}

/**
 * A rule's verdict on something the shopper typed (a coupon code), before it is thrown: a notice
 * can show it, or ValidationError.refusing makes it the error on the field.
 */
export interface Refusal {
  code: CodeOf<"BAD_USER_INPUT">;
  message: string;
  details?: ErrorDetails;
}

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
  /** What a program may need beside the code (e.g. which variant ran out and how many are left). */
  readonly details: ErrorDetails = {};

  get kind(): ErrorKind {
    return kindOf(this.code);
  }

  get httpStatus(): number {
    return httpStatusOf(this.code);
  }

  /** What a program reads of this error: GraphQL's `extensions`, and the REST body beside `message`. */
  extensions(): Record<string, unknown> {
    return { code: this.code, kind: this.kind, ...this.details };
  }
}

/**
 * Bad input. `problems` names each offending field; the message is the first problem's. The code is
 * BAD_USER_INPUT unless the refusal has one of its own (an unknown coupon: COUPON_NOT_FOUND).
 */
export class ValidationError extends DomainError {
  constructor(
    readonly problems: FieldProblem[],
    readonly code: CodeOf<"BAD_USER_INPUT"> = "BAD_USER_INPUT",
    details: ErrorDetails = {},
  ) {
    super(problems[0]?.message ?? "Invalid input");
    Object.assign(this.details, details);
  }
  extensions(): Record<string, unknown> {
    return { ...super.extensions(), field: this.problems[0]?.field, fields: this.problems };
  }

  static field(
    field: string,
    message: string,
    code: CodeOf<"BAD_USER_INPUT"> = "BAD_USER_INPUT",
    details: ErrorDetails = {},
  ): ValidationError {
    return new ValidationError([{ field, message }], code, details);
  }

  static refusing(field: string, refusal: Refusal): ValidationError {
    return ValidationError.field(field, refusal.message, refusal.code, refusal.details);
  }

  /** This error as a refusal (its first problem's message), to be shown rather than thrown. */
  get refusal(): Refusal {
    return { code: this.code, message: this.message, details: this.details };
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

/** The request was valid but the shop's state refuses it; the code says which refusal (OUT_OF_STOCK, PRICES_CHANGED, ...). */
export class ConflictError extends DomainError {
  constructor(
    readonly code: CodeOf<"CONFLICT">,
    message: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    Object.assign(this.details, details);
  }
}

/**
 * The HTTP request is refused before any operation or route runs: a body that cannot be read, a
 * path or method the shop does not serve, a file it does not have.
 */
export class RequestError extends DomainError {
  constructor(
    readonly code: CodeOf<
      "BAD_REQUEST" | "NOT_FOUND" | "FORBIDDEN" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "METHOD_NOT_ALLOWED"
    >,
    message: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    Object.assign(this.details, details);
  }
}

export class TooManyRequestsError extends DomainError {
  readonly code = "TOO_MANY_REQUESTS" as const;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }

  extensions(): Record<string, unknown> {
    return { ...super.extensions(), retryAfterSeconds: this.retryAfterSeconds };
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

  extensions(): Record<string, unknown> {
    return { ...super.extensions(), retryAfterSeconds: this.retryAfterSeconds };
  }
}
