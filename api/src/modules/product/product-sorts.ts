import { Keyset, key } from "../../common/keyset";
import { ProductSort } from "./product.types";
import { LOWEST_VARIANT_PRICE } from "./variant-price-sql";

/*
 * The order of each product sort over `products p`, each ending with the id so that pages never
 * overlap or skip, and the keyset its cursors hold. A cursor keeps its place by the values its
 * product had when the page was read: a product added or removed moves no other product, but one
 * whose own sort value changes meanwhile (its price with a sale or its stock, its sales count,
 * its rating, its search match after the catalogue's words change) is seen where it now sorts,
 * so it may be seen twice or not at all on that walk.
 */

const POPULARITY = [key("p.sold_count", "DESC", "bigint"), key("p.rating", "DESC", "numeric"), key("p.id", "DESC", "uuid")];

const SORTS: Record<Exclude<ProductSort, ProductSort.RELEVANCE>, Keyset> = {
  [ProductSort.NEWEST]: new Keyset("products.newest", [key("p.created_at", "DESC", "timestamptz"), key("p.id", "DESC", "uuid")]),
  // By the lowest price a variant sells at: what the card shows as "from Rs. X".
  [ProductSort.PRICE_ASC]: new Keyset("products.priceAsc", [key(LOWEST_VARIANT_PRICE, "ASC", "bigint"), key("p.id", "ASC", "uuid")]),
  [ProductSort.PRICE_DESC]: new Keyset("products.priceDesc", [key(LOWEST_VARIANT_PRICE, "DESC", "bigint"), key("p.id", "DESC", "uuid")]),
  [ProductSort.RATING]: new Keyset("products.rating", [
    key("p.rating", "DESC", "numeric"),
    key("p.num_reviews", "DESC", "bigint"),
    key("p.id", "DESC", "uuid"),
  ]),
  [ProductSort.POPULARITY]: new Keyset("products.popularity", POPULARITY),
  // The admin's product list sorts by its columns.
  [ProductSort.NAME_ASC]: new Keyset("products.nameAsc", [key("lower(p.name)", "ASC", "text"), key("p.id", "ASC", "uuid")]),
  [ProductSort.NAME_DESC]: new Keyset("products.nameDesc", [key("lower(p.name)", "DESC", "text"), key("p.id", "DESC", "uuid")]),
  [ProductSort.STOCK_ASC]: new Keyset("products.stockAsc", [key("p.count_in_stock", "ASC", "bigint"), key("p.id", "ASC", "uuid")]),
  [ProductSort.STOCK_DESC]: new Keyset("products.stockDesc", [key("p.count_in_stock", "DESC", "bigint"), key("p.id", "DESC", "uuid")]),
  [ProductSort.UPDATED_DESC]: new Keyset("products.updatedDesc", [key("p.updated_at", "DESC", "timestamptz"), key("p.id", "DESC", "uuid")]),
  [ProductSort.UPDATED_ASC]: new Keyset("products.updatedAsc", [key("p.updated_at", "ASC", "timestamptz"), key("p.id", "ASC", "uuid")]),
};

/** The search match, then popularity: over the selection's `:searchQuery`. */
const BY_RELEVANCE = new Keyset("products.relevance", [
  key("ts_rank(p.search_vector, :searchQuery::tsquery)", "DESC", "real"),
  ...POPULARITY,
]);

/** The keyset of a sort (RELEVANCE is POPULARITY unless searching; no sort is RELEVANCE when searching, else NEWEST). */
export function productKeyset(sort: ProductSort | null | undefined, searching: boolean): Keyset {
  const chosen = sort ?? (searching ? ProductSort.RELEVANCE : ProductSort.NEWEST);
  if (chosen === ProductSort.RELEVANCE) return searching ? BY_RELEVANCE : SORTS[ProductSort.POPULARITY];
  return SORTS[chosen];
}
