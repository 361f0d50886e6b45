import { useEffect, useRef, useState, type ReactNode } from "react";
import { startsFromServerHtml } from "../../lib/server-html";

/**
 * Renders its children once their place comes within a screen of the viewport: the footer's
 * code is not part of the home page's first download (its JavaScript budget is tight), and is
 * there by the time the shopper scrolls down to it. In a page the server rendered they are already
 * in the HTML (its links work without JavaScript, and nothing jumps when they arrive): hydration
 * keeps them.
 */
export function WhenNear({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => startsFromServerHtml || typeof IntersectionObserver === "undefined");

  useEffect(() => {
    if (near || !placeholder.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: "100% 0px",
    });
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [near]);

  return near ? children : <div ref={placeholder} style={{ minHeight }} />;
}
