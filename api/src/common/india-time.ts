/** The shop trades in India: dates shown to shoppers are India's, whatever the server's zone. */
const INDIA_TIME_ZONE = "Asia/Kolkata";

const dayFormat = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: INDIA_TIME_ZONE });

/** 'Thu, 27 Nov': the weekday, day and month in India. */
export function formatIndiaDay(moment: Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month}`;
}

/** The calendar day in India `moment` falls on, as YYYY-MM-DD. */
export function indiaDateOf(moment: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: INDIA_TIME_ZONE }).format(moment);
}

/** Noon in India `days` calendar days after the India day of `from`: a moment safely inside that day. */
export function indiaDaysLater(from: Date, days: number): Date {
  const [y, m, d] = indiaDateOf(from).split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days, 12 - 5, 30));
}

/** The first and last second (unix, both included) of an Indian calendar day: India keeps +05:30 all year. */
export function indiaDayBounds(date: string): { from: number; to: number } {
  const [y, m, d] = date.split("-").map(Number);
  const from = Date.UTC(y, m - 1, d) / 1000 - (5 * 60 + 30) * 60;
  return { from, to: from + 24 * 60 * 60 - 1 };
}

/** The moments Indian calendar days `from` to `to` (both included) begin and end: [start, end). */
export function indiaDaysSpan(from: string, to: string): { start: Date; end: Date } {
  return { start: new Date(indiaDayBounds(from).from * 1000), end: new Date((indiaDayBounds(to).to + 1) * 1000) };
}
