import { z, type ZodType } from "zod";
import { ValidationError } from "../errors";
import { rupeesToPaise } from "../../vocabulary/money";

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

/** Numbers as text, as query strings and HTML forms carry them. */
const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const WHOLE_NUMBER_TEXT = /^\s*-?\d+\s*$/;

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

/** A phone number or postal code: forms may send it as a JSON number; it is digits in text either way. */
export const optionalDigits = (label: string) =>
  z
    .union([z.string(), z.number().int().nonnegative()], { error: `${label} must be text` })
    .transform(String)
    .optional();

/** A JSON number, e.g. an amount in rupees. */
export const jsonNumber = (label: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) });

/** A JSON number that must be whole, e.g. a quantity. */
export const wholeNumber = (label: string) => jsonNumber(label).int({ error: `${label} must be a whole number` });

/**
 * A number from a form: a JSON number, or a number as text (HTML inputs give text). Empty text
 * and null count as not sent.
 */
export const formNumber = (label: string, { whole = false } = {}) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : typeof value === "string" && NUMBER_TEXT.test(value) ? Number(value) : value),
    (whole ? wholeNumber(label) : jsonNumber(label)).optional(),
  );

/** A list of text, or one text value with the items separated by commas (a form's tags field). */
export const textList = (label: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${label} must be text or a list of text` })
    .transform((value) => (typeof value === "string" ? commaSeparated(value) : value))
    .nullable()
    .optional();

/** "a, b,,c" -> ["a", "b", "c"]. */
export const commaSeparated = (text: string): string[] =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** An optional JSON true or false. */
/** The enum value a label names, however it is cased or spaced ("Blue Dart" -> "blue_dart"); undefined for none. */
export function enumValueNamed<T extends string>(values: Record<string, T>, label: string): T | undefined {
  const wanted = label.trim().toLowerCase().replace(/\s+/g, "_");
  return Object.values(values).find((v) => v === wanted);
}

export const optionalFlag = (label: string) => z.boolean({ error: `${label} must be true or false` }).optional();

/**
 * A number in the query string, where everything arrives as text. An empty value counts as not
 * sent (older clients drop empty filters, others may not).
 */
export const queryNumber = (label: string, { whole = false } = {}) =>
  z
    .preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string({ error: `${label} must be a number` })
        .regex(whole ? WHOLE_NUMBER_TEXT : NUMBER_TEXT, { error: `${label} must be a ${whole ? "whole " : ""}number` })
        .transform(Number)
        .optional(),
      // Documented as the number it is (a client sends it as query text, as OpenAPI serializes any query parameter).
    )
    .meta({ type: whole ? "integer" : "number", pattern: undefined, description: label });

/** Optional query text; an empty value counts as not sent. */
export const queryText = (label: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.string({ error: `${label} must be given once, as text` }).optional());

/**
 * Runs a service call and reports its validation problems under the names the REST payload uses
 * for those fields (the services name them as GraphQL does, e.g. `expectedTotal` for `totalPrice`).
 */
export async function withRestFieldNames<T>(names: Record<string, string>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    throw new ValidationError(err.problems.map((p) => ({ ...p, field: names[p.field] ?? p.field })));
  }
}

/**
 * An amount a REST client sent in rupees (as the REST shapes in shapes.ts carry money) as the paise the services take;
 * more than two decimals is refused naming the REST field. Null and undefined pass through.
 */
export function restPaise<T extends null | undefined>(rupees: number | T, field: string, label: string): number | T {
  if (rupees === null || rupees === undefined) return rupees;
  try {
    return rupeesToPaise(rupees);
  } catch {
    throw ValidationError.field(field, `${label} must be in rupees with at most two decimals`);
  }
}
