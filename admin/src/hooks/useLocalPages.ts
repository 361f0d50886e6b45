import { useCallback, useState } from "react";
import type { Pager } from "../components/Pagination";
import { ADMIN_PAGE_SIZE } from "./useListParams";

/**
 * Paging of a list that is not the screen's main one (a second list on the screen, a panel), kept
 * in component state rather than the address: the trail of cursors that led to the current page.
 */
export function useLocalPages() {
  const [trail, setTrail] = useState<string[]>([]);
  const nextPage = useCallback((endCursor: string) => setTrail((t) => [...t, endCursor]), []);
  const previousPage = useCallback(() => setTrail((t) => t.slice(0, -1)), []);
  const firstPage = useCallback(() => setTrail([]), []);
  const pager: Pager = { page: trail.length + 1, pageSize: ADMIN_PAGE_SIZE, nextPage, previousPage };
  return { paging: { first: ADMIN_PAGE_SIZE, after: trail.at(-1) ?? null }, pager, firstPage };
}
