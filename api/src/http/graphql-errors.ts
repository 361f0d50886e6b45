import { type GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { ArgumentValidationError } from "type-graphql";
import { DomainError, type FieldProblem, isErrorCode, kindOf } from "../common/errors";
import { flattenValidationErrors } from "../common/validation";

/**
 * Maps every error a resolver can throw to the one shape clients see (the schema's
 * `ErrorExtensions`): `message` for people, `extensions.code` (an `ErrorCode`) and `extensions.kind`
 * for programs, the refusal's details beside them, and for bad input `extensions.field` /
 * `extensions.fields` naming what is wrong.
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
      const problems = flattenValidationErrors(original.extensions.validationErrors);
      return { ...base, message: problems[0]?.message ?? "Invalid input", extensions: badInput(problems) };
    }
    if (original instanceof DomainError) {
      return { ...base, message: original.message, extensions: original.extensions() };
    }
    // GraphQL's own errors (syntax, unknown field, wrong variable type, limits) are already for clients.
    const code = formatted.extensions?.code;
    if (typeof code === "string" && code !== "INTERNAL_SERVER_ERROR") {
      const field = code === "BAD_USER_INPUT" ? variableFieldOf(formatted.message) : null;
      const named = field ? { field, fields: [{ field, message: formatted.message }] } : {};
      const extensions = isErrorCode(code)
        ? { ...formatted.extensions, code, kind: kindOf(code), ...named }
        : { ...formatted.extensions, code, ...named };
      return options.exposeInternals ? { ...formatted, extensions } : { ...formatted, extensions: pickPublic(extensions) };
    }
    options.log(`internal error: ${original instanceof Error ? (original.stack ?? original.message) : String(original)}`);
    return options.exposeInternals
      ? { ...formatted, extensions: { ...formatted.extensions, code: "INTERNAL_SERVER_ERROR", kind: "INTERNAL" } }
      : { ...base, message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR", kind: "INTERNAL" } };
  };
}

/** What a client may see of GraphQL's own error extensions (never a stack trace). */
function pickPublic(extensions: Record<string, unknown>): Record<string, unknown> {
  const { code, kind, field, fields } = extensions;
  return { code, ...(kind === undefined ? {} : { kind }), ...(field === undefined ? {} : { field, fields }) };
}

/**
 * The input field a variable was refused for by its type (12.5 for a `SafeInt` of paise), named as
 * our own validation names it: graphql-js says `... at "input.variants[0].pricePaise"; ...`, which is
 * `variants.0.pricePaise`. Null when the whole variable was refused, or for any other error.
 */
function variableFieldOf(message: string): string | null {
  const at = /^Variable "\$\w+" got invalid value .* at "\w+((?:\.\w+|\[\d+\])+)"; /s.exec(message);
  return at ? at[1].replace(/\[(\d+)\]/g, ".$1").slice(1) : null;
}

const badInput = (problems: FieldProblem[]) => ({
  code: "BAD_USER_INPUT",
  kind: "BAD_USER_INPUT",
  field: problems[0]?.field,
  fields: problems,
});
