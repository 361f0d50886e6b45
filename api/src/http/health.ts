import type { RequestHandler } from "express";
import type { DataSource } from "typeorm";

/** 200 when the database answers, 503 when it does not; load balancers route by this. */
export function healthCheck(dataSource: DataSource): RequestHandler {
  return async (_req, res) => {
    try {
      await dataSource.query("SELECT 1");
      res.json({ status: "ok", database: "up" });
    } catch {
      res.status(503).json({ status: "error", database: "down" });
    }
  };
}

/**
 * Readiness: whether this process should be sent requests now. 503 while it shuts down (so the load
 * balancer stops routing to it before it stops listening), while the database is unreachable, or
 * while migrations are still pending.
 */
export function readinessCheck(dataSource: DataSource, isDraining: () => boolean): RequestHandler {
  return async (_req, res) => {
    if (isDraining()) {
      res.status(503).json({ status: "draining" });
      return;
    }
    try {
      const pending = await dataSource.showMigrations();
      res.status(pending ? 503 : 200).json({ status: pending ? "migrating" : "ready", database: "up" });
    } catch {
      res.status(503).json({ status: "unavailable", database: "down" });
    }
  };
}
