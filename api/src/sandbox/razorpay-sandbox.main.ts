import { startRazorpaySandbox } from "./razorpay-sandbox";

/**
 * The Razorpay sandbox as a process (`npm run start:razorpay` starts it beside the shop): on
 * RAZORPAY_SANDBOX_PORT, with the keys the shop is given (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET,
 * RAZORPAY_WEBHOOK_SECRET), sending webhooks to RAZORPAY_SANDBOX_WEBHOOK_URL.
 */
async function main() {
  const env = process.env;
  const missing = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET", "RAZORPAY_SANDBOX_WEBHOOK_URL"].filter(
    (name) => !env[name],
  );
  if (missing.length > 0) throw new Error(`The Razorpay sandbox needs ${missing.join(", ")}`);
  const sandbox = await startRazorpaySandbox({
    port: Number(env.RAZORPAY_SANDBOX_PORT ?? 4010),
    keyId: env.RAZORPAY_KEY_ID!,
    keySecret: env.RAZORPAY_KEY_SECRET!,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
    webhookUrl: env.RAZORPAY_SANDBOX_WEBHOOK_URL,
    log: (line) => console.log(`razorpay-sandbox: ${line}`),
  });
  console.log(`razorpay-sandbox: listening on ${sandbox.url} (checkout.js at ${sandbox.url}/v1/checkout.js)`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
}

void main().catch((err) => {
  console.error(`razorpay-sandbox: ${err.message}`);
  process.exit(1);
});
