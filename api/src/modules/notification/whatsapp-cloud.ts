import crypto from "node:crypto";
import { msg91Mobile } from "@shop/words/indian-mobile";
import { MessageRefused, type MessageProvider, type TemplateMessage } from "./message-provider";

/**
 * The WhatsApp Cloud API (Meta's Graph API): POST /{version}/{phone-number-id}/messages with the
 * app's access token as a bearer token sends a template message (`type: "template"`, the template's
 * name and language, a body component with the variables as text parameters in order, a button
 * component per quick reply with its payload). It answers `{"messages":[{"id":"wamid..."}]}`, or
 * `{"error":{"message","type","code"}}`. Receipts and replies come back by webhook, signed with
 * the app secret (X-Hub-Signature-256).
 */
export interface WhatsAppSettings {
  /** https://graph.facebook.com, or the repo's sandbox (api/src/sandbox/whatsapp-sandbox.ts). */
  apiUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  /** The app secret: webhooks are signed with it. */
  appSecret: string;
  /** What the shop answers Meta's webhook verification with (hub.verify_token). */
  verifyToken: string;
  /** The language code of the approved templates. */
  templateLanguage: string;
}

const REQUEST_TIMEOUT_MS = 10_000;

export class WhatsAppCloudClient implements MessageProvider {
  constructor(private readonly settings: WhatsAppSettings) {}

  async send(message: TemplateMessage): Promise<string> {
    const { apiUrl, apiVersion, phoneNumberId, accessToken, templateLanguage } = this.settings;
    const res = await fetch(`${apiUrl}/${apiVersion}/${phoneNumberId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: msg91Mobile(message.to),
        type: "template",
        template: {
          name: message.providerTemplate,
          language: { code: templateLanguage },
          components: [
            { type: "body", parameters: message.variables.map((v) => ({ type: "text", text: v.value })) },
            ...message.quickReplies.map((reply, index) => ({
              type: "button",
              sub_type: "quick_reply",
              index: String(index),
              parameters: [{ type: "payload", payload: reply.payload }],
            })),
          ],
        },
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => null)) as { messages?: Array<{ id?: string }>; error?: { message?: string } } | null;
    const id = answer?.messages?.[0]?.id;
    if (res.ok && id) return id;
    const said = answer?.error?.message ?? `HTTP ${res.status}`;
    if (res.status >= 500 || res.status === 429) throw new Error(`WhatsApp is not answering properly (${res.status}): ${said}`);
    throw new MessageRefused(`WhatsApp refused the message (${res.status}): ${said}`);
  }
}

/** Whether `signature` (X-Hub-Signature-256: `sha256=<hex>`) is the HMAC-SHA256 of the raw body under the app secret, compared in constant time. */
export function isSignedByWhatsApp(rawBody: Buffer, signature: string | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signature ?? "");
  if (!match) return false;
  const expected = crypto.createHmac("sha256", appSecret).update(rawBody).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(match[1], "hex"));
}
