import type { DataSource, EntityManager } from "typeorm";
import type { Jobs } from "../../jobs/job-queue";
import type { Email, Mailer } from "./mailer";
import type { ConsentChannel } from "./message-consent.entity";
import { MessageRefused, type MessageProvider } from "./message-provider";
import { type MessageTemplates, renderTemplate } from "./message-templates";
import { DeliveryStatus, Message, MessageChannel, MessagePurpose, MessageStatus } from "./message.entity";
import { offerSendAfter } from "./quiet-hours";
import { SentEmail } from "./sent-email.entity";

const SEND_EMAIL_JOB = "send-email";
/** Emails someone is waiting for at the screen: their own queue, so no backlog of order emails holds them up. */
const SEND_URGENT_EMAIL_JOB = "send-urgent-email";
/** WhatsApp and SMS messages. */
const SEND_MESSAGE_JOB = "send-message";

interface SendJob {
  messageId: string;
}

/** A send-email job enqueued before the outbox kept rows (its email in the job itself): still sent once, by sent_emails. */
interface EarlierEmailJob {
  idempotencyKey: string;
  email: Email;
}

/** A WhatsApp or SMS message to write: from a template, to a phone, on the channels it consented to. */
export interface TemplateMessageOrder {
  /** Names what the message is about (`order-shipped:<order id>`); the channel is appended, so each channel sends it once. */
  key: string;
  /** E.164 (+91...). */
  to: string;
  template: string;
  data: Record<string, string>;
  purpose: MessagePurpose;
  /** The channels to try: only those the phone consented to for the purpose get a message. */
  channels: ConsentChannel[];
  orderId?: string | null;
}

/** The order in which receipts move a message on: a late "delivered" after "read" leaves it read. */
const RECEIPT_RANK = `array_position(ARRAY['sent','delivered','read'], $1::varchar)`;
const CURRENT_RANK = `coalesce(array_position(ARRAY['sent','delivered','read'], delivery_status), 0)`;

/**
 * The shop's one outbox, for every channel: a message is a row of `messages` written in the
 * transaction that caused it (an order that rolls back leaves no message, one that commits always
 * gets its own), with a job that sends it. The worker sends it with retries and backoff through
 * the channel's provider (the mailer, the WhatsApp Cloud API, MSG91) and records the provider's id;
 * the provider's receipts then move its delivery status forward. A message is sent once: its row
 * says whether it already was, checked before every attempt. WhatsApp and SMS messages need the
 * phone's consent for their purpose, checked as the row is written and, for offers, again when
 * it is sent (a STOP ends them at once); offers written during quiet hours wait until 09:00 India time.
 */
