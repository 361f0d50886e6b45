import { GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { ArgumentValidationError } from "type-graphql";
import type { ValidationError as ClassValidatorError } from "class-validator";
import { DomainError, FieldProblem, ServiceUnavailableError, TooManyRequestsError, ValidationError } from "../common/errors";
import { flattenValidationErrors } from "../common/validation";

/**
 * Maps every error a resolver can throw to the one shape clients see:
 * `message` for people, `extensions.code` for programs, and for bad input
 * `extensions.field` / `extensions.fields` naming what is wrong.
 */
export function createErrorFormatter(options: {
  exposeInternals: boolean;
  log: (line: string) => void;
  /** Turns a lost database connection into ServiceUnavailableError (database-availability.ts). */
  translate?: (err: unknown) => unknown;
}) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = (options.translate ?? ((e) => e))(unwrapResolverError(error));
    const base = { locations: formatted.locations, path: formatted.path };

    if (original instanceof ArgumentValidationError) {
      const problems = flattenValidationErrors(original.extensions.validationErrors as ClassValidatorError[]);
      return { ...base, message: problems[0]?.message ?? "Invalid input", extensions: badInput(problems) };
    }
    if (original instanceof ValidationError) {
      return { ...base, message: original.message, extensions: badInput(original.problems) };
    }
    if (original instanceof TooManyRequestsError || original instanceof ServiceUnavailableError) {
      return { ...base, message: original.message, extensions: { code: original.code, retryAfterSeconds: original.retryAfterSeconds } };
    }
    if (original instanceof DomainError) {
      return { ...base, message: original.message, extensions: { code: original.code } };
    }
    // GraphQL's own errors (syntax, unknown field, wrong variable type, limits) are already for clients.
    const code = formatted.extensions?.code;
    if (code && code !== "INTERNAL_SERVER_ERROR") {
      return options.exposeInternals ? formatted : { ...formatted, extensions: { code } };
    }
    options.log(`internal error: ${original instanceof Error ? (original.stack ?? original.message) : String(original)}`);
    return options.exposeInternals
      ? formatted
      : { ...base, message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } };
  };
}

const badInput = (problems: FieldProblem[]) => ({ code: "BAD_USER_INPUT", field: problems[0]?.field, fields: problems });
