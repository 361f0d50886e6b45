// After the API's incremental `tsc`: removes compiled files whose source is gone. tsc never deletes
// output, so a module moved or renamed (common/errors.ts -> common/errors/index.ts) would leave its
// old .js beside the new folder, and Node resolves `require("./errors")` to the stale file first.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const api = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "api");
const dist = path.join(api, "dist");
const src = path.join(api, "src");

for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const match = entry.isFile() && /^(.*)\.js(\.map)?$/.exec(entry.name);
  if (!match) continue;
  const source = path.join(src, path.relative(dist, entry.parentPath), match[1]);
  if (![".ts", ".tsx"].some((ext) => fs.existsSync(source + ext))) fs.rmSync(path.join(entry.parentPath, entry.name));
}
