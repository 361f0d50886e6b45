import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";
import type { MessageChannel, MessagePurpose } from "./message.entity";

/** Channels a shopper opts in to (email needs none for their own orders: they gave the address to be told). */
export type ConsentChannel = MessageChannel.WHATSAPP | MessageChannel.SMS;

/** Whether a phone may be sent messages of a purpose on a channel, as its latest change left it. */
@Entity("message_consents")
export class MessageConsent {
  /** E.164 (+91...): consent belongs to the number, as STOP arrives from it. */
  @PrimaryColumn({ type: "varchar" })
  phone: string;

  @PrimaryColumn({ type: "varchar" })
  channel: ConsentChannel;

  @PrimaryColumn({ type: "varchar" })
  purpose: MessagePurpose;

  @Column({ type: "uuid", nullable: true })
  userId: string | null;

  @Column({ type: "boolean" })
  granted: boolean;

  @Column({ type: "timestamptz" })
  updatedAt: Date;
}

/** Every change of consent, as proof of who said what, when, and in which words. Never updated or deleted. */
@Entity("consent_log")
export class ConsentLogEntry {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "varchar" })
  phone: string;

  @Column({ type: "varchar" })
  channel: ConsentChannel;

  @Column({ type: "varchar" })
  purpose: MessagePurpose;

  @Column({ type: "boolean" })
  granted: boolean;

  /** The shopper's account when they were signed in; null for a reply from the phone. */
  @Column({ type: "uuid", nullable: true })
  userId: string | null;

  /** Where the change came from: checkout, profile, whatsapp-reply, whatsapp-button. */
  @Column({ type: "varchar" })
  source: string;

  /** The words the shopper agreed to, or sent. */
  @Column({ type: "text" })
  text: string;

  @Column({ type: "timestamptz" })
  at: Date;
}
