import { startShiprocketSandbox } from "./shiprocket-sandbox";

/**
 * The Shiprocket sandbox as a process (`npm start` starts it beside the shop when
 * SHIPPING_PROVIDER=shiprocket): on SHIPROCKET_SANDBOX_PORT (4030), taking the API user and webhook
 * token the shop is given, and posting its tracking webhooks to the shop (SHIPROCKET_SANDBOX_WEBHOOK_URL).
 */
async function main() {
  const need = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`The Shiprocket sandbox needs ${name}`);
    return value;
  };
  const sandbox = await startShiprocketSandbox({
    port: Number(process.env.SHIPROCKET_SANDBOX_PORT ?? 4030),
    email: need("SHIPROCKET_EMAIL"),
    password: need("SHIPROCKET_PASSWORD"),
    webhookToken: need("SHIPROCKET_WEBHOOK_TOKEN"),
    pickupLocations: [need("SHIPROCKET_PICKUP_LOCATION")],
    webhookUrl: process.env.SHIPROCKET_SANDBOX_WEBHOOK_URL,
    log: (line) => console.log(`shiprocket-sandbox: ${line}`),
  });
  console.log(`shiprocket-sandbox: listening on ${sandbox.url} (send a scan: POST ${sandbox.url}/sandbox/track)`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
}

void main().catch((err) => {
  console.error(`shiprocket-sandbox: ${err.message}`);
  process.exit(1);
});
