// Compiles the shared words to CommonJS in words/dist for the API, which runs its own build as
// CommonJS under plain node (package.json's "require" condition). The apps and every jest project
// read the TypeScript source itself ("default" and "types"). Run by the API's build, which needs it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import swc from "@swc/core";

const words = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(words, "src");
const dist = path.join(words, "dist");

fs.rmSync(dist, { recursive: true, force: true });
fs.mkdirSync(dist, { recursive: true });
await Promise.all(
  fs
    .readdirSync(src)
    .filter((name) => name.endsWith(".ts"))
    .map(async (name) => {
      const js = path.join(dist, name.replace(/\.ts$/, ".js"));
      const { code, map } = await swc.transformFile(path.join(src, name), {
        jsc: { parser: { syntax: "typescript" }, target: "es2022" },
        module: { type: "commonjs", exportInteropAnnotation: true },
        sourceMaps: true,
        sourceFileName: path.relative(dist, path.join(src, name)),
      });
      fs.writeFileSync(js, `${code}\n//# sourceMappingURL=${path.basename(js)}.map\n`);
      fs.writeFileSync(`${js}.map`, map);
    }),
);
