import { defineConfig, defaultClientConditions, type BuildEnvironmentOptions } from "vite";
import react from "@vitejs/plugin-react";
import { oneModulePerDocument } from "./build/one-module-per-document";
import { precompress } from "./build/precompress";
import { styledComponentIds } from "./build/styled-component-ids";

const api = process.env.API_URL ?? "http://localhost:4000";

const browserBuild: BuildEnvironmentOptions = {
  // Bundles live under /static so they never collide with uploaded images under /assets.
  assetsDir: "static",
  sourcemap: true,
  // scripts/bundle-size.mjs reads it to measure what a first visit downloads.
  manifest: true,
  // Every browser we support preloads modules natively.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [{ name: "vendor", test: /node_modules[\\/](?!react-hot-toast|goober)/ }],
      },
    },
  },
};

const serverBuild: BuildEnvironmentOptions = {
  outDir: "dist/server",
  emptyOutDir: true,
  sourcemap: true,
  rolldownOptions: { input: "src/entry-server.tsx" },
};

// `vite build` makes the browser's bundles; `vite build --ssr` (the second half of `npm run build`)
// makes dist/server/entry-server.js, which the API calls to render catalogue pages.
export default defineConfig(({ isSsrBuild }) => ({
  base: "/",
  plugins: [react(), styledComponentIds(), oneModulePerDocument("src/gql/graphql.ts"), ...(isSsrBuild ? [] : [precompress()])],
  // The server bundle carries its libraries inside: no CommonJS/ESM interop at run time, and it
  // runs wherever the API runs.
  ssr: { noExternal: true },
  resolve: {
    // rxjs (under Apollo Client) ships an ES2015 build beside its default ES5 one: smaller, and
    // every browser we support runs it.
    conditions: ["es2015", ...defaultClientConditions],
  },
  build: isSsrBuild ? serverBuild : browserBuild,
  server: {
    port: 5173,
    proxy: { "/graphql": api, "/assets": api, "/api": api, "/healthz": api },
  },
}));
