/**
 * The URL name of a thing, built from its name as the shop names things: lowercase, spaces to hyphens,
 * other non-word characters removed. "Bag's on sale" -> "bags-on-sale". Accents are dropped
 * rather than the letter ("Café" -> "cafe"); runs of hyphens collapse. The server derives the real
 * (unique) slug with it; the admin previews the same one.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
