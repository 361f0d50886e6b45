import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const PREFIX = "\0gql-document:";

/**
 * graphql-codegen writes every typed document into one module (src/gql/graphql.ts). A bundler
 * cannot split a module, so every page would download every operation of the app. This plugin
 * gives each document its own tiny module at build time: `import { CartDocument } from
 * "../gql/graphql"` becomes an import of just that document, and each chunk carries only the
 * operations it uses. Types are untouched (they are erased anyway).
 */
export function oneModulePerDocument(generatedFile: string): Plugin {
  const generated = path.resolve(generatedFile);
  const importFrom = /import\s*\{([^}]*)\}\s*from\s*["']([^"']*\/gql\/graphql)["'];?/g;
  return {
    name: "one-module-per-document",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id === generated || !code.includes("/gql/graphql")) return null;
      const rewritten = code.replace(importFrom, (statement, names: string, from: string) => {
        if (path.resolve(path.dirname(id), from) + ".ts" !== generated) return statement;
        const specifiers = names
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean);
        const documents = specifiers.filter((n) => /^\w+Document$/.test(n));
        const rest = specifiers.filter((n) => !documents.includes(n));
        return [
          ...documents.map((name) => `import { ${name} } from "${PREFIX}${name}";`),
          ...(rest.length ? [`import { ${rest.join(", ")} } from "${from}";`] : []),
        ].join("\n");
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const line = fs
        .readFileSync(generated, "utf8")
        .split("\n")
        .find((l) => l.startsWith(`export const ${name} = `));
      if (!line) throw new Error(`${name} is not in ${generated}: run npm run codegen`);
      // `export const XDocument = {...} as unknown as DocumentNode<...>;` -> plain JavaScript.
      return line.slice(0, line.lastIndexOf(" as unknown as ")) + ";";
    },
  };
}
