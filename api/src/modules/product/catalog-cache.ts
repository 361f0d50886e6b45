import type { DataSource } from "typeorm";
import { preparedRows } from "../../common/prepared-query";

const MAX_ENTRIES = 1000;

/** The columns that tell the versions, for a statement to read them along with what it reads. */
export const VERSION_COLUMNS = `(SELECT version FROM catalog_state) AS version, (SELECT last_value FROM catalog_stock_version) AS stock`;

/** Whether shown version `a` ("12.40") is later than `b`: both parts only ever grow. */
function isNewer(a: string, b: string): boolean {
  const [av, as] = a.split(".").map(BigInt);
  const [bv, bs] = b.split(".").map(BigInt);
  return av > bv || (av === bv && as > bs);
}

/**
 * Results that depend only on the catalogue's filterable content (counts, facets, corrected
 * search words), kept per catalogue version. Each request reads the version (one indexed row),
 * so every API replica sees a change as soon as it is committed; results of an older version are
 * dropped. Concurrent requests for the same missing entry share one computation.
 */
export class CatalogCache {
  private version: string | null = null;
  private readonly entries = new Map<string, Promise<unknown>>();
  private versionsInFlight: Promise<{ catalog: string; shown: string }> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * The versions now: `catalog` changes with any edit; `shown` also changes when a product or a
   * variant goes out of stock or back in. Results are cached under `shown`: the size and colour
   * filters count in-stock variants, and whole answers show stock (http/catalog-response-cache.ts).
   */
  currentVersions(): Promise<{ catalog: string; shown: string }> {
    // Requests arriving while a read is on its way share it: a change committed meanwhile is seen
    // one database round trip later, as if they had arrived that much earlier.
    this.versionsInFlight ??= this.readVersions().finally(() => (this.versionsInFlight = null));
    return this.versionsInFlight;
  }

  private async readVersions(): Promise<{ catalog: string; shown: string }> {
    // A prepared statement on the pool: every kept answer sent (http/catalog-response-cache.ts)
    // waits for this read, and TypeORM's own path cost as much CPU as the read itself.
    const [{ version, stock }] = await preparedRows<{ version: string; stock: string }>(this.dataSource, `SELECT ${VERSION_COLUMNS}`, []);
    return { catalog: version, shown: this.observe(version, stock) };
  }

  /** The shown version last read: what a hot read may assume before its own statement tells it the version now. */
  get lastSeen(): string | null {
    return this.version;
  }

  /**
   * Takes note of the versions a statement read (VERSION_COLUMNS) and answers the shown version.
   * Results are kept for the newest version only: a read that saw an older one (it started
   * before an edit committed) neither drops the newer results nor keeps its own.
   */
  observe(version: string, stock: string): string {
    const shown = `${version}.${stock}`;
    if (this.version === null || isNewer(shown, this.version)) {
      this.version = shown;
      this.entries.clear();
    }
    return shown;
  }

  /** Whether `key` is kept under `version`. */
  knows(version: string, key: string): boolean {
    return version === this.version && this.entries.has(key);
  }

  /** `compute`'s result for `key` under `version`, computed once. */
  remember<T>(version: string, key: string, compute: () => Promise<T>): Promise<T> {
    if (version !== this.version) return compute();
    const cached = this.entries.get(key) as Promise<T> | undefined;
    if (cached) {
      // Recently used entries stay: re-inserting moves the key to the end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const result = compute();
    this.entries.set(key, result);
    result.catch(() => this.entries.delete(key));
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return result;
  }
}
