import { Client } from "pg";

const CHANNEL = "shop_job_enqueued";

/**
 * Every job that becomes workable announces itself, with its queue's name, when its transaction
 * commits (NOTIFY waits for the commit, and is not sent on rollback): a new job, a failed attempt
 * put back for its retry, a failed job an admin runs again, a lost job put back by pg-boss. A
 * trigger does it, so every way a job is made (the shop's enqueue, pg-boss's cron slots) wakes the
 * workers, and the checkout pays no extra round trip. PostgreSQL sends one notification per queue
 * per transaction however many jobs it made.
 */
export const ANNOUNCE_ENQUEUED_JOBS = `
  CREATE OR REPLACE FUNCTION pgboss.announce_waiting_job() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('${CHANNEL}', NEW.name);
    RETURN NULL;
  END $$;
  CREATE OR REPLACE TRIGGER announce_waiting_job AFTER INSERT OR UPDATE OF state ON pgboss.job
    FOR EACH ROW WHEN (NEW.state IN ('created', 'retry')) EXECUTE FUNCTION pgboss.announce_waiting_job();
`;

/**
 * A worker's ear for those announcements: one connection that LISTENs and tells `onEnqueued` the
 * queue's name. Losing the connection loses nothing but speed (the workers still poll); it is
 * made again after `reconnectMs`.
 */
export class EnqueuedSignal {
  private client?: Client;
  private reconnect?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly options: { onEnqueued: (queue: string) => void; reconnectMs: number; onError: (err: unknown) => void },
  ) {}

  async start(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: "shop-jobs-listen" });
    this.client = client;
    client.on("notification", (n) => n.channel === CHANNEL && n.payload && this.options.onEnqueued(n.payload));
    client.on("error", (err) => this.lost(client, err));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      this.lost(client, err);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    await this.client?.end().catch(() => undefined);
  }

  private lost(client: Client, err?: unknown): void {
    if (this.stopped || client !== this.client) return;
    this.client = undefined;
    if (err) this.options.onError(err);
    client.end().catch(() => undefined);
    this.reconnect = setTimeout(() => void this.start(), this.options.reconnectMs);
  }
}
