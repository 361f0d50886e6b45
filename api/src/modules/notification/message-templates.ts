import type { DataSource, EntityManager } from "typeorm";
import { NotFoundError, ValidationError } from "../../common/errors";
import type { ConsentChannel } from "./message-consent.entity";
import { MessageChannel, MessagePurpose } from "./message.entity";
import { MessageTemplateEdit } from "./message-template.entity";

/** A quick-reply button of a WhatsApp template: what it says, and the payload the shop hears back when it is pressed. */
export interface QuickReply {
  text: string;
  payload: string;
}

/** The payload of the button that ends a shopper's offers (every marketing template carries it). */
export const STOP_OFFERS_PAYLOAD = "STOP_OFFERS";

/** What a template says and to whom, its variables in the order the provider's approved template takes them. */
export interface TemplateDefinition {
  key: string;
  purpose: MessagePurpose;
  description: string;
  variables: string[];
  /** Variables as a preview fills them. */
  sample: Record<string, string>;
  body: string;
  quickReplies: QuickReply[];
}

const definitions: TemplateDefinition[] = [
  {
    key: "order_confirmed",
    purpose: MessagePurpose.TRANSACTIONAL,
    description: "The order is placed and confirmed",
    variables: ["firstName", "orderNumber", "total"],
    sample: { firstName: "Asha", orderNumber: "BZ-10042", total: "Rs. 1,499" },
    body: "Hi {{firstName}}, your Bagzone order {{orderNumber}} of {{total}} is confirmed. We'll tell you when it ships.",
    quickReplies: [],
  },
  {
    key: "order_shipped",
    purpose: MessagePurpose.TRANSACTIONAL,
    description: "The parcel left with the courier, with its tracking link",
    variables: ["firstName", "orderNumber", "courier", "trackingLink"],
    sample: {
      firstName: "Asha",
      orderNumber: "BZ-10042",
      courier: "Delhivery",
      trackingLink: "https://www.delhivery.com/track/package/1234",
    },
    body: "Hi {{firstName}}, order {{orderNumber}} is on its way with {{courier}}. Track it: {{trackingLink}}",
    quickReplies: [],
  },
  {
    key: "order_delivered",
    purpose: MessagePurpose.TRANSACTIONAL,
    description: "The courier delivered the order",
    variables: ["firstName", "orderNumber"],
    sample: { firstName: "Asha", orderNumber: "BZ-10042" },
    body: "Hi {{firstName}}, order {{orderNumber}} was delivered. Enjoy your new bag!",
    quickReplies: [],
  },
  {
    key: "order_cancelled",
    purpose: MessagePurpose.TRANSACTIONAL,
    description: "The order was cancelled",
    variables: ["firstName", "orderNumber"],
    sample: { firstName: "Asha", orderNumber: "BZ-10042" },
    body: "Hi {{firstName}}, order {{orderNumber}} was cancelled. Any money paid goes back to you.",
    quickReplies: [],
  },
  {
    key: "refund_issued",
    purpose: MessagePurpose.TRANSACTIONAL,
    description: "Money went back to the shopper",
    variables: ["orderNumber", "amount"],
    sample: { orderNumber: "BZ-10042", amount: "Rs. 1,499" },
    body: "Your refund of {{amount}} for order {{orderNumber}} has been issued.",
    quickReplies: [],
  },
  {
    key: "return_updated",
    purpose: MessagePurpose.TRANSACTIONAL,
    description: "A return or exchange moved on (asked, approved, rejected, received)",
    variables: ["firstName", "orderNumber", "returnStatus"],
    sample: { firstName: "Asha", orderNumber: "BZ-10042", returnStatus: "approved" },
    body: "Hi {{firstName}}, your return for order {{orderNumber}} is now {{returnStatus}}.",
    quickReplies: [],
  },
  {
    key: "offer",
    purpose: MessagePurpose.MARKETING,
    description: "An offer sent to shoppers who opted in to offers",
    variables: ["firstName", "offer"],
    sample: { firstName: "Asha", offer: "20% off every backpack this weekend" },
    body: "Hi {{firstName}}, {{offer}}. Reply STOP to stop offers.",
    quickReplies: [{ text: "Stop offers", payload: STOP_OFFERS_PAYLOAD }],
  },
];

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

