import { indiaDateOf, startOfIndiaDay } from "@shop/words/india-time";

const HOUR_MS = 3600_000;
/** Offers are sent from 09:00 to 21:00 India time, never at night. */
const QUIET_UNTIL_HOUR = 9;
const QUIET_FROM_HOUR = 21;

/** When an offer written at `now` may be sent: null at once, else 09:00 India time that morning or the next. */
export function offerSendAfter(now: Date): Date | null {
  const midnight = startOfIndiaDay(indiaDateOf(now)).getTime();
  const opens = midnight + QUIET_UNTIL_HOUR * HOUR_MS;
  const closes = midnight + QUIET_FROM_HOUR * HOUR_MS;
  if (now.getTime() < opens) return new Date(opens);
  if (now.getTime() >= closes)
    return new Date(startOfIndiaDay(indiaDateOf(new Date(midnight + 36 * HOUR_MS))).getTime() + QUIET_UNTIL_HOUR * HOUR_MS);
  return null;
}
