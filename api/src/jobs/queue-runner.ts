import type PgBoss from "pg-boss";
import type { JobHandler } from "./job-queue";

/** What a runner asks of pg-boss: take jobs (marked active, so no other worker takes them), and settle each one. */
type JobStore = Pick<PgBoss, "fetch" | "complete" | "fail">;

export interface RunnerOptions {
  /** Jobs of this queue this process runs at once. */
  concurrency: number;
  /** How long an idle runner waits before it looks again without being woken. */
  pollIntervalMs: number;
  handler: JobHandler<object>;
  log: (line: string) => void;
  /** Errors of the queue itself (the database), not of a job. */
  onError: (err: unknown) => void;
}

/**
 * Works one queue in this process: up to `concurrency` jobs at once. It takes as many jobs as it
 * has free slots in one statement (pg-boss's `FOR UPDATE SKIP LOCKED ... LIMIT n`, which marks them
 * active: another replica's runner skips them), looks again at once while it finds work, and
 * otherwise sleeps until woken (a job was enqueued: `wake`) or the poll interval has passed (a
 * retry is announced when it is put back, not when its backoff is over: the poll finds it then).
 * Each job is completed or failed on its own, so one job's failure retries only that job.
 */
export class QueueRunner {
  private readonly running = new Map<string, Promise<void>>();
  /** True until a look finds fewer jobs than it asked for; set again by a wake, a failure or the poll timer. */
  private mayHaveWork = true;
  private stopping = false;
  private wakeUp?: () => void;
  private loop?: Promise<void>;

  constructor(
    private readonly name: string,
    private readonly store: JobStore,
    private readonly options: RunnerOptions,
  ) {}

  start(): void {
    this.loop = this.run();
  }

  /** Something was enqueued to this queue: look now rather than at the next poll. */
  wake(): void {
    this.mayHaveWork = true;
    this.wakeUp?.();
  }

  /**
   * Takes no more jobs and waits up to `timeoutMs` for the running ones. Those still running then
   * are failed, so that they are retried (by this process's successor or another replica).
   */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.loop;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled(this.running.values()), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    const cut = new Error("The worker stopped while the job ran");
    for (const id of this.running.keys()) await this.store.fail(this.name, id, cut).catch(this.options.onError);
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const free = this.options.concurrency - this.running.size;
      if (free > 0 && this.mayHaveWork) {
        this.mayHaveWork = false;
        let jobs: PgBoss.Job<object>[] = [];
        try {
          // pg-boss answers an empty list when its statement fails (the database is away).
          jobs = await this.store.fetch<object>(this.name, { batchSize: free });
        } catch (err) {
          this.options.onError(err);
        }
        for (const job of jobs) this.begin(job);
        // A full batch: more are probably waiting, so look again as soon as a slot is free. Else
        // (nothing, or a failed look) the next wake or the poll looks again.
        if (jobs.length === free) this.mayHaveWork = true;
        continue;
      }
      // With every slot taken, the next job to end wakes the loop; idle, the poll interval does.
      await this.pause(free > 0 ? this.options.pollIntervalMs : undefined);
    }
  }

  private pause(ms: number | undefined): Promise<void> {
    return new Promise((resolve) => {
      const timer =
        ms === undefined
          ? undefined
          : setTimeout(() => {
              this.mayHaveWork = true;
              done();
            }, ms);
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      this.wakeUp = done;
    });
  }

  private begin(job: PgBoss.Job<object>): void {
    const run = this.attempt(job).finally(() => {
      this.running.delete(job.id);
      this.wakeUp?.();
    });
    this.running.set(job.id, run);
  }

  private async attempt(job: PgBoss.Job<object>): Promise<void> {
    let failure: unknown;
    try {
      // expireInSeconds is numeric in PostgreSQL, which the driver gives as text.
      await withinSeconds(this.options.handler(job.data, { id: job.id, name: job.name }), Number(job.expireInSeconds));
    } catch (err) {
      failure = err;
      this.options.log(`job ${job.name} ${job.id} failed: ${err instanceof Error ? err.message : String(err)}`);
      // Its retry may be due at once (a retry delay of 0): look again rather than wait for the poll.
      this.mayHaveWork = true;
    }
    try {
      if (failure === undefined) await this.store.complete(this.name, job.id);
      else await this.store.fail(this.name, job.id, failure as object);
    } catch (err) {
      // The database is away: the job stays active until it expires and is then retried.
      this.options.onError(err);
    }
  }
}

/**
 * A job that runs past its expiry counts as lost (pg-boss retries it elsewhere): its slot is given
 * back then too, or a handler that never returns would hold it for good.
 */
async function withinSeconds(work: Promise<void>, seconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work,
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`The job ran longer than ${seconds} s`)), seconds * 1000))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
