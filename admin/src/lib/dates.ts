const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

/** "22 Nov 2026" for an ISO date-time from the API. */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** "22 Nov 2026, 3:45 pm". */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

/** A moment as YYYY-MM-DD in the browser's time zone (what a date input shows). */
export function localIsoDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Today as YYYY-MM-DD: the earliest coupon expiry a form accepts. */
export const todayIsoDate = (): string => localIsoDate(new Date());

/** The last moment of a picked day in the browser's time zone: a coupon "expiring on" a day works all that day. */
export const endOfLocalDay = (isoDate: string): string => new Date(`${isoDate}T23:59:59.999`).toISOString();

const indiaDateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * The Indian date `daysAgo` days before today, YYYY-MM-DD: Razorpay's settlements and the
 * reconciliation go by India's days, whatever the admin's browser's time zone.
 */
export const indiaIsoDate = (daysAgo = 0): string => indiaDateFormat.format(new Date(Date.now() - daysAgo * 86_400_000));
