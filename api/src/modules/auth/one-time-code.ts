import crypto from "node:crypto";

/**
 * The one-time sign-in code's policy: six digits from a CSPRNG, stored only as an HMAC under the
 * shop's secret (six digits are too few for a plain hash: a copy of the table would give every code
 * away in a second), checked in constant shape (the database compares hashes).
 */
export const CODE_DIGITS = 6;

export function newCode(): string {
  return crypto
    .randomInt(0, 10 ** CODE_DIGITS)
    .toString()
    .padStart(CODE_DIGITS, "0");
}

/** Whether the typed code has the shape of one (so a wrong shape is named, not counted as a guess). */
export const isCodeShaped = (typed: string): boolean => new RegExp(`^\\d{${CODE_DIGITS}}$`).test(typed.trim());

/**
 * The stored form of a code: bound to the phone and to what it is for (signing in, or adding the
 * phone to one account), so a code asked for one purpose never proves another.
 */
export function codeHash(secret: Buffer, phone: string, purpose: string, code: string): string {
  return crypto.createHmac("sha256", secret).update(`${phone}|${purpose}|${code.trim()}`).digest("hex");
}

/** What a code is for: signing in with the phone, or adding it to the signed-in account `userId`. */
export const SIGN_IN_PURPOSE = "sign-in";
export const linkPurpose = (userId: string): string => `link:${userId}`;

/** Whole seconds from `now` until the oldest of `times` leaves a window of `windowSeconds`. */
export function secondsUntilFree(times: readonly Date[], windowSeconds: number, now: Date): number {
  const oldest = Math.min(...times.map((t) => t.getTime()));
  return Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - now.getTime()) / 1000));
}
