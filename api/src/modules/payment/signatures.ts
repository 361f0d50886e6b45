import crypto from "node:crypto";

/** HMAC-SHA256 of `text` under `secret`, hex: how Razorpay signs callbacks and webhooks. */
export const hmacSha256Hex = (secret: string, text: string | Buffer): string =>
  crypto.createHmac("sha256", secret).update(text).digest("hex");

/** Compares a signature in constant time, so a forger learns nothing from how long a refusal takes. */
export function safeEqual(expected: string, given: string): boolean {
  const x = Buffer.from(expected);
  const y = Buffer.from(given);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
