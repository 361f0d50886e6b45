import { createElement, startTransition, useEffect, useRef, useState, type ReactNode } from "react";
import { hydratingServerHtml } from "../../lib/server-html";

/** How far ahead of the screen a part of the page comes to life: half a screen's height. */
const NEAR = "50% 0px";

/**
 * A part of a server-rendered page that the first screen does not show (a shelf further down,
 * the testimonials, the reviews): React leaves its HTML as the server sent it while it hydrates
 * the page, and renders it when it comes within half a screen of the viewport. So a phone's first
 * seconds go to what the shopper sees, and what they never scroll to costs nothing. Until then its
 * links work as plain links; its buttons wait, as the whole page's do before hydration. Marked
 * data-island="pending" until then. A part the layout hides (the desktop menus on a phone)
 * renders once it is shown.
 *
 * React keeps the server's HTML of an element whose content it was told to set itself
 * (dangerouslySetInnerHTML): no hydration walks it, and no context change reaches it. Rendered,
 * it is drawn afresh in place (the same HTML, so nothing moves). On a page drawn in the browser
 * (after a navigation) it renders at once.
 */
export function HydrateWhenNear({ as = "div", className, children }: { as?: "div" | "li"; className?: string; children: ReactNode }) {
  const onServer = typeof document === "undefined";
  const [rendered, setRendered] = useState(() => !onServer && !hydratingServerHtml());
  const element = useRef<HTMLElement>(null);

  useEffect(() => {
    const island = element.current;
    if (rendered || !island) return;
    const render = () => startTransition(() => setRendered(true));
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && render(), { rootMargin: NEAR });
    observer.observe(island);
    return () => observer.disconnect();
  }, [rendered]);

  // The server's HTML is marked as waiting: hydration keeps the mark until React renders the part.
  if (onServer) return createElement(as, { className, "data-island": "pending" }, children);
  if (rendered) return createElement(as, { className, "data-island": "rendered" }, children);
  return createElement(as, {
    ref: element,
    className,
    "data-island": "pending",
    dangerouslySetInnerHTML: { __html: "" },
    suppressHydrationWarning: true,
  });
}
