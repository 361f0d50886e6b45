// Builds the API and the two apps, skipping any whose sources are unchanged since its last build,
// so `npm start` and `npm test` on an unchanged checkout start in seconds. Builds are quiet: a
// build's own output (Vite's tables of chunks, tsc's) is shown only when it fails.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * What each build reads (besides node_modules, which package-lock.json stands for) and the file it
 * writes last. The shared words (words/) are read by all three: the API's build compiles them.
 */
const BUILDS = [
  {
    name: "api",
    inputs: ["api/src", "api/swc-options.cjs", "api/build.mjs", "api/package.json", "words/src", "words/build.mjs", "words/package.json"],
    output: "api/dist/main.js",
  },
  ...["storefront", "admin"].map((app) => ({
    name: app,
    inputs: ["src", "build", "index.html", "vite.config.ts", "tsconfig.json", "package.json", "public"]
      .map((f) => `${app}/${f}`)
      .concat("client/src", "client/package.json", "words/src", "words/package.json"),
    output: `${app}/dist/index.html`,
  })),
];

/**
 * A hash of the inputs' paths and contents: unlike modification times, it stays the same across
 * a fresh clone, `git checkout` back and forth, or a copy, when the sources do.
 */
function fingerprint(inputs) {
  const hash = crypto.createHash("sha256");
  const add = (file) => {
    if (!fs.existsSync(file)) return;
    if (fs.statSync(file).isDirectory()) {
      for (const entry of fs.readdirSync(file).sort()) if (entry !== "node_modules") add(path.join(file, entry));
      return;
    }
    hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  };
  for (const input of [...inputs, "package-lock.json"]) add(path.join(root, input));
  return hash.digest("hex");
}

/** Where a build's fingerprint is kept once it succeeded: beside its output, so removing dist/ rebuilds. */
const stampOf = (build) => path.join(root, path.dirname(build.output), ".sources-sha256");

export function buildIfStale({ quiet = false } = {}) {
  for (const build of BUILDS) {
    const sources = fingerprint(build.inputs);
    const stamp = stampOf(build);
    const upToDate = fs.existsSync(path.join(root, build.output)) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === sources;
    if (upToDate) continue;
    if (!quiet) console.log(`[build] ${build.name}: sources changed since its last build, building...`);
    const started = Date.now();
    const result = spawnSync("npm", ["run", "build", "--silent", "-w", build.name], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout}${result.stderr}`);
      console.error(`[build] ${build.name} failed (${result.error?.message ?? `exit code ${result.status}`})`);
      process.exit(1);
    }
    fs.writeFileSync(stamp, sources);
    if (!quiet) console.log(`[build] ${build.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
