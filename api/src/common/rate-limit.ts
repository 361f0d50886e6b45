import type Redis from "ioredis";
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

/**
 * A counter of events per key over a window. Shared between API replicas through Redis when
 * REDIS_URL is set, in this process otherwise.
 */
export class FailureCounter {
  private readonly limiter: RateLimiterAbstract;

  constructor(options: { name: string; limit: number; windowSeconds: number; redis?: Redis }) {
    const base = { keyPrefix: options.name, points: options.limit, duration: options.windowSeconds };
    this.limiter = options.redis
      ? new RateLimiterRedis({ ...base, storeClient: options.redis })
      : new RateLimiterMemory(base);
  }

  /** Seconds until `key` may try again, or 0 when it is under the limit. */
  async blockedForSeconds(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    if (!res || res.consumedPoints < this.limiter.points) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  async record(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (err) {
      // Over the limit already: that is what blockedForSeconds reports; anything else is real.
      if (!(err instanceof RateLimiterRes)) throw err;
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
