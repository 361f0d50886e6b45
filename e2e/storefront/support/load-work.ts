import type { Page } from "playwright-core";

/** What a page did to come up, in counts that do not depend on how fast the machine is. */
export interface LoadWork {
  /** React components the page's first render mounted (hydrated, for a page the server rendered). */
  componentsAtFirstRender: number;
  /** Parts of the page left as the server's HTML by that render, to come to life when near. */
  partsLeftForLater: number;
  /** Bytes of the shop's JavaScript that ran at least once (Chromium's precise block coverage). */
  javascriptBytesRun: number;
  /** Elements in the document once the page has settled. */
  domElements: number;
}

/**
 * Counts the components in React's tree at the moment the app marks the page ready (the first
 * commit: hydration's, or a browser-drawn page's first render), before anything later renders.
 * React keeps its fiber tree on the root element (`__reactContainer$...`); function, class,
 * forwardRef and memo fibers are the components.
 */
function countAtFirstRender() {
  const components = () => {
    const root = document.getElementById("root") as (HTMLElement & Record<string, unknown>) | null;
    const key = root && Object.keys(root).find((k) => k.startsWith("__reactContainer$"));
    type Fiber = { tag: number; child: Fiber | null; sibling: Fiber | null; stateNode: { current: Fiber } };
    const hostRoot = key ? (root[key] as Fiber) : null;
    if (!hostRoot) return -1;
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
    let count = 0;
    const stack: Fiber[] = [hostRoot.stateNode.current];
    while (stack.length > 0) {
      const fiber = stack.pop()!;
      if (COMPONENT_TAGS.has(fiber.tag)) count++;
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling) stack.push(fiber.sibling);
    }
    return count;
  };
  // The app sets data-app-ready in its first commit's effects; this runs in the microtask after.
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute("data-app-ready")) return;
    observer.disconnect();
    (window as unknown as { firstRender: object }).firstRender = {
      components: components(),
      pending: document.querySelectorAll('[data-island="pending"]').length,
    };
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-app-ready"] });
}

/**
 * Opens `url` in `page` (which has not loaded anything yet) and counts its load's work: once the
 * app has taken the page over, every part further down has come to life and the network is quiet.
 */
export async function measureLoad(page: Page, url: string): Promise<LoadWork> {
  await page.addInitScript(countAtFirstRender);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.startPreciseCoverage", { callCount: false, detailed: true });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  const { result } = (await cdp.send("Profiler.takePreciseCoverage")) as { result: ScriptCoverage[] };
  await cdp.send("Profiler.stopPreciseCoverage");
  const firstRender = await page.evaluate(
    () => (window as unknown as { firstRender: { components: number; pending: number } }).firstRender,
  );
  return {
    componentsAtFirstRender: firstRender.components,
    partsLeftForLater: firstRender.pending,
    javascriptBytesRun: result
      .filter((script) => new URL(script.url || "about:blank").pathname.startsWith("/static/"))
      .reduce((sum, s) => sum + bytesRun(s), 0),
    domElements: await page.evaluate(() => document.getElementsByTagName("*").length),
  };
}

interface ScriptCoverage {
  url: string;
  functions: Array<{ ranges: Array<{ startOffset: number; endOffset: number; count: number }> }>;
}

/**
 * Bytes of a script inside a block that ran. Block ranges nest (a function, the branches inside
 * it): applied outermost first, an inner range's count overrides its enclosing one's.
 */
function bytesRun(script: ScriptCoverage): number {
  const ranges = script.functions.flatMap((f) => f.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const length = Math.max(0, ...ranges.map((r) => r.endOffset));
  const ran = new Uint8Array(length);
  for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return ran.reduce((sum, byte) => sum + byte, 0);
}
