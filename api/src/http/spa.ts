import fs from "node:fs";
import path from "node:path";
import express, { Router } from "express";

/**
 * Serves a built React app: hashed bundles (under /static, beside uploaded images under /assets) with a year's cache, and index.html (never cached)
 * for every other path so client-side routes work on reload.
 */
export function serveSinglePageApp(distDir: string, name: string): Router {
  const router = Router();
  const indexFile = path.join(distDir, "index.html");
  router.use(
    "/static",
    express.static(path.join(distDir, "static"), { immutable: true, maxAge: "365d", fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  router.get(/.*/, (_req, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type("text").send(`The ${name} app is not built yet: run npm run build.`);
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexFile);
  });
  return router;
}
