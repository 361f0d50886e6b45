import { ValidationError } from "./errors";

/**
 * A NUL character (PostgreSQL cannot store it in text) or half of a UTF-16 surrogate pair (not a
 * character at all, and not valid UTF-8 once encoded). No field of the shop has a use for either.
 */
// eslint-disable-next-line no-control-regex -- finding NUL, a control character, is this guard's purpose
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first text inside `value` that holds an unsafe character, or null. */
export function findUnsafeText(value: unknown, path: string): string | null {
  if (typeof value === "string") return UNSAFE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnsafeText(item, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnsafeText(key, path ? `${path}.${key}` : key) ?? findUnsafeText(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** Bad input naming the field, for text that holds a NUL or a lone surrogate. */
export function unsafeTextError(field: string): ValidationError {
  return ValidationError.field(field, `${field} contains a character that is not allowed (a NUL or an unpaired surrogate)`);
}
