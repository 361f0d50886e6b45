import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** Rows on one page of an admin list (the API's `first`). */
export const ADMIN_PAGE_SIZE = 20;

/**
 * A list screen's page, search text and filters, kept in the address (?search=wallet&pages=c1,c2),
 * so reload, back and a shared link show the same list. The API pages with cursors, so the address
 * keeps the trail of cursors that led here: the last one is where this page starts, dropping it is
 * the previous page, and its length says which page this is. Changing a filter goes back to page 1.
 */
export function useListParams<F extends string>(filterNames: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  const trail = (params.get("pages") ?? "").split(",").filter(Boolean);
  const search = params.get("search") ?? "";
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ""])) as Record<F, string>;

  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!("pages" in changes)) next.delete("pages");
        for (const [key, value] of Object.entries(changes)) {
          if (value === "") next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );

  const trailText = trail.join(",");
  const nextPage = useCallback(
    (endCursor: string) => update({ pages: [trailText, endCursor].filter(Boolean).join(",") }),
    [update, trailText],
  );
  const previousPage = useCallback(() => update({ pages: trail.slice(0, -1).join(",") }), [update, trail]);
  const setSearch = useCallback((text: string) => update({ search: text }), [update]);
  const setFilter = useCallback((name: F, value: string) => update({ [name]: value }), [update]);

  return {
    /** The API's paging arguments for this page. */
    paging: { first: ADMIN_PAGE_SIZE, after: trail.at(-1) ?? null },
    pager: { page: trail.length + 1, pageSize: ADMIN_PAGE_SIZE, nextPage, previousPage },
    search,
    filters,
    setSearch,
    setFilter,
  };
}
