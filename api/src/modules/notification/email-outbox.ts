import type { DataSource, EntityManager } from "typeorm";
import type { Jobs } from "../../jobs/job-queue";
import type { Email, Mailer } from "./mailer";
import { SentEmail } from "./sent-email.entity";

const SEND_EMAIL_JOB = "send-email";
/** Emails someone is waiting for at the screen: their own queue, so no backlog of order emails holds them up. */
const SEND_URGENT_EMAIL_JOB = "send-urgent-email";

interface SendEmailJob {
  idempotencyKey: string;
  email: Email;
}

/**
 * The shop's emails go out through the job queue: a domain enqueues one inside the transaction that
 * caused it (so an order that rolls back sends nothing, and one that commits always gets its
 * email), the worker sends it with retries and backoff, and each message is sent once: its
 * idempotency key is recorded when the mail server accepts it and checked before every attempt.
 * The key is also the email's Message-ID, so a mail server that sees a duplicate can drop it.
 * Urgent emails (a password reset link, a newsletter confirmation link: the reader is waiting for
 * it) go through a queue of their own with its own slots (JOB_URGENT_CONCURRENCY): a sale day's
 * order emails cannot delay them.
 */
export class EmailOutbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly mailer: Mailer,
    urgentConcurrency: number,
  ) {
    jobs.work<SendEmailJob>(SEND_EMAIL_JOB, (job) => this.deliver(job));
    jobs.work<SendEmailJob>(SEND_URGENT_EMAIL_JOB, (job) => this.deliver(job), { concurrency: urgentConcurrency });
  }

  /**
   * `idempotencyKey` names the message (`order-confirmation:<order id>`): the same key is one email.
   * `urgent`: the reader is waiting for it now.
   */
  async enqueue(tx: EntityManager, idempotencyKey: string, email: Email, options: { urgent?: boolean } = {}): Promise<void> {
    const queue = options.urgent ? SEND_URGENT_EMAIL_JOB : SEND_EMAIL_JOB;
    await this.jobs.enqueue(tx, queue, { idempotencyKey, email } satisfies SendEmailJob, { idempotencyKey });
  }

  private async deliver({ idempotencyKey, email }: SendEmailJob): Promise<void> {
    const sent = this.dataSource.getRepository(SentEmail);
    if (await sent.existsBy({ idempotencyKey })) return;
    await this.mailer.send(email, idempotencyKey);
    await sent.insert({ idempotencyKey });
  }
}
