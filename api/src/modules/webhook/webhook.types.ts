import { ArrayMaxSize, IsBoolean, IsOptional, MaxLength } from "class-validator";
import { Field, InputType, ObjectType } from "type-graphql";
import { KeptUnlessSent } from "../../common/partial-update";
import { Connected } from "../../common/pagination";
import { WebhookDelivery } from "./webhook-delivery.entity";
import { WebhookEndpoint } from "./webhook-endpoint.entity";
import { WebhookEventType } from "./webhook-event-type";

@InputType({ description: "A new outbound webhook endpoint" })
export class CreateWebhookEndpointInput {
  @Field({
    description: "Where to POST deliveries: https:// (or http://); private and loopback addresses are refused unless the shop allows them",
  })
  @MaxLength(2000, { message: "URL must be at most 2000 characters" })
  url: string;

  @Field(() => [WebhookEventType], { description: "The events it receives: at least one" })
  @ArrayMaxSize(20, { message: "Events can list at most 20 events" })
  events: WebhookEventType[];

  @Field({ defaultValue: "", description: "A note for admins: whose endpoint this is" })
  @MaxLength(200, { message: "Description must be at most 200 characters" })
  description: string = "";
}

@InputType({ description: "Changes to an endpoint: only the fields sent change" })
export class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true, description: "A new URL, checked as when the endpoint was made; left out: unchanged" })
  @MaxLength(2000, { message: "URL must be at most 2000 characters" })
  @KeptUnlessSent("URL is required")
  url?: string;

  @Field(() => [WebhookEventType], { nullable: true, description: "The events it receives from now on, at least one; left out: unchanged" })
  @ArrayMaxSize(20, { message: "Events can list at most 20 events" })
  @KeptUnlessSent("Events are required")
  events?: WebhookEventType[];

  @Field(() => String, { description: "A note for admins, at most 200 characters; null clears it; left out: unchanged", nullable: true })
  @IsOptional()
  @MaxLength(200, { message: "Description must be at most 200 characters" })
  description?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "false stops new deliveries (and any still being retried); true starts them again; left out: unchanged",
  })
  @IsBoolean({ message: "Enabled must be true or false" })
  @KeptUnlessSent("Enabled is required")
  enabled?: boolean;
}

@ObjectType({ description: "An endpoint with its signing secret: the only answer that shows the secret" })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpoint, { description: "The endpoint" })
  endpoint: WebhookEndpoint;

  @Field({
    description: "`whsec_...`: verify each delivery's `webhook-signature` with it (Standard Webhooks). Keep it: it is not shown again.",
  })
  secret: string;
}

@ObjectType({ description: "A page of webhook endpoints, oldest first" })
export class WebhookEndpointConnection extends Connected(WebhookEndpoint, "WebhookEndpoint") {}

@ObjectType({ description: "A page of an endpoint's deliveries, newest first" })
export class WebhookDeliveryConnection extends Connected(WebhookDelivery, "WebhookDelivery") {}
