import { defineConfig, defaultClientConditions } from "vite";
import react from "@vitejs/plugin-react";
import { oneModulePerDocument } from "./build/one-module-per-document";
import { precompress } from "./build/precompress";

const api = process.env.API_URL ?? "http://localhost:4000";

export default defineConfig({
  base: "/",
  plugins: [react(), oneModulePerDocument("src/gql/graphql.ts"), precompress()],
  resolve: {
    // rxjs (under Apollo Client) ships an ES2015 build beside its default ES5 one: smaller, and
    // every browser we support runs it.
    conditions: ["es2015", ...defaultClientConditions],
  },
  build: {
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
  },
  server: {
    port: 5173,
    proxy: { "/graphql": api, "/assets": api, "/api": api, "/healthz": api },
  },
});
