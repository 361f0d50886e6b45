import { z, ZodType } from "zod";
import { ValidationError } from "../../common/errors";

/**
 * Checks a request body or query against its schema, naming the first wrong field the way our
 * validation errors do: `{ message, field }` with a 400.
 */
export function parseRequest<T extends ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {}, { error: namingTheField });
  if (result.success) return result.data;
  throw new ValidationError(result.error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message })));
}

const english = z.locales.en();

/** Zod's own messages ("Invalid input: expected number") prefixed with the field they are about. */
function namingTheField(issue: Parameters<typeof english.localeError>[0]): string {
  const own = english.localeError(issue);
  const message = typeof own === "string" ? own : (own?.message ?? "Invalid value");
  const field = (issue.path ?? []).join(".");
  return field ? `${field}: ${message}` : message;
}

/** A string field that must be present; its message matches the API's required-field messages. */
export const requiredText = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });

export const optionalText = (label: string) => z.string({ error: `${label} must be text` }).optional();
