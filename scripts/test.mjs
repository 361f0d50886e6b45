// npm test: builds what is stale (the boot and browser tests run the built shop), then runs every
// jest project: API integration tests, both apps' component tests, and the browser tests.
import { spawnSync } from "node:child_process";
import { buildIfStale, root } from "./build-if-stale.mjs";

buildIfStale({ quiet: true });
const result = spawnSync("npx", ["jest", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
