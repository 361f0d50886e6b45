/** "2026-02-30" has the form of a date but is none: PostgreSQL would refuse it. */
export function isCalendarDate(text: string): boolean {
  const moment = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(moment.getTime()) && moment.toISOString().slice(0, 10) === text;
}
