import { ValidateBy, ValidationOptions } from "class-validator";

/**
 * A required value: fails for null, undefined and text that is empty or only spaces, with the
 * form's own message ("Product name is required"). Put it nearest the property so it runs first.
 */
export function Required(message: string, options: Omit<ValidationOptions, "message"> = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: "required",
      validator: {
        validate: (value: unknown) => value !== null && value !== undefined && (typeof value !== "string" || value.trim() !== ""),
      },
    },
    { ...options, message },
  );
}
