import { type RazorpaySandbox, startRazorpaySandbox } from "../../api/src/sandbox/razorpay-sandbox";
import { startShopServer, type ShopServer } from "./shop-server";

const KEYS = { RAZORPAY_KEY_ID: "rzp_test_e2e", RAZORPAY_KEY_SECRET: "e2e-key-secret", RAZORPAY_WEBHOOK_SECRET: "e2e-webhook-secret" };

/** Razorpay Checkout's frame, as the sandbox's checkout.js opens it over the payment step. */
export const RAZORPAY_CHECKOUT_FRAME = 'iframe[title="Razorpay Checkout (sandbox)"]';

/**
 * The built shop taking UPI through the repo's Razorpay sandbox, as it would through Razorpay: the
 * sandbox's API, its checkout.js, and its webhooks sent to the shop. `stop` ends both.
 */
export async function startShopWithRazorpaySandbox(): Promise<{ sandbox: RazorpaySandbox; shop: ShopServer; stop(): Promise<void> }> {
  const sandbox = await startRazorpaySandbox({
    keyId: KEYS.RAZORPAY_KEY_ID,
    keySecret: KEYS.RAZORPAY_KEY_SECRET,
    webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
  });
  const shop = await startShopServer({
    PAYMENT_PROVIDER: "razorpay",
    ...KEYS,
    RAZORPAY_API_URL: sandbox.url,
    RAZORPAY_CHECKOUT_URL: `${sandbox.url}/v1/checkout.js`,
  }).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  sandbox.sendWebhooksTo(`${shop.baseUrl}/api/payments/razorpay/webhook`);
  return {
    sandbox,
    shop,
    async stop() {
      await shop.stop();
      await sandbox.close();
    },
  };
}
