/**
 * The genders the filters offer. Sizes, colours and materials are the catalogue's option lists, which
 * admins edit (product-option.service.ts).
 */
export const PRODUCT_GENDERS = ["male", "female", "unisex"] as const;

/** A regular expression accepting any case of one of `options`, for class-validator's @Matches. */
export const anyCaseOf = (options: readonly string[]) => new RegExp(`^(${options.join("|")})$`, "i");

/** The canonical spelling of `value` among `options`, or the value trimmed when it is not one of them. */
export function canonical(options: readonly string[], value: string): string {
  const trimmed = value.trim();
  return options.find((o) => o.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}
