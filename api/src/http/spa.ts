import fs from "node:fs";
import path from "node:path";
import express, { Router } from "express";
import type { PageHead } from "./storefront/page-head";
import { renderHead } from "./storefront/page-head";
import { servePrecompressed } from "./precompressed";

/** What the first HTML of a path says about it (status, title, tags); unset: every path is the app's 200. */
export type DescribePage = (pathname: string) => Promise<PageHead>;

/**
 * Serves a built React app: hashed bundles (under /static, beside uploaded images under /assets) with a year's cache, and index.html (never cached)
 * for every other path so client-side routes work on reload. With `describePage`, index.html carries the path's own
 * head tags and status (404 for what does not exist), so crawlers and link previews see them without JavaScript.
 */
export function serveSinglePageApp(distDir: string, name: string, describePage?: DescribePage): Router {
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
    if (!describePage) {
      res.sendFile(indexFile);
      return;
    }
    try {
      const head = await describePage(req.path);
      const shell = await fs.promises.readFile(indexFile, "utf8");
      // Catalogue pages may sit in a CDN a minute, then be served stale while it refetches; the
      // ETag comes from the body, so it changes with the catalogue version the page shows.
      if (head.shared) res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      res.status(head.status).type("html").send(withHead(shell, renderHead(head)));
    } catch (err) {
      next(err);
    }
  });
  return router;
}

/** The shell with its own title and description replaced by the page's tags. */
function withHead(shell: string, tags: string): string {
  const bare = shell.replace(/<title>[\s\S]*?<\/title>\s*/, "").replace(/<meta name="description"[^>]*>\s*/, "");
  return bare.replace("</head>", `  ${tags}\n  </head>`);
}
