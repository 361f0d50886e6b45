/**
 * Money is integer paise everywhere inside the shop; it becomes rupees only at the edge (a form, a
 * REST body, a CSV, a display). One definition of each conversion for the API and both apps.
 */

/** "129999.50" for 12999950 paise: exact, no floating point. */
export function paiseToRupeesText(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const indianGrouping = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Rs. 1,29,999.00" for 12999900 paise: the shop's display format (Indian digit grouping, two decimals). */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  return `${sign}Rs. ${indianGrouping.format(Math.abs(paise) / 100)}`;
}

/**
 * Rupees as a client or a form gives them (1299, 1299.5, "1299.50", " 12 ") as integer paise,
 * exactly (no floating point); null when it is not an amount of rupees with at most two decimals.
 */
export function paiseOf(rupees: number | string): number | null {
  const text = typeof rupees === "number" ? rupees.toString() : rupees.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -paise : paise;
}

/** As `paiseOf`, for amounts already checked: a RangeError names what is not an amount. */
export function rupeesToPaise(rupees: number | string): number {
  const paise = paiseOf(rupees);
  if (paise === null) throw new RangeError(`Not an amount of rupees: ${String(rupees).trim()}`);
  return paise;
}

/** Paise as a plain number of rupees (REST bodies, form fields): 79950 -> 799.5. */
export const paiseToRupees = (paise: number): number => paise / 100;
