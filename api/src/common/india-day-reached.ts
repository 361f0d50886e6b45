import { isCalendarDate } from "./calendar-date";
import { ValidationError } from "./errors";
import { indiaDateOf } from "@shop/words/india-time";

/** Refuses (naming `field`) a text that is not a calendar date, or an Indian day still to come: days the shop can look back on. */
export function requireIndiaDayReached(field: string, date: string, now: Date): void {
  if (!isCalendarDate(date)) throw ValidationError.field(field, "The date must be a calendar date, YYYY-MM-DD");
  if (date > indiaDateOf(now)) throw ValidationError.field(field, "The date must not be in the future");
}
