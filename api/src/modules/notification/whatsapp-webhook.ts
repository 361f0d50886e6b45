import type { DataSource, EntityManager } from "typeorm";
import { ForbiddenError, ValidationError } from "../../common/errors";
import { consentWording, isStopWord, type MessageConsents } from "./message-consents";
import type { MessageOutbox } from "./message-outbox";
import { STOP_OFFERS_PAYLOAD } from "./message-templates";
import { DeliveryStatus, type Message, MessageChannel, MessagePurpose } from "./message.entity";
import { isSignedByWhatsApp } from "./whatsapp-cloud";

/** A quick-reply button a shopper pressed on one of the shop's WhatsApp messages. */
interface ButtonReply {
  /** E.164 (+91...). */
  phone: string;
  /** The button's payload, as the template's quick reply set it. */
  payload: string;
  /** The button's words. */
  text: string;
  /** The shop's message the button was on (its order, its template), null when WhatsApp gave no context the shop knows. */
  message: Message | null;
}

/**
 * What a feature does when a button of its messages is pressed (confirming a cash-on-delivery
 * order, say): given to the webhook when the shop is built, each hears every reply in the webhook's
 * transaction and acts on the payloads it knows, idempotently (WhatsApp may deliver a reply twice).
 */
export type ButtonReplyHandler = (tx: EntityManager, reply: ButtonReply) => Promise<void>;

/** The parts of a WhatsApp Cloud API webhook the shop reads. */
interface WebhookBody {
  object?: string;
  entry?: Array<{ changes?: Array<{ field?: string; value?: WebhookValue }> }>;
}

interface WebhookValue {
  statuses?: Array<{ id?: string; status?: string; timestamp?: string; errors?: Array<{ title?: string; message?: string }> }>;
  messages?: Array<{
    from?: string;
    id?: string;
    type?: string;
    timestamp?: string;
    text?: { body?: string };
    button?: { payload?: string; text?: string };
    interactive?: { type?: string; button_reply?: { id?: string; title?: string } };
    context?: { id?: string };
  }>;
}

const RECEIPTS: Record<string, DeliveryStatus> = {
  sent: DeliveryStatus.SENT,
  delivered: DeliveryStatus.DELIVERED,
  read: DeliveryStatus.READ,
  failed: DeliveryStatus.FAILED,
};

/**
 * The WhatsApp Cloud API's webhook: Meta's verification handshake (GET with hub.verify_token),
 * then receipts and replies (POST), each body signed with the app secret (X-Hub-Signature-256).
 * A body whose signature does not match changes nothing. Receipts move a message's delivery status
 * forward only; "STOP" (or the offers' Stop button) ends that phone's offers at once; other button
 * replies go to the handlers features gave the shop.
 */
export class WhatsAppWebhook {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: { appSecret: string; verifyToken: string },
    private readonly outbox: MessageOutbox,
    private readonly consents: MessageConsents,
    private readonly buttonReplies: ButtonReplyHandler[],
    private readonly log: (line: string) => void,
  ) {}

  /** Meta's subscription check: answers the challenge when the token is the shop's. */
  verify(mode: string | undefined, token: string | undefined, challenge: string | undefined): string {
    if (mode !== "subscribe" || token !== this.settings.verifyToken || !challenge) {
      throw new ForbiddenError("hub.verify_token does not match WHATSAPP_VERIFY_TOKEN");
    }
    return challenge;
  }

  async apply(rawBody: Buffer, signature: string | undefined): Promise<void> {
    if (!isSignedByWhatsApp(rawBody, signature, this.settings.appSecret)) {
      throw ValidationError.field("X-Hub-Signature-256", "The webhook's signature does not match the body (X-Hub-Signature-256)");
    }
    let body: WebhookBody;
    try {
      body = JSON.parse(rawBody.toString("utf8")) as WebhookBody;
    } catch {
      throw ValidationError.field("body", "The webhook's body is not JSON");
    }
    const values = (body.entry ?? []).flatMap((entry) =>
      (entry.changes ?? []).filter((c) => c.field === "messages").map((c) => c.value ?? {}),
    );
    await this.dataSource.transaction(async (tx) => {
      for (const value of values) {
        for (const receipt of value.statuses ?? []) await this.applyReceipt(tx, receipt);
        for (const inbound of value.messages ?? []) await this.applyInbound(tx, inbound);
      }
    });
  }

  private async applyReceipt(tx: EntityManager, receipt: NonNullable<WebhookValue["statuses"]>[number]): Promise<void> {
    const status = RECEIPTS[receipt.status ?? ""];
    if (!status || !receipt.id) return;
    const error = receipt.errors?.map((e) => e.message ?? e.title).join("; ") || null;
    await this.outbox.applyReceipt(tx, MessageChannel.WHATSAPP, receipt.id, status, whenOf(receipt.timestamp), error);
  }

  private async applyInbound(tx: EntityManager, inbound: NonNullable<WebhookValue["messages"]>[number]): Promise<void> {
    if (!inbound.from) return;
    const phone = `+${inbound.from.replace(/\D/g, "")}`;
    const text = inbound.text?.body;
    if (inbound.type === "text" && text !== undefined && isStopWord(text)) {
      return this.stopOffers(tx, phone, "whatsapp-reply", text);
    }
    const pressed =
      inbound.type === "button"
        ? { payload: inbound.button?.payload, text: inbound.button?.text }
        : inbound.type === "interactive"
          ? { payload: inbound.interactive?.button_reply?.id, text: inbound.interactive?.button_reply?.title }
          : null;
    if (!pressed?.payload) return;
    if (pressed.payload === STOP_OFFERS_PAYLOAD) return this.stopOffers(tx, phone, "whatsapp-button", pressed.text ?? pressed.payload);
    const message = inbound.context?.id ? await this.outbox.byProviderId(tx, MessageChannel.WHATSAPP, inbound.context.id) : null;
    const reply: ButtonReply = { phone, payload: pressed.payload, text: pressed.text ?? "", message };
    for (const handler of this.buttonReplies) await handler(tx, reply);
  }

  private async stopOffers(tx: EntityManager, phone: string, source: "whatsapp-reply" | "whatsapp-button", text: string): Promise<void> {
    await this.consents.record(
      { phone, channel: MessageChannel.WHATSAPP, purpose: MessagePurpose.MARKETING, granted: false, userId: null, source, text },
      tx,
    );
    this.log(
      `WhatsApp offers stopped for a phone by its reply (${consentWording(MessageChannel.WHATSAPP, MessagePurpose.MARKETING, false)})`,
    );
  }
}

/** WhatsApp's timestamps are Unix seconds, as text. */
function whenOf(timestamp: string | undefined): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}
