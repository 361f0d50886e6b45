import type { DataSource } from "typeorm";
import { createDataSource } from "../../src/database/data-source";
import { JobQueue, type JobHandler, type QueueOptions } from "../../src/jobs/job-queue";
import { databaseUrl, uniqueName, withAdminClient } from "../support/test-server";
import { until } from "../support/until";

/**
 * The job queue on PostgreSQL, worked by real workers (each one a JobQueue, as each replica has
 * one), with handlers that record what they were given. Workers poll once an hour here: every job
 * is taken because it was enqueued (or because a slot came free), never because a poll came round.
 */

let url: string;
let dataSource: DataSource;
const workers: JobQueue[] = [];

beforeAll(async () => {
  const name = uniqueName("job_queue_test");
  await withAdminClient((c) => c.query(`CREATE DATABASE "${name}"`));
  url = databaseUrl(name);
  dataSource = createDataSource(url, { poolSize: 4 });
  await dataSource.initialize();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await dataSource?.destroy();
  const name = url && new URL(url).pathname.slice(1);
  if (name) await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
});

/** A worker process's queue with the given queues (name, handler, options), started. */
async function startWorker(queues: Array<[string, JobHandler<{ n: number }>, QueueOptions?]>): Promise<JobQueue> {
  const worker = new JobQueue(url, { worker: true, pollingIntervalSeconds: 3600, defaults: { retryLimit: 0 }, log: () => undefined });
  for (const [name, handler, options] of queues) worker.work(name, handler, options);
  await worker.start();
  workers.push(worker);
  return worker;
}

/** Enqueues `count` jobs of one queue in one transaction, as an order's transaction enqueues its emails. */
async function enqueue(through: JobQueue, queue: string, count: number, from = 0): Promise<void> {
  await dataSource.transaction(async (tx) => {
    for (let n = from; n < from + count; n++) await through.enqueue(tx, queue, { n });
  });
}

/** A gate handlers wait at until the test opens it. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

/** Jobs of a queue not finished yet (waiting or running). */
async function unfinished(queue: string): Promise<number> {
  const [{ count }] = await dataSource.query(
    `SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
    [queue],
  );
  return count;
}

it("runs as many jobs at once as the queue's concurrency, no more, and drains the rest as slots come free", async () => {
  const held = gate();
  let running = 0;
  let mostAtOnce = 0;
  const done: number[] = [];
  const worker = await startWorker([
    [
      "drain",
      async ({ n }) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await held.wait;
        running -= 1;
        done.push(n);
      },
      { concurrency: 4 },
    ],
  ]);

  await enqueue(worker, "drain", 30);
  await until("four jobs running at once", () => running === 4);
  expect(done).toEqual([]);
  held.open();
  await until("every job done", () => done.length === 30);

  expect(mostAtOnce).toBe(4);
  expect([...done].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  // The queue marks a job complete just after its handler returns: the last ones may still be settling.
  await until("the queue recording every job complete", async () => (await unfinished("drain")) === 0);
});

it("works an urgent job while a backlog fills every slot of the other queue", async () => {
  const held = gate();
  let backlogRunning = 0;
  const backlogDone: number[] = [];
  const urgentDone: number[] = [];
  const worker = await startWorker([
    [
      "backlog",
      async ({ n }) => {
        backlogRunning += 1;
        await held.wait;
        backlogDone.push(n);
      },
      { concurrency: 2 },
    ],
    ["urgent", ({ n }) => Promise.resolve(void urgentDone.push(n)), { concurrency: 1 }],
  ]);

  await enqueue(worker, "backlog", 200);
  await until("the backlog filling its slots", () => backlogRunning === 2);
  await enqueue(worker, "urgent", 1, 7);
  await until("the urgent job done", () => urgentDone.length === 1);

  expect(urgentDone).toEqual([7]);
  expect(backlogDone).toEqual([]);
  expect(await unfinished("backlog")).toBe(200);
  held.open();
  await until("the backlog drained", () => backlogDone.length === 200);
});

it("never gives one job to two workers, and shares the jobs between them", async () => {
  const runs = new Map<number, string[]>();
  const started = { a: gate(), b: gate() };
  const handler =
    (me: "a" | "b", other: "a" | "b"): JobHandler<{ n: number }> =>
    async ({ n }) => {
      runs.set(n, [...(runs.get(n) ?? []), me]);
      started[me].open();
      // Each worker's first jobs wait until the other has one too: neither can take them all.
      await started[other].wait;
      await dataSource.query("SELECT 1");
    };
  const a = await startWorker([["shared", handler("a", "b"), { concurrency: 5 }]]);
  await startWorker([["shared", handler("b", "a"), { concurrency: 5 }]]);

  await enqueue(a, "shared", 300);
  await until("every job run", async () => runs.size === 300 && (await unfinished("shared")) === 0);

  expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
  const by = [...runs.values()].map(([worker]) => worker);
  expect(by).toContain("a");
  expect(by).toContain("b");
});

it("retries a failed job at once when the retry delay is 0, and completes it", async () => {
  const attempts: number[] = [];
  const worker = await startWorker([
    [
      "flaky",
      ({ n }) => {
        attempts.push(n);
        return attempts.length === 1 ? Promise.reject(new Error("the mail server is away")) : Promise.resolve();
      },
      { retryLimit: 2, retryDelaySeconds: 0 },
    ],
  ]);

  await enqueue(worker, "flaky", 1, 3);
  await until("the job completed", async () => attempts.length === 2 && (await unfinished("flaky")) === 0);
  expect(attempts).toEqual([3, 3]);
});
