import path from "node:path";
import { type DataSource } from "typeorm";
import { createDataSource } from "./data-source";
import { underStartupLock } from "./startup-lock";

export interface OpenDatabase {
  dataSource: DataSource;
  /** Where it runs, for the start-up banner (the password is not shown). */
  description: string;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in the data folder, and brings the
 * schema up to date with the migrations (one replica at a time: see startup-lock.ts).
 */
/** Where the database is: DATABASE_URL, or the embedded PostgreSQL's port and data folder (see shop/config.ts). */
interface DatabaseSettings {
  databaseUrl?: string;
  embeddedPgPort: number;
  dataDir: string;
}

export async function openDatabase(config: DatabaseSettings, log: (line: string) => void): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : // Loaded only when it is needed: a shop given DATABASE_URL starts without it (cold start).
      await (
        await import("./embedded-postgres.js")
      ).startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, "postgres"),
        port: config.embeddedPgPort,
        database: "shop",
        log: (line) => (/ERROR|FATAL|PANIC/.test(line) ? log(`postgres: ${line}`) : undefined),
      });
  const url = config.databaseUrl ?? embedded!.url;
  const dataSource = createDataSource(url);
  try {
    await dataSource.initialize();
    const applied = await underStartupLock(dataSource, () => dataSource.runMigrations({ transaction: "each" }));
    if (applied.length > 0) log(`applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(", ")}`);
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  return {
    dataSource,
    description: embedded ? `embedded PostgreSQL in ${path.join(config.dataDir, "postgres")}` : redactPassword(url),
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

function redactPassword(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}
