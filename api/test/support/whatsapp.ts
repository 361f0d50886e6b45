import { WHATSAPP_WEBHOOK_PATH } from "../../src/modules/notification/whatsapp-webhook.routes";
import { startWhatsAppSandbox, type WhatsAppSandbox } from "../../src/sandbox/whatsapp-sandbox";
import { type Msg91Sandbox, startMsg91Sandbox } from "../../src/sandbox/msg91-sandbox";
import { reserveShopPort } from "./shop-port";
import { MSG91_TEST_KEY } from "./sms";
import { startTestShop, type TestShop } from "./test-shop";

export const WHATSAPP_KEYS = {
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_ACCESS_TOKEN: "test-whatsapp-access-token",
  WHATSAPP_APP_SECRET: "test-whatsapp-app-secret",
  WHATSAPP_VERIFY_TOKEN: "test-whatsapp-verify-token",
};

export interface MessagingShop {
  t: TestShop;
  whatsapp: WhatsAppSandbox;
  sms: Msg91Sandbox;
  /** Where the shop listens over real HTTP: the WhatsApp sandbox posts its webhooks there. */
  baseUrl: string;
  /** The shop's clock: a test sets it instead of waiting for the hour. */
  clock: { now: Date };
  close(): Promise<void>;
}

/**
 * The shop sending WhatsApp messages over HTTP to the repo's WhatsApp sandbox and SMS to the MSG91
 * sandbox, listening on a port of its own so the sandbox's signed receipts and replies reach its
 * webhook as Meta's would; retries come at once and the clock is the test's.
 */
export async function startMessagingShop(env: Record<string, string> = {}): Promise<MessagingShop> {
  const shopPort = await reserveShopPort();
  const { baseUrl } = shopPort;
  const whatsapp = await startWhatsAppSandbox({
    accessToken: WHATSAPP_KEYS.WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: WHATSAPP_KEYS.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: WHATSAPP_KEYS.WHATSAPP_APP_SECRET,
    webhookUrl: `${baseUrl}${WHATSAPP_WEBHOOK_PATH}`,
  });
  const sms = await startMsg91Sandbox({ authKey: MSG91_TEST_KEY });
  const clock = { now: new Date() };
  const t = await startTestShop(
    {
      ...WHATSAPP_KEYS,
      WHATSAPP_API_URL: whatsapp.url,
      MSG91_API_URL: sms.url,
      MSG91_AUTH_KEY: MSG91_TEST_KEY,
      MSG91_TEMPLATE_ID: "test-sign-in",
      JOB_RETRY_DELAY_SECONDS: "0",
      PUBLIC_URL: baseUrl,
      ...env,
    },
    { clock: () => clock.now },
  );
  await shopPort.serve(t);
  return {
    t,
    whatsapp,
    sms,
    baseUrl,
    clock,
    async close() {
      await shopPort.close();
      await t.close();
      await whatsapp.close();
      await sms.close();
    },
  };
}
