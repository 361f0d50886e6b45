import { indiaDateOf } from "@shop/words/india-time";

/**
 * Indian financial years run April to March, and invoice dates are Indian dates: an order placed
 * at 00:30 IST on 1 April belongs to the new year although it is still 31 March in UTC.
 */

/** The financial year of a moment as invoice numbers show it: "26-27" for April 2026 to March 2027. */
export function financialYearOf(moment: Date): string {
  const [year, month] = indiaDateOf(moment).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}
