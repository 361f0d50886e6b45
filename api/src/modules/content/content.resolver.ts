import { Arg, Args, Ctx, Mutation, Query, Resolver, UseMiddleware } from "type-graphql";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { RateLimited } from "../../common/rate-limited";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { ConnectionArgs, connect, pagedComplexity } from "../../common/pagination";
import { CONTENT_MESSAGES, ContentMessage, EnquiryInput, EnquiryConnection, NewsletterSubscriberConnection } from "./content.types";
import { Enquiry, EnquiryKind } from "./enquiry.entity";
import { WELCOME_PERCENTAGE } from "./newsletter.service";

@Resolver()
export class ContentResolver {
  @UseMiddleware(RateLimited("newsletter"))
  @Mutation(() => ContentMessage, {
    description: raising("Signs an email up for the newsletter; signing up twice is fine", "BAD_USER_INPUT"),
  })
  async subscribeToNewsletter(
    @Arg("email", { description: "The address to sign up" }) email: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ContentMessage> {
    await ctx.services.content.subscribe(email);
    return { message: CONTENT_MESSAGES.subscribed };
  }

  @UseMiddleware(RateLimited("newsletter"))
  @Mutation(() => ContentMessage, {
    description: raising(
      `Confirms a newsletter subscription from the emailed link's token; the first confirmation emails a single-use ${WELCOME_PERCENTAGE}% first-order code`,
      "NOT_FOUND",
    ),
  })
  async confirmNewsletterSubscription(
    @Arg("token", { description: "The token from the confirmation email's link" }) token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ContentMessage> {
    await ctx.services.newsletter.confirm(token);
    return { message: CONTENT_MESSAGES.confirmed };
  }

  @UseMiddleware(RateLimited("newsletter"))
  @Mutation(() => ContentMessage, {
    description: raising("Unsubscribes the address a newsletter email's unsubscribe link was sent to", "NOT_FOUND"),
  })
  async unsubscribeFromNewsletter(
    @Arg("token", { description: "The token from a newsletter email's unsubscribe link" }) token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ContentMessage> {
    await ctx.services.newsletter.unsubscribe(token);
    return { message: CONTENT_MESSAGES.unsubscribed };
  }

  @UseMiddleware(RateLimited("enquiry"))
  @Mutation(() => Enquiry, { description: raising("Sends the contact-us or bulk-order form", "BAD_USER_INPUT") })
  async sendEnquiry(@Arg("input", { description: "The form's fields" }) input: EnquiryInput, @Ctx() ctx: RequestContext): Promise<Enquiry> {
    return ctx.services.content.sendEnquiry(input);
  }

  @Requires(Permission.VIEW_CUSTOMERS)
  @Query(() => NewsletterSubscriberConnection, {
    description: raising("Admin: newsletter subscribers, newest first", AS_ADMIN, "BAD_USER_INPUT"),
    complexity: pagedComplexity,
  })
  async newsletterSubscribers(@Ctx() ctx: RequestContext, @Args() paging: ConnectionArgs): Promise<NewsletterSubscriberConnection> {
    return connect(paging, (window) => ctx.services.content.listSubscribers(window));
  }

  @Requires(Permission.VIEW_CUSTOMERS)
  @Query(() => EnquiryConnection, {
    description: raising("Admin: contact and bulk-order enquiries, newest first", AS_ADMIN, "BAD_USER_INPUT"),
    complexity: pagedComplexity,
  })
  async enquiries(
    @Ctx() ctx: RequestContext,
    @Arg("kind", () => EnquiryKind, { nullable: true, description: "Only enquiries of this kind; null lists both" })
    kind: EnquiryKind | null | undefined,
    @Args() paging: ConnectionArgs,
  ): Promise<EnquiryConnection> {
    return connect(paging, (window) => ctx.services.content.listEnquiries(kind ?? undefined, window));
  }
}
