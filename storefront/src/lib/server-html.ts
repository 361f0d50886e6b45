import { startTransition, useEffect, useState } from "react";

/**
 * Whether this page began as HTML the server rendered: in the browser React then hydrates that
 * HTML, and the first render must draw exactly what the server drew (as a guest, with the
 * footer in place), only then the shopper's own session. On the server itself it is true.
 */
export const startsFromServerHtml: boolean = typeof document === "undefined" || document.getElementById("root")?.firstElementChild != null;

/** Where the server puts the Apollo cache it filled while rendering, for the browser to restore. */
export const SERVER_STATE_ID = "apollo-state";

/**
 * False on the server and while React takes over the server's HTML, true from then on (at once
 * for a page drawn in the browser). What only the shopper's browser knows (their bag) waits for
 * it, and the change is a transition: React hydrates the parts of the page still waiting for it
 * first, rather than giving up their server HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    // In a task of its own: what it starts (fetching the bag) does not lengthen hydration's last task.
    const later = setTimeout(() => startTransition(() => setHydrated(true)));
    return () => clearTimeout(later);
  }, [hydrated]);
  return hydrated;
}

/** Whether React has taken the page over; what mounts later (after navigating) is hydrated from the start. */
let pageHydrated = !startsFromServerHtml;

/** In the browser, whether React is still taking over the server's HTML (what renders now must match it). */
export const hydratingServerHtml = (): boolean => !pageHydrated;
