import { type DataSource, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from "typeorm";
import { ServiceUnavailableError } from "../common/errors";

/** What clients are told to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;
const PROBE_INTERVAL_MS = 1000;

/**
 * Whether this process can reach its database. A request that fails because the database went
 * away is answered 503 SERVICE_UNAVAILABLE with Retry-After (never a 500), and the outage is
 * logged once when it starts and once when a probe finds the database back, not once per request.
 */
export class DatabaseAvailability {
  private down = false;
  private probe: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly log: (line: string) => void,
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  /** The error a client should see for `err`: ServiceUnavailableError when it means the database is unreachable, else `err`. */
  translate(err: unknown): unknown {
    if (!isConnectionFailure(err)) return err;
    this.wentAway(err);
    return this.unavailable();
  }

  unavailable(): ServiceUnavailableError {
    return new ServiceUnavailableError(RETRY_AFTER_SECONDS);
  }

  /** Records an outage seen elsewhere (the job queue's own pool); true when `err` was one. */
  noticed(err: unknown): boolean {
    if (!isConnectionFailure(err)) return false;
    this.wentAway(err);
    return true;
  }

  stop(): void {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  private wentAway(err: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log(`database unreachable (${err instanceof Error ? err.message : String(err)}): answering 503 until it is back`);
    this.probe = setInterval(() => void this.checkBack(), PROBE_INTERVAL_MS);
    this.probe.unref();
  }

  private async checkBack(): Promise<void> {
    try {
      await this.dataSource.query("SELECT 1");
    } catch {
      return;
    }
    if (!this.down) return;
    this.down = false;
    this.stop();
    this.log("database reachable again");
  }
}

/** SQLSTATE classes and codes that mean "no database right now", not "this query is wrong". */
const CONNECTION_SQLSTATES = /^(08|57P0[1-3]|53300)/;
const CONNECTION_MESSAGES =
  /Connection terminated|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|the database system is (starting up|shutting down|in recovery mode)/i;
/**
 * TypeORM's own words for a connection that went away mid-transaction: when the pool's client
 * reports the lost connection between two statements, TypeORM releases the transaction's query
 * runner, and the next statement (or the commit) meets this instead of the driver's error.
 */
const RELEASED_CONNECTION_ERRORS = [QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError];

function isConnectionFailure(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown } | undefined; e && !seen.has(e);) {
    seen.add(e);
    if (RELEASED_CONNECTION_ERRORS.some((type) => e instanceof type)) return true;
    if (typeof e.code === "string" && (CONNECTION_SQLSTATES.test(e.code) || CONNECTION_MESSAGES.test(e.code))) return true;
    if (typeof e.message === "string" && CONNECTION_MESSAGES.test(e.message)) return true;
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return false;
}
