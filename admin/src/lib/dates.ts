import { indiaDateOf } from "@shop/words/india-time";

/** Today in India as YYYY-MM-DD: the earliest coupon expiry a form accepts, whatever the browser's zone. */
export const todayIsoDate = (): string => indiaDateOf(new Date());

/**
 * The Indian date `daysAgo` days before today, YYYY-MM-DD: Razorpay's settlements and the
 * reconciliation go by India's days, whatever the admin's browser's time zone.
 */
export const indiaIsoDate = (daysAgo = 0): string => indiaDateOf(new Date(Date.now() - daysAgo * 86_400_000));
