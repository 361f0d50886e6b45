/**
 * The option lists of SPEC §9 and the product form. Products store the canonical spelling below,
 * whatever case the admin or a filter used, so that filters and facet counts agree.
 */
export const PRODUCT_SIZES = ["Small", "Medium", "Large", "XL"] as const;
export const PRODUCT_COLORS = ["red", "blue", "black", "green", "yellow", "gray", "white", "pink", "cream", "navy"] as const;
export const PRODUCT_GENDERS = ["male", "female", "unisex"] as const;
/** The filter sidebar's materials; a bag shop also sells leather, canvas, nylon and jute, which are free text. */
export const FILTER_MATERIALS = ["Cotton", "Wool", "Denim", "Polyester", "Silk", "Linen", "Viscose", "Fleece"] as const;

/** A regular expression accepting any case of one of `options`, for class-validator's @Matches. */
export const anyCaseOf = (options: readonly string[]) => new RegExp(`^(${options.join("|")})$`, "i");

/** The canonical spelling of `value` among `options`, or the value trimmed when it is not one of them. */
export function canonical(options: readonly string[], value: string): string {
  const trimmed = value.trim();
  return options.find((o) => o.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}
