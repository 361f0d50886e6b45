import crypto from "node:crypto";
import type { Pool } from "pg";
import type { DataSource } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver";

const names = new Map<string, string>();
const MAX_NAMES = 1000;

/**
 * Rows of a statement run as a named prepared statement on the data source's pool: PostgreSQL
 * plans it once per connection, and the rows come back as pg parses them, with no entity built.
 * For the hot catalogue reads; everything else goes through TypeORM. The statement is logged
 * through the data source's logger like any other, so the tests that count statements see it.
 */
export async function preparedRows<T>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  dataSource.logger.logQuery(text, values);
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const result = await pool.query<T & Record<string, unknown>>({ name: statementName(text), text, values });
  return result.rows;
}

/** A name per statement text: the same text is the same prepared statement on every connection. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `shop_${crypto.createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    // Filter shapes are few; the bound only keeps a misbehaving caller from growing the map.
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}
