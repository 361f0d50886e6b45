import type { Product } from "./product.entity";

/**
 * What a product page's head says of it, for search engines and link previews: the server's first
 * HTML and the storefront after it loads read the same (Product.metaDescription), so the page
 * says one thing.
 */

/** The page title before the shop's name: the admin's search-engine title, else the product's name. */
export function productTitle(product: Pick<Product, "name" | "seoTitle">): string {
  return product.seoTitle || product.name;
}

/** The admin's search-engine description, else the start of the product's description. */
export function productMetaDescription(product: Pick<Product, "description" | "seoDescription">): string {
  return product.seoDescription || metaDescription(product.description);
}

/** Product and category descriptions are sanitized HTML; a meta description is plain text. */
export function metaDescription(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();
  return cutAtWord(text, DESCRIPTION_LENGTH);
}

/** Previews show about 160 characters of a description; a longer one would be cut by them anywhere. */
const DESCRIPTION_LENGTH = 160;

/** `text` at most `max` characters long, cut after a whole word and ended with an ellipsis when cut. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max); // the ellipsis is one character, it takes the place of the space
  const lastSpace = head.lastIndexOf(" ");
  // A single word longer than the whole description is cut where it must be.
  const words = lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, max - 1);
  return `${words.replace(/[\s.,;:!?-]+$/, "")}…`;
}
