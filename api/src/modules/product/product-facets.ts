import type { DataSource } from "typeorm";
import { toMoney } from "../../vocabulary/money";
import { type FacetName, type ProductSelection } from "./product-selection";
import { type FacetValue, type ProductFacets } from "./product.types";
import { HIGHEST_VARIANT_PRICE, LOWEST_VARIANT_PRICE } from "./variant-price-sql";

/**
 * The facet of each column, the SQL that yields its values from a row of `base`, and the facets
 * whose filters those values already apply. Sizes and colours count products with an in-stock
 * variant of the value and, when the other option is filtered, of one of its chosen values too.
 */
const VALUE_FACETS: { facet: Exclude<FacetName, "price">; from: string; value: string; applies?: FacetName[]; rank?: string }[] = [
  { facet: "colors", from: "base, unnest(base.stock_colors) AS v", value: "v", applies: ["sizes"] },
  // Sizes come in the catalogue list's order (smallest first), not by count.
  {
    facet: "sizes",
    from: "base, unnest(base.stock_sizes) AS v",
    value: "v",
    applies: ["colors"],
    rank: "(SELECT min(o.position) FROM product_option_values o WHERE o.kind = 'size' AND o.name = v)",
  },
  { facet: "materials", from: "base", value: "base.material" },
  { facet: "genders", from: "base", value: "base.gender" },
  { facet: "brands", from: "base", value: "base.brand" },
];
const ALL_FACETS: FacetName[] = [...VALUE_FACETS.map((f) => f.facet), "price"];

/**
 * Counts of every facet value for a selection, in one statement over one scan of the products
 * that pass the shared conditions: each row carries whether it passes each facet's own filter,
 * and each facet counts the rows that pass all the others.
 */
export async function countFacets(dataSource: DataSource, selection: ProductSelection): Promise<ProductFacets> {
  const passes = (facet: FacetName) => `pass_${facet}`;
  const passesAllBut = (facet: FacetName, applied: FacetName[] = []) =>
    ALL_FACETS.filter((f) => f !== facet && !applied.includes(f))
      .map(passes)
      .join(" AND ") || "TRUE";
  // Options of a product's in-stock variants, within the other option's filter when there is one.
  const inStock = (option: "size" | "color", other: "sizes" | "colors") =>
    `ARRAY(SELECT DISTINCT v.${option} FROM product_variants v WHERE v.product_id = p.id AND v.count_in_stock > 0 AND v.${option} IS NOT NULL` +
    `${selection.params[other] ? ` AND v.${other === "sizes" ? "size" : "color"} = ANY(:${other}::text[])` : ""})`;
  const flags = ALL_FACETS.map((f) => `(${selection.facets[f] ?? "TRUE"}) AS ${passes(f)}`).join(",\n       ");
  const shared = selection.base.length ? selection.base.join(" AND ") : "TRUE";

  const sql = `
    WITH base AS MATERIALIZED (
      SELECT ${inStock("color", "sizes")} AS stock_colors, ${inStock("size", "colors")} AS stock_sizes, p.material, p.gender, p.brand,
       ${LOWEST_VARIANT_PRICE} AS lowest_price, ${HIGHEST_VARIANT_PRICE} AS highest_price,
       ${flags}
      FROM products p WHERE ${shared}
    )
    ${VALUE_FACETS.map(
      ({ facet, from, value, applies, rank }) =>
        `SELECT '${facet}' AS facet, ${value} AS value, count(*)::int AS count, NULL::int AS min, NULL::int AS max, ${rank ?? "NULL"}::int AS rank
           FROM ${from} WHERE ${value} IS NOT NULL AND ${passesAllBut(facet, applies)} GROUP BY ${value}`,
    ).join("\nUNION ALL\n")}
    UNION ALL
    SELECT 'price', NULL, count(*)::int, min(lowest_price), max(highest_price), NULL FROM base WHERE ${passesAllBut("price")}`;

  const [query, parameters] = dataSource.driver.escapeQueryWithParameters(sql, selection.params);
  const rows: { facet: FacetName; value: string | null; count: number; min: number | null; max: number | null; rank: number | null }[] =
    await dataSource.query(query, parameters);

  const valuesOf = (facet: FacetName): FacetValue[] =>
    rows.filter((r) => r.facet === facet).map((r) => ({ value: r.value!, count: r.count }));
  const priceRow = rows.find((r) => r.facet === "price");
  return {
    colors: byCount(valuesOf("colors")),
    materials: byCount(valuesOf("materials")),
    genders: byCount(valuesOf("genders")),
    sizes: rows
      .filter((r) => r.facet === "sizes")
      .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.value!.localeCompare(b.value!))
      .map((r) => ({ value: r.value!, count: r.count })),
    brands: byCount(valuesOf("brands")),
    price: priceRow && priceRow.count > 0 ? { min: toMoney(priceRow.min!), max: toMoney(priceRow.max!) } : null,
  };
}

/** Most common first; equal counts alphabetically, so the order is stable. */
const byCount = (values: FacetValue[]) => values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
