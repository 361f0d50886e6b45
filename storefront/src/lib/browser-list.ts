import { browserStorage as storage } from "@shop/client/browser-storage";

/**
 * A list of product ids kept in this browser, newest first, without repeats and at most `limit`
 * long: a guest's wishlist, the products recently viewed.
 */
export function browserList(key: string, limit: number) {
  const read = (): string[] => {
    try {
      const value: unknown = JSON.parse(storage.get(key) ?? "[]");
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string").slice(0, limit) : [];
    } catch {
      return [];
    }
  };
  const write = (ids: string[]) => (ids.length ? storage.set(key, JSON.stringify(ids.slice(0, limit))) : storage.remove(key));
  return {
    read,
    /** Puts `id` first; answers the list as it is now. */
    add(id: string): string[] {
      const ids = [id, ...read().filter((other) => other !== id)].slice(0, limit);
      write(ids);
      return ids;
    },
    remove(id: string): string[] {
      const ids = read().filter((other) => other !== id);
      write(ids);
      return ids;
    },
    clear: () => write([]),
  };
}
