const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

/** "22 Nov 2026" for an ISO date-time from the API. */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** "22 Nov 2026, 3:45 pm". */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

/** Today as YYYY-MM-DD in the browser's time zone: the earliest coupon expiry a form accepts. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
