/**
 * Prices of variants in SQL over `products p` and `product_variants v`, for the filters, sorts and
 * facets: the rule of variantPrices() and unitPricePaise() (product-variant.entity.ts,
 * product.entity.ts), so a list orders and filters by what the product page then charges.
 */

/** What one unit of variant `v` costs now: its own price (and discount) when it has one, else the product's with the variant's discount if set. */
const VARIANT_UNIT_PRICE =
  `CASE WHEN v.price_paise IS NOT NULL ` +
  `THEN (CASE WHEN v.discount_price_paise < v.price_paise THEN v.discount_price_paise ELSE v.price_paise END) ` +
  `ELSE (CASE WHEN COALESCE(v.discount_price_paise, p.discount_price_paise) < p.price_paise THEN COALESCE(v.discount_price_paise, p.discount_price_paise) ELSE p.price_paise END) END`;

/**
 * The lowest or highest unit price among the variants a shopper can buy; a sold-out product's
 * among all its variants, so it still sorts by what it costs. A product always has a variant
 * (a trigger gives it a default one); the product's own price is the fallback all the same.
 */
const variantPrice = (aggregate: "min" | "max") =>
  `COALESCE((SELECT ${aggregate}(${VARIANT_UNIT_PRICE}) FROM product_variants v WHERE v.product_id = p.id AND (v.count_in_stock > 0 OR p.count_in_stock = 0)), p.effective_price_paise)`;

/** "From Rs. X": what the price sort orders by. */
export const LOWEST_VARIANT_PRICE = variantPrice("min");
export const HIGHEST_VARIANT_PRICE = variantPrice("max");

/** fromPricePaise() in SQL, for the list statement: the lowest price a shopper can buy at, null when the variants share one price. */
export const FROM_PRICE =
  `(SELECT CASE WHEN min(${VARIANT_UNIT_PRICE}) = max(${VARIANT_UNIT_PRICE}) THEN NULL ELSE min(${VARIANT_UNIT_PRICE}) END ` +
  `FROM product_variants v WHERE v.product_id = p.id AND (v.count_in_stock > 0 OR p.count_in_stock = 0))`;

/** Whether an in-stock variant's unit price is at least `:minPrice` and at most `:maxPrice` (either may be left out): the price filter. */
export function inStockVariantPricedWithin(bounds: { min: boolean; max: boolean }): string {
  const price = `(${VARIANT_UNIT_PRICE})`;
  const within = [bounds.min ? `${price} >= :minPrice` : null, bounds.max ? `${price} <= :maxPrice` : null].filter((b) => b !== null);
  return `EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.count_in_stock > 0 AND ${within.join(" AND ")})`;
}
