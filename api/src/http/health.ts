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
