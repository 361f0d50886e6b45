/**
 * Indian mobile numbers as shoppers type them: ten digits starting 6 to 9, with or without +91 (or
 * 91, or a leading 0), spaces and dashes allowed. Kept and sent in E.164 (+91XXXXXXXXXX), so one
 * phone is one key however it was typed.
 */

/** Why a typed number is not an Indian mobile number, or its E.164 form. */
export type MobileVerdict = { ok: true; e164: string } | { ok: false; problem: string };

export function indianMobile(typed: string): MobileVerdict {
  const compact = typed.trim().replace(/[\s\-().]/g, "");
  if (compact === "") return { ok: false, problem: "Phone number is required" };
  if (!/^\+?\d+$/.test(compact)) return { ok: false, problem: "Phone number may contain only digits, spaces and a leading +91" };
  const digits = compact.replace(/^\+/, "");
  if (compact.startsWith("+") && !digits.startsWith("91")) {
    return { ok: false, problem: "Only Indian mobile numbers (+91) can sign in by phone" };
  }
  const national =
    digits.length === 12 && digits.startsWith("91")
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith("0")
        ? digits.slice(1)
        : digits;
  if (national.length !== 10) return { ok: false, problem: "Phone number must be 10 digits, optionally after +91" };
  if (!/^[6-9]/.test(national)) return { ok: false, problem: "An Indian mobile number starts with 6, 7, 8 or 9" };
  return { ok: true, e164: `+91${national}` };
}

/** The number as MSG91 takes it: country code and number, digits only (919876543210). */
export const msg91Mobile = (e164: string): string => e164.replace(/^\+/, "");

/** The number shown back to its owner with most digits hidden (+91 ••••••3210), for notices and logs. */
export const maskedMobile = (e164: string): string => `${e164.slice(0, 3)} ••••••${e164.slice(-4)}`;