export class MessageOutbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly channels: { mailer: Mailer; whatsapp: MessageProvider | null; sms: MessageProvider | null },
    private readonly templates: MessageTemplates,
    private readonly clock: () => Date,
    options: { urgentConcurrency: number; log: (line: string) => void },
  ) {
    this.log = options.log;
    jobs.work<SendJob | EarlierEmailJob>(SEND_EMAIL_JOB, (job) => this.deliverJob(job));
    jobs.work<SendJob | EarlierEmailJob>(SEND_URGENT_EMAIL_JOB, (job) => this.deliverJob(job), { concurrency: options.urgentConcurrency });
    jobs.work<SendJob>(SEND_MESSAGE_JOB, (job) => this.deliver(job.messageId));
  }

  private readonly log: (line: string) => void;

  /**
   * An email: `idempotencyKey` names it (`order-confirmation:<order id>`), the same key is one email
   * and also its Message-ID; `urgent`: the reader is waiting for it now.
   */
  async enqueueEmail(
    tx: EntityManager,
    idempotencyKey: string,
    email: Email,
    options: { urgent?: boolean; orderId?: string | null } = {},
  ): Promise<void> {
    const rows: Array<{ id: string }> = await tx.query(
      `INSERT INTO messages (idempotency_key, channel, purpose, recipient, order_id, data, body, status, created_at)
       VALUES ($1, 'email', 'transactional', $2, $3, $4, $5, 'queued', $6)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [idempotencyKey, email.to, options.orderId ?? null, email, email.subject, this.clock()],
    );
    if (rows.length === 0) return;
    const queue = options.urgent ? SEND_URGENT_EMAIL_JOB : SEND_EMAIL_JOB;
    await this.jobs.enqueue(tx, queue, { messageId: rows[0].id } satisfies SendJob, { idempotencyKey });
  }

  /** WhatsApp or SMS messages from a template, one per channel the phone consented to; none without consent. */
  async enqueueTemplate(tx: EntityManager, order: TemplateMessageOrder): Promise<number> {
    const channels = order.channels.filter((channel) => this.channels[channel] !== null);
    if (channels.length === 0) return 0;
    const sendAfter = order.purpose === MessagePurpose.MARKETING ? offerSendAfter(this.clock()) : null;
    const rows: Array<{ id: string; key: string }> = await tx.query(
      `INSERT INTO messages (idempotency_key, channel, purpose, recipient, order_id, template, data, status, send_after, created_at)
       SELECT $1 || ':' || c.channel, c.channel, c.purpose, c.phone, $3, $4, $5, $6, $7, $8
       FROM message_consents c
       WHERE c.phone = $2 AND c.purpose = $9 AND c.granted AND c.channel = ANY($10)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, idempotency_key AS key`,
      [
        order.key,
        order.to,
        order.orderId ?? null,
        order.template,
        order.data,
        sendAfter ? MessageStatus.DEFERRED : MessageStatus.QUEUED,
        sendAfter,
        this.clock(),
        order.purpose,
        channels,
      ],
    );
    if (!sendAfter)
      for (const row of rows) await this.jobs.enqueue(tx, SEND_MESSAGE_JOB, { messageId: row.id }, { idempotencyKey: row.key });
    return rows.length;
  }

  /** Queues the offers whose quiet hours are over (a scheduled sweep, every few minutes); answers how many. */
  async releaseDeferred(): Promise<number> {
    return this.dataSource.transaction(async (tx) => {
      const rows: Array<{ id: string; key: string }> = await tx.query(
        // Read through a SELECT: an UPDATE's own answer reaches TypeORM as [rows, count].
        `WITH released AS (
           UPDATE messages SET status = 'queued' WHERE status = 'deferred' AND send_after <= $1 RETURNING id, idempotency_key
         ) SELECT id, idempotency_key AS key FROM released`,
        [this.clock()],
      );
      for (const row of rows) await this.jobs.enqueue(tx, SEND_MESSAGE_JOB, { messageId: row.id }, { idempotencyKey: row.key });
      return rows.length;
    });
  }

  /** Applies a provider's receipt once and in order: a duplicate changes nothing, a late one only fills in its own time. */
  async applyReceipt(
    tx: EntityManager,
    channel: ConsentChannel,
    providerMessageId: string,
    status: DeliveryStatus,
    at: Date,
    error: string | null,
  ): Promise<void> {
    await tx.query(
      `UPDATE messages SET
         delivery_status = CASE WHEN ${RECEIPT_RANK} > ${CURRENT_RANK}
                                  OR ($1 = 'failed' AND delivery_status IN ('sent') ) THEN $1 ELSE delivery_status END,
         delivered_at = CASE WHEN $1 = 'delivered' THEN coalesce(delivered_at, $4) ELSE delivered_at END,
         read_at = CASE WHEN $1 = 'read' THEN coalesce(read_at, $4) ELSE read_at END,
         failed_at = CASE WHEN $1 = 'failed' AND delivery_status IN ('sent') THEN $4 ELSE failed_at END,
         last_error = CASE WHEN $1 = 'failed' AND delivery_status IN ('sent') THEN $5 ELSE last_error END
       WHERE channel = $2 AND provider_message_id = $3`,
      [status, channel, providerMessageId, at, error],
    );
  }

  /** The message a provider's id names (a reply's context), or null. */
  async byProviderId(tx: EntityManager, channel: ConsentChannel, providerMessageId: string): Promise<Message | null> {
    return tx.getRepository(Message).findOneBy({ channel, providerMessageId });
  }

  /** Every message about these orders, oldest first. */
  async ofOrders(orderIds: readonly string[]): Promise<Message[]> {
    return this.dataSource
      .getRepository(Message)
      .createQueryBuilder("m")
      .where("m.order_id = ANY(:orderIds)", { orderIds })
      .orderBy("m.created_at", "ASC")
      .addOrderBy("m.id", "ASC")
      .getMany();
  }

  private async deliverJob(job: SendJob | EarlierEmailJob): Promise<void> {
    if ("messageId" in job) return this.deliver(job.messageId);
    const sent = this.dataSource.getRepository(SentEmail);
    if (await sent.existsBy({ idempotencyKey: job.idempotencyKey })) return;
    await this.channels.mailer.send(job.email, job.idempotencyKey);
    await sent.insert({ idempotencyKey: job.idempotencyKey });
  }

  private async deliver(messageId: string): Promise<void> {
    if (typeof messageId !== "string") throw new Error("A send job without its message's id");
    const repo = this.dataSource.getRepository(Message);
    const message = await repo.findOneBy({ id: messageId });
    if (message?.status !== MessageStatus.QUEUED) return;
    if (message.purpose === MessagePurpose.MARKETING && !(await this.stillConsented(message))) {
      await repo.update({ id: message.id }, { status: MessageStatus.WITHDRAWN });
      return;
    }
    await repo.increment({ id: message.id }, "attempts", 1);
    try {
      const sent = await this.send(message);
      await repo.update(
        { id: message.id },
        {
          status: MessageStatus.SENT,
          providerMessageId: sent.providerMessageId,
          deliveryStatus: message.channel === MessageChannel.EMAIL ? null : DeliveryStatus.SENT,
          body: sent.body,
          // An email's text is not kept once sent: it may carry a secret link (a password reset).
          ...(message.channel === MessageChannel.EMAIL ? { data: { subject: message.body } } : {}),
          sentAt: this.clock(),
          lastError: null,
        },
      );
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (err instanceof MessageRefused) {
        await repo.update({ id: message.id }, { status: MessageStatus.FAILED, lastError: reason, failedAt: this.clock() });
        this.log(`${message.channel} message ${message.idempotencyKey} not sent: ${reason}`);
        return;
      }
      await repo.update({ id: message.id }, { lastError: reason });
      throw err;
    }
  }

  private async send(message: Message): Promise<{ providerMessageId: string | null; body: string }> {
    if (message.channel === MessageChannel.EMAIL) {
      await this.channels.mailer.send(message.data as unknown as Email, message.idempotencyKey);
      return { providerMessageId: null, body: message.body };
    }
    const provider = this.channels[message.channel];
    if (!provider) throw new Error(`No ${message.channel} provider is configured`);
    const template = await this.templates.get(message.template ?? "", message.channel);
    const providerMessageId = await provider.send({
      to: message.recipient,
      providerTemplate: template.providerTemplate,
      variables: template.definition.variables.map((name) => ({ name, value: message.data[name] ?? "" })),
      quickReplies: message.channel === MessageChannel.WHATSAPP ? template.definition.quickReplies : [],
    });
    return { providerMessageId, body: renderTemplate(template.body, message.data) };
  }

  private async stillConsented(message: Message): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM message_consents WHERE phone = $1 AND channel = $2 AND purpose = $3 AND granted`,
      [message.recipient, message.channel, message.purpose],
    );
    return rows.length > 0;
  }
}
