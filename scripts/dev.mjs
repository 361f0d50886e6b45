// npm run dev: the API recompiled and restarted on change, both apps on Vite dev servers
// (storefront :5173, admin :5174) proxying the API on :4000.
import { execSync, spawn } from "node:child_process";
import { root } from "./build-if-stale.mjs";
import { readEnvFile } from "./env-file.mjs";

readEnvFile();
execSync("npm run build --silent -w api", { cwd: root, stdio: "inherit" });
const concurrently = spawn(
  "npx",
  [
    "concurrently",
    "--kill-others-on-fail",
    "--names",
    "tsc,api,store,admin",
    "tsc -w --preserveWatchOutput -p api/tsconfig.build.json",
    "node --watch-path=api/dist api/dist/main.js",
    "npm run dev -w storefront",
    "npm run dev -w admin",
  ],
  { cwd: root, stdio: "inherit" },
);
concurrently.on("exit", (code) => process.exit(code ?? 0));
