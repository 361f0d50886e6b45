/**
 * The slug preview of a product or category name: lowercase, spaces to hyphens,
 * other non-word characters removed. "Men's Leather Wallet!" becomes "mens-leather-wallet".
 * The server derives the real (unique) slug; this only shows the admin what to expect.
 */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
