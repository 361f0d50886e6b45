import { startWhatsAppSandbox } from "./whatsapp-sandbox";

/**
 * The WhatsApp sandbox as a process (`npm start` starts it beside the shop): on
 * WHATSAPP_SANDBOX_PORT (4040), taking the token, number id and app secret the shop is given, and
 * posting receipts to the shop's webhook at PUBLIC_URL. Each message is printed, and is "sent"
 * then "delivered" by itself, so the admin's order page shows receipts arriving.
 */
async function main() {
  const { WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET } = process.env;
  if (!WHATSAPP_ACCESS_TOKEN || !WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_APP_SECRET) {
    throw new Error("The WhatsApp sandbox needs WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET");
  }
  const shop = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 4000}`).replace(/\/$/, "");
  const sandbox = await startWhatsAppSandbox({
    port: Number(process.env.WHATSAPP_SANDBOX_PORT ?? 4040),
    accessToken: WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    appSecret: WHATSAPP_APP_SECRET,
    webhookUrl: `${shop}/api/messaging/whatsapp/webhook`,
    autoReceipts: true,
    log: (line) => console.log(`whatsapp-sandbox: ${line}`),
  });
  console.log(`whatsapp-sandbox: listening on ${sandbox.url} (messages sent: ${sandbox.url}/sandbox/messages)`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
}

void main().catch((err) => {
  console.error(`whatsapp-sandbox: ${err.message}`);
  process.exit(1);
});
