// npm start: read .env, build what is stale (quietly), then run the shop, with the MSG91 and
// WhatsApp sandboxes beside it unless real providers are configured, and the Shiprocket sandbox when
// SHIPPING_PROVIDER=shiprocket names no Shiprocket of its own. Ctrl-C reaches the API alone
// (scripts/shop-process.mjs), which stops the HTTP server, then the jobs, then the embedded
// database, before it exits; we wait for that, then stop the sandboxes.
import { buildIfStale } from "./build-if-stale.mjs";
import { readEnvFile } from "./env-file.mjs";
import { runShopProcess, startShippingSandbox, startSmsSandbox, startWhatsAppSandbox, stopInOrder } from "./shop-process.mjs";

readEnvFile();
buildIfStale();
const sms = startSmsSandbox();
const whatsapp = startWhatsAppSandbox(sms.env);
const shipping = startShippingSandbox(whatsapp.env);
stopInOrder(
  runShopProcess("main.js", shipping.env),
  [sms.sandbox, whatsapp.sandbox, shipping.sandbox].filter((sandbox) => sandbox !== null),
);
