import type { ProductFilterInput, ProductSort } from "../gql/graphql";
import { rupeesToPaise } from "@shop/words/money";

/**
 * A collection page's filters live in the URL, so a filtered list can be shared and the back
 * button undoes a filter: `?color=red,blue&minPrice=500&sortBy=price-asc&pages=CURSOR`. Empty values
 * are dropped from the URL.
 */
export interface CollectionQuery {
  search: string;
  collection: string;
  gender: string[];
  color: string[];
  material: string[];
  size: string[];
  minPrice: number | null;
  maxPrice: number | null;
  sortBy: ShopSort | null;
  /** The cursors that led to this page of the list (the API pages with cursors): empty on page 1. */
  pages: string[];
}

export type ListFilter = "gender" | "color" | "material" | "size";
const LIST_FILTERS: readonly ListFilter[] = ["gender", "color", "material", "size"];

/** The sorts a shopper chooses from (the others sort the admin's list by its columns). */
export type ShopSort = Extract<ProductSort, "RELEVANCE" | "NEWEST" | "POPULARITY" | "PRICE_ASC" | "PRICE_DESC" | "RATING">;

const SORT_IN_URL: Record<ShopSort, string> = {
  RELEVANCE: "relevance",
  NEWEST: "newest",
  POPULARITY: "popularity",
  PRICE_ASC: "price-asc",
  PRICE_DESC: "price-desc",
  RATING: "rating",
};

export const SORT_LABELS: Record<ShopSort, string> = {
  RELEVANCE: "Best match",
  NEWEST: "Newest",
  POPULARITY: "Most popular",
  PRICE_ASC: "Price: low to high",
  PRICE_DESC: "Price: high to low",
  RATING: "Top rated",
};

function parseSort(text: string | null): ShopSort | null {
  const wanted = text?.toLowerCase();
  const found = (Object.keys(SORT_IN_URL) as ShopSort[]).find((sort) => SORT_IN_URL[sort] === wanted);
  return found ?? null;
}

/** Rupees as a price filter names them (500, 499.50); anything else is no filter. */
function parseAmount(text: string | null): number | null {
  const value = text?.trim() ?? "";
  return /^\d{1,9}(\.\d{1,2})?$/.test(value) ? Number(value) : null;
}

const parseList = (text: string | null): string[] =>
  (text ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

export function parseCollectionQuery(params: URLSearchParams): CollectionQuery {
  return {
    search: params.get("search")?.trim() ?? "",
    collection: params.get("collection")?.trim() ?? "",
    gender: parseList(params.get("gender")),
    color: parseList(params.get("color")),
    material: parseList(params.get("material")),
    size: parseList(params.get("size")),
    minPrice: parseAmount(params.get("minPrice")),
    maxPrice: parseAmount(params.get("maxPrice")),
    sortBy: parseSort(params.get("sortBy")),
    pages: parseList(params.get("pages")),
  };
}

/** The URL form of a query, without empty values (page 1, no cursors, is the default, so it is dropped too). */
export function toSearchParams(query: CollectionQuery): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | null) => {
    if (value !== null && value !== "") params.set(key, String(value));
  };
  put("search", query.search);
  put("collection", query.collection);
  for (const key of LIST_FILTERS) put(key, query[key].join(","));
  put("minPrice", query.minPrice);
  put("maxPrice", query.maxPrice);
  put("sortBy", query.sortBy && SORT_IN_URL[query.sortBy]);
  put("pages", query.pages.join(","));
  return params;
}

/** The API filter for a collection: a category slug unless the collection is `all`. */
export function toProductFilter(slug: string, query: CollectionQuery): ProductFilterInput {
  const orNull = <T>(list: T[]) => (list.length > 0 ? list : null);
  return {
    category: slug === "all" ? null : slug,
    collection: query.collection || null,
    search: query.search || null,
    genders: orNull(query.gender),
    colors: orNull(query.color),
    materials: orNull(query.material),
    sizes: orNull(query.size),
    // The address says rupees, as shoppers read it; the API takes paise.
    minPricePaise: query.minPrice === null ? null : rupeesToPaise(query.minPrice),
    maxPricePaise: query.maxPrice === null ? null : rupeesToPaise(query.maxPrice),
  };
}

/** How many filters the shopper has set (shown on the small-screen Filters button). */
export const activeFilterCount = (query: CollectionQuery): number =>
  LIST_FILTERS.reduce((n, key) => n + query[key].length, 0) + (query.minPrice !== null || query.maxPrice !== null ? 1 : 0);

/** Clear Filters: keeps what the shopper searched for and how they sorted, drops the rest. */
export const withoutFilters = (query: CollectionQuery): CollectionQuery => ({
  ...query,
  gender: [],
  color: [],
  material: [],
  size: [],
  minPrice: null,
  maxPrice: null,
  pages: [],
});
