import type { DataSource, EntityManager } from "typeorm";
import { ConsentLogEntry, type ConsentChannel, MessageConsent } from "./message-consent.entity";
import { MessageChannel, MessagePurpose } from "./message.entity";

/** Where a change of consent came from, as the log records it. */
type ConsentSource = "checkout" | "profile" | "whatsapp-reply" | "whatsapp-button";

export interface ConsentChange {
  phone: string;
  channel: ConsentChannel;
  purpose: MessagePurpose;
  granted: boolean;
  userId: string | null;
  source: ConsentSource;
  /** The words the shopper agreed to, or sent. */
  text: string;
}

/** The words a shopper agrees to with each box, as the storefront shows them and the log records them. */
export function consentWording(channel: ConsentChannel, purpose: MessagePurpose, granted: boolean): string {
  const where = channel === MessageChannel.WHATSAPP ? "on WhatsApp" : "by SMS";
  const what = purpose === MessagePurpose.MARKETING ? "offers from Bagzone" : "updates about my orders";
  return granted ? `Send me ${what} ${where}` : `Stop sending me ${what} ${where}`;
}

/** Words that end a shopper's offers when sent to the shop's WhatsApp number. */
const STOP_WORDS = new Set(["STOP", "UNSUBSCRIBE", "STOP OFFERS"]);

export const isStopWord = (text: string): boolean => STOP_WORDS.has(text.trim().toUpperCase());

/**
 * Whether a phone may be sent WhatsApp or SMS messages, per channel and purpose: order updates
 * and offers are opted in to separately, and each change is written to the consent log with who
 * made it, when and in which words.
 */
export class MessageConsents {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: () => Date,
  ) {}

  async record(change: ConsentChange, tx: EntityManager = this.dataSource.manager): Promise<void> {
    const at = this.clock();
    await tx.getRepository(MessageConsent).upsert(
      {
        phone: change.phone,
        channel: change.channel,
        purpose: change.purpose,
        granted: change.granted,
        userId: change.userId,
        updatedAt: at,
      },
      ["phone", "channel", "purpose"],
    );
    await tx.getRepository(ConsentLogEntry).insert({
      phone: change.phone,
      channel: change.channel,
      purpose: change.purpose,
      granted: change.granted,
      userId: change.userId,
      source: change.source,
      text: change.text,
      at,
    });
  }

  async allows(tx: EntityManager, phone: string, channel: ConsentChannel, purpose: MessagePurpose): Promise<boolean> {
    return tx.getRepository(MessageConsent).existsBy({ phone, channel, purpose, granted: true });
  }

  /** A signed-in shopper's choices, for their profile. */
  async ofUser(userId: string): Promise<MessageConsent[]> {
    return this.dataSource
      .getRepository(MessageConsent)
      .find({ where: { userId }, order: { phone: "ASC", channel: "ASC", purpose: "ASC" } });
  }

  /** Every change for a phone, oldest first. */
  async logOf(phone: string): Promise<ConsentLogEntry[]> {
    return this.dataSource.getRepository(ConsentLogEntry).find({ where: { phone }, order: { at: "ASC" } });
  }

  /** The phones that asked for offers on a channel. */
  async offerAudience(channel: ConsentChannel): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(MessageConsent)
      .find({ where: { channel, purpose: MessagePurpose.MARKETING, granted: true }, select: { phone: true } });
    return rows.map((r) => r.phone);
  }
}
