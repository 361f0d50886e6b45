import type { DataSource } from "typeorm";

/** Any fixed number; the same in every replica of this shop. */
const STARTUP_LOCK_KEY = 727_001;

/**
 * Runs `work` (migrations, the first admin, the demo seed) holding a PostgreSQL advisory lock, so
 * that replicas started together on an empty database take turns: the first migrates and seeds,
 * the others wait, then find nothing left to do. The lock lives on one connection and ends with it,
 * so a replica that dies while holding it frees it.
 */
export async function underStartupLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query(`SELECT pg_advisory_lock($1)`, [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock($1)`, [STARTUP_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
