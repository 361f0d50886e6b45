import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * Sends the `.br` or `.gz` twin that the build wrote beside a file (storefront/build/precompress.ts)
 * when the browser accepts that encoding; anything else falls through to express.static. The twin
 * keeps the original's type and the caching `headers` give it.
 */
export function servePrecompressed(dir: string, headers: Record<string, string>): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = path.join(root, safeDecode(req.path));
    if (!file.startsWith(root + path.sep)) return next();
    res.vary("Accept-Encoding");
    const accepted = req.acceptsEncodings(ENCODINGS.map((e) => e.name));
    const encoding = ENCODINGS.find((e) => e.name === accepted && fs.existsSync(file + e.suffix));
    if (!encoding) return next();
    res.type(path.extname(file));
    res.setHeader("Content-Encoding", encoding.name);
    res.sendFile(file + encoding.suffix, { headers, lastModified: true, cacheControl: false }, (err) => {
      if (err && !res.headersSent) next();
    });
  };
}

/** A malformed escape is left as it is: express.static then answers 404 for it. */
function safeDecode(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}
