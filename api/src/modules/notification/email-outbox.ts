import type { DataSource, EntityManager } from "typeorm";
import type { Jobs } from "../../jobs/job-queue";
import type { Email, Mailer } from "./mailer";
import { SentEmail } from "./sent-email.entity";

const SEND_EMAIL_JOB = "send-email";

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
 */
export class EmailOutbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly mailer: Mailer,
  ) {
    jobs.work<SendEmailJob>(SEND_EMAIL_JOB, (job) => this.deliver(job));
  }

  /** `idempotencyKey` names the message (`order-confirmation:<order id>`): the same key is one email. */
  async enqueue(tx: EntityManager, idempotencyKey: string, email: Email): Promise<void> {
    await this.jobs.enqueue(tx, SEND_EMAIL_JOB, { idempotencyKey, email } satisfies SendEmailJob, { idempotencyKey });
  }

  private async deliver({ idempotencyKey, email }: SendEmailJob): Promise<void> {
    const sent = this.dataSource.getRepository(SentEmail);
    if (await sent.existsBy({ idempotencyKey })) return;
    await this.mailer.send(email, idempotencyKey);
    await sent.insert({ idempotencyKey });
  }
}
