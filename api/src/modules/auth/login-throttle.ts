import type Redis from "ioredis";
import { TooManyRequestsError } from "../../common/errors";
import { FailureCounter } from "../../common/rate-limit";

/**
 * Slows down password guessing: too many failed logins for one email, or from one address,
 * and further attempts are refused for a while. An address gets more room than an email because
 * many shoppers can share one (offices, mobile carriers).
 */
export class LoginThrottle {
  private readonly perEmail: FailureCounter;
  private readonly perIp: FailureCounter;

  constructor(options: { maxFailures: number; windowSeconds: number; redis?: Redis }) {
    this.perEmail = new FailureCounter({ name: "login-fail-email", limit: options.maxFailures, windowSeconds: options.windowSeconds, redis: options.redis });
    this.perIp = new FailureCounter({ name: "login-fail-ip", limit: options.maxFailures * 4, windowSeconds: options.windowSeconds, redis: options.redis });
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const wait = Math.max(await this.perEmail.blockedForSeconds(email), await this.perIp.blockedForSeconds(ip));
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      throw new TooManyRequestsError(
        `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        wait,
      );
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([this.perEmail.record(email), this.perIp.record(ip)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.perEmail.reset(email);
  }
}
