// Runs the shop's processes for `npm start` and `npm run start:razorpay` (and the sandboxes they talk to), stopping them in order.
//
// Ctrl-C at a terminal signals every process of the foreground process group at once: the API and
// also the embedded PostgreSQL it started, which then shut down under requests and jobs still
// finishing ("database unreachable, answering 503"). So the shop's processes run in a group of
// their own (detached): only this script hears Ctrl-C, and it passes it on to them; the API then
// drains its requests and jobs and stops its database last.
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./build-if-stale.mjs";

/** Starts `node api/dist/<file>` in its own process group, sharing this terminal's output. */
export function runShopProcess(file, env = process.env) {
  return spawn(process.execPath, [path.join(root, "api", "dist", file)], { cwd: root, stdio: "inherit", env, detached: true });
}

/**
 * Passes Ctrl-C, SIGTERM and a closed terminal (SIGHUP, as SIGTERM) on to `main`; once it has
 * exited, stops the `others` (a sandbox it talks to) and exits as it did.
 */
export function stopInOrder(main, others = []) {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => main.exitCode === null && main.kill(signal === "SIGHUP" ? "SIGTERM" : signal));
  }
  main.on("exit", (code, signal) => {
    for (const other of others) if (other.exitCode === null) other.kill("SIGTERM");
    process.exit(code ?? (signal ? 1 : 0));
  });
}

/**
 * The repo's MSG91 sandbox (api/src/sandbox/msg91-sandbox.ts) as `npm start` runs it beside the
 * shop, so signing in by phone works out of the box: the codes are printed in the terminal. Not
 * started when MSG91_API_URL names a provider of the operator's own (real MSG91). Answers the
 * environment the shop is given and the sandbox's process, or null.
 */
export function startSmsSandbox(env = process.env) {
  if (env.MSG91_API_URL) return { env, sandbox: null };
  const port = env.MSG91_SANDBOX_PORT ?? "4020";
  const withSandbox = {
    MSG91_AUTH_KEY: "sandbox-authkey",
    MSG91_TEMPLATE_ID: "sandbox-sign-in-code",
    ...env,
    MSG91_API_URL: `http://127.0.0.1:${port}`,
    MSG91_SANDBOX_PORT: port,
  };
  return { env: withSandbox, sandbox: runShopProcess("sandbox/msg91-sandbox.main.js", withSandbox) };
}

/**
 * The repo's Shiprocket sandbox (api/src/sandbox/shiprocket-sandbox.ts) as `npm start` runs it
 * beside the shop when SHIPPING_PROVIDER=shiprocket, so shipping and tracking work without an
 * account: the sandbox books parcels, serves their labels and posts its scans to the shop's
 * webhook. Not started when SHIPROCKET_API_URL names Shiprocket itself (or another address).
 * Answers the environment the shop is given and the sandbox's process, or null.
 */
export function startShippingSandbox(env = process.env) {
  if (env.SHIPPING_PROVIDER !== "shiprocket" || env.SHIPROCKET_API_URL) return { env, sandbox: null };
  const port = env.SHIPROCKET_SANDBOX_PORT ?? "4030";
  const withSandbox = {
    SHIPROCKET_EMAIL: "sandbox@bagzone.local",
    SHIPROCKET_PASSWORD: "sandbox-password",
    SHIPROCKET_WEBHOOK_TOKEN: "sandbox-webhook-token",
    SHIPROCKET_PICKUP_LOCATION: "Primary",
    ...env,
    SHIPROCKET_API_URL: `http://127.0.0.1:${port}`,
    SHIPROCKET_SANDBOX_PORT: port,
    SHIPROCKET_SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${env.PORT ?? "4000"}/api/shipping/tracking-events`,
  };
  return { env: withSandbox, sandbox: runShopProcess("sandbox/shiprocket-sandbox.main.js", withSandbox) };
}

/**
 * The repo's WhatsApp sandbox (api/src/sandbox/whatsapp-sandbox.ts) as `npm start` runs it beside
 * the shop, so order updates on WhatsApp work out of the box: each message is printed, and its
 * receipts ("sent", then "delivered") come back to the shop's webhook, signed. Not started when
 * WHATSAPP_API_URL names another address (Meta's) or WHATSAPP_MESSAGES=off. Answers the environment
 * the shop is given and the sandbox's process, or null.
 */
export function startWhatsAppSandbox(env = process.env) {
  if (env.WHATSAPP_API_URL || env.WHATSAPP_MESSAGES === "off") return { env, sandbox: null };
  const port = env.WHATSAPP_SANDBOX_PORT ?? "4040";
  const withSandbox = {
    WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
    WHATSAPP_ACCESS_TOKEN: "sandbox-whatsapp-token",
    WHATSAPP_APP_SECRET: "sandbox-whatsapp-app-secret",
    WHATSAPP_VERIFY_TOKEN: "sandbox-whatsapp-verify-token",
    ...env,
    WHATSAPP_API_URL: `http://127.0.0.1:${port}`,
    WHATSAPP_SANDBOX_PORT: port,
  };
  return { env: withSandbox, sandbox: runShopProcess("sandbox/whatsapp-sandbox.main.js", withSandbox) };
}
