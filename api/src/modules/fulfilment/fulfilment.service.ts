import { type DataSource, type EntityManager, In } from "typeorm";
import { type Viewer, isAdmin } from "../../common/auth/viewer";
import { ConflictError, ValidationError } from "../../common/errors";
import { racePoint } from "../../common/race-points";
import { PaymentMethod } from "../../vocabulary/payment-method";
import { type Order, OrderStatus } from "../order/order.entity";
import type { OrderService, OrderStatusChange } from "../order/order.service";
import { PaymentStatus } from "../../vocabulary/payment-status";
import type { RefundService } from "../payment/refund.service";
import { type Courier } from "./couriers";
import { orderStatusLabel } from "@shop/words/order-status";
import { assertAllowedMove, assertCorrectable, CANCELLABLE, statusName } from "./order-lifecycle";
import { Shipment } from "./shipment.entity";
import type { ShopEventPublisher } from "../../events/shop-events";

/** Who changed an order, as its history records it. */
export interface Actor {
  id: string | null;
  kind: "admin" | "customer" | "shop";
}

export const actorOf = (viewer: Viewer): Actor => ({ id: viewer.userId, kind: isAdmin(viewer) ? "admin" : "customer" });

/** What the admin knows of a parcel that came back undelivered. */
export interface RefusedDelivery {
  /** Whether the parcel came back sellable, so its units go back into stock. */
  restock: boolean;
  note?: string | null;
}

export interface ShipmentDetails {
  courier?: Courier | null;
  trackingNumber?: string | null;
}

/**
 * What else must happen, in the same transaction, when an order is cancelled: its money goes back
 * (payment/refund.service.ts) and its tax invoice is credited.
 */
export type CancellationEffect = (tx: EntityManager, order: Order, actor: Actor) => Promise<void>;

/**
 * The order lifecycle on the server: an admin's moves (only those order-lifecycle.ts allows),
 * shipping with courier and tracking, delivery, cancellation by the shop or the customer
 * (exactly once: the order's row lock), corrections with a reason, and the history of all of it.
 */
