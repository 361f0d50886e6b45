import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { Deleted } from "../../common/deleted";
import { ConnectionArgs, connect } from "../../common/pagination";
import { WebhookDelivery, WebhookDeliveryStatus } from "./webhook-delivery.entity";
import { WebhookEndpoint } from "./webhook-endpoint.entity";
import {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookDeliveryConnection,
  WebhookEndpointConnection,
  WebhookEndpointWithSecret,
} from "./webhook.types";

@Resolver(() => WebhookEndpoint)
export class WebhookResolver {
  @Requires(Permission.MANAGE_SETTINGS)
  @Query(() => WebhookEndpointConnection, { description: raising("Admin: the outbound webhook endpoints", AS_ADMIN, "BAD_USER_INPUT") })
  webhookEndpoints(@Args() paging: ConnectionArgs, @Ctx() ctx: RequestContext) {
    return connect(paging, (window) => ctx.services.webhooks.endpoints(window));
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Query(() => WebhookDeliveryConnection, {
    description: raising("Admin: an endpoint's delivery log, newest first", AS_ADMIN, "BAD_USER_INPUT", "NOT_FOUND"),
  })
  webhookDeliveries(
    @Arg("endpointId", () => ID, { description: "The endpoint whose deliveries to list" }) endpointId: string,
    @Arg("status", () => WebhookDeliveryStatus, { nullable: true, description: "Only deliveries in this state" })
    status: WebhookDeliveryStatus | null,
    @Args() paging: ConnectionArgs,
    @Ctx() ctx: RequestContext,
  ) {
    return connect(paging, (window) => ctx.services.webhooks.deliveries(endpointId, status ?? null, window));
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => WebhookEndpointWithSecret, {
    description: raising("Admin: registers an endpoint; the answer shows its signing secret, once", AS_ADMIN, "BAD_USER_INPUT"),
  })
  createWebhookEndpoint(
    @Arg("input", { description: "The endpoint's address and events" }) input: CreateWebhookEndpointInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.webhooks.createEndpoint(input);
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => WebhookEndpoint, {
    description: raising("Admin: changes the fields sent and keeps the others", AS_ADMIN, "BAD_USER_INPUT", "NOT_FOUND"),
  })
  updateWebhookEndpoint(
    @Arg("id", () => ID, { description: "The endpoint to change" }) id: string,
    @Arg("input", { description: "Only the fields to change; null clears the description and is refused for the others" })
    input: UpdateWebhookEndpointInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.webhooks.updateEndpoint(id, input);
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => WebhookEndpointWithSecret, {
    description: raising("Admin: gives the endpoint a new signing secret, shown once; the old one stops at once", AS_ADMIN, "NOT_FOUND"),
  })
  rotateWebhookSecret(
    @Arg("id", () => ID, { description: "The endpoint whose secret to replace" }) id: string,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.webhooks.rotateSecret(id);
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => Deleted, { description: raising("Admin: removes an endpoint and its delivery log", AS_ADMIN, "NOT_FOUND") })
  async deleteWebhookEndpoint(
    @Arg("id", () => ID, { description: "The endpoint to remove" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Deleted> {
    await ctx.services.webhooks.deleteEndpoint(id);
    return { id };
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => WebhookDelivery, {
    description: raising(
      "Admin: sends a delivered or failed delivery again (same id and body), with a fresh round of retries",
      AS_ADMIN,
      "NOT_FOUND",
      "WEBHOOK_DELIVERY_PENDING",
    ),
  })
  redeliverWebhook(@Arg("id", () => ID, { description: "The delivery to send again" }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.webhooks.redeliver(id);
  }
}
