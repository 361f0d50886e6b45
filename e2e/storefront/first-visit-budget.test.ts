import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// The production build `npm test` made of the current source (it rebuilds a stale one first),
// measured the way `npm run size` measures it: what a first visit to the home page downloads must
// stay under 150 kB gzipped (the script exits 1 over it).
const root = path.join(__dirname, "..", "..", "storefront");
const dist = path.join(root, "dist");
const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: root, encoding: "utf8", stdio: "pipe" });

test("the home page's initial JavaScript stays under the 150 kB gzip budget", () => {
  if (!fs.existsSync(path.join(dist, "index.html"))) throw new Error(`${dist} is missing: build first (npm test does)`);
  let report: string;
  try {
    report = run(["scripts/bundle-size.mjs", "--dist", dist]);
  } catch (failure) {
    throw new Error(`over budget:\n${(failure as { stdout: string }).stdout}`);
  }
  const total = Number(/([\d.]+) kB gzip {2}total/.exec(report)?.[1]);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(150);

  // The size counts the .gz twins the server sends: each must be exactly its bundle, as the .br.
  const bundles = path.join(dist, "static");
  const twins = fs.readdirSync(bundles).filter((f) => f.endsWith(".gz"));
  expect(twins.length).toBeGreaterThan(0);
  for (const twin of twins) {
    const original = fs.readFileSync(path.join(bundles, twin.slice(0, -3)));
    expect(zlib.gunzipSync(fs.readFileSync(path.join(bundles, twin))).equals(original)).toBe(true);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(bundles, `${twin.slice(0, -3)}.br`))).equals(original)).toBe(true);
  }
});
