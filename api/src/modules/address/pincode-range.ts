import { PINCODE } from "@shop/words/patterns";

/** A pincode range as the admin writes it: a prefix of 1-6 digits, or two 6-digit pincodes with a dash. */
export interface PincodeRange {
  from: string;
  to: string;
}

export const isPincode = (text: string) => PINCODE.test(text);

/**
 * '560' covers 560000-560999, '110001' only itself, '400001-400099' those two and all between.
 * Null when the text is none of these (the caller says what is wrong).
 */
export function parsePincodes(text: string): PincodeRange | null {
  const compact = text.replace(/\s+/g, "");
  const range = /^(\d{6})-(\d{6})$/.exec(compact);
  if (range) {
    const [, from, to] = range;
    return isPincode(from) && isPincode(to) && from <= to ? { from, to } : null;
  }
  if (!/^[1-9]\d{0,5}$/.test(compact)) return null;
  return { from: compact.padEnd(6, "0"), to: compact.padEnd(6, "9") };
}

/** The shortest way to write a range back: its prefix when it is exactly one, else 'from-to'. */
export function describePincodes(from: string, to: string): string {
  if (from === to) return from;
  for (let length = 1; length < 6; length++) {
    const prefix = from.slice(0, length);
    if (from === prefix.padEnd(6, "0") && to === prefix.padEnd(6, "9")) return prefix;
  }
  return `${from}-${to}`;
}
