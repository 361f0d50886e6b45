/** "2026-02-30" has the form of a date but is none: PostgreSQL would refuse it. */
export function isCalendarDate(text: string): boolean {
  const moment = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(moment.getTime()) && moment.toISOString().slice(0, 10) === text;
}

/** The calendar date `days` days after `date` (before, when negative): "2026-03-01" less one day is "2026-02-28". */
export function shiftCalendarDate(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included: "2026-11-01" to "2026-11-30" is 30. */
export function calendarDaysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
