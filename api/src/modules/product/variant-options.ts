/**
 * The variants a product's sizes and colours make, and how a stock total is split among them when
 * only the total is known (products before variants, REST clients sending countInStock). The
 * migration that introduced variants applies the same rule in SQL
 * (1795800000000-ProductVariants.ts); a test checks they agree.
 */
export interface VariantOptions {
  size: string | null;
  color: string | null;
}

/** Every size with every colour, sizes first in the product's order; one default variant with neither. */
export function variantCombinations(sizes: readonly string[], colors: readonly string[]): VariantOptions[] {
  const sizeList = sizes.length ? sizes : [null];
  const colorList = colors.length ? colors : [null];
  return sizeList.flatMap((size) => colorList.map((color) => ({ size, color })));
}

/** `total` over `count` variants in order: each gets the same, the first `total mod count` one more. */
export function splitStock(total: number, count: number): number[] {
  const each = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => each + (i < total % count ? 1 : 0));
}

/** A variant's SKU from its product's: BAG-001-LARGE-BLACK; a default variant takes the product's own. */
export function variantSku(productSku: string, options: VariantOptions): string {
  const parts = [options.size, options.color].filter((p): p is string => Boolean(p)).map((p) => p.toUpperCase().replace(/[^A-Z0-9]+/g, ""));
  return [productSku, ...parts].join("-");
}

/** The key a variant is found by within its product. */
export const optionsKey = (o: VariantOptions) => `${o.size ?? ""}\u0000${o.color ?? ""}`;
