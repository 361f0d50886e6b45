import type { RequestHandler } from "express";
import type { DatabaseAvailability } from "../database/database-availability";

/**
 * While the database is known to be away, API requests are answered 503 at once (by the app's
 * error handler: GraphQL in its error shape, REST as JSON), with Retry-After, instead of each
 * waiting for a connection that fails.
 */
export function serviceUnavailableWhileDatabaseDown(availability: DatabaseAvailability): RequestHandler {
  return (_req, _res, next) => next(availability.isDown ? availability.unavailable() : undefined);
}
