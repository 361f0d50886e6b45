import type Redis from "ioredis";
import { RateBudget, type RateLimitPolicy, tooManyRequests } from "../../common/rate-limit";

export interface LoginThrottlePolicies {
  /** Failed logins for one account from one address: the limit a guesser meets first. */
  accountAtAddress: RateLimitPolicy;
  /**
   * Failed logins for one account from addresses it has never signed in from: a slower backstop
   * against guessers on many addresses, which the owner's own addresses do not meet.
   */
  account: RateLimitPolicy;
  /** Failed logins from one address for any account: more room, since many shoppers can share one. */
  address: RateLimitPolicy;
}

/**
 * Slows down password guessing. Every attempt takes a unit from each budget *before* the password
 * is checked (the budgets' consume is atomic), so 40 guesses sent at once are checked at most
 * the limit's number of times; a successful login gives its units back. The first budget is keyed
 * on account and address, so a guesser locks out only their own address. Guessers on many
 * addresses meet the per-account backstop, which only attempts from addresses the account has
 * never signed in from take from: when it runs out, the owner still signs in from an address they
 * used before, and only a new address has to wait. So nobody can lock an owner out by guessing.
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
   * `knownAddress`: the account has signed in from `ip` before, so the backstop does not apply.
   */
  async beginAttempt(email: string, ip: string, knownAddress: boolean): Promise<void> {
    for (const [budget, key] of this.budgets(email, ip, knownAddress)) {
      const wait = await budget.take(key);
      if (wait > 0) throw tooManyRequests("Too many failed login attempts.", wait);
    }
  }

  /** The attempt was the right password: it does not count against anyone. */
  async succeeded(email: string, ip: string, knownAddress: boolean): Promise<void> {
    await Promise.all([
      this.accountAtAddress.reset(`${email}|${ip}`),
      this.address.giveBack(ip),
      knownAddress ? undefined : this.account.giveBack(email),
    ]);
  }

  private budgets(email: string, ip: string, knownAddress: boolean): Array<[RateBudget, string]> {
    const budgets: Array<[RateBudget, string]> = [
      [this.accountAtAddress, `${email}|${ip}`],
      [this.address, ip],
    ];
    if (!knownAddress) budgets.push([this.account, email]);
    return budgets;
  }
}
