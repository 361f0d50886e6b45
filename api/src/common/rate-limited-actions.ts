import type Redis from "ioredis";
import type { Viewer } from "./auth/viewer";
import { RateBudget, type RateLimitPolicy, tooManyRequests } from "./rate-limit";

/**
 * The writes anyone can make without proving who they are, each with its own budget per address
 * (or per account once signed in), so that one address cannot create accounts, sign-ups, enquiries
 * or bags by the thousand. Reviews and checkouts need an account and are budgeted per account.
 */
const ACTIONS = {
  register: { refusal: "Too many accounts were created from your network.", guestsOnly: false },
  forgotPassword: { refusal: "Too many password reset requests from your network.", guestsOnly: false },
  resetPassword: { refusal: "Too many password reset attempts from your network.", guestsOnly: false },
  newsletter: { refusal: "Too many newsletter sign-ups from your network.", guestsOnly: false },
  enquiry: { refusal: "Too many messages were sent from your network.", guestsOnly: false },
  guestCart: { refusal: "Too many changes to guest bags from your network.", guestsOnly: true },
  review: { refusal: "Too many reviews from your account.", guestsOnly: false },
  checkout: { refusal: "Too many checkouts from your account.", guestsOnly: false },
  returnPhoto: { refusal: "Too many photos were uploaded from your account.", guestsOnly: false },
} as const;

export type RateLimitedAction = keyof typeof ACTIONS;

/** Who is asking: the account when signed in, else the address. */
export interface Caller {
  viewer: Viewer | null;
  ip: string;
}

/** The budgets of the rate-limited actions; shared between replicas through Redis when configured. */
export class RateLimits {
  private readonly budgets: Record<RateLimitedAction, RateBudget>;

  constructor(policies: Record<RateLimitedAction, RateLimitPolicy>, redis?: Redis) {
    this.budgets = Object.fromEntries(
      (Object.keys(ACTIONS) as RateLimitedAction[]).map((action) => [action, new RateBudget(`rate-${action}`, policies[action], redis)]),
    ) as Record<RateLimitedAction, RateBudget>;
  }

  /** Takes one unit of the caller's budget for `action`, or refuses with 429 and when to retry. */
  async take(action: RateLimitedAction, caller: Caller): Promise<void> {
    if (ACTIONS[action].guestsOnly && caller.viewer) return;
    const key = caller.viewer ? `user:${caller.viewer.userId}` : `ip:${caller.ip}`;
    const wait = await this.budgets[action].take(key);
    if (wait > 0) throw tooManyRequests(ACTIONS[action].refusal, wait);
  }
}
