import { type ShopSettingsService } from "../settings/shop-settings.service";
import { type DataSource, type EntityManager, In } from "typeorm";
import type { Viewer } from "../../common/auth/viewer";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { formatRupees } from "@shop/words/money";
import { formatIndiaDate, indiaDateOf } from "@shop/words/india-time";
import { statusName } from "./order-lifecycle";
import { isUuid } from "../../common/uuid";
import type { AssetService } from "../asset/asset.service";
import type { ProductAvailabilityService } from "../product/product-availability.service";
import { variantLabel } from "../product/product-variant.entity";
import type { ShopEventPublisher } from "../../events/shop-events";
import type { OrderItem } from "../order/order-item.entity";
import { type Order, OrderStatus } from "../order/order.entity";
import type { OrderService } from "../order/order.service";
import type { RefundMethod } from "../payment/refund.entity";
import type { RefundService } from "../payment/refund.service";
import { type Actor, actorOf, type FulfilmentService } from "./fulfilment.service";
import { ReturnLine } from "./return-line.entity";
import { ReturnRequest } from "./return-request.entity";
import { ReturnKind, ReturnStatus } from "../../vocabulary/return-request";
import { returnValuePaise } from "./return-value";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where a customer's return photos are kept: requestReturn takes only photos from the viewer's own folder. */
const photoFolderOf = (viewer: Viewer) => `return-photos/${viewer.userId}`;

/** The most photos one request may carry. */
export const MAX_RETURN_PHOTOS = 3;

export interface ReturnRequestInput {
  orderId: string;
  kind: ReturnKind;
  reason: string;
  lines: Array<{ orderItemId: string; quantity: number; size?: string | null; color?: string | null }>;
  photos?: string[] | null;
}

export interface ReceiveReturnRequest {
  /** Whether the items go back on sale (false for damaged ones). */
  restock: boolean;
  /** A COD order's refund, made by hand: how it was sent and its reference. */
  manualRefund?: { method: RefundMethod; reference: string } | null;
}

/**
 * Returns and exchanges after delivery: the customer asks within the return window, per line,
 * with a reason and photos; the admin approves (an exchange's new size or colour is reserved from
 * stock then) or rejects with a message, and marks the parcel received: the stock comes back when
 * restockable, a prepaid order is refunded through the provider, a COD order's manual refund is
 * recorded, and an exchange ships its replacement as a new order of zero value.
 */
