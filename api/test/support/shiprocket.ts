import { SHIPPING_WEBHOOK_PATH } from "../../src/modules/fulfilment/shiprocket-webhook.routes";
import { type ShiprocketSandbox, startShiprocketSandbox } from "../../src/sandbox/shiprocket-sandbox";
import { reserveShopPort } from "./shop-port";
import { startTestShop, type TestShop } from "./test-shop";

export const SHIPROCKET_SETTINGS = {
  SHIPROCKET_EMAIL: "api-user@bagzone.test",
  SHIPROCKET_PASSWORD: "api-user-password",
  SHIPROCKET_WEBHOOK_TOKEN: "test-webhook-token-7f3a9c",
  SHIPROCKET_PICKUP_LOCATION: "Bengaluru Warehouse",
};

export interface ShiprocketShop {
  t: TestShop;
  sandbox: ShiprocketSandbox;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The shop with SHIPPING_PROVIDER=shiprocket, talking over HTTP to the repo's Shiprocket sandbox,
 * and listening on a port of its own so the sandbox's tracking webhooks reach it as Shiprocket's would.
 */
export async function startShiprocketShop(env: Record<string, string> = {}): Promise<ShiprocketShop> {
  const shopPort = await reserveShopPort();
  const { baseUrl } = shopPort;
  const sandbox = await startShiprocketSandbox({
    email: SHIPROCKET_SETTINGS.SHIPROCKET_EMAIL,
    password: SHIPROCKET_SETTINGS.SHIPROCKET_PASSWORD,
    webhookToken: SHIPROCKET_SETTINGS.SHIPROCKET_WEBHOOK_TOKEN,
    pickupLocations: [SHIPROCKET_SETTINGS.SHIPROCKET_PICKUP_LOCATION],
    webhookUrl: `${baseUrl}${SHIPPING_WEBHOOK_PATH}`,
  });
  const t = await startTestShop({
    SHIPPING_PROVIDER: "shiprocket",
    ...SHIPROCKET_SETTINGS,
    SHIPROCKET_API_URL: sandbox.url,
    PUBLIC_URL: baseUrl,
    // A failed call is retried at once: the tests wait for the queue to settle, not for backoff.
    JOB_RETRY_DELAY_SECONDS: "0",
    ...env,
  });
  await shopPort.serve(t);
  return {
    t,
    sandbox,
    baseUrl,
    async close() {
      await shopPort.close();
      await sandbox.close();
      await t.close();
    },
  };
}
