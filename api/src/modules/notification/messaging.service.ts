import { indianMobile } from "@shop/words/indian-mobile";
import type { DataSource } from "typeorm";
import { ValidationError } from "../../common/errors";
import type { ConsentChannel, MessageConsent } from "./message-consent.entity";
import { consentWording, type MessageConsents } from "./message-consents";
import type { MessageOutbox } from "./message-outbox";
import { type MessageTemplates, type MessageTemplateText } from "./message-templates";
import { type Message, MessageChannel, MessagePurpose } from "./message.entity";

/** A shopper's choice, as the storefront's boxes at checkout and in the profile send it. */
export interface ConsentChoice {
  phone: string;
  channel: ConsentChannel;
  purpose: MessagePurpose;
  granted: boolean;
  source: "checkout" | "profile";
}

/**
 * Messages to shoppers beyond email: their consent (asked at checkout and in the profile), the
 * templates the admin edits, an admin's offer to everyone who asked for offers, and what an
 * order's messages became.
 */
export class MessagingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MessageOutbox,
    private readonly consents: MessageConsents,
    readonly templates: MessageTemplates,
  ) {}

  /** Records a signed-in shopper's choice for a phone, with the words the box showed. */
  async choose(userId: string, choice: ConsentChoice): Promise<MessageConsent[]> {
    const phone = indianMobile(choice.phone);
    if (!phone.ok) throw ValidationError.field("phone", phone.problem);
    await this.consents.record({
      phone: phone.e164,
      channel: choice.channel,
      purpose: choice.purpose,
      granted: choice.granted,
      userId,
      source: choice.source,
      text: consentWording(choice.channel, choice.purpose, choice.granted),
    });
    return this.consents.ofUser(userId);
  }

  consentsOf(userId: string): Promise<MessageConsent[]> {
    return this.consents.ofUser(userId);
  }

  listTemplates(): Promise<MessageTemplateText[]> {
    return this.templates.list();
  }

  updateTemplate(key: string, channel: ConsentChannel, change: { body: string; providerTemplate: string }): Promise<MessageTemplateText> {
    return this.templates.update(key, channel, change);
  }

  previewTemplate(key: string, body: string): string {
    return this.templates.preview(key, body);
  }

  /**
   * Admin: an offer on WhatsApp to every phone that asked for offers; written now, sent at once
   * or, in quiet hours, at 09:00 India time. `campaign` names it, so sending it twice sends once.
   */
  async sendOffer(campaign: string, offer: string): Promise<number> {
    if (!/^[\w-]{1,60}$/.test(campaign)) {
      throw ValidationError.field("campaign", "The campaign's name is 1 to 60 letters, digits, - or _");
    }
    if (!offer.trim() || offer.length > 500) throw ValidationError.field("offer", "The offer's text is 1 to 500 characters");
    const phones = await this.consents.offerAudience(MessageChannel.WHATSAPP);
    return this.dataSource.transaction(async (tx) => {
      let written = 0;
      for (const phone of phones) {
        written += await this.outbox.enqueueTemplate(tx, {
          key: `offer:${campaign}:${phone}`,
          to: phone,
          template: "offer",
          data: { firstName: "there", offer: offer.trim() },
          purpose: MessagePurpose.MARKETING,
          channels: [MessageChannel.WHATSAPP],
        });
      }
      return written;
    });
  }

  /** Queues the offers whose quiet hours are over; answers how many. */
  releaseDeferred(): Promise<number> {
    return this.outbox.releaseDeferred();
  }

  messagesOfOrders(orderIds: readonly string[]): Promise<Message[]> {
    return this.outbox.ofOrders(orderIds);
  }
}
