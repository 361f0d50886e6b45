import { IsDefined, ValidateBy, ValidateIf } from "class-validator";

/**
 * A field of an update input that cannot be cleared: left out, it keeps its value (none of the
 * field's rules run); sent, it must not be null or blank text, refused with the create form's own
 * message ("Alt text is required") naming the field. Use it instead of @IsOptional, which would
 * let null through as "keep". The null check is @IsDefined's: the API validates with
 * skipMissingProperties, which skips every other rule for null.
 */
export function KeptUnlessSent(message: string): PropertyDecorator {
  const onlyWhenSent = ValidateIf((_input: object, value: unknown) => value !== undefined);
  const notNull = IsDefined({ message });
  const notBlank = ValidateBy(
    { name: "notBlank", validator: { validate: (value: unknown) => typeof value !== "string" || value.trim() !== "" } },
    { message },
  );
  return (target, property) => {
    notBlank(target, property);
    notNull(target, property);
    onlyWhenSent(target, property);
  };
}

/**
 * The record an update leaves: each field sent replaces the current value (null included, for a
 * clearable field), each field left out keeps it. The result then goes through the create form's rules.
 */
export function withChanges<T extends object>(current: T, changes: { [K in keyof T]?: T[K] | null }): T {
  const sent = Object.entries(changes).filter(([, value]) => value !== undefined);
  return { ...current, ...Object.fromEntries(sent) };
}
