import { IsDefined, validate, ValidateBy, type ValidationError as ClassValidatorError, type ValidationOptions } from "class-validator";
import { type FieldProblem, ValidationError } from "./errors";

/** Nested inputs (an address inside a checkout) are reported as `shippingInfo.phoneNo`. */
export function flattenValidationErrors(errors: ClassValidatorError[], prefix = ""): FieldProblem[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {})
      .slice(0, 1)
      .map((message) => ({ field, message }));
    return [...own, ...flattenValidationErrors(e.children ?? [], field)];
  });
}

/**
 * Builds a GraphQL input class from plain, already type-checked values and runs its
 * class-validator rules, so REST routes give the same messages as the GraphQL API.
 */
export async function validatedInput<T extends object>(inputClass: new () => T, values: { [K in keyof T]?: T[K] | null }): Promise<T> {
  const input = Object.assign(new inputClass(), values);
  const errors = await validate(input, { stopAtFirstError: true, forbidUnknownValues: false });
  if (errors.length > 0) throw new ValidationError(flattenValidationErrors(errors));
  return input;
}

/**
 * A required value: fails for null, undefined and text that is empty or only spaces, with the
 * form's own message ("Product name is required"). Put it nearest the property so it runs first.
 * TypeGraphQL skips missing properties, which only @IsDefined overrides, so a missing value
 * is caught by that and a blank one by the text check.
 */
export function Required(message: string, options: Omit<ValidationOptions, "message"> = {}): PropertyDecorator {
  const notBlank = ValidateBy(
    {
      name: "required",
      validator: { validate: (value: unknown) => typeof value !== "string" || value.trim() !== "" },
    },
    { ...options, message },
  );
  const defined = IsDefined({ ...options, message });
  return (target, property) => {
    notBlank(target, property);
    defined(target, property);
  };
}

/** Several rules of a property as one decorator, registered (so run and reported) in the order listed. */
export function rules(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, property) => decorators.forEach((decorate) => decorate(target, property));
}

/**
 * Text whose shape, without the spaces around it, is `pattern`'s (one of the shared patterns, such as
 * a pincode or a phone number): a form may send " 560001 ", and the service keeps it trimmed.
 */
export function MatchesTrimmed(pattern: RegExp, message: string): PropertyDecorator {
  return ValidateBy(
    { name: "matchesTrimmed", validator: { validate: (value: unknown) => typeof value === "string" && pattern.test(value.trim()) } },
    { message },
  );
}
