import type { Services } from "./services";

/** How often the process looks for unpaid UPI checkouts past their 15 minutes. */
export const HOUSEKEEPING_INTERVAL_MS = 60_000;

/**
 * Background chores of a running shop: releases the stock of unpaid UPI checkouts that expired
 * deletes guest bags abandoned for a month, and forgets logged-out tokens past their expiry. Safe with several API replicas (each chore is a
 * conditional update or delete). Returns a function that stops it.
 */
export function startHousekeeping(services: Services, log: (line: string) => void): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const expired = await services.checkout.expireStaleCheckouts();
      if (expired > 0) log(`released the stock of ${expired} unpaid UPI checkout(s) past their payment window`);
      await services.cart.deleteAbandonedGuestCarts();
      await services.auth.forgetExpiredRevocations();
    } catch (err) {
      log(`housekeeping failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      running = false;
    }
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
