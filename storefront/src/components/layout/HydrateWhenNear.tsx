import { createElement, startTransition, useEffect, useRef, useState, type ReactNode } from "react";
import { hydratingServerHtml } from "../../lib/server-html";

/** How far ahead of the screen a part of the page comes to life: a screen's height. */
const NEAR = "100% 0px";

/**
 * A part of a server-rendered page that the first screen does not show (a shelf further down,
 * the testimonials, the reviews): React leaves its HTML as the server sent it while it hydrates
 * the page, and renders it when it comes within a screen of the viewport, or when the browser is
 * idle after that, one part per idle moment. So a phone's first seconds go to what the shopper
 * sees. Until then its links work as plain links; its buttons wait, as the whole page's do before
 * hydration. Marked data-island="pending" until then (browser tests wait for none).
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
    const leaveIdleQueue = whenIdle(render);
    return () => {
      observer.disconnect();
      leaveIdleQueue();
    };
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

/** Parts waiting for an idle moment, in the order they joined (the page's order). */
const idleQueue: Array<() => void> = [];

/** Runs `render` in an idle moment of its own, after those queued before it; answers a way to leave the queue. */
function whenIdle(render: () => void): () => void {
  idleQueue.push(render);
  if (idleQueue.length === 1) scheduleIdle();
  return () => {
    const at = idleQueue.indexOf(render);
    if (at >= 0) idleQueue.splice(at, 1);
  };
}

function scheduleIdle() {
  const next = () => {
    idleQueue.shift()?.();
    if (idleQueue.length > 0) scheduleIdle();
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(next, { timeout: 5000 });
  else setTimeout(next, 200);
}
