import type { QuickReply } from "./message-templates";

/** A WhatsApp or SMS message as a provider sends it: an approved template, its variables in order, its buttons. */
export interface TemplateMessage {
  /** E.164 (+91...). */
  to: string;
  providerTemplate: string;
  /** Variables by name, in the order the approved template takes them. */
  variables: Array<{ name: string; value: string }>;
  quickReplies: QuickReply[];
}

/** A channel's provider (WhatsApp Cloud API, MSG91): sends a template message and answers the provider's id of it. */
export interface MessageProvider {
  send(message: TemplateMessage): Promise<string>;
}

/** The provider refused the message itself (a wrong number, template or key): sending it again cannot help. */
export class MessageRefused extends Error {}
