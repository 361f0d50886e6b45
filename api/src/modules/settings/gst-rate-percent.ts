import { ValidateBy, type ValidationOptions } from "class-validator";

/**
 * GST rates are kept in basis points (1800 = 18%, 25 = 0.25%) so that no rate is a float in the
 * database or a computation; the API shows and takes percent.
 */
export const percentFromBasisPoints = (basisPoints: number): number => basisPoints / 100;

export function basisPointsFromPercent(percent: number): number {
  return Math.round(percent * 100);
}

/** A rate in percent, 0 to 100, with at most two decimals (0.25% exists; 0.125% does not). */
export function IsGstRatePercent(message: string, options: Omit<ValidationOptions, "message"> = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: "isGstRatePercent",
      validator: {
        validate: (value: unknown) =>
          typeof value === "number" && value >= 0 && value <= 100 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
      },
    },
    { ...options, message },
  );
}
