/**
 * Lets a test worker load the API's TypeScript natively, the way the built shop loads its
 * JavaScript: once per worker process, not once per test file. The API project runs on
 * jest-light-runner (api/jest.config.js), which imports each test file in a long-lived worker
 * without jest's per-file module registry, so the shop's modules and its GraphQL schema are
 * loaded and built once per worker and shared by the files that worker runs.
 *
 * Two hooks: Node's CommonJS loader compiles `.ts` files with SWC (and resolves `./x.js` to
 * `./x.ts`, as TypeScript's node16 resolution does), and an ES module hook (hooks.mjs) hands
 * `.ts` test files to that CommonJS loader when the runner `import()`s them.
 */
const Module = require("node:module");
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");
const swc = require("@swc/core");
const swcOptions = require("../../../swc-options.cjs");

require("reflect-metadata");

// Compiled files are kept by content, as jest keeps its transforms, so a run compiles only what changed.
const cacheDir = path.join(__dirname, "../../../../node_modules/.cache/api-test-swc");
fs.mkdirSync(cacheDir, { recursive: true });
const optionsKey = JSON.stringify([swc.version, swcOptions]);

Module._extensions[".ts"] = (module, filename) => {
  const source = fs.readFileSync(filename, "utf8");
  const key = crypto.createHash("sha1").update(optionsKey).update(filename).update(source).digest("hex");
  const cached = path.join(cacheDir, `${key}.js`);
  let code;
  try {
    code = fs.readFileSync(cached, "utf8");
  } catch {
    code = swc.transformSync(source, { ...swcOptions, filename }).code;
    // Written aside and renamed, so a worker never reads another's half-written file.
    const partial = `${cached}.${process.pid}`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, cached);
  }
  module._compile(code, filename);
};

// TypeScript's resolution, which Node's lacks: `./x` is `./x.ts` before `./x.json` (Node would take
// the JSON beside a module of the same name), and `./x.js` is `./x.ts` when there is no `./x.js`.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveTypeScript(request, parent, ...rest) {
  // The shop imports the storefront's server bundle by file URL (server-render.ts); compiled here to
  // CommonJS, that `import()` is a `require`, which takes the file's path.
  if (request.startsWith("file:")) return resolveFilename.call(this, require("node:url").fileURLToPath(request), parent, ...rest);
  if (parent?.filename?.endsWith(".ts") && /^\.{1,2}\//.test(request)) {
    const typescript = path.resolve(path.dirname(parent.filename), request.replace(/\.js$/, "") + ".ts");
    if (fs.existsSync(typescript)) return typescript;
  }
  // The shared words as their TypeScript source, where the built shop requires their build (words/package.json).
  if (request.startsWith("@shop/words/"))
    return path.join(__dirname, "../../../../words/src", `${request.slice("@shop/words/".length)}.ts`);
  return resolveFilename.call(this, request, parent, ...rest);
};

Module.register("./hooks.mjs", require("node:url").pathToFileURL(__filename));
process.setSourceMapsEnabled(true);
