import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const api = process.env.API_URL ?? "http://localhost:4000";

export default defineConfig({
  base: "/admin/",
  plugins: [react()],
  build: {
    // Bundles live under /static so they never collide with uploaded images under /assets.
    assetsDir: "static",
    sourcemap: true,
  },
  server: {
    port: 5174,
    proxy: { "/graphql": api, "/assets": api, "/api": api, "/healthz": api },
  },
});
