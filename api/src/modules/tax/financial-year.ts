/**
 * Indian financial years run April to March, and invoice dates are Indian dates: an order placed
 * at 00:30 IST on 1 April belongs to the new year although it is still 31 March in UTC.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian calendar date of a moment, "2026-04-01". */
export function indianDate(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year of a moment as invoice numbers show it: "26-27" for April 2026 to March 2027. */
export function financialYearOf(moment: Date): string {
  const [year, month] = indianDate(moment).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The UTC moments a calendar month ("2026-11") starts and ends at in India. */
export function indianMonthBounds(month: string): { from: Date; to: Date } {
  const [year, m] = month.split("-").map(Number);
  const from = new Date(Date.UTC(year, m - 1, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(year, m, 1) - IST_OFFSET_MS);
  return { from, to };
}
