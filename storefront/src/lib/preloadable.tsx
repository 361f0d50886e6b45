import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";

export type Preloadable = ComponentType & { preload(): Promise<void> };

/**
 * A component whose code is its own chunk, loaded when first rendered (showing `fallback`
 * meanwhile), or earlier with `preload()`. Once its code is here it renders without a Suspense
 * boundary at all. That is what a server-rendered page needs: the server's last render pass and
 * the browser (which preloads the page's chunks before hydrating) both draw it directly, and React
 * hydrates the whole page in one pass. A Suspense boundary in that HTML would be hydrated later,
 * and any update reaching it before then (the shopper's bag arriving) would make React throw
 * its server HTML away.
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>, fallback: ReactNode): Preloadable {
  let loaded: ComponentType | null = null;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember);
  function Component() {
    // Decided when mounted, so one instance keeps one shape (a switch would remount its state away).
    const [Ready] = useState(() => loaded);
    return Ready ? (
      <Ready />
    ) : (
      <Suspense fallback={fallback}>
        <Lazy />
      </Suspense>
    );
  }
  return Object.assign(Component, { preload: () => remember().then(() => undefined) });
}
