import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A list screen's page, search text and filters, kept in the address (?page=2&search=wallet), so
 * reload, back and a shared link show the same list. Changing a filter goes back to page 1.
 */
export function useListParams<F extends string>(filterNames: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const search = params.get("search") ?? "";
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ""])) as Record<F, string>;

  const update = useCallback(
    (changes: Record<string, string | number>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!("page" in changes)) next.delete("page");
        for (const [key, value] of Object.entries(changes)) {
          if (value === "" || (key === "page" && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  const setSearch = useCallback((text: string) => update({ search: text }), [update]);
  const setFilter = useCallback((name: F, value: string) => update({ [name]: value }), [update]);

  return { page, search, filters, setPage, setSearch, setFilter };
}
