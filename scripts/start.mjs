// npm start: read .env, build what is stale (quietly), then run the shop. Ctrl-C reaches the API
// alone (scripts/shop-process.mjs), which stops the HTTP server, then the jobs, then the embedded
// database, before it exits; we wait for that.
import { buildIfStale } from "./build-if-stale.mjs";
import { readEnvFile } from "./env-file.mjs";
import { runShopProcess, stopInOrder } from "./shop-process.mjs";

readEnvFile();
buildIfStale();
stopInOrder(runShopProcess("main.js"));
