// npm run start:razorpay: the shop as `npm start` runs it, but paying through Razorpay's API as
// the repo's sandbox plays it (api/src/sandbox): the payment step opens the sandbox's Razorpay
// Checkout, and the sandbox sends signed webhooks back to the shop; SMS go to the MSG91 sandbox as
// with `npm start`. Ctrl-C stops them all.
import { buildIfStale } from "./build-if-stale.mjs";
import { readEnvFile } from "./env-file.mjs";
import { runShopProcess, startSmsSandbox, stopInOrder } from "./shop-process.mjs";

readEnvFile();
buildIfStale();
const port = process.env.PORT ?? "4000";
const sandboxPort = process.env.RAZORPAY_SANDBOX_PORT ?? "4010";
const keys = {
  RAZORPAY_KEY_ID: "rzp_test_sandbox",
  RAZORPAY_KEY_SECRET: "sandbox-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "sandbox-webhook-secret",
};
const env = {
  ...keys,
  ...process.env,
  PAYMENT_PROVIDER: "razorpay",
  RAZORPAY_API_URL: `http://127.0.0.1:${sandboxPort}`,
  RAZORPAY_CHECKOUT_URL: `http://127.0.0.1:${sandboxPort}/v1/checkout.js`,
  RAZORPAY_SANDBOX_PORT: sandboxPort,
  RAZORPAY_SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${port}/api/payments/razorpay/webhook`,
};
const sandbox = runShopProcess("sandbox/razorpay-sandbox.main.js", env);
const sms = startSmsSandbox(env);
const api = runShopProcess("main.js", sms.env);
stopInOrder(api, sms.sandbox ? [sandbox, sms.sandbox] : [sandbox]);
