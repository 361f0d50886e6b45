/**
 * The first free slug for `base` given the slugs already taken that start with it:
 * `base`, then `base-2`, `base-3`, ... (one past the highest suffix in use).
 */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  const suffix = new RegExp(`^${base}-(\\d+)$`);
  let highest = 1;
  for (const slug of taken) {
    const match = suffix.exec(slug);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${base}-${highest + 1}`;
}
