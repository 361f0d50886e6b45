import { indiaDateOf } from "@shop/words/india-time";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Indian day (noon, a moment safely inside it) `businessDays` business days after the India day
 * of `from`: Sundays and the shop's holidays (YYYY-MM-DD) are skipped, as couriers do not deliver
 * on them. With 0, the day itself when it is a business day, else the next one. The one rule
 * behind every delivery date the shop states (product page, checkout, order email).
 */
export function businessDaysLater(from: Date, businessDays: number, holidays: readonly string[]): Date {
  const closed = new Set(holidays);
  const [y, m, d] = indiaDateOf(from).split("-").map(Number);
  let day = Date.UTC(y, m - 1, d);
  const isBusinessDay = () => new Date(day).getUTCDay() !== 0 && !closed.has(new Date(day).toISOString().slice(0, 10));
  let counted = 0;
  if (businessDays === 0) while (!isBusinessDay()) day += DAY_MS;
  while (counted < businessDays) {
    day += DAY_MS;
    if (isBusinessDay()) counted += 1;
  }
  // Noon in India is 06:30 UTC.
  return new Date(day + (6 * 60 + 30) * 60 * 1000);
}
