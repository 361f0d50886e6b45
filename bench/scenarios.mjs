// What the benchmark asks, as the storefront asks it: the storefront's own operation documents
// (storefront/src/graphql), so the shop answers exactly the fields a shopper's browser wants.
// Four reads: the collection page's list of 20 (count and filter facets included), a category's
// page of 20, a product page by slug, and a search's page of 20.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const GRAPHQL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "storefront", "src", "graphql");
const read = (...names) => names.map((n) => fs.readFileSync(path.join(GRAPHQL, `${n}.graphql`), "utf8")).join("\n");

const LIST = read("CollectionProducts", "ProductCard");
const DETAIL = read("ProductDetail", "ProductCard", "ProductReviewPage", "ProductReview");

const SEARCHES = ["leather wallet", "backpak", "laptop bag", "travel duffle", "canvas tote", "silk clutch", "denim sling", "lether walet"];
const list = (filter) => ({ operationName: "CollectionProducts", query: LIST, variables: { first: 20, ...(filter ? { filter } : {}) } });

/** The four reads; `slugs` are products to open, `categories` category slugs. */
export function scenarios({ slugs, categories }) {
  return [
    { name: "list of 20", bodies: [list()] },
    { name: "category page of 20", bodies: categories.map((category) => list({ category })) },
    { name: "product by slug", bodies: slugs.map((slug) => ({ operationName: "ProductDetail", query: DETAIL, variables: { slug } })) },
    { name: "search", bodies: SEARCHES.map((search) => list({ search })) },
  ];
}
