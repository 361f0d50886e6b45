import { ValidateBy } from "class-validator";

/**
 * Text whose shape, without the spaces around it, is `pattern`'s (one of the shared patterns, such as
 * a pincode or a phone number): a form may send " 560001 ", and the service keeps it trimmed. It sits with the
 * words it checks (shipping info spells a pincode with it), below `common/`, which needs `Money`.
 */
export function MatchesTrimmed(pattern: RegExp, message: string): PropertyDecorator {
  return ValidateBy(
    { name: "matchesTrimmed", validator: { validate: (value: unknown) => typeof value === "string" && pattern.test(value.trim()) } },
    { message },
  );
}
