import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { ADMIN } from "../../common/auth/roles";
import { RequestContext } from "../../common/context";
import { Deleted } from "../../common/deleted";
import { PageInput } from "../../common/pagination";
import { WebhookDelivery, WebhookDeliveryStatus } from "./webhook-delivery.entity";
import { WebhookEndpoint } from "./webhook-endpoint.entity";
import { CreateWebhookEndpointInput, UpdateWebhookEndpointInput, WebhookDeliveryPage, WebhookEndpointPage, WebhookEndpointWithSecret } from "./webhook.types";

@Resolver(() => WebhookEndpoint)
export class WebhookResolver {
  @Authorized(ADMIN)
  @Query(() => WebhookEndpointPage, { description: "Admin: the outbound webhook endpoints" })
  webhookEndpoints(@Arg("page", () => PageInput, { nullable: true }) page: PageInput | null, @Ctx() ctx: RequestContext) {
    return ctx.services.webhooks.endpoints(page ?? undefined);
  }

  @Authorized(ADMIN)
  @Query(() => WebhookDeliveryPage, { description: "Admin: an endpoint's delivery log, newest first" })
  webhookDeliveries(
    @Arg("endpointId", () => ID) endpointId: string,
    @Arg("status", () => WebhookDeliveryStatus, { nullable: true, description: "Only deliveries in this state" }) status: WebhookDeliveryStatus | null,
    @Arg("page", () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.webhooks.deliveries(endpointId, status ?? null, page ?? undefined);
  }

  @Authorized(ADMIN)
  @Mutation(() => WebhookEndpointWithSecret, { description: "Admin: registers an endpoint; the answer shows its signing secret, once" })
  createWebhookEndpoint(@Arg("input") input: CreateWebhookEndpointInput, @Ctx() ctx: RequestContext) {
    return ctx.services.webhooks.createEndpoint(input);
  }

  @Authorized(ADMIN)
  @Mutation(() => WebhookEndpoint, { description: "Admin: changes the fields sent and keeps the others" })
  updateWebhookEndpoint(@Arg("id", () => ID) id: string, @Arg("input") input: UpdateWebhookEndpointInput, @Ctx() ctx: RequestContext) {
    return ctx.services.webhooks.updateEndpoint(id, withoutNulls(input));
  }

  @Authorized(ADMIN)
  @Mutation(() => WebhookEndpointWithSecret, { description: "Admin: gives the endpoint a new signing secret, shown once; the old one stops at once" })
  rotateWebhookSecret(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.webhooks.rotateSecret(id);
  }

  @Authorized(ADMIN)
  @Mutation(() => Deleted, { description: "Admin: removes an endpoint and its delivery log" })
  async deleteWebhookEndpoint(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Deleted> {
    await ctx.services.webhooks.deleteEndpoint(id);
    return { id };
  }

  @Authorized(ADMIN)
  @Mutation(() => WebhookDelivery, { description: "Admin: sends a delivered or failed delivery again (same id and body), with a fresh round of retries" })
  redeliverWebhook(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.webhooks.redeliver(id);
  }
}

/** GraphQL lets a client send null for an optional field; for a partial update, null means "leave it". */
function withoutNulls<T extends object>(input: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]?: Exclude<T[K], null> };
}
