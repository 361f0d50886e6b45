import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text, and big enough that the headers do not outweigh the saving. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every bundled text file, so the
 * server sends the smallest encoding the browser accepts without compressing on each request
 * (api/src/http/precompressed.ts).
 */
export function precompress(): Plugin {
  return {
    name: "bagzone:precompress",
    apply: "build",
    // After the files are written: other plugins still rewrite chunks while the bundle is generated.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!COMPRESSIBLE.test(file.fileName) || file.fileName === "index.html") return;
          const source = file.type === "chunk" ? file.code : file.source;
          const bytes = Buffer.from(source);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzip(bytes, { level: 9 }),
          ]);
          const target = path.join(dir, file.fileName);
          await Promise.all([fs.writeFile(`${target}.br`, br), fs.writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}