export class ReturnsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrderService,
    private readonly fulfilment: FulfilmentService,
    private readonly products: ProductAvailabilityService,
    private readonly refunds: RefundService,
    private readonly assets: AssetService,
    private readonly events: ShopEventPublisher,
    private readonly settings: ShopSettingsService,
  ) {}

  /**
   * Stores a photo for a return request, privately, in the uploader's folder: requestReturn takes
   * only the viewer's own photos, so nobody attaches (and then opens) a photo someone else sent.
   */
  storePhoto(viewer: Viewer, dataUrl: string): Promise<string> {
    return this.assets.acceptPrivatePhoto(dataUrl, photoFolderOf(viewer), "image");
  }

  /** The request, or null; who may see it is the caller's to check (its order's customer and admins). */
  findRequest(requestId: string): Promise<ReturnRequest | null> {
    return isUuid(requestId) ? this.dataSource.getRepository(ReturnRequest).findOneBy({ id: requestId }) : Promise.resolve(null);
  }

  /**
   * Photo `number` (from 1) of the request, or null. Requests made before photos were private name
   * a public image URL; those are read from the public images the same way.
   */
  async photo(request: ReturnRequest, number: number): Promise<{ contentType: string; bytes: Buffer } | null> {
    const reference = Number.isInteger(number) && number >= 1 ? request.photos[number - 1] : undefined;
    if (!reference) return null;
    const file = this.assets.isStored(reference) ? await this.assets.storedFile(reference) : await this.assets.privateFile(reference);
    return file && { contentType: file.contentType, bytes: Buffer.concat(await file.body.toArray()) };
  }

  /**
   * The folders under /assets/ that hold photos of requests made when photos were public images:
   * /assets/ refuses them, so those photos open only through their request's links too.
   */
  async publicPhotoFolders(): Promise<Set<string>> {
    const rows: Array<{ url: string }> = await this.dataSource.query(
      `SELECT DISTINCT jsonb_array_elements_text(photos) AS url FROM return_requests WHERE photos <> '[]'::jsonb`,
    );
    return this.assets.storedIds(rows.map((r) => r.url));
  }

  /** The customer asks to return or exchange lines of their delivered order. */
  async requestReturn(viewer: Viewer, input: ReturnRequestInput): Promise<ReturnRequest> {
    await this.orders.getOrder(viewer, input.orderId);
    const reason = input.reason.trim();
    if (!reason) throw ValidationError.field("reason", "Please tell us why you are sending it back");
    const photos = (input.photos ?? []).map((p) => p.trim());
    if (photos.length > MAX_RETURN_PHOTOS) throw ValidationError.field("photos", `At most ${MAX_RETURN_PHOTOS} photos`);
    if (photos.some((p) => !this.assets.isPrivatePhotoIn(p, photoFolderOf(viewer))))
      throw ValidationError.field("photos", "Photos must be uploaded first, from this account (POST /api/returns/photos)");
    if (input.lines.length === 0) throw ValidationError.field("lines", "Choose at least one item to send back");

    return this.dataSource.transaction(async (tx) => {
      const order = await this.orders.lockForUpdate(tx, input.orderId);
      if (order.status !== OrderStatus.DELIVERED || !order.deliveredAt) {
        throw order.status === OrderStatus.RETURN_REQUESTED
          ? new ConflictError("RETURN_IN_PROGRESS", "This order already has a return or exchange in progress")
          : new ConflictError("ORDER_NOT_DELIVERED", "Only a delivered order can be returned or exchanged", {
              status: statusName(order.status),
            });
      }
      const { returnWindowDays } = await this.settings.policies(tx);
      const closes = new Date(order.deliveredAt.getTime() + returnWindowDays * DAY_MS);
      if (Date.now() > closes.getTime()) {
        throw new ConflictError(
          "RETURN_WINDOW_CLOSED",
          `Returns and exchanges are accepted within ${returnWindowDays} days of delivery; this order's window closed on ${formatIndiaDate(closes)}`,
          { closedOn: indiaDateOf(closes) },
        );
      }
      const lines = await this.checkedLines(tx, order, input);
      const request = tx
        .getRepository(ReturnRequest)
        .create({ orderId: order.id, kind: input.kind, reason, photos, status: ReturnStatus.REQUESTED });
      await tx.getRepository(ReturnRequest).insert(request);
      await tx.getRepository(ReturnLine).insert(lines.map((l) => ({ ...l, requestId: request.id })));
      const what = input.kind === ReturnKind.EXCHANGE ? "Exchange" : "Return";
      await this.fulfilment.setStatus(tx, order, OrderStatus.RETURN_REQUESTED, actorOf(viewer), `${what} requested: ${reason}`);
      // The customer's email follows the event (order-emails.ts).
      await this.events.publish(tx, {
        name: "return.status_changed",
        order: { ...order, status: OrderStatus.RETURN_REQUESTED },
        request,
        outcome: null,
      });
      return request;
    });
  }

  /** Admin: approves (an exchange reserves its stock) or rejects (with a message; the order is Delivered again). */
  async decideReturn(actor: Actor, requestId: string, approve: boolean, message?: string | null): Promise<ReturnRequest> {
    const adminMessage = message?.trim() || null;
    if (!approve && !adminMessage) throw ValidationError.field("message", "Please tell the customer why the request is rejected");
    return this.withRequest(requestId, ReturnStatus.REQUESTED, async (tx, request, order) => {
      const status = approve ? ReturnStatus.APPROVED : ReturnStatus.REJECTED;
      if (approve && request.kind === ReturnKind.EXCHANGE) {
        const lines = await this.linesWithItems(tx, request.id);
        // The new size or colour leaves stock now, so it is there when the parcel comes back.
        await this.products.takeStock(
          tx,
          lines.flatMap(({ line, item }) =>
            item.productId ? [{ productId: item.productId, variantId: line.exchangeVariantId, quantity: line.quantity }] : [],
          ),
        );
      }
      Object.assign(request, { status, adminMessage, decidedAt: new Date() });
      await tx.getRepository(ReturnRequest).update(request.id, { status, adminMessage, decidedAt: request.decidedAt });
      const what = request.kind === ReturnKind.EXCHANGE ? "Exchange" : "Return";
      if (approve)
        await this.fulfilment.record(
          tx,
          order.id,
          actor,
          order.status,
          order.status,
          `${what} approved${adminMessage ? `: ${adminMessage}` : ""}`,
        );
      else await this.fulfilment.setStatus(tx, order, OrderStatus.DELIVERED, actor, `${what} rejected: ${adminMessage}`);
      // The customer's email follows the event (order-emails.ts).
      await this.events.publish(tx, {
        name: "return.status_changed",
        order: approve ? order : { ...order, status: OrderStatus.DELIVERED },
        request,
        outcome: null,
      });
      return request;
    });
  }

  /** Admin: the parcel came back. Stock, money and the replacement follow, once. */
  async receiveReturn(actor: Actor, requestId: string, input: ReceiveReturnRequest): Promise<ReturnRequest> {
    return this.withRequest(requestId, ReturnStatus.APPROVED, async (tx, request, order) => {
      // Received before the refund below: its credit note counts the units this parcel brought back.
      Object.assign(request, { status: ReturnStatus.RECEIVED, receivedAt: new Date() });
      await tx.getRepository(ReturnRequest).update(request.id, { status: request.status, receivedAt: request.receivedAt });
      const lines = await this.linesWithItems(tx, request.id);
      const units = lines.flatMap(({ line, item }) =>
        item.productId ? [{ productId: item.productId, variantId: item.variantId, quantity: line.quantity }] : [],
      );
      if (input.restock) await this.products.giveBackStock(tx, units);
      let outcome: string;
      if (request.kind === ReturnKind.RETURN) {
        if (input.restock) await this.products.revokeSale(tx, units);
        const value = returnValuePaise(
          lines.map(({ line, item }) => ({ unitPricePaise: item.unitPricePaise, quantity: line.quantity })),
          order.totals,
        );
        const refund = await this.refunds.refundPartOfOrder(tx, order, {
          amountPaise: value,
          reason: `Return: ${request.reason}`,
          requestedBy: actor.id,
          manual: input.manualRefund,
        });
        outcome = refund ? `We are refunding ${formatRupees(refund.amountPaise)}.` : "There was nothing left to refund.";
        await this.fulfilment.setStatus(
          tx,
          order,
          OrderStatus.RETURNED,
          actor,
          `Return received${input.restock ? ", back in stock" : ""}. ${outcome}`,
        );
      } else {
        const wanted = await this.products.findVariants(
          lines.flatMap(({ line }) => (line.exchangeVariantId ? [line.exchangeVariantId] : [])),
          tx,
        );
        const replacement = await this.orders.placeReplacement(
          tx,
          order,
          lines.map(({ line, item }) => ({
            productId: item.productId!,
            variantId: line.exchangeVariantId,
            sku: (line.exchangeVariantId && wanted.get(line.exchangeVariantId)?.sku) || null,
            name: item.name,
            image: item.image,
            unitPricePaise: 0,
            quantity: line.quantity,
            size: line.exchangeSize ?? item.size,
            color: line.exchangeColor ?? item.color,
            giftWrap: false,
          })),
        );
        request.replacementOrderId = replacement.id;
        outcome = `Your replacement is order ${replacement.number}; we will email you when it ships.`;
        await this.fulfilment.setStatus(
          tx,
          order,
          OrderStatus.EXCHANGED,
          actor,
          `Exchange received; replacement order ${replacement.number} placed`,
        );
        await this.fulfilment.record(tx, replacement.id, actor, null, OrderStatus.PROCESSING, `Replacement for order ${order.number}`);
      }
      if (request.replacementOrderId)
        await tx.getRepository(ReturnRequest).update(request.id, { replacementOrderId: request.replacementOrderId });
      // The customer's email follows the event (order-emails.ts).
      await this.events.publish(tx, {
        name: "return.status_changed",
        order: { ...order, status: request.kind === ReturnKind.RETURN ? OrderStatus.RETURNED : OrderStatus.EXCHANGED },
        request,
        outcome,
      });
      return request;
    });
  }

  /** Units of each line of the order (by order item id) that came back on its received returns, for its credit notes. */
  async unitsReceivedBack(tx: EntityManager, orderId: string): Promise<Map<string, number>> {
    const rows: { order_item_id: string; units: number }[] = await tx.query(
      `SELECT l.order_item_id, SUM(l.quantity)::int AS units
         FROM return_lines l JOIN return_requests r ON r.id = l.request_id
        WHERE r.order_id = $1 AND r.kind = $2 AND r.status = $3
        GROUP BY l.order_item_id`,
      [orderId, ReturnKind.RETURN, ReturnStatus.RECEIVED],
    );
    return new Map(rows.map((r) => [r.order_item_id, r.units]));
  }

  /** For the per-request loaders. */
  requestsOf(orderIds: readonly string[]): Promise<ReturnRequest[]> {
    return this.dataSource
      .getRepository(ReturnRequest)
      .find({ where: { orderId: In([...orderIds]) }, order: { createdAt: "ASC", id: "ASC" } });
  }

  linesOf(requestIds: readonly string[]): Promise<ReturnLine[]> {
    return this.dataSource.getRepository(ReturnLine).findBy({ requestId: In([...requestIds]) });
  }

  /** Locks the request's order, then checks the request is where the step expects it. */
  private async withRequest<T>(
    requestId: string,
    expected: ReturnStatus,
    step: (tx: EntityManager, request: ReturnRequest, order: Order) => Promise<T>,
  ): Promise<T> {
    const found = await this.findRequest(requestId);
    if (!found) throw new NotFoundError("Return request");
    return this.dataSource.transaction(async (tx) => {
      const order = await this.orders.lockForUpdate(tx, found.orderId);
      const request = await tx.getRepository(ReturnRequest).findOneByOrFail({ id: requestId });
      if (request.status !== expected)
        throw new ConflictError("RETURN_STATUS_CHANGED", `This request is ${request.status}, not ${expected}`, {
          status: statusName(request.status),
        });
      return step(tx, request, order);
    });
  }

  private async linesWithItems(tx: EntityManager, requestId: string): Promise<Array<{ line: ReturnLine; item: OrderItem }>> {
    const lines = await tx.getRepository(ReturnLine).findBy({ requestId });
    const items = await this.orders.itemsByIds(
      tx,
      lines.map((l) => l.orderItemId),
    );
    return lines.map((line) => ({ line, item: items.find((i) => i.id === line.orderItemId)! }));
  }

  /**
   * The lines asked for, checked against the order: its own items, no more units than were bought
   * less those already returned, and for an exchange a size or colour the product offers.
   */
  private async checkedLines(
    tx: EntityManager,
    order: Order,
    input: ReturnRequestInput,
  ): Promise<Array<Omit<ReturnLine, "id" | "requestId">>> {
    const items = await this.orders.itemsOf(tx, order.id);
    const earlier = await tx
      .getRepository(ReturnLine)
      .createQueryBuilder("l")
      .innerJoin(ReturnRequest, "r", "r.id = l.requestId")
      .where("r.orderId = :orderId AND r.status <> :rejected", { orderId: order.id, rejected: ReturnStatus.REJECTED })
      .getMany();
    const productIds = items.flatMap((i) => (i.productId ? [i.productId] : []));
    const products = await this.products.findByIds(productIds, tx);
    const variants = await this.products.variantsByProduct(productIds, tx);
    return input.lines.map((wanted, index) => {
      const field = `lines.${index}`;
      const item = items.find((i) => i.id === wanted.orderItemId);
      if (!item) throw ValidationError.field(`${field}.orderItemId`, "This item is not part of the order");
      const returned = earlier.filter((l) => l.orderItemId === item.id).reduce((sum, l) => sum + l.quantity, 0);
      if (!Number.isInteger(wanted.quantity) || wanted.quantity < 1 || wanted.quantity > item.quantity - returned) {
        throw ValidationError.field(`${field}.quantity`, `You can send back 1 to ${item.quantity - returned} of ${item.name}`);
      }
      if (input.kind === ReturnKind.RETURN)
        return { orderItemId: item.id, quantity: wanted.quantity, exchangeSize: null, exchangeColor: null, exchangeVariantId: null };
      const product = item.productId ? products.get(item.productId) : undefined;
      if (!product) throw ValidationError.field(`${field}.orderItemId`, `${item.name} is no longer sold, so it cannot be exchanged`);
      const size = wanted.size?.trim() || item.size;
      const color = wanted.color?.trim() || item.color;
      if (size === item.size && color === item.color) throw ValidationError.field(field, "Choose another size or colour to exchange for");
      if (size && product.sizes.length > 0 && !product.sizes.includes(size))
        throw ValidationError.field(`${field}.size`, `${item.name} comes in ${product.sizes.join(", ")}`);
      if (color && product.colors.length > 0 && !product.colors.includes(color))
        throw ValidationError.field(`${field}.color`, `${item.name} comes in ${product.colors.join(", ")}`);
      const variant = variants.get(product.id)!.find((v) => v.size === size && v.color === color);
      if (!variant) throw ValidationError.field(field, `${item.name} is not sold in ${variantLabel({ size, color })}`);
      return { orderItemId: item.id, quantity: wanted.quantity, exchangeSize: size, exchangeColor: color, exchangeVariantId: variant.id };
    });
  }
}