export class FulfilmentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrderService,
    private readonly refunds: RefundService,
    private readonly events: ShopEventPublisher,
    private readonly onCancelled: CancellationEffect[] = [],
  ) {}

  /** Admin: moves an order on. Moving it to where it already is changes nothing (a retried request). */
  async moveOrder(actor: Actor, orderId: string, to: OrderStatus, shipment: ShipmentDetails = {}): Promise<Order> {
    await this.dataSource.transaction(async (tx) => {
      const order = await this.orders.lockForUpdate(tx, orderId);
      if (order.status === to) return;
      assertAllowedMove(order.status, to);
      if (to === OrderStatus.CANCELLED) return this.cancel(tx, order, actor, "Cancelled by the shop");
      if (to === OrderStatus.SHIPPED) return this.ship(tx, order, actor, shipment);
      if (to === OrderStatus.DELIVERED) return this.deliver(tx, order, actor);
      if (to === OrderStatus.RETURNED_TO_ORIGIN) return this.returnToOrigin(tx, order, actor, { restock: true });
      await this.setStatus(tx, order, to, actor, `${orderStatusLabel(to)}`);
    });
    return this.orders.findById(orderId);
  }

  /**
   * Admin: the courier brought a shipped parcel back (RTO): refused at the door, typically a cash-on-
   * delivery order. Recording it again changes nothing (a retried request).
   */
  async recordRefusedDelivery(actor: Actor, orderId: string, details: RefusedDelivery): Promise<Order> {
    const note = details.note?.trim() ?? "";
    if (note.length > 500) throw ValidationError.field("note", "Note must be at most 500 characters");
    await this.dataSource.transaction(async (tx) => {
      const order = await this.orders.lockForUpdate(tx, orderId);
      if (order.status === OrderStatus.RETURNED_TO_ORIGIN) return;
      assertAllowedMove(order.status, OrderStatus.RETURNED_TO_ORIGIN);
      await this.returnToOrigin(tx, order, actor, { restock: details.restock, note });
    });
    return this.orders.findById(orderId);
  }

  /** Admin: puts a mistaken status right, with a reason, between statuses that carry no stock or money. */
  async correctStatus(actor: Actor, orderId: string, to: OrderStatus, reason: string): Promise<Order> {
    const why = reason.trim();
    if (!why) throw ValidationError.field("reason", "Please give the reason for the correction");
    if (why.length > 500) throw ValidationError.field("reason", "Reason must be at most 500 characters");
    await this.dataSource.transaction(async (tx) => {
      const order = await this.orders.lockForUpdate(tx, orderId);
      assertCorrectable(order.status, to);
      const change: OrderStatusChange = {};
      if (to !== OrderStatus.DELIVERED) change.deliveredAt = null;
      if (to === OrderStatus.DELIVERED && !order.deliveredAt) change.deliveredAt = new Date();
      await this.orders.recordStatus(tx, order.id, to, change);
      await this.record(tx, order.id, actor, order.status, to, `Correction: ${why}`, false);
      await this.events.publish(tx, { name: "order.status_changed", order: { ...order, status: to }, previousStatus: order.status });
    });
    return this.orders.findById(orderId);
  }

  /** The customer cancels their own order before it ships; cancelling twice (or with the shop at once) is one cancellation. */
  async cancelMyOrder(viewer: Viewer, orderId: string, reason?: string | null): Promise<Order> {
    await this.orders.getOrder(viewer, orderId);
    await this.dataSource.transaction(async (tx) => {
      const order = await this.orders.lockForUpdate(tx, orderId);
      if (order.status === OrderStatus.CANCELLED) return;
      if (!CANCELLABLE.includes(order.status)) {
        throw new ConflictError(
          "ORDER_NOT_CANCELLABLE",
          `This order is ${orderStatusLabel(order.status)} and can no longer be cancelled${order.status === OrderStatus.SHIPPED ? ": you can return it once it is delivered" : ""}`,
          { status: statusName(order.status) },
        );
      }
      const note = reason?.trim() ? `Cancelled by the customer: ${reason.trim()}` : "Cancelled by the customer";
      await this.cancel(tx, order, actorOf(viewer), note);
    });
    return this.orders.findById(orderId);
  }

  /** For the per-request loader: shipments of many orders in one query. */
  shipmentsOf(orderIds: readonly string[]): Promise<Shipment[]> {
    return this.dataSource.getRepository(Shipment).findBy({ orderId: In([...orderIds]) });
  }

  /** Adds a line to an order's history, in the transaction of the change it describes. */
  async record(
    tx: EntityManager,
    orderId: string,
    actor: Actor,
    from: OrderStatus | null,
    to: OrderStatus | null,
    note: string,
    customerVisible = true,
  ): Promise<void> {
    await this.orders.recordHistory(tx, orderId, {
      actorId: actor.id,
      actor: actor.kind,
      fromStatus: from,
      toStatus: to,
      note,
      customerVisible,
    });
  }

  /** Moves a locked order to a status and records it. */
  async setStatus(
    tx: EntityManager,
    order: Order,
    to: OrderStatus,
    actor: Actor,
    note: string,
    change: OrderStatusChange = {},
  ): Promise<void> {
    await this.orders.recordStatus(tx, order.id, to, change);
    await this.record(tx, order.id, actor, order.status, to, note);
    await this.events.publish(tx, {
      name: "order.status_changed",
      order: { ...order, ...change, status: to },
      previousStatus: order.status,
    });
  }

  /**
   * The courier said where a booked parcel is (its scans, in time order): the order moves forward
   * to where the scan puts it, as far as the lifecycle allows (a delivery heard before the pickup
   * ships it first), and never back: a scan older than where the order is changes nothing.
   */
  async advanceByCourier(tx: EntityManager, orderId: string, to: OrderStatus): Promise<void> {
    const actor: Actor = { id: null, kind: "shop" };
    let order = await this.orders.lockForUpdate(tx, orderId);
    if (CANCELLABLE.includes(order.status)) {
      const shipment = await tx.getRepository(Shipment).findOneByOrFail({ orderId });
      await this.announceShipped(tx, order, actor, shipment);
      order = await this.orders.lockForUpdate(tx, orderId);
    }
    if (order.status !== OrderStatus.SHIPPED || to === OrderStatus.SHIPPED) return;
    if (to === OrderStatus.DELIVERED) return this.deliver(tx, order, actor);
    if (to === OrderStatus.RETURNED_TO_ORIGIN)
      return this.returnToOrigin(tx, order, actor, { restock: true, note: "reported by the courier" });
  }

  private async ship(tx: EntityManager, order: Order, actor: Actor, details: ShipmentDetails): Promise<void> {
    const trackingNumber = details.trackingNumber?.trim() || null;
    if (trackingNumber && !/^[A-Za-z0-9-]{4,40}$/.test(trackingNumber)) {
      throw ValidationError.field("trackingNumber", "Tracking number must be 4 to 40 letters, digits or dashes");
    }
    const shipment = tx.getRepository(Shipment).create({ orderId: order.id, courier: details.courier ?? null, trackingNumber });
    await tx.getRepository(Shipment).upsert(shipment, ["orderId"]);
    await this.announceShipped(tx, order, actor, await tx.getRepository(Shipment).findOneByOrFail({ orderId: order.id }));
  }

  /** The order is Shipped with this parcel: its history, and the event the customer's email and partners follow. */
  private async announceShipped(tx: EntityManager, order: Order, actor: Actor, saved: Shipment): Promise<void> {
    const trackingNumber = saved.trackingNumber;
    const how = saved.courierName ? `${saved.courierName}${trackingNumber ? `, tracking number ${trackingNumber}` : ""}` : "by hand";
    await this.setStatus(tx, order, OrderStatus.SHIPPED, actor, `Shipped ${saved.courierName ? `with ${how}` : how}`);
    // The customer's email follows the event (order-emails.ts).
    await this.events.publish(tx, {
      name: "order.shipped",
      order: { ...order, status: OrderStatus.SHIPPED },
      shipment: { courierName: saved.courierName, trackingNumber: saved.trackingNumber, trackingUrl: saved.trackingUrl },
    });
  }

  /** Delivered: stamped, and a cash-on-delivery order is paid then (the courier collected the cash). */
  private async deliver(tx: EntityManager, order: Order, actor: Actor): Promise<void> {
    const now = new Date();
    const cashCollected = order.paymentMethod === PaymentMethod.COD && !order.paidAt;
    await this.setStatus(tx, order, OrderStatus.DELIVERED, actor, "Delivered", {
      deliveredAt: now,
      ...(cashCollected ? { paidAt: now, paymentStatus: PaymentStatus.PAID } : {}),
    });
    if (cashCollected)
      await this.events.publish(tx, {
        name: "order.paid",
        order: { ...order, status: OrderStatus.DELIVERED, paymentStatus: PaymentStatus.PAID },
      });
    // The customer's email follows the event (order-emails.ts).
    await this.events.publish(tx, { name: "order.delivered", order: { ...order, status: OrderStatus.DELIVERED } });
  }

  /**
   * Returned to origin: the order ends as a cancellation does (a prepaid order refunded, its invoice
   * credited, its coupon use released) but keeps its own status, which counts against the
   * customer's cash on delivery (order.service.ts, REFUSED_COD_ORDER). Nothing was sold; the
   * stock goes back only when the parcel can be sold again.
   */
  private async returnToOrigin(tx: EntityManager, order: Order, actor: Actor, details: RefusedDelivery): Promise<void> {
    const note = ["Refused at delivery, returned to us", details.restock ? "back in stock" : "not restocked", details.note]
      .filter(Boolean)
      .join("; ");
    await this.setStatus(tx, order, OrderStatus.RETURNED_TO_ORIGIN, actor, note);
    await this.refunds.refundCancelledOrder(tx, order, actor.id);
    await this.orders.restock(tx, order.id, { backInStock: details.restock });
    for (const effect of this.onCancelled) await effect(tx, order, actor);
    // The customer's email follows the event (order-emails.ts).
    await this.events.publish(tx, { name: "order.returned_to_origin", order: { ...order, status: OrderStatus.RETURNED_TO_ORIGIN } });
  }

  /** Stock back, a paid order refunded, its invoice credited, the customer told: all or nothing, once. */
  private async cancel(tx: EntityManager, order: Order, actor: Actor, note: string): Promise<void> {
    await racePoint("fulfilment:cancelling");
    await this.setStatus(tx, order, OrderStatus.CANCELLED, actor, note, { cancelledAt: new Date(), deliveredAt: null });
    await this.refunds.refundCancelledOrder(tx, order, actor.id);
    await this.orders.restock(tx, order.id);
    // Last: crediting the invoice takes the credit notes' counter row, one for the whole shop,
    // which every transaction takes after its product rows (see tax/document-numbers.ts).
    for (const effect of this.onCancelled) await effect(tx, order, actor);
    // The customer's email follows the event (order-emails.ts).
    await this.events.publish(tx, { name: "order.cancelled", order: { ...order, status: OrderStatus.CANCELLED } });
  }
}
