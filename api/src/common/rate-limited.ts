import type { MiddlewareFn } from "type-graphql";
import type { RequestContext } from "./context";
import type { RateLimitedAction } from "./rate-limited-actions";

/**
 * `@UseMiddleware(RateLimited("register"))`: the operation takes a unit of the caller's budget for
 * the action before it runs (REST routes say the same with their `rateLimit`).
 */
export const RateLimited =
  (action: RateLimitedAction): MiddlewareFn<RequestContext> =>
  async ({ context }, next) => {
    await context.services.rateLimits.take(action, context);
    return next();
  };
