import { type DataSource, type EntityManager } from "typeorm";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { type ListSlice, type ListWindow } from "../../common/pagination";
import { Keyset, key } from "../../common/keyset";
import { isUuid } from "../../common/uuid";
import type { Jobs } from "../../jobs/job-queue";
import { urlRefusal } from "./webhook-address";
import { WebhookDelivery, WebhookDeliveryStatus } from "./webhook-delivery.entity";
import { WebhookEndpoint } from "./webhook-endpoint.entity";
import { WebhookEventType } from "./webhook-event-type";
import { lowStockData, orderData, productData, refundData, statusChangeData } from "./webhook-payloads";
import type { ShopEvent, ShopEvents } from "../../events/shop-events";
import { postWebhook } from "./webhook-sender";
import { newDeliveryId, newWebhookSecret, signWebhook } from "./webhook-signature";

const DELIVER_JOB = "deliver-webhook";

/** One round of attempts at a delivery (the first, or an admin's redelivery). */
interface DeliverJob {
  deliveryId: string;
  /** The delivery's attempt count when this round began: the round ends after `retryLimit + 1` attempts. */
  attemptsBefore: number;
}

export interface WebhookPolicy {
  /** Endpoints on private and loopback addresses (WEBHOOK_ALLOW_PRIVATE_URLS): off in production. */
  allowPrivateUrls: boolean;
  /** Retries after the first attempt of a round; the delay doubles from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
}

export interface EndpointChanges {
  url?: string;
  events?: WebhookEventType[];
  /** Null clears the note. */
  description?: string | null;
  enabled?: boolean;
}

const OLDEST_ENDPOINTS = new Keyset("webhookEndpoints", [key("e.created_at", "ASC", "timestamptz"), key("e.id", "ASC", "uuid")]);
// A delivery's id is its webhook-id header (msg_...), text: read as a uuid, every cursor of the list was refused.
const NEWEST_DELIVERIES = new Keyset("webhookDeliveries", [key("d.created_at", "DESC", "timestamptz"), key("d.id", "DESC", "text")]);

/**
 * Outbound webhooks. An event becomes one delivery row per subscribed endpoint and one job, both
 * in the transaction of the change (so a rolled-back order announces nothing, and a committed one
 * is always announced). The job signs and POSTs the stored body; a failed attempt is retried with
 * exponential backoff, and after the last one the delivery is FAILED until an admin redelivers it.
 */
