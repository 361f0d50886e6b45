import { Column, Entity, PrimaryColumn } from "typeorm";

/**
 * An email handed to the mail server, by its idempotency key: a send job retried after a crash
 * finds its email here and does not send it again.
 */
@Entity("sent_emails")
export class SentEmail {
  @PrimaryColumn()
  idempotencyKey: string;

  @Column({ type: "timestamptz", default: () => "now()" })
  sentAt: Date;
}
