// npm start: read .env, build what is stale (quietly), then run the shop, with the MSG91 and
// WhatsApp sandboxes beside it unless real providers are configured. Ctrl-C reaches the API alone
// (scripts/shop-process.mjs), which stops the HTTP server, then the jobs, then the embedded
// database, before it exits; we wait for that, then stop the sandboxes.
import { buildIfStale } from "./build-if-stale.mjs";
import { readEnvFile } from "./env-file.mjs";
import { runShopProcess, startSmsSandbox, startWhatsAppSandbox, stopInOrder } from "./shop-process.mjs";

readEnvFile();
buildIfStale();
const sms = startSmsSandbox();
const whatsapp = startWhatsAppSandbox(sms.env);
stopInOrder(
  runShopProcess("main.js", whatsapp.env),
  [sms.sandbox, whatsapp.sandbox].filter((sandbox) => sandbox !== null),
);
