import crypto from "node:crypto";
import { type DataSource, type EntityManager, In } from "typeorm";
import { ConflictError, ForbiddenError, ValidationError } from "../../common/errors";
import type { Jobs } from "../../jobs/job-queue";
import { PaymentMethod } from "../../vocabulary/payment-method";
import { type Order, OrderStatus } from "../order/order.entity";
import type { OrderService } from "../order/order.service";
import type { ProductAvailabilityService } from "../product/product-availability.service";
import type { ShopSettingsService } from "../settings/shop-settings.service";
import { Courier } from "./couriers";
import { type Actor, type FulfilmentService } from "./fulfilment.service";
import { CANCELLABLE, statusName } from "./order-lifecycle";
import { Shipment } from "./shipment.entity";
import { ShipmentScan } from "./shipment-scan.entity";
import type { ShippingProvider } from "./shipping-provider";
import {
  type ShiprocketClient,
  type ShiprocketCourierRate,
  ShiprocketError,
  type ShiprocketOrderRequest,
  type ShiprocketScan,
  parseShiprocketTime,
  textOf,
} from "./shiprocket-client";
import { BOOKING_UNDER_WAY, milestoneOf, ShiprocketProgress } from "./shiprocket-progress";

const BOOK = "book-shiprocket-shipment";
const CANCEL = "cancel-shiprocket-order";
const TRACK = "track-shiprocket-shipment";

/** Shiprocket's "out for delivery": the customer's history says so when it is first heard. */
const OUT_FOR_DELIVERY = 17;

/** The Courier the shop lists for an aggregator's courier name ("Delhivery Surface"), for its icon and words; OTHER when none. */
function courierOf(name: string): Courier {
  const n = name.toLowerCase().replace(/\s+/g, "");
  if (n.startsWith("delhivery")) return Courier.DELHIVERY;
  if (n.startsWith("bluedart")) return Courier.BLUE_DART;
  if (n.startsWith("dtdc")) return Courier.DTDC;
  if (n.startsWith("indiapost")) return Courier.INDIA_POST;
  if (n.startsWith("ekart")) return Courier.EKART;
  if (n.startsWith("xpressbees")) return Courier.XPRESSBEES;
  return Courier.OTHER;
}

/**
 * Shipping through Shiprocket. An admin asks for a parcel to be booked; the booking runs as a job
 * (create the order at Shiprocket, assign the AWB, make the label and manifest, schedule the
 * pickup), each step written down as it succeeds, so a retried job (or the admin asking again
 * after a failure) starts where the last one stopped. Creating Shiprocket's order is not
 * idempotent at Shiprocket, so before creating it the job looks for one an earlier attempt made
 * under the shop's order number. A refusal is kept on the shipment in Shiprocket's words. Then
 * Shiprocket's scans (its webhook, or the poll for shipments it has been quiet about) move the
 * order on through FulfilmentService, forward only.
 */
