/**
 * The shop trades in India: every date a shopper or an admin sees is India's, whatever the zone of
 * the server or the browser, and a day ("expires on", "from ... to") runs from India's midnight to
 * India's midnight. India keeps +05:30 all year (no daylight saving).
 */
export const INDIA_TIME_ZONE = "Asia/Kolkata";
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: INDIA_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const weekdayFormat = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: INDIA_TIME_ZONE });
const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: INDIA_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: INDIA_TIME_ZONE });
// A calendar date has no zone: formatted as the same day wherever it is read.
const calendarDateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

const asDate = (moment: Date | string): Date => (typeof moment === "string" ? new Date(moment) : moment);

/** The calendar day in India a moment falls on, as YYYY-MM-DD: "2026-04-01" for 31 March 19:00 UTC. */
export function indiaDateOf(moment: Date | string): string {
  return isoDateFormat.format(asDate(moment));
}

/** "Thu, 27 Nov": the weekday, day and month in India. */
export function formatIndiaDay(moment: Date | string): string {
  const parts = Object.fromEntries(weekdayFormat.formatToParts(asDate(moment)).map((p) => [p.type, p.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month}`;
}

/** "22 Nov 2026": the day in India a moment (a Date or an ISO date-time from the API) falls on. */
export const formatIndiaDate = (moment: Date | string): string => dateFormat.format(asDate(moment));

/** "22 Nov 2026, 3:45 pm": a moment as India's clocks show it. */
export const formatIndiaDateTime = (moment: Date | string): string => dateTimeFormat.format(asDate(moment));

/** "22 Nov 2026" for a calendar date "2026-11-22" (a settlement's day, a rate's first day): no zone moves it. */
export const formatCalendarDate = (date: string): string => calendarDateFormat.format(new Date(`${date}T00:00:00Z`));

/** The first and last second (unix, both included) of an Indian calendar day "YYYY-MM-DD". */
export function indiaDayBounds(date: string): { from: number; to: number } {
  const [y, m, d] = date.split("-").map(Number);
  const from = (Date.UTC(y, m - 1, d) - INDIA_OFFSET_MS) / 1000;
  return { from, to: from + DAY_MS / 1000 - 1 };
}

/** The moments Indian calendar days `from` to `to` (both included) begin and end: [start, end). */
export function indiaDaysSpan(from: string, to: string): { start: Date; end: Date } {
  return { start: new Date(indiaDayBounds(from).from * 1000), end: new Date((indiaDayBounds(to).to + 1) * 1000) };
}

/** The first moment of an Indian calendar day: something that "starts on" the day works from India's midnight. */
export const startOfIndiaDay = (date: string): Date => indiaDaysSpan(date, date).start;

/** The last moment of an Indian calendar day: something that "expires on" the day works all that day in India. */
export function endOfIndiaDay(date: string): Date {
  return new Date(indiaDaysSpan(date, date).end.getTime() - 1);
}

/** Noon in India `days` calendar days after the India day of `from`: a moment safely inside that day. */
export function indiaDaysLater(from: Date, days: number): Date {
  const [y, m, d] = indiaDateOf(from).split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days, 12) - INDIA_OFFSET_MS + 60 * 60 * 1000);
}

/** The moments a calendar month ("2026-11") starts and ends at in India: [from, to). */
export function indiaMonthBounds(month: string): { from: Date; to: Date } {
  const [year, m] = month.split("-").map(Number);
  return { from: new Date(Date.UTC(year, m - 1, 1) - INDIA_OFFSET_MS), to: new Date(Date.UTC(year, m, 1) - INDIA_OFFSET_MS) };
}
