import type Redis from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { TooManyRequestsError } from "./errors";

/** So many events per key in so many seconds. */
export interface RateLimitPolicy {
  limit: number;
  windowSeconds: number;
}

/**
 * A budget of events per key over a window, shared between API replicas through Redis when
 * REDIS_URL is set, in this process otherwise. `take` consumes before the caller does the work:
 * the store's consume is atomic, so requests racing for the last unit cannot all get it.
 */
export class RateBudget {
  private readonly limiter: RateLimiterAbstract;

  constructor(name: string, policy: RateLimitPolicy, redis?: Redis) {
    const base = { keyPrefix: `bagzone-${name}`, points: policy.limit, duration: policy.windowSeconds };
    this.limiter = redis ? new RateLimiterRedis({ ...base, storeClient: redis }) : new RateLimiterMemory(base);
  }

  /** Takes one unit for `key`; when none is left, returns the seconds until one is, else 0. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  }

  /** Gives back a unit taken for an attempt that turned out not to count (a successful login). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** "Too many ... Please try again in 3 minutes.", with the wait for a Retry-After header. */
export function tooManyRequests(what: string, waitSeconds: number): TooManyRequestsError {
  const wait =
    waitSeconds < 60
      ? `${waitSeconds} second${waitSeconds === 1 ? "" : "s"}`
      : `${Math.ceil(waitSeconds / 60)} minute${Math.ceil(waitSeconds / 60) === 1 ? "" : "s"}`;
  return new TooManyRequestsError(`${what} Please try again in ${wait}.`, waitSeconds);
}
