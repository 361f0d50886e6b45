import type { RequestHandler } from "express";
import type { DatabaseAvailability } from "../database/database-availability";

/**
 * While the database is known to be away, API requests are answered 503 at once (GraphQL in its
 * error shape, REST as JSON), with Retry-After, instead of each waiting for a connection that fails.
 */
export function serviceUnavailableWhileDatabaseDown(availability: DatabaseAvailability): RequestHandler {
  return (req, res, next) => {
    if (!availability.isDown) return next();
    const err = availability.unavailable();
    res.status(503).setHeader("Retry-After", String(err.retryAfterSeconds));
    const extensions = { code: err.code, retryAfterSeconds: err.retryAfterSeconds };
    if (req.baseUrl === "/graphql") res.json({ errors: [{ message: err.message, extensions }] });
    else res.json({ message: err.message, code: err.code });
  };
}