export class WebhookService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly policy: WebhookPolicy,
    events: ShopEvents,
  ) {
    events.follow((tx, event) => this.announce(tx, event));
    jobs.work<DeliverJob>(DELIVER_JOB, (job) => this.attempt(job), {
      retryLimit: policy.retryLimit,
      retryDelaySeconds: policy.retryDelaySeconds,
    });
  }

  /** The shop's events as partners hear them: each to its webhook event type, with its payload (webhook-payloads.ts). */
  private async announce(tx: EntityManager, event: ShopEvent): Promise<void> {
    switch (event.name) {
      case "order.placed":
        return this.publish(tx, WebhookEventType.ORDER_CREATED, orderData(event.order, event.items));
      case "order.paid":
        return this.publish(tx, WebhookEventType.ORDER_PAID, orderData(event.order));
      case "order.status_changed":
        return this.publish(tx, WebhookEventType.ORDER_STATUS_CHANGED, statusChangeData(event.order, event.previousStatus));
      case "order.cancelled":
        return this.publish(tx, WebhookEventType.ORDER_CANCELLED, orderData(event.order));
      case "refund.created":
        return this.publish(tx, WebhookEventType.REFUND_CREATED, refundData(event.refund));
      case "product.updated":
        return this.publish(tx, WebhookEventType.PRODUCT_UPDATED, productData(event.product));
      case "stock.low":
        return this.publish(tx, WebhookEventType.STOCK_LOW, lowStockData(event.variant, event.lowStockUnits));
      // No webhook type of their own: partners hear of the order as order.created, of these moves as
      // order.status_changed and of a refund when it is created.
      case "return.status_changed":
      case "order.confirmed":
      case "order.shipped":
      case "order.delivered":
      case "order.returned_to_origin":
      case "refund.processed":
        return;
    }
  }

  /** One delivery row per subscribed endpoint and one job each, in the transaction of the change. */
  private async publish(tx: EntityManager, type: WebhookEventType, data: object): Promise<void> {
    const endpoints = await tx
      .getRepository(WebhookEndpoint)
      .createQueryBuilder("e")
      .where("e.enabled AND :type = ANY(e.events)", { type })
      .getMany();
    if (endpoints.length === 0) return;
    const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
    for (const endpoint of endpoints) {
      const delivery = tx.getRepository(WebhookDelivery).create({ id: newDeliveryId(), endpointId: endpoint.id, event: type, body });
      await tx.getRepository(WebhookDelivery).insert(delivery);
      await this.jobs.enqueue(tx, DELIVER_JOB, { deliveryId: delivery.id, attemptsBefore: 0 } satisfies DeliverJob, {
        idempotencyKey: `${delivery.id}:0`,
      });
    }
  }

  endpoints(window: ListWindow): Promise<ListSlice<WebhookEndpoint>> {
    return OLDEST_ENDPOINTS.read(this.dataSource.getRepository(WebhookEndpoint).createQueryBuilder("e"), window);
  }

  /** A new endpoint and its signing secret, which is shown this once. */
  async createEndpoint(
    input: Required<Pick<EndpointChanges, "url" | "events">> & EndpointChanges,
  ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const values = await this.checked(input);
    const repo = this.dataSource.getRepository(WebhookEndpoint);
    const endpoint = await repo.save(repo.create({ ...values, secret: newWebhookSecret() }));
    return { endpoint, secret: endpoint.secret };
  }

  /** Changes only what is sent. */
  async updateEndpoint(id: string, changes: EndpointChanges): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoint(id);
    Object.assign(endpoint, await this.checked(changes));
    return this.dataSource.getRepository(WebhookEndpoint).save(endpoint);
  }

  /** A new secret, shown this once; deliveries from now on are signed with it. */
  async rotateSecret(id: string): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const endpoint = await this.endpoint(id);
    endpoint.secret = newWebhookSecret();
    await this.dataSource.getRepository(WebhookEndpoint).update(id, { secret: endpoint.secret });
    return { endpoint, secret: endpoint.secret };
  }

  /** Removes the endpoint and its delivery log; jobs still queued for it find nothing to send. */
  async deleteEndpoint(id: string): Promise<void> {
    await this.endpoint(id);
    await this.dataSource.getRepository(WebhookEndpoint).delete(id);
  }

  async deliveries(endpointId: string, status: WebhookDeliveryStatus | null, window: ListWindow): Promise<ListSlice<WebhookDelivery>> {
    await this.endpoint(endpointId);
    const query = this.dataSource
      .getRepository(WebhookDelivery)
      .createQueryBuilder("d")
      .where("d.endpoint_id = :endpointId", { endpointId });
    if (status) query.andWhere("d.status = :status", { status });
    return NEWEST_DELIVERIES.read(query, window);
  }

  /** Sends a delivery again, same id and body (receivers drop it if they already have it), with a fresh round of retries. */
  async redeliver(deliveryId: string): Promise<WebhookDelivery> {
    return this.dataSource.transaction(async (tx) => {
      const delivery = await tx.getRepository(WebhookDelivery).findOne({ where: { id: deliveryId }, lock: { mode: "pessimistic_write" } });
      if (!delivery) throw new NotFoundError("Webhook delivery");
      if (delivery.status === WebhookDeliveryStatus.PENDING)
        throw new ConflictError("WEBHOOK_DELIVERY_PENDING", "This delivery is still being attempted: wait for it to succeed or fail");
      await tx.getRepository(WebhookDelivery).update(delivery.id, { status: WebhookDeliveryStatus.PENDING });
      const job: DeliverJob = { deliveryId: delivery.id, attemptsBefore: delivery.attempts };
      await this.jobs.enqueue(tx, DELIVER_JOB, job, { idempotencyKey: `${delivery.id}:${delivery.attempts}` });
      return Object.assign(delivery, { status: WebhookDeliveryStatus.PENDING });
    });
  }

  /** The job: one attempt. Throwing asks the queue for another after the backoff; the last attempt of a round marks the delivery FAILED instead. */
  private async attempt({ deliveryId, attemptsBefore }: DeliverJob): Promise<void> {
    const repo = this.dataSource.getRepository(WebhookDelivery);
    const delivery = await repo.findOneBy({ id: deliveryId });
    if (delivery?.status !== WebhookDeliveryStatus.PENDING) return;
    const endpoint = await this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id: delivery.endpointId });
    if (!endpoint?.enabled) {
      await repo.update(deliveryId, { status: WebhookDeliveryStatus.FAILED, lastError: "The endpoint is disabled" });
      return;
    }
    const sentAt = new Date();
    const outcome = await postWebhook(
      endpoint.url,
      delivery.body,
      signWebhook(endpoint.secret, delivery.id, sentAt, delivery.body),
      this.policy.allowPrivateUrls,
    );
    const delivered = "status" in outcome && outcome.status >= 200 && outcome.status < 300;
    const attempts = delivery.attempts + 1;
    const lastOfRound = attempts - attemptsBefore > this.policy.retryLimit;
    const status = delivered ? WebhookDeliveryStatus.DELIVERED : lastOfRound ? WebhookDeliveryStatus.FAILED : WebhookDeliveryStatus.PENDING;
    const error = "error" in outcome ? outcome.error : delivered ? null : `The endpoint answered ${outcome.status}`;
    await repo.update(deliveryId, {
      status,
      attempts,
      lastAttemptAt: sentAt,
      responseStatus: "status" in outcome ? outcome.status : null,
      lastError: error,
    });
    if (status === WebhookDeliveryStatus.PENDING) throw new Error(`webhook ${deliveryId} to ${endpoint.url}: ${error}`);
  }

  private async endpoint(id: string): Promise<WebhookEndpoint> {
    const endpoint = isUuid(id) ? await this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id }) : null;
    if (!endpoint) throw new NotFoundError("Webhook endpoint");
    return endpoint;
  }

  private async checked(changes: EndpointChanges): Promise<Partial<Pick<WebhookEndpoint, "url" | "events" | "description" | "enabled">>> {
    const { description, ...values } = changes;
    if (changes.url !== undefined) {
      values.url = changes.url.trim();
      const refusal = await urlRefusal(values.url, this.policy.allowPrivateUrls);
      if (refusal) throw ValidationError.field("url", refusal);
    }
    if (changes.events !== undefined) {
      if (changes.events.length === 0) throw ValidationError.field("events", "Choose at least one event");
      values.events = [...new Set(changes.events)];
    }
    return description === undefined ? values : { ...values, description: (description ?? "").trim() };
  }
}
