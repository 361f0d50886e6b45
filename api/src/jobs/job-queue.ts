import crypto from "node:crypto";
import PgBoss from "pg-boss";
import type { EntityManager } from "typeorm";
import { NotFoundError } from "../common/errors";
import { isUuid } from "../common/uuid";

/**
 * The shop's job queue: pg-boss on the shop's own PostgreSQL (schema `pgboss`), so no new
 * infrastructure. How a domain uses it:
 *
 *   // inside the transaction that causes the work: the job commits or rolls back with it (outbox)
 *   await jobs.enqueue(tx, "send-email", { ... }, { idempotencyKey: `order-confirmation:${order.id}` });
 *
 *   // once, when the services are made: what a job of that name does (runs only where PROCESS_ROLE
 *   // includes the worker). Throwing fails the attempt; it is retried with exponential backoff.
 *   jobs.work("send-email", async (data) => { ... });
 *
 *   // work that runs on a clock, once across all replicas (pg-boss gives one job per cron slot)
 *   jobs.schedule("expire-unpaid-checkouts", "* * * * *", async () => { ... });
 *
 * A handler may run more than once for one job (a worker killed mid-job is retried after the
 * job's expiry), so handlers are idempotent; `idempotencyKey` makes enqueueing idempotent too
 * (the job id is derived from it, a second enqueue with the same key is a no-op).
 *
 * Each queue is worked by its own runner (queue-runner.ts) with its own slots (`concurrency`), so
 * a backlog in one queue never holds up another: work that someone is waiting for at the screen
 * gets a queue of its own. A runner is woken when a job is enqueued (enqueued-signal.ts) and keeps
 * taking jobs while it finds them; the poll interval is only the fallback.
 */
export interface Jobs {
  enqueue(tx: EntityManager, name: string, data: object, options?: EnqueueOptions): Promise<void>;
  work<T extends object>(name: string, handler: JobHandler<T>, options?: QueueOptions): void;
  schedule(name: string, cron: string, handler: JobHandler<object>): void;
}

export type JobHandler<T> = (data: T, job: { id: string; name: string }) => Promise<void>;

export interface EnqueueOptions {
  /** One job per key, ever: the same key enqueued twice (a retried request, a replayed event) gives one job. */
  idempotencyKey?: string;
}

export interface QueueOptions {
  /** Attempts after the first (default 8: about 40 minutes of backoff in all). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time (default 10). */
  retryDelaySeconds?: number;
  /** How long one attempt may run before it counts as lost (its worker died) and is retried. */
  expireInSeconds?: number;
  /** Jobs of this queue one worker process runs at once (default JOB_CONCURRENCY). */
  concurrency?: number;
}

import type { FailedJob } from "./jobs.types";
import type { ListSlice, ListWindow } from "../common/pagination";
import { Keyset, key } from "../common/keyset";
import { ANNOUNCE_ENQUEUED_JOBS, EnqueuedSignal } from "./enqueued-signal";
import { QueueRunner } from "./queue-runner";

const DEFAULTS: Required<QueueOptions> = { retryLimit: 8, retryDelaySeconds: 10, expireInSeconds: 120, concurrency: 20 };

/** Latest failure first (pg-boss stamps a failed job's completed_on; its creation stands in should one lack it). */
const LAST_FAILED = new Keyset("failedJobs", [key("coalesce(completed_on, created_on)", "DESC", "timestamptz"), key("id", "ASC", "uuid")]);

export class JobQueue implements Jobs {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, { handler: JobHandler<object>; options: Required<QueueOptions>; cron?: string }>();
  private readonly runners = new Map<string, QueueRunner>();
  private readonly enqueued: EnqueuedSignal;
  private started = false;

