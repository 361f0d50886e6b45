import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { requireViewer } from "../../common/current-viewer";
import { RequestContext } from "../../common/context";
import { AS_ADMIN, SIGNED_IN, raising } from "../../common/errors/raises";
import type { MessageTemplateText } from "./message-templates";
import { MessageChannel } from "./message.entity";
import { MessageTemplate, MessagingConsent, MessagingConsentInput, UpdateMessageTemplateInput } from "./messaging.types";

const templateOf = (t: MessageTemplateText, preview: string): MessageTemplate => ({
  key: t.definition.key,
  channel: t.channel,
  purpose: t.definition.purpose,
  description: t.definition.description,
  variables: t.definition.variables,
  body: t.body,
  providerTemplate: t.providerTemplate,
  quickReplies: t.channel === MessageChannel.WHATSAPP ? t.definition.quickReplies : [],
  preview,
  updatedAt: t.updatedAt,
});

@Resolver()
export class MessagingResolver {
  @Authorized()
  @Query(() => [MessagingConsent], { description: raising("The signed-in shopper's choices about WhatsApp and SMS messages", SIGNED_IN) })
  myMessagingConsents(@Ctx() ctx: RequestContext): Promise<MessagingConsent[]> {
    return ctx.services.messaging.consentsOf(requireViewer(ctx).userId);
  }

  @Authorized()
  @Mutation(() => [MessagingConsent], {
    description: raising(
      "Opts a phone in to (or out of) order updates or offers on WhatsApp or SMS for the signed-in shopper, recorded in the consent log with the words shown; answers all their choices",
      SIGNED_IN,
      "BAD_USER_INPUT",
    ),
  })
  setMessagingConsent(
    @Arg("input", { description: "The choice" }) input: MessagingConsentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagingConsent[]> {
    return ctx.services.messaging.choose(requireViewer(ctx).userId, input);
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Query(() => [MessageTemplate], { description: raising("Admin: the WhatsApp and SMS templates, each with a preview", AS_ADMIN) })
  async messageTemplates(@Ctx() ctx: RequestContext): Promise<MessageTemplate[]> {
    const { messaging } = ctx.services;
    return (await messaging.listTemplates()).map((t) => templateOf(t, messaging.previewTemplate(t.definition.key, t.body)));
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Query(() => String, {
    description: raising("Admin: a template's text filled with sample values, before saving it", AS_ADMIN, "BAD_USER_INPUT", "NOT_FOUND"),
  })
  previewMessageTemplate(
    @Arg("key", { description: "The template's key" }) key: string,
    @Arg("body", { description: "The text to preview" }) body: string,
    @Ctx() ctx: RequestContext,
  ): string {
    return ctx.services.messaging.previewTemplate(key, body);
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => MessageTemplate, {
    description: raising(
      "Admin: changes a template's text and provider template; the next message uses it",
      AS_ADMIN,
      "BAD_USER_INPUT",
      "NOT_FOUND",
    ),
  })
  async updateMessageTemplate(
    @Arg("input", { description: "The edit" }) input: UpdateMessageTemplateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageTemplate> {
    const { messaging } = ctx.services;
    const saved = await messaging.updateTemplate(input.key, input.channel, input);
    return templateOf(saved, messaging.previewTemplate(saved.definition.key, saved.body));
  }

  @Requires(Permission.MANAGE_PROMOTIONS)
  @Mutation(() => Int, {
    description: raising(
      "Admin: sends an offer on WhatsApp to every phone that opted in to offers (between 21:00 and 09:00 India time it waits until 09:00); answers how many messages were written",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
  })
  sendWhatsAppOffer(
    @Arg("campaign", { description: "Names the offer: sending the same campaign again sends nothing twice" }) campaign: string,
    @Arg("offer", { description: "The offer's words, filling the offer template's {{offer}}" }) offer: string,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return ctx.services.messaging.sendOffer(campaign, offer);
  }
}
