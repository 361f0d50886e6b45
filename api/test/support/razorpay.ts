import { RAZORPAY_WEBHOOK_PATH } from "../../src/modules/checkout/razorpay-webhook.routes";
import { type RazorpaySandbox, startRazorpaySandbox } from "../../src/sandbox/razorpay-sandbox";
import { reserveShopPort } from "./shop-port";
import { startTestShop, type TestShop } from "./test-shop";

export const RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: "rzp_test_bagzone",
  RAZORPAY_KEY_SECRET: "test-key-secret-123",
  RAZORPAY_WEBHOOK_SECRET: "test-webhook-secret-456",
};

export interface RazorpayShop {
  t: TestShop;
  sandbox: RazorpaySandbox;
  /** Where the shop listens over real HTTP: the sandbox posts its webhooks there. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The shop with PAYMENT_PROVIDER=razorpay, talking over HTTP to the repo's Razorpay sandbox, and
 * listening on a port of its own so the sandbox's webhooks reach it as Razorpay's would.
 */
export async function startRazorpayShop(env: Record<string, string> = {}): Promise<RazorpayShop> {
  const shopPort = await reserveShopPort();
  const { baseUrl } = shopPort;
  const sandbox = await startRazorpaySandbox({
    keyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_KEYS.RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET,
    webhookUrl: `${baseUrl}${RAZORPAY_WEBHOOK_PATH}`,
  });
  const t = await startTestShop({
    PAYMENT_PROVIDER: "razorpay",
    ...RAZORPAY_KEYS,
    RAZORPAY_API_URL: sandbox.url,
    RAZORPAY_CHECKOUT_URL: `${sandbox.url}/v1/checkout.js`,
    PUBLIC_URL: baseUrl,
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
