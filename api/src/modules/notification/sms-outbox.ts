import crypto from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { Jobs } from "../../jobs/job-queue";
import { maskedMobile, msg91Mobile } from "@shop/words/indian-mobile";
import { type Msg91Client, SmsRefused } from "./msg91-client";

const SEND_CODE_JOB = "send-sign-in-code";

interface SendCodeJob {
  /** The phone_codes row the code belongs to, and which issue of it (a resend replaces the code). */
  codeId: string;
  issue: string;
  phone: string;
  /** The code, sealed (AES-256-GCM under a key from the shop's secret): job rows are not where codes should lie in the clear. */
  sealed: string;
}

/**
 * Sign-in codes go out by SMS through the job queue, as emails do: enqueued in the transaction that
 * stores the code (a refused request sends nothing), on a queue of their own with the urgent
 * emails' slots, since the shopper is waiting at the screen. A code already used, replaced or
 * expired when its turn comes is not sent. An outage is retried a few times a few seconds apart
 * (a code lives minutes); a refusal (a number MSG91 cannot reach) is logged and not retried.
 */
export class SmsOutbox {
  private readonly key: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly sms: Msg91Client | null,
    secret: Buffer,
    concurrency: number,
    private readonly clock: () => Date,
    private readonly log: (line: string) => void,
  ) {
    this.key = Buffer.from(crypto.hkdfSync("sha256", secret, "", "bagzone sms job sealing", 32));
    jobs.work<SendCodeJob>(SEND_CODE_JOB, (job) => this.deliver(job), { concurrency, retryLimit: 4, retryDelaySeconds: 2 });
  }

  async enqueue(tx: EntityManager, codeId: string, issue: string, phone: string, code: string): Promise<void> {
    const job: SendCodeJob = { codeId, issue, phone, sealed: this.seal(code) };
    await this.jobs.enqueue(tx, SEND_CODE_JOB, job, { idempotencyKey: `sign-in-code:${issue}` });
  }

  private async deliver(job: SendCodeJob): Promise<void> {
    const rows: Array<{ live: boolean }> = await this.dataSource.query(
      `SELECT (consumed_at IS NULL AND expires_at > $3) AS live FROM phone_codes WHERE id = $1 AND issue = $2`,
      [job.codeId, job.issue, this.clock()],
    );
    if (!rows[0]?.live) return;
    if (!this.sms) throw new Error("No SMS provider is configured (MSG91_AUTH_KEY)");
    try {
      const requestId = await this.sms.sendCode(msg91Mobile(job.phone), this.unseal(job.sealed));
      this.log(`sign-in code sent to ${maskedMobile(job.phone)} (MSG91 request ${requestId})`);
    } catch (err) {
      if (!(err instanceof SmsRefused)) throw err;
      this.log(`sign-in code to ${maskedMobile(job.phone)} not sent: ${err.message}`);
    }
  }

  private seal(code: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(code, "utf8"), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
  }

  private unseal(sealed: string): string {
    const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
    const decipher = crypto.createDecipheriv("aes-256-gcm", this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  }
}
