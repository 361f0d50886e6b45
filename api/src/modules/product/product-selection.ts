import { isUuid } from "../../common/uuid";
import type { OptionLists } from "./option-lists";
import { canonical, PRODUCT_GENDERS } from "./product-options";
import type { ProductFilter } from "./product.types";
import { inStockVariantPricedWithin } from "./variant-price-sql";

/** The filters a facet count leaves out for its own values (see ProductFacets). */
export type FacetName = "colors" | "sizes" | "materials" | "genders" | "brands" | "price";

/**
 * A product filter turned into SQL over `products p`, with named parameters: the conditions every
 * count shares (visibility, category, collection, search) apart from those of each facet, so
 * the facet query can apply all filters but one.
 */
export interface ProductSelection {
  readonly kind: "selection";
  base: string[];
  facets: Partial<Record<FacetName, string>>;
  params: Record<string, unknown>;
  /** The full-text query the search words became, when there is a search. */
  searchQuery: string | null;
  /** The catalogue version it was made under, and what identifies it, for cached counts and facets. */
  version: string;
  key: string;
}

/**
 * What shoppers may see: published products of published categories. Admins asking for
 * unpublished products see everything.
 */
export const VISIBLE_TO_SHOPPERS = `p.is_published AND EXISTS (SELECT 1 FROM categories c WHERE c.id = p.category_id AND c.is_published)`;

/**
 * Builds the SQL of a filter; `searchQuery` is the tsquery text of its search words
 * (product-search.ts); sizes, colours and materials are spelled as the catalogue's `lists` spell
 * them (which a filter naming none of them need not read).
 */
export function selectProducts(
  filter: ProductFilter,
  searchQuery: string | null,
  version: string,
  lists: OptionLists | null,
): ProductSelection {
  const spelling = (list: "sizes" | "colors" | "materials") => (v: string) => lists?.spelling(list, v) ?? v.trim();
  const base: string[] = [];
  const facets: ProductSelection["facets"] = {};
  const params: Record<string, unknown> = {};

  if (!filter.includeUnpublished) base.push(VISIBLE_TO_SHOPPERS);
  if (filter.isPublished != null) {
    params.isPublished = filter.isPublished;
    base.push(`p.is_published = :isPublished`);
  }
  const category = filter.category?.trim();
  if (category) {
    params.category = category;
    base.push(isUuid(category) ? `p.category_id = :category` : `p.category_id IN (SELECT id FROM categories WHERE slug = :category)`);
  }
  const collection = filter.collection?.trim();
  if (collection) {
    params.collection = collection;
    base.push(`p.collection = :collection`);
  }
  if (searchQuery) {
    params.searchQuery = searchQuery;
    base.push(`p.search_vector @@ :searchQuery::tsquery`);
  }

  const anyOf = (name: FacetName, values: string[], condition: string) => {
    if (values.length === 0) return;
    params[name] = values;
    facets[name] = condition;
  };
  // A size or colour matches a product that has an in-stock variant of it; chosen together, one
  // variant must have both (a Large and a black bag are not a large black bag).
  const colors = normalized(filter.colors, spelling("colors"));
  const sizes = normalized(filter.sizes, spelling("sizes"));
  const inStockVariant = `EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.count_in_stock > 0${colors.length ? " AND v.color = ANY(:colors::text[])" : ""}${sizes.length ? " AND v.size = ANY(:sizes::text[])" : ""})`;
  anyOf("colors", colors, inStockVariant);
  anyOf("sizes", sizes, inStockVariant);
  anyOf("materials", normalized(filter.materials, spelling("materials")), `p.material = ANY(:materials::text[])`);
  anyOf(
    "genders",
    normalized(filter.genders, (v) => canonical(PRODUCT_GENDERS, v)),
    `p.gender = ANY(:genders::text[])`,
  );
  anyOf(
    "brands",
    normalized(filter.brands, (v) => v.trim()),
    `p.brand = ANY(:brands::text[])`,
  );

  // A product is within the price range when one of its in-stock variants sells within it.
  if (filter.minPricePaise != null) params.minPrice = filter.minPricePaise;
  if (filter.maxPricePaise != null) params.maxPrice = filter.maxPricePaise;
  if (filter.minPricePaise != null || filter.maxPricePaise != null) {
    facets.price = inStockVariantPricedWithin({ min: filter.minPricePaise != null, max: filter.maxPricePaise != null });
  }

  return { kind: "selection", base, facets, params, searchQuery, version, key: JSON.stringify([base, facets, params]) };
}

/** Every condition of the selection, for the list and its count. */
export function whereOf(selection: ProductSelection): string {
  const all = [...selection.base, ...Object.values(selection.facets)];
  return all.length ? all.join(" AND ") : "TRUE";
}

function normalized(values: string[] | null | undefined, canonicalize: (v: string) => string): string[] {
  return [...new Set((values ?? []).map(canonicalize).filter(Boolean))];
}
