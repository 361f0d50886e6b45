import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Loaders } from "../../shop/loaders";

/** A storefront page rendered on the server (storefront/src/entry-server.tsx). */
export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** Styles and image preloads, for `<head>`. */
  head: string;
  /** The Apollo cache the browser restores before hydrating, for the end of `<body>`. */
  state: string;
}

/**
 * Renders a storefront URL as a guest would see it, its GraphQL run with the page request's
 * `loaders`; null when it cannot (no server bundle, or it failed: the browser then draws the page).
 */
export type RenderPage = (url: string, ip: string, loaders: Loaders) => Promise<RenderedPage | null>;

/** What the storefront's server bundle exports. */
interface StorefrontServerBundle {
  renderPage(url: string, graphql: (body: string) => Promise<string>): Promise<RenderedPage>;
}

/**
 * Calls the storefront's server bundle, built beside its browser bundles by `npm run build`
 * (`dist/server/entry-server.js`), loaded on the first page it renders. The bundle's only way to
 * data is `executeAsGuest`: whoever asked for the page, it is rendered for nobody in particular.
 */
export function storefrontRenderer(
  distDir: string,
  executeAsGuest: (body: string, ip: string, loaders: Loaders) => Promise<string>,
  log: (line: string) => void,
): RenderPage {
  const entry = path.join(distDir, "server", "entry-server.js");
  let bundle: Promise<StorefrontServerBundle> | null = null;
  return async (url, ip, loaders) => {
    if (!bundle && !fs.existsSync(entry)) return null;
    try {
      bundle ??= import(pathToFileURL(entry).href) as Promise<StorefrontServerBundle>;
      return await (await bundle).renderPage(url, (body) => executeAsGuest(body, ip, loaders));
    } catch (err) {
      log(
        `server render of ${url} failed, the browser draws it instead: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
      return null;
    }
  };
}
