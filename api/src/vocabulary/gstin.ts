import { stateByCode } from "./indian-states";

const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** 2-digit state code, a PAN (5 letters, 4 digits, a letter), the entity number, Z, the check character. */
const GSTIN_FORMAT = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * Why a GSTIN is not valid, or null when it is: the 15-character format, a real state code, and
 * the check character (the GSTN's mod-36 checksum over the first 14 characters).
 */
export function gstinProblem(gstin: string): string | null {
  const match = GSTIN_FORMAT.exec(gstin);
  if (!match) return "GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character";
  if (!stateByCode(match[1])) return `GSTIN starts with ${match[1]}, which is not a state code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "GSTIN's check character does not match: please check it for a typo";
  return null;
}

/** The check character of the first 14 characters: alternate weights 1 and 2, digits of base 36 summed. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}
