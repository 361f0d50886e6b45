import { Arg, Authorized, Ctx, Mutation, Query, Resolver, UseMiddleware } from "type-graphql";
import { RateLimited } from "../../common/rate-limited";
import { ADMIN } from "../../common/auth/roles";
import { RequestContext } from "../../common/context";
import { PageInput, pagedComplexity } from "../../common/pagination";
import { CONTENT_MESSAGES, ContentMessage, EnquiryInput, EnquiryPage, NewsletterSubscriberPage } from "./content.types";
import { Enquiry, EnquiryKind } from "./enquiry.entity";

@Resolver()
export class ContentResolver {
  @UseMiddleware(RateLimited("newsletter"))
  @Mutation(() => ContentMessage, { description: "Signs an email up for the newsletter; signing up twice is fine" })
  async subscribeToNewsletter(@Arg("email") email: string, @Ctx() ctx: RequestContext): Promise<ContentMessage> {
    await ctx.services.content.subscribe(email);
    return { message: CONTENT_MESSAGES.subscribed };
  }

  @UseMiddleware(RateLimited("newsletter"))
  @Mutation(() => ContentMessage, { description: "Confirms a newsletter subscription from the emailed link's token; the first confirmation emails a single-use 10% first-order code" })
  async confirmNewsletterSubscription(@Arg("token") token: string, @Ctx() ctx: RequestContext): Promise<ContentMessage> {
    await ctx.services.newsletter.confirm(token);
    return { message: CONTENT_MESSAGES.confirmed };
  }

  @UseMiddleware(RateLimited("newsletter"))
  @Mutation(() => ContentMessage, { description: "Unsubscribes the address a newsletter email's unsubscribe link was sent to" })
  async unsubscribeFromNewsletter(@Arg("token") token: string, @Ctx() ctx: RequestContext): Promise<ContentMessage> {
    await ctx.services.newsletter.unsubscribe(token);
    return { message: CONTENT_MESSAGES.unsubscribed };
  }

  @UseMiddleware(RateLimited("enquiry"))
  @Mutation(() => Enquiry, { description: "Sends the contact-us or bulk-order form" })
  async sendEnquiry(@Arg("input") input: EnquiryInput, @Ctx() ctx: RequestContext): Promise<Enquiry> {
    return ctx.services.content.sendEnquiry(input);
  }

  @Authorized(ADMIN)
  @Query(() => NewsletterSubscriberPage, { description: "Admin: newsletter subscribers, newest first", complexity: pagedComplexity })
  async newsletterSubscribers(
    @Ctx() ctx: RequestContext,
    @Arg("page", () => PageInput, { nullable: true }) page?: PageInput | null,
  ): Promise<NewsletterSubscriberPage> {
    return ctx.services.content.listSubscribers(page ?? undefined);
  }

  @Authorized(ADMIN)
  @Query(() => EnquiryPage, { description: "Admin: contact and bulk-order enquiries, newest first", complexity: pagedComplexity })
  async enquiries(
    @Ctx() ctx: RequestContext,
    @Arg("kind", () => EnquiryKind, { nullable: true }) kind?: EnquiryKind | null,
    @Arg("page", () => PageInput, { nullable: true }) page?: PageInput | null,
  ): Promise<EnquiryPage> {
    return ctx.services.content.listEnquiries(kind ?? undefined, page ?? undefined);
  }
}