export class ShiprocketShippingService {
  private readonly client: ShiprocketClient | null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: ShippingProvider,
    private readonly settings: { webhookToken: string; trackingPollMinutes: number } | null,
    private readonly orders: OrderService,
    private readonly fulfilment: FulfilmentService,
    private readonly products: ProductAvailabilityService,
    private readonly shopSettings: ShopSettingsService,
    private readonly jobs: Jobs,
    private readonly log: (line: string) => void,
  ) {
    this.client = provider.name === "shiprocket" ? provider.client : null;
    if (!this.client) return;
    jobs.work<{ shipmentId: string }>(BOOK, ({ shipmentId }) => this.runBooking(shipmentId), { retryLimit: 5 });
    jobs.work<{ shipmentId: string }>(CANCEL, ({ shipmentId }) => this.cancelAtShiprocket(shipmentId), { retryLimit: 8 });
    jobs.work<{ shipmentId: string }>(TRACK, ({ shipmentId }) => this.trackNow(shipmentId), { retryLimit: 2 });
    jobs.schedule("poll-shiprocket-tracking", "*/15 * * * *", async () => {
      await this.pollStaleTracking();
    });
  }

  get providerName(): ShippingProvider["name"] {
    return this.provider.name;
  }

  /**
   * Admin: books a Pending or Processing order's parcel with Shiprocket (its recommended courier, or
   * `courierId` from its rates). Asking while a booking runs, or once its pickup is scheduled,
   * changes nothing; asking after a failure tries again from the step that failed.
   */
  async book(actor: Actor, orderId: string, courierId: number | null): Promise<Order> {
    if (!this.client)
      throw new ConflictError(
        "SHIPPING_PROVIDER_MANUAL",
        "This shop ships by hand: record the courier and AWB when moving the order to Shipped",
      );
    if (courierId != null && (!Number.isInteger(courierId) || courierId <= 0)) {
      throw ValidationError.field("courierId", "Courier id must be a courier's id from the order's courier rates");
    }
    await this.dataSource.transaction(async (tx) => {
      const order = await this.orders.lockForUpdate(tx, orderId);
      if (!CANCELLABLE.includes(order.status)) {
        throw new ConflictError("SHIPMENT_NOT_BOOKABLE", `A ${statusName(order.status).toLowerCase()} order is not booked with a courier`, {
          status: statusName(order.status),
        });
      }
      const repo = tx.getRepository(Shipment);
      const existing = await repo.findOneBy({ orderId: order.id });
      if (existing?.provider === "shiprocket" && existing.progress && !existing.failure) {
        if (BOOKING_UNDER_WAY.includes(existing.progress) || existing.progress === ShiprocketProgress.PICKUP_SCHEDULED) return;
      }
      const shipment = existing?.provider === "shiprocket" ? existing : repo.create({ orderId: order.id, provider: "shiprocket" });
      if (existing && existing.provider !== "shiprocket")
        Object.assign(shipment, { provider: "shiprocket", courier: null, trackingNumber: null });
      Object.assign(shipment, {
        courierChoice: courierId ?? shipment.courierChoice ?? null,
        failure: null,
        attempts: (shipment.attempts ?? 0) + 1,
        progress: stepOf(shipment),
      });
      const saved = await repo.save(shipment);
      await this.fulfilment.record(tx, order.id, actor, null, null, `Booking with Shiprocket (attempt ${saved.attempts})`, false);
      await this.jobs.enqueue(tx, BOOK, { shipmentId: saved.id }, { idempotencyKey: `${saved.id}:${saved.attempts}` });
    });
    return this.orders.findById(orderId);
  }

  /** Admin: the couriers Shiprocket offers for an order it holds, with their rates (to book with another than its recommended one). */
  async courierRates(orderId: string): Promise<ShiprocketCourierRate[]> {
    if (!this.client) throw new ConflictError("SHIPPING_PROVIDER_MANUAL", "This shop ships by hand: there are no courier rates to compare");
    await this.orders.findById(orderId);
    const shipment = await this.dataSource.getRepository(Shipment).findOneBy({ orderId, provider: "shiprocket" });
    if (!shipment?.providerOrderId)
      throw new ConflictError("SHIPMENT_NOT_BOOKED", "Book the order with Shiprocket first: its rates are Shiprocket's for its order");
    return this.client.courierRates(shipment.providerOrderId).catch((err) => {
      if (err instanceof ShiprocketError) throw new ConflictError("SHIPPING_PROVIDER_FAILED", `Shiprocket: ${err.message}`);
      throw err;
    });
  }

  /**
   * An order is cancelled (in the cancellation's transaction): a booking not yet picked up is
   * stopped, and Shiprocket's order cancelled by a job. An RTO is not a cancellation: that parcel
   * was carried.
   */
  async stopBooking(tx: EntityManager, order: Order): Promise<void> {
    if (!this.client || order.status === OrderStatus.SHIPPED) return;
    const shipment = await tx.getRepository(Shipment).findOneBy({ orderId: order.id, provider: "shiprocket" });
    if (!shipment || shipment.progress === ShiprocketProgress.CANCELLED) return;
    await tx.getRepository(Shipment).update(shipment.id, { progress: ShiprocketProgress.CANCELLED });
    await this.jobs.enqueue(tx, CANCEL, { shipmentId: shipment.id }, { idempotencyKey: shipment.id });
  }

  /**
   * Shiprocket's tracking webhook: accepted only with the configured token in `x-api-key`
   * (compared in constant time). A scan for an AWB the shop did not book is acknowledged and
   * ignored, so Shiprocket does not send it again.
   */
  async applyWebhook(token: string | undefined, payload: unknown): Promise<void> {
    if (!this.settings || !this.client) throw new ForbiddenError("This shop does not ship through Shiprocket");
    if (!sameSecret(token ?? "", this.settings.webhookToken)) throw new ForbiddenError("The webhook's token (x-api-key) is wrong");
    const body = (payload && typeof payload === "object" ? payload : {}) as Record<string, unknown>;
    const awb = typeof body.awb === "string" || typeof body.awb === "number" ? String(body.awb) : "";
    if (!awb) throw ValidationError.field("awb", "awb is required");
    const at = parseShiprocketTime(typeof body.current_timestamp === "string" ? body.current_timestamp : null);
    if (!at) throw ValidationError.field("current_timestamp", 'current_timestamp must be "DD MM YYYY HH:MM:SS"');
    const statusId = Number(body.current_status_id ?? body.shipment_status_id);
    const status = (textOf(body.current_status) || textOf(body.shipment_status)).trim();
    if (!status) throw ValidationError.field("current_status", "current_status is required");
    const scans = Array.isArray(body.scans) ? (body.scans as Array<Record<string, unknown>>) : [];
    const latest = scans.find((s) => parseShiprocketTime(textOf(s.date))?.getTime() === at.getTime()) ?? scans[scans.length - 1];
    const scan: ShiprocketScan = {
      statusId: Number.isFinite(statusId) ? statusId : null,
      status,
      activity: textOf(latest?.activity),
      location: textOf(latest?.location),
      at,
    };
    const shipment = await this.dataSource.getRepository(Shipment).findOneBy({ trackingNumber: awb, provider: "shiprocket" });
    if (!shipment) return this.log(`Shiprocket webhook for an AWB the shop did not book (${awb}): ignored`);
    await this.applyScans(shipment, [scan], parseShiprocketTime(typeof body.etd === "string" ? body.etd : null));
  }

  /**
   * The tracking poll: each shipment on its way whose last scan is older than the configured age
   * (or that has none) is asked about, one job each. Answers how many were asked about.
   */
  async pollStaleTracking(): Promise<number> {
    if (!this.client || !this.settings) return 0;
    const minutes = this.settings.trackingPollMinutes;
    const slot = Math.floor(Date.now() / (minutes * 60_000));
    return this.dataSource.transaction(async (tx) => {
      const stale: Array<{ id: string }> = await tx.query(
        `SELECT id FROM shipments
          WHERE provider = 'shiprocket' AND tracking_number IS NOT NULL AND progress IS DISTINCT FROM 'cancelled'
            AND coalesce(tracking_status, '') NOT IN ('DELIVERED', 'RTO DELIVERED')
            AND coalesce(last_event_at, shipped_at) < now() - make_interval(mins => $1)`,
        [minutes],
      );
      for (const { id } of stale) await this.jobs.enqueue(tx, TRACK, { shipmentId: id }, { idempotencyKey: `${id}:${slot}` });
      return stale.length;
    });
  }

  /** The scans of many shipments, oldest first, in one query: for the per-request loader. */
  async scansOf(shipmentIds: readonly string[]): Promise<ShipmentScan[]> {
    return this.dataSource.getRepository(ShipmentScan).find({
      where: { shipmentId: In([...shipmentIds]) },
      order: { occurredAt: "ASC", status: "ASC" },
    });
  }

  private async runBooking(shipmentId: string): Promise<void> {
    const client = this.client!;
    const repo = this.dataSource.getRepository(Shipment);
    try {
      for (;;) {
        const shipment = await repo.findOneByOrFail({ id: shipmentId });
        if (shipment.progress === ShiprocketProgress.CANCELLED) return;
        const step = stepOf(shipment);
        if (step === ShiprocketProgress.PICKUP_SCHEDULED) {
          await repo.update(shipmentId, { progress: step, failure: null });
          return;
        }
        await repo.update(shipmentId, { progress: step });
        if (step === ShiprocketProgress.REQUESTED) {
          const order = await this.orders.findById(shipment.orderId);
          // Shiprocket's create is not idempotent: an earlier attempt whose answer was lost made it already.
          const made = (await client.findOrder(order.number)) ?? (await client.createOrder(await this.orderRequest(order)));
          await repo.update(shipmentId, { providerOrderId: made.orderId, providerShipmentId: made.shipmentId });
        } else if (step === ShiprocketProgress.BOOKED) {
          await this.assignAwb(client, shipment);
        } else if (step === ShiprocketProgress.AWB_ASSIGNED) {
          const labelUrl = shipment.labelUrl ?? (await client.generateLabel(shipment.providerShipmentId!));
          await repo.update(shipmentId, { labelUrl });
          const manifestUrl = await client.generateManifest(shipment.providerShipmentId!).catch((err) => {
            // Made by an earlier attempt whose answer was lost: the label is what the parcel needs.
            if (err instanceof ShiprocketError && /already generated/i.test(err.message)) return "";
            throw err;
          });
          await repo.update(shipmentId, { manifestUrl });
        } else {
          const pickup = await client.schedulePickup(shipment.providerShipmentId!).catch((err) => {
            if (err instanceof ShiprocketError && /already in pickup queue/i.test(err.message)) return new Date();
            throw err;
          });
          await repo.update(shipmentId, { pickupScheduledFor: pickup ?? new Date() });
        }
      }
    } catch (err) {
      if (!(err instanceof ShiprocketError)) throw err;
      // The admin sees why on the order's shipment; a refusal waits for them, an outage is retried.
      await repo.update(shipmentId, { failure: err.message, ...(err.retryable ? {} : { progress: ShiprocketProgress.FAILED }) });
      if (err.retryable) throw err;
      this.log(`Shiprocket refused booking shipment ${shipmentId}: ${err.message}`);
    }
  }

  private async assignAwb(client: ShiprocketClient, shipment: Shipment): Promise<void> {
    const repo = this.dataSource.getRepository(Shipment);
    try {
      const awb = await client.assignAwb(shipment.providerShipmentId!, shipment.courierChoice);
      await repo.update(shipment.id, { trackingNumber: awb.awb, carrierName: awb.courierName, courier: courierOf(awb.courierName) });
    } catch (err) {
      // An AWB assigned by an attempt whose answer was lost: Shiprocket's order has it.
      if (!(err instanceof ShiprocketError) || err.retryable) throw err;
      const order = await this.orders.findById(shipment.orderId);
      const found = await client.findOrder(order.number);
      if (!found?.awb) throw err;
      await repo.update(shipment.id, { trackingNumber: found.awb });
    }
  }

  private async cancelAtShiprocket(shipmentId: string): Promise<void> {
    const shipment = await this.dataSource.getRepository(Shipment).findOneByOrFail({ id: shipmentId });
    const order = await this.orders.findById(shipment.orderId);
    const providerOrderId = shipment.providerOrderId ?? (await this.client!.findOrder(order.number))?.orderId;
    if (providerOrderId) await this.client!.cancelOrder(providerOrderId);
  }

  private async trackNow(shipmentId: string): Promise<void> {
    const shipment = await this.dataSource.getRepository(Shipment).findOneByOrFail({ id: shipmentId });
    if (!shipment.trackingNumber) return;
    const tracking = await this.client!.track(shipment.trackingNumber);
    await this.applyScans(shipment, tracking.scans, tracking.expectedDelivery);
  }

  /**
   * Keeps each scan once (AWB, status and time) and, for those new to the shop, in time order:
   * the shipment shows the newest one heard (an older one arriving late does not replace it), and
   * the order moves forward to where each puts it. One transaction, under the order's lock.
   */
  private async applyScans(shipment: Shipment, scans: ShiprocketScan[], expectedDelivery: Date | null): Promise<void> {
    const awb = shipment.trackingNumber!;
    await this.dataSource.transaction(async (tx) => {
      await this.orders.lockForUpdate(tx, shipment.orderId);
      const fresh: ShiprocketScan[] = [];
      for (const scan of [...scans].sort((a, b) => a.at.getTime() - b.at.getTime())) {
        const inserted: unknown[] = await tx.query(
          `INSERT INTO shipment_scans (shipment_id, awb, status_id, status, activity, location, occurred_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT ON CONSTRAINT "UQ_shipment_scans_awb_status_time" DO NOTHING RETURNING id`,
          [shipment.id, awb, scan.statusId, scan.status, scan.activity, scan.location, scan.at],
        );
        if (inserted.length > 0) fresh.push(scan);
      }
      if (fresh.length === 0) return;
      const current = await tx.getRepository(Shipment).findOneByOrFail({ id: shipment.id });
      const newest = fresh[fresh.length - 1];
      if (!current.lastEventAt || newest.at > current.lastEventAt) {
        await tx.getRepository(Shipment).update(shipment.id, {
          trackingStatus: newest.status,
          lastEventAt: newest.at,
          ...(expectedDelivery ? { expectedDeliveryAt: expectedDelivery } : {}),
        });
      }
      for (const scan of fresh) {
        const to = milestoneOf(scan.statusId);
        if (to) await this.fulfilment.advanceByCourier(tx, shipment.orderId, to);
        if (scan.statusId === OUT_FOR_DELIVERY && (!current.lastEventAt || scan.at > current.lastEventAt)) {
          const order = await this.orders.lockForUpdate(tx, shipment.orderId);
          if (order.status === OrderStatus.SHIPPED)
            await this.fulfilment.record(tx, order.id, { id: null, kind: "shop" }, null, null, "Out for delivery");
        }
      }
    });
  }

  /** Shiprocket's order for ours: the shipping address, each line by SKU, the parcel's weight and box, and the cash to collect. */
  private async orderRequest(order: Order): Promise<ShiprocketOrderRequest> {
    const items = await this.orders.itemsOf(this.dataSource.manager, order.id);
    const products = await this.products.findByIds(items.map((i) => i.productId).filter((id): id is string => id !== null));
    const { parcel } = await this.shopSettings.get();
    const grams = items.reduce((sum, i) => {
      const kg = i.productId ? products.get(i.productId)?.weight : null;
      return sum + i.quantity * (kg ? kg * 1000 : parcel.weightGrams);
    }, 0);
    const info = order.shippingInfo;
    return {
      channelOrderId: order.number,
      orderDate: order.createdAt,
      customer: {
        firstName: info.firstName,
        lastName: info.lastName,
        address: info.address,
        city: info.city,
        state: info.state,
        pincode: info.postalCode,
        phone: info.phoneNo,
        email: order.customerEmail,
      },
      items: items.map((i) => ({
        name: [i.name, i.size, i.color].filter(Boolean).join(" / "),
        sku: i.sku ?? i.variantId ?? i.id,
        units: i.quantity,
        sellingPriceRupees: i.unitPricePaise / 100,
      })),
      codRupees: order.paymentMethod === PaymentMethod.COD ? order.totals.totalPaise / 100 : null,
      subTotalRupees: order.totals.totalPaise / 100,
      parcel: { weightKg: Math.max(grams, 1) / 1000, lengthCm: parcel.lengthCm, breadthCm: parcel.breadthCm, heightCm: parcel.heightCm },
    };
  }
}

/** Where a booking stands from what it has: the step to run next. */
function stepOf(
  s: Pick<Shipment, "providerOrderId" | "trackingNumber" | "labelUrl" | "manifestUrl" | "pickupScheduledFor">,
): ShiprocketProgress {
  if (!s.providerOrderId) return ShiprocketProgress.REQUESTED;
  if (!s.trackingNumber) return ShiprocketProgress.BOOKED;
  if (!s.labelUrl || s.manifestUrl === null) return ShiprocketProgress.AWB_ASSIGNED;
  if (!s.pickupScheduledFor) return ShiprocketProgress.LABEL_READY;
  return ShiprocketProgress.PICKUP_SCHEDULED;
}

/** Equal secrets, compared in constant time whatever their lengths (both hashed first). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => crypto.createHash("sha256").update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected)) && given.length > 0;
}
