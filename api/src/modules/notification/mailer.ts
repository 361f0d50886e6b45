import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends the shop's emails through SMTP_URL. With none configured (development, tests) each
 * email is written as an .eml file to the outbox folder and its subject and recipient logged.
 */
export class Mailer {
  /** Made with the first email: nodemailer need not load with the shop (cold start). */
  private transport?: Promise<Transporter>;

  constructor(
    private readonly options: {
      smtpUrl?: string;
      from: string;
      outboxDir: string;
      /** SMTP connections kept open: as many as emails the worker sends at once. */
      connections: number;
      log: (line: string) => void;
    },
  ) {}

  /** `idempotencyKey` becomes the Message-ID, the same for every attempt at one message. */
  async send(email: Email, idempotencyKey: string): Promise<void> {
    this.transport ??= this.createTransport();
    const info = await (
      await this.transport
    ).sendMail({
      from: this.options.from,
      messageId: messageId(idempotencyKey, this.options.from),
      ...email,
    });
    if (this.options.smtpUrl) return;
    await fs.mkdir(this.options.outboxDir, { recursive: true });
    const file = path.join(this.options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    this.options.log(`email to ${email.to}: "${email.subject}" written to ${file}`);
  }

  /** Closes the kept SMTP connections (when the jobs that send have stopped). */
  async close(): Promise<void> {
    (await this.transport)?.close();
  }

  private async createTransport(): Promise<Transporter> {
    const { default: nodemailer } = await import("nodemailer");
    return this.options.smtpUrl
      ? // A mail server that stalls fails the attempt (and the job retries) well before the job counts as lost.
        // Connections are kept and reused (one per email running at once): a connection, greeting
        // and goodbye for every email cost the shop and the mail server more than the email itself.
        nodemailer.createTransport({
          url: this.options.smtpUrl,
          pool: true,
          maxConnections: this.options.connections,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }
}

function messageId(idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "bagzone.local";
  return `<${idempotencyKey.replace(/[^\w.-]/g, ".")}@${domain}>`;
}
