import type { Jobs } from "../jobs/job-queue";
import type { Services } from "./services";

/**
 * Background chores of a running shop, as scheduled jobs: each runs once per slot across all
 * replicas (on whichever worker takes it), never once per process.
 * - every minute: releases the stock of unpaid UPI checkouts past their payment window, and
 *   queues the offers quiet hours held back once 09:00 India time has come;
 * - every hour: deletes guest bags abandoned for a month, forgets logged-out tokens past their
 *   expiry, the addresses accounts have not signed in from for months, and one-time codes and
 *   their sends past keeping;
 * - every day: deletes audit log entries older than AUDIT_RETENTION_DAYS.
 */
export function scheduleHousekeeping(
  jobs: Jobs,
  services: Pick<Services, "checkout" | "cart" | "auth" | "phoneSignIn" | "audit" | "messaging">,
  log: (line: string) => void,
): void {
  jobs.schedule("expire-unpaid-checkouts", "* * * * *", async () => {
    const expired = await services.checkout.expireStaleCheckouts();
    if (expired > 0) log(`released the stock of ${expired} unpaid UPI checkout(s) past their payment window`);
  });
  jobs.schedule("release-deferred-messages", "* * * * *", async () => {
    await services.messaging.releaseDeferred();
  });
  jobs.schedule("delete-abandoned-guest-carts", "17 * * * *", async () => {
    await services.cart.deleteAbandonedGuestCarts();
  });
  jobs.schedule("forget-expired-revocations", "43 * * * *", async () => {
    await services.auth.forgetExpiredRevocations();
  });
  jobs.schedule("forget-unused-sign-in-addresses", "47 * * * *", async () => {
    await services.auth.forgetUnusedSignInAddresses();
  });
  jobs.schedule("forget-old-phone-codes", "53 * * * *", async () => {
    await services.phoneSignIn.forgetOldCodes();
  });
  jobs.schedule("forget-old-audit-entries", "23 3 * * *", async () => {
    const forgotten = await services.audit.forgetOldEntries();
    if (forgotten > 0) log(`deleted ${forgotten} audit log entries past their retention`);
  });
}
