import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

/**
 * Names each styled component after its file and place in it (babel-plugin-styled-components),
 * not the order modules happened to load: the server (which has rendered other pages first) and
 * the browser then give the same element the same class, and hydration matches.
 *
 * A few lines of our own rather than @rolldown/plugin-babel, which needs Node 22.12 while the
 * shop supports Node 20.
 */
export function styledComponentIds(): Plugin {
  return {
    name: "styled-component-ids",
    enforce: "pre",
    transform: {
      // Only the app's own modules that use styled-components reach the handler (filtered before JavaScript runs).
      filter: { id: { include: /[\\/]src[\\/][^?]*\.tsx?$/, exclude: /node_modules/ }, code: "styled-components" },
      async handler(code, id) {
        const file = id.replace(/\?.*$/, "");
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { sourceType: "module", plugins: file.endsWith("x") ? ["typescript", "jsx"] : ["typescript"] },
          plugins: [["babel-plugin-styled-components", { ssr: true, displayName: false, fileName: false, pure: true }]],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
