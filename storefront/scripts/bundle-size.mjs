// Measures the JavaScript a first visit to a route downloads: the entry chunk, the route's chunk
// and every chunk they import statically, from the build's manifest. Run after `npm run build`:
//   node scripts/bundle-size.mjs [--dist DIR] [src/routes/HomePage.tsx ...]
// Prints each chunk's minified and gzipped size (kB = 1000 bytes) and the total: the gzipped size is
// the `.gz` twin the build wrote, which is what the server sends a browser accepting gzip (brotli,
// when accepted, is smaller still; a chunk under 1 kB has no twin and goes as it is); exits 1 when the home page's total is over the budget, 150 kB gzipped.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const BUDGET_KB = 150;
const HOME = "src/routes/HomePage.tsx";
const { values, positionals } = parseArgs({ options: { dist: { type: "string" } }, allowPositionals: true });
const dist = values.dist ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
const routes = positionals.length ? positionals : [HOME];
const kb = (bytes) => (bytes / 1000).toFixed(2).padStart(8);

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
  let min = 0;
  let gz = 0;
  console.log(`\nFirst visit to ${route}:`);
  for (const key of staticClosure(["index.html", route])) {
    const file = manifest[key].file;
    const code = fs.readFileSync(path.join(dist, file));
    const twin = path.join(dist, `${file}.gz`);
    const zipped = fs.existsSync(twin) ? fs.statSync(twin).size : code.length;
    min += code.length;
    gz += zipped;
    console.log(`${kb(code.length)} kB min ${kb(zipped)} kB gzip  ${file}`);
  }
  console.log(`${kb(min)} kB min ${kb(gz)} kB gzip  total`);
  if (route === HOME && gz / 1000 > BUDGET_KB) {
    console.log(`over the ${BUDGET_KB} kB budget`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
