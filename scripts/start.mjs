// npm start: read .env, build what is stale (quietly), then run the shop, with the MSG91 sandbox
// beside it unless a real SMS provider is configured. Ctrl-C reaches the API alone
// (scripts/shop-process.mjs), which stops the HTTP server, then the jobs, then the embedded
// database, before it exits; we wait for that, then stop the sandbox.
import { buildIfStale } from "./build-if-stale.mjs";
import { readEnvFile } from "./env-file.mjs";
import { runShopProcess, startSmsSandbox, stopInOrder } from "./shop-process.mjs";

readEnvFile();
buildIfStale();
const { env, sandbox } = startSmsSandbox();
stopInOrder(runShopProcess("main.js", env), sandbox ? [sandbox] : []);
