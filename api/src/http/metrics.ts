import type { RequestHandler } from "express";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DataSource } from "typeorm";
import type { JobQueue } from "../jobs/job-queue";
import type { CheckoutService } from "../modules/checkout/checkout.service";
import type { OrderService } from "../modules/order/order.service";
import type { RequestRecord } from "./request-log";
import { UnauthenticatedError } from "../common/errors";
import { sendError } from "./error-response";

/**
 * The process's Prometheus metrics (prom-client), each process its own registry: requests by
 * route and GraphQL operation, the database pool, the job queue, orders and payments.
 * Orders and payments are read from the database at scrape time, so every replica reports the
 * shop's totals (aggregate them with max, not sum).
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<"method" | "route" | "operation" | "status">;

  constructor(
    dataSource: DataSource,
    jobs: JobQueue,
    figures: { orders: Pick<OrderService, "countPlaced">; checkouts: Pick<CheckoutService, "upiPaymentsByOutcome"> },
  ) {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP requests by route, GraphQL operation and status (count gives the rate)",
      labelNames: ["method", "route", "operation", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    const pool = () =>
      (dataSource.driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } }).master;
    new Gauge({
      name: "db_pool_connections",
      help: "Database pool connections of this process, by state (waiting: requests queued for a connection)",
      labelNames: ["state"],
      registers: [this.registry],
      collect() {
        const p = pool();
        if (!p) return;
        this.set({ state: "total" }, p.totalCount);
        this.set({ state: "idle" }, p.idleCount);
        this.set({ state: "waiting" }, p.waitingCount);
      },
    });
    new Gauge({
      name: "job_queue_jobs",
      help: "Jobs per queue waiting to run, and failed after every retry",
      labelNames: ["queue", "state"],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const q of await jobs.queueCounts()) {
          this.set({ queue: q.name, state: "waiting" }, q.waiting);
          this.set({ queue: q.name, state: "failed" }, q.failed);
        }
      },
    });
    new Gauge({
      name: "shop_orders_placed",
      help: "Orders placed, ever (from the database)",
      registers: [this.registry],
      async collect() {
        this.set(await figures.orders.countPlaced());
      },
    });
    new Gauge({
      name: "shop_payments",
      help: "UPI payments by outcome: paid, failed, expired, awaiting (from the database)",
      labelNames: ["outcome"],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const r of await figures.checkouts.upiPaymentsByOutcome()) this.set({ outcome: r.outcome }, r.n);
      },
    });
  }

  observe(record: RequestRecord): void {
    this.requests.observe(
      { method: record.method, route: record.route, operation: record.operation ?? "", status: String(record.status) },
      record.durationMs / 1000,
    );
  }

  /** GET /metrics; with a token, only for `Authorization: Bearer <token>`. */
  handler(token?: string): RequestHandler {
    return async (req, res) => {
      if (token && req.header("authorization") !== `Bearer ${token}`)
        return sendError(res, new UnauthenticatedError("Metrics need the metrics token"), console.error);
      res.setHeader("Content-Type", this.registry.contentType);
      res.send(await this.registry.metrics());
    };
  }
}
