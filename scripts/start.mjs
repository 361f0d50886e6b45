// npm start: build what is stale, then run the shop. Ctrl-C reaches the API, which stops the
// HTTP server and the embedded database before it exits; we wait for that.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildIfStale, root } from "./build-if-stale.mjs";

buildIfStale();
const api = spawn(process.execPath, [path.join(root, "api", "dist", "main.js")], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => api.kill(signal));
}
api.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