/** A template as it stands: the shop's default, or the admin's edit of it. */
export interface MessageTemplateText {
  definition: TemplateDefinition;
  channel: ConsentChannel;
  providerTemplate: string;
  body: string;
  updatedAt: Date | null;
}

const TEMPLATE_CHANNELS: ConsentChannel[] = [MessageChannel.WHATSAPP, MessageChannel.SMS];

/** The text of a template with its variables filled in. */
export function renderTemplate(body: string, data: Record<string, string>): string {
  return body.replace(VARIABLE, (_, name: string) => data[name] ?? "");
}

/**
 * The WhatsApp and SMS templates of the shop's messages: what each says, which variables it
 * takes, and the provider's approved template it is sent as. The admin edits the words and the
 * provider's template name (WhatsApp's template, MSG91's DLT-registered Flow); the next message
 * uses the edit.
 */
export class MessageTemplates {
  constructor(private readonly dataSource: DataSource) {}

  definition(key: string): TemplateDefinition {
    const found = definitions.find((d) => d.key === key);
    if (!found) throw new NotFoundError(`Message template ${key}`);
    return found;
  }

  async list(): Promise<MessageTemplateText[]> {
    const edits = await this.dataSource.getRepository(MessageTemplateEdit).find();
    return definitions.flatMap((definition) =>
      TEMPLATE_CHANNELS.map((channel) =>
        textOf(
          definition,
          channel,
          edits.find((e) => e.key === definition.key && e.channel === channel),
        ),
      ),
    );
  }

  async get(key: string, channel: ConsentChannel, tx: EntityManager = this.dataSource.manager): Promise<MessageTemplateText> {
    const definition = this.definition(key);
    const edit = await tx.getRepository(MessageTemplateEdit).findOneBy({ key, channel });
    return textOf(definition, channel, edit ?? undefined);
  }

  async update(key: string, channel: ConsentChannel, change: { body: string; providerTemplate: string }): Promise<MessageTemplateText> {
    const definition = this.definition(key);
    this.check(definition, change.body);
    if (!change.providerTemplate.trim()) {
      throw ValidationError.field("providerTemplate", "Name the provider's approved template (WhatsApp template name or MSG91 Flow id)");
    }
    await this.dataSource
      .getRepository(MessageTemplateEdit)
      .upsert({ key, channel, body: change.body, providerTemplate: change.providerTemplate.trim(), updatedAt: new Date() }, [
        "key",
        "channel",
      ]);
    return this.get(key, channel);
  }

  /** The body filled with the template's sample values, as the shopper would read it. */
  preview(key: string, body: string): string {
    const definition = this.definition(key);
    this.check(definition, body);
    return renderTemplate(body, definition.sample);
  }

  private check(definition: TemplateDefinition, body: string): void {
    if (!body.trim()) throw ValidationError.field("body", "The message's text cannot be empty");
    if (body.length > 1024) throw ValidationError.field("body", "The message's text is longer than WhatsApp's 1024 characters");
    for (const [, name] of body.matchAll(VARIABLE)) {
      if (!definition.variables.includes(name)) {
        throw ValidationError.field(
          "body",
          `{{${name}}} is not a variable of ${definition.key}; it takes ${definition.variables.map((v) => `{{${v}}}`).join(", ")}`,
        );
      }
    }
  }
}

function textOf(definition: TemplateDefinition, channel: ConsentChannel, edit?: MessageTemplateEdit): MessageTemplateText {
  return {
    definition,
    channel,
    providerTemplate: edit?.providerTemplate ?? `bagzone_${definition.key}`,
    body: edit?.body ?? definition.body,
    updatedAt: edit?.updatedAt ?? null,
  };
}
