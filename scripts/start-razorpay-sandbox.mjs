// npm run start:razorpay: the shop as `npm start` runs it, but paying through Razorpay's API as
// the repo's sandbox plays it (api/src/sandbox): the payment step opens the sandbox's Razorpay
// Checkout, and the sandbox sends signed webhooks back to the shop. Ctrl-C stops both.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildIfStale, root } from "./build-if-stale.mjs";

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
const run = (file) => spawn(process.execPath, [path.join(root, "api", "dist", file)], { cwd: root, stdio: "inherit", env });
const sandbox = run("sandbox/razorpay-sandbox.main.js");
const api = run("main.js");
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    api.kill(signal);
    sandbox.kill(signal);
  });
}
api.on("exit", (code, signal) => {
  sandbox.kill("SIGTERM");
  process.exit(code ?? (signal ? 1 : 0));
});
