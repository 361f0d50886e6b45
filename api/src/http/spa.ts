import fs from "node:fs";
import path from "node:path";
import express, { Router } from "express";
import type { PageHead } from "./storefront/page-head";
import { renderHead } from "./storefront/page-head";
import { servePrecompressed } from "./precompressed";
import type { RenderedPage, RenderPage } from "./storefront/server-render";
import type { Loaders } from "../shop/loaders";

/** What the first HTML of a path says about it (status, title, tags); unset: every path is the app's 200. */
type DescribePage = (pathname: string, query: URLSearchParams, loaders: Loaders) => Promise<PageHead>;

export interface ServerPages {
  /** New loaders for one page request: its head and its render read through them, so what both show is read once. */
  loaders: () => Loaders;
  describe: DescribePage;
  /** Renders the page itself for paths that are the same for every shopper (the catalogue's). */
  render?: RenderPage;
}

/**
 * Serves a built React app: hashed bundles (under /static, beside uploaded images under /assets) with a year's cache, and index.html (never cached)
 * for every other path so client-side routes work on reload. With `pages`, index.html carries the path's own
 * head tags and status (404 for what does not exist), so crawlers and link previews see them without JavaScript,
 * and catalogue pages come rendered with their content, for the browser to hydrate.
 */
export function serveSinglePageApp(distDir: string, name: string, pages?: ServerPages): Router {
  const router = Router();
  const indexFile = path.join(distDir, "index.html");
  const bundles = path.join(distDir, "static");
  router.use("/static", servePrecompressed(bundles, { "Cache-Control": "public, max-age=31536000, immutable" }));
  router.use("/static", express.static(bundles, { immutable: true, maxAge: "365d", fallthrough: false }));
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  router.get(/.*/, async (req, res, next) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type("text").send(`The ${name} app is not built yet: run npm run build.`);
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    if (!pages) {
      res.sendFile(indexFile);
      return;
    }
    try {
      const loaders = pages.loaders();
      const head = await pages.describe(req.path, new URL(req.originalUrl, "http://server.invalid").searchParams, loaders);
      const shell = await fs.promises.readFile(indexFile, "utf8");
      // Only pages that are the same for every shopper are rendered here (sign-in, bag, checkout
      // and profile are drawn by the browser), and they are rendered as a guest's.
      const rendered =
        head.status === 200 && head.shared && pages.render ? await pages.render(req.originalUrl, req.ip ?? "unknown", loaders) : null;
      // Catalogue pages may sit in a CDN a minute, then be served stale while it refetches; the
      // ETag comes from the body, so it changes with the catalogue version the page shows.
      if (head.shared) res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      res
        .status(head.status)
        .type("html")
        .send(composePage(shell, renderHead(head), rendered));
    } catch (err) {
      next(err);
    }
  });
  return router;
}

/**
 * The shell with its own title and description replaced by the page's tags, and the server's
 * render, when there is one, inside its root element. Replacements go through functions: text
 * from the catalogue may hold `$` patterns that a replacement string would expand.
 */
function composePage(shell: string, tags: string, rendered: RenderedPage | null): string {
  const head = rendered ? `${tags}\n${rendered.head}` : tags;
  let page = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta name="description"[^>]*>\s*/, "")
    .replace("</head>", () => `  ${head}\n  </head>`);
  if (rendered) {
    page = page
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${rendered.html}</div>`)
      .replace("</body>", () => `${rendered.state}\n  </body>`)
      // The page is readable without its scripts: on a slow phone its first-screen image and
      // paint come first, the code that makes it interactive right after.
      .replace(/<(script type="module"|link rel="modulepreload")/g, (tag) => `${tag} fetchpriority="low"`);
  }
  return page;
}
