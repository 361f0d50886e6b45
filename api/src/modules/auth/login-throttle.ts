import type Redis from "ioredis";
import { RateBudget, type RateLimitPolicy, tooManyRequests } from "../../common/rate-limit";

export interface LoginThrottlePolicies {
  /** Failed logins for one account from one address: the limit a guesser meets first. */
  accountAtAddress: RateLimitPolicy;
  /** Failed logins for one account from anywhere: a slower backstop against guessers on many addresses. */
  account: RateLimitPolicy;
  /** Failed logins from one address for any account: more room, since many shoppers can share one. */
  address: RateLimitPolicy;
}

/**
 * Slows down password guessing. Every attempt takes a unit from each budget *before* the password
 * is checked (the budgets' consume is atomic), so 40 guesses sent at once are checked at most
 * the limit's number of times; a successful login gives its units back. The first budget is keyed
 * on account and address, so a guesser locks out only their own address: the owner signing in from
 * another one still gets in until the much larger per-account backstop runs out.
 */
export class LoginThrottle {
  private readonly accountAtAddress: RateBudget;
  private readonly account: RateBudget;
  private readonly address: RateBudget;

  constructor(policies: LoginThrottlePolicies, redis?: Redis) {
    this.accountAtAddress = new RateBudget("login-account-address", policies.accountAtAddress, redis);
    this.account = new RateBudget("login-account", policies.account, redis);
    this.address = new RateBudget("login-address", policies.address, redis);
  }

  /**
   * Takes one attempt from each budget in turn, stopping at the first that is spent, so that a
   * refused guess does not also use up the account's backstop. Throws 429 when one is spent.
   */
  async beginAttempt(email: string, ip: string): Promise<void> {
    for (const [budget, key] of this.budgets(email, ip)) {
      const wait = await budget.take(key);
      if (wait > 0) throw tooManyRequests("Too many failed login attempts.", wait);
    }
  }

  /** The attempt was the right password: it does not count against anyone. */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.accountAtAddress.reset(`${email}|${ip}`), this.account.giveBack(email), this.address.giveBack(ip)]);
  }

  private budgets(email: string, ip: string): Array<[RateBudget, string]> {
    return [
      [this.accountAtAddress, `${email}|${ip}`],
      [this.address, ip],
      [this.account, email],
    ];
  }
}
