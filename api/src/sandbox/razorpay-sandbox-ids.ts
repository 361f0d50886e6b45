import crypto from "node:crypto";

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** An id as Razorpay makes them: its entity's prefix and 14 letters and digits (`pay_...`, `setl_...`). */
export const razorpayId = (prefix: string) =>
  `${prefix}_${Array.from(crypto.randomBytes(14), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join("")}`;
