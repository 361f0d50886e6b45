import type { EntityManager } from "typeorm";
import { formatRupees } from "@shop/words/money";
import { indianMobile } from "@shop/words/indian-mobile";
import type { ShopEvents } from "../../events/shop-events";
import type { MessageOutbox } from "../notification/message-outbox";
import { MessageChannel, MessagePurpose } from "../notification/message.entity";
import type { OrderService } from "../order/order.service";

/** Order updates go by WhatsApp and by SMS, each only where the shopper's phone opted in to order updates. */
const UPDATE_CHANNELS = [MessageChannel.WHATSAPP, MessageChannel.SMS] as const;

/**
 * The shopper's WhatsApp and SMS updates about an order, following the same events as the order
 * emails (order-emails.ts) and on the same terms: written to the outbox in the transaction that
 * announced the event, keyed by what happened, so an event heard twice sends one message per
 * channel. A phone that did not opt in to order updates on a channel gets nothing there.
 */
export class OrderMessages {
  constructor(
    events: ShopEvents,
    private readonly outbox: MessageOutbox,
    private readonly orders: Pick<OrderService, "recipientOf">,
  ) {
    events.follow(async (tx, event) => {
      switch (event.name) {
        case "order.confirmed":
          return this.send(tx, `order-confirmed:${event.order.id}`, event.order, "order_confirmed", {
            total: formatRupees(event.order.totals.totalPaise),
          });
        case "order.shipped":
          return this.send(tx, `order-shipped:${event.order.id}`, event.order, "order_shipped", {
            courier: event.shipment.courierName ?? "our own delivery",
            trackingLink: event.shipment.trackingUrl ?? event.shipment.trackingNumber ?? "",
          });
        case "order.delivered":
          return this.send(tx, `order-delivered:${event.order.id}`, event.order, "order_delivered", {});
        case "order.cancelled":
          return this.send(tx, `order-cancelled:${event.order.id}`, event.order, "order_cancelled", {});
        case "return.status_changed":
          return this.send(tx, `return:${event.request.id}:${event.request.status}`, event.order, "return_updated", {
            returnStatus: event.request.status.replace(/_/g, " "),
          });
        case "refund.processed": {
          if (!event.order) return;
          const recipient = await this.orders.recipientOf(tx, event.order.id);
          if (!recipient) return;
          return this.send(tx, `refund:${event.refund.id}`, { ...event.order, shippingInfo: recipient }, "refund_issued", {
            amount: formatRupees(event.refund.amountPaise),
          });
        }
        default:
          return;
      }
    });
  }

  private async send(
    tx: EntityManager,
    key: string,
    order: { id: string; number: string; shippingInfo: { firstName: string; phoneNo: string } },
    template: string,
    data: Record<string, string>,
  ): Promise<void> {
    const phone = indianMobile(order.shippingInfo.phoneNo);
    if (!phone.ok) return;
    await this.outbox.enqueueTemplate(tx, {
      key,
      to: phone.e164,
      template,
      data: { firstName: order.shippingInfo.firstName, orderNumber: order.number, ...data },
      purpose: MessagePurpose.TRANSACTIONAL,
      channels: [...UPDATE_CHANNELS],
      orderId: order.id,
    });
  }
}
