import crypto from "node:crypto";

/**
 * Signing in the Standard Webhooks scheme (standardwebhooks.com), so partners can verify with any
 * of its libraries: the secret is `whsec_` + a base64 key; the signature is
 * `v1,` + base64(HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<body>")).
 */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString("base64")}`;
}

export interface SignedHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

export function signWebhook(secret: string, id: string, sentAt: Date, body: string): SignedHeaders {
  const timestamp = String(Math.floor(sentAt.getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = crypto.createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` };
}

/** A delivery's id: the `webhook-id` header, kept across attempts so receivers can drop duplicates. */
export const newDeliveryId = (): string => `msg_${crypto.randomUUID().replace(/-/g, "")}`;
