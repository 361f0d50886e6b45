import "reflect-metadata";
import { createDataSource } from "../../src/database/data-source";
import { startEmbeddedPostgres } from "../../src/database/embedded-postgres";
import { databaseUrl, SERVER_URL_VAR, TEMPLATE_VAR, tempDir, uniqueName, withAdminClient } from "./test-server";
import { freePort } from "./free-port";
import { provideRedis } from "./redis";

/**
 * Once per jest run: a PostgreSQL server (TEST_DATABASE_URL's, or an embedded one in a temp
 * folder) and a template database with every migration applied. Each test file then copies the
 * template, so files run in parallel, each on its own fresh database. The API tests and the browser
 * tests (whose shops start on a copy too) both list this setup; whichever runs second finds it done.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env[TEMPLATE_VAR]) return;
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    process.env[SERVER_URL_VAR] = external;
  } else {
    const dir = tempDir("shop-test-pg");
    const pg = await startEmbeddedPostgres({ dataDir: `${dir}/data`, port: await freePort(), database: "postgres" });
    process.env[SERVER_URL_VAR] = pg.url;
    (globalThis as { __shopTestPostgres?: unknown }).__shopTestPostgres = { stop: pg.stop, dir };
  }
  const template = uniqueName("shop_template");
  await withAdminClient((c) => c.query(`CREATE DATABASE "${template}"`));
  const dataSource = createDataSource(databaseUrl(template));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: "each" });
  await dataSource.destroy();
  process.env[TEMPLATE_VAR] = template;
  (globalThis as { __shopTestRedis?: unknown }).__shopTestRedis = await provideRedis();
}