  constructor(
    databaseUrl: string,
    private readonly options: {
      worker: boolean;
      pollingIntervalSeconds?: number;
      /** Defaults for every queue that does not set its own (JOB_RETRY_LIMIT, JOB_RETRY_DELAY_SECONDS, JOB_CONCURRENCY). */
      defaults?: QueueOptions;
      log: (line: string) => void;
      /** Told of every queue error first; true when it was a database outage, already reported there. */
      noticeFailure?: (err: unknown) => boolean;
    },
  ) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      // Runners take, complete and fail jobs through it: a few statements per job, each short.
      max: options.worker ? 8 : 4,
      application_name: "shop-jobs",
      // Only workers expire lost jobs and start scheduled ones; an API-only process just enqueues.
      supervise: options.worker,
      schedule: options.worker,
      // Failed jobs stay visible to admins (and retryable) for two weeks.
      archiveFailedAfterSeconds: 14 * 24 * 3600,
      // How soon a job whose worker died (past its expiry) is put back for another attempt.
      maintenanceIntervalSeconds: Math.max(
        1,
        Math.min(120, Math.floor((options.defaults?.expireInSeconds ?? DEFAULTS.expireInSeconds) / 2)),
      ),
    });
    this.boss.on("error", (err) => this.reportError(err));
    this.enqueued = new EnqueuedSignal(databaseUrl, {
      onEnqueued: (queue) => this.runners.get(queue)?.wake(),
      reconnectMs: this.pollIntervalMs(),
      onError: (err) => this.reportError(err),
    });
  }

  async enqueue(tx: EntityManager, name: string, data: object, options: EnqueueOptions = {}): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`No job named ${name} is registered`);
    const id = options.idempotencyKey ? uuidFromKey(name, options.idempotencyKey) : undefined;
    await this.boss.send(name, data, { id, db: transactionExecutor(tx) });
  }

  work<T extends object>(name: string, handler: JobHandler<T>, options: QueueOptions = {}): void {
    this.register(name, handler as JobHandler<object>, options);
  }

  schedule(name: string, cron: string, handler: JobHandler<object>): void {
    // A sweep that misses a slot is simply run by the next one: no retries; one slot is one job.
    this.register(name, handler, { retryLimit: 0, concurrency: 1 }, cron);
  }

  /** Creates the schema and the queues (call it under the start-up lock); starts working if a worker. */
  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.getDb().executeSql(ANNOUNCE_ENQUEUED_JOBS, []);
    for (const [name, { handler, options, cron }] of this.handlers) {
      const settings = {
        name,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        // pg-boss's backoff waits at least a second; a delay of 0 (tests) retries at once.
        retryBackoff: options.retryLimit > 0 && options.retryDelaySeconds > 0,
        expireInSeconds: options.expireInSeconds,
      };
      // createQueue keeps an existing queue's settings; updateQueue makes them this release's.
      await this.boss.createQueue(name, settings);
      await this.boss.updateQueue(name, settings);
      if (!this.options.worker) continue;
      if (cron) await this.boss.schedule(name, cron);
      this.runners.set(
        name,
        new QueueRunner(name, this.boss, {
          concurrency: options.concurrency,
          pollIntervalMs: this.pollIntervalMs(),
          handler,
          log: this.options.log,
          onError: (err) => this.reportError(err),
        }),
      );
    }
    if (this.options.worker) await this.enqueued.start();
    for (const runner of this.runners.values()) runner.start();
    this.started = true;
  }

  /** Stops taking jobs and waits for running ones to finish (or the timeout: those are retried later), then closes the pool. */
  async stop(timeoutMs = 20_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.enqueued.stop();
    await Promise.all([...this.runners.values()].map((runner) => runner.stop(timeoutMs)));
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }

  /** Jobs that used up their retries, newest first: a window of them, and how many there are. Their data is not shown: it may hold personal details. */
  async failedJobs(window: ListWindow): Promise<ListSlice<FailedJob>> {
    const db = this.boss.getDb();
    const names = [...this.handlers.keys()];
    const failed = `FROM pgboss.job WHERE state = 'failed' AND name = ANY($1)`;
    const after = LAST_FAILED.afterPositional(window.after, 4);
    const [rows, [{ total }]]: [
      Array<{
        id: string;
        name: string;
        retry_count: number;
        created_on: Date;
        completed_on: Date | null;
        output: unknown;
        keyset_key: string;
      }>,
      Array<{ total: number }>,
    ] = await Promise.all([
      db
        .executeSql(
          `SELECT id, name, retry_count, created_on, completed_on, output, ${LAST_FAILED.keyColumn} AS keyset_key ${failed}
          AND ${after.sql} ORDER BY ${LAST_FAILED.orderBy} LIMIT $2 OFFSET $3`,
          [names, window.take + 1, window.skip, ...after.values],
        )
        .then((r) => r.rows),
      db.executeSql(`SELECT count(*)::int AS total ${failed}`, [names]).then((r) => r.rows),
    ]);
    const items = rows.map((r) => ({
      key: r.keyset_key,
      item: {
        id: r.id,
        name: r.name,
        retryCount: r.retry_count,
        createdAt: r.created_on,
        failedAt: r.completed_on,
        error: errorMessage(r.output),
      },
    }));
    return LAST_FAILED.page(items, window, total);
  }

  /** Puts a failed job back in line for one more attempt; failing again, it is back among the failed. */
  async retryFailedJob(id: string): Promise<void> {
    const [row] = isUuid(id)
      ? (await this.boss.getDb().executeSql(`SELECT name FROM pgboss.job WHERE id = $1 AND state = 'failed'`, [id])).rows
      : [];
    if (!row || !this.handlers.has(row.name)) throw new NotFoundError("Failed job");
    await this.boss.retry(row.name, id);
  }

  /** Jobs waiting per queue, and failed jobs per queue: for /metrics. */
  async queueCounts(): Promise<Array<{ name: string; waiting: number; failed: number }>> {
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT name, count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting, count(*) FILTER (WHERE state = 'failed')::int AS failed
         FROM pgboss.job WHERE name = ANY($1) GROUP BY name`,
      [[...this.handlers.keys()]],
    );
    return rows;
  }

  private pollIntervalMs(): number {
    return (this.options.pollingIntervalSeconds ?? 2) * 1000;
  }

  private reportError(err: unknown): void {
    if (!this.options.noticeFailure?.(err)) this.options.log(`job queue: ${err instanceof Error ? err.message : String(err)}`);
  }

  private register(name: string, handler: JobHandler<object>, options: QueueOptions, cron?: string): void {
    if (this.handlers.has(name)) throw new Error(`Job ${name} is registered twice`);
    if (this.started) throw new Error(`Job ${name} registered after the queue started`);
    this.handlers.set(name, { handler, options: { ...DEFAULTS, ...this.options.defaults, ...options }, cron });
  }
}

/** pg-boss runs its insert through the caller's transaction, so the job commits with the work that caused it. */
function transactionExecutor(tx: EntityManager): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await tx.query(text, values) }) };
}

/** A stable UUID for a job name and key, so that the job's primary key enforces "once per key". */
function uuidFromKey(name: string, key: string): string {
  const h = crypto.createHash("sha256").update(`${name}\0${key}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function errorMessage(output: unknown): string {
  if (output && typeof output === "object" && "message" in output) return String(output.message);
  return output ? JSON.stringify(output) : "";
}
