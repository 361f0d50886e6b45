// Measures the JavaScript a first visit to a route downloads: the entry chunk, the route's chunk
// and every chunk they import statically, from the build's manifest. Run after `npm run build`:
//   node scripts/bundle-size.mjs [src/routes/HomePage.tsx ...]
// Prints each chunk's minified and gzipped size and the total; exits 1 when the home page's total
// exceeds the budget (150 KB gzipped).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const BUDGET_KB = 150;
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["src/routes/HomePage.tsx"];
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

let failed = false;
for (const route of routes) {
  if (!manifest[route]) throw new Error(`${route} is not a chunk of the build`);
  const chunks = staticClosure(["index.html", route]);
  let min = 0;
  let gz = 0;
  console.log(`\nFirst visit to ${route}:`);
  for (const key of chunks) {
    const file = manifest[key].file;
    const code = fs.readFileSync(path.join(dist, file));
    const zipped = zlib.gzipSync(code, { level: 9 }).length;
    min += code.length;
    gz += zipped;
    console.log(`${kb(code.length)} KB min ${kb(zipped)} KB gzip  ${file}`);
  }
  console.log(`${kb(min)} KB min ${kb(gz)} KB gzip  total`);
  if (route.endsWith("HomePage.tsx") && gz / 1024 > BUDGET_KB) {
    console.log(`over the ${BUDGET_KB} KB budget`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
