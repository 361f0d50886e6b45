import type { ShopEvents } from "../../events/shop-events";
import type { MessageOutbox } from "../notification/message-outbox";
import { orderConfirmationEmail } from "../order/order-confirmation.email";
import { refundEmail } from "../payment/refund.email";
import { cancelledEmail, deliveredEmail, returnedToOriginEmail, returnEmail, shippedEmail } from "./fulfilment.emails";

/**
 * The customer's emails about an order and its money, each following the event that says what
 * happened: enqueued on the shop's outbox (notification/message-outbox.ts) in the transaction that announced the event, so it is
 * sent exactly when the change commits. The idempotency key names the order (the refund, for a
 * refund's email), so an event heard twice sends one email.
 */
export class OrderEmails {
  constructor(
    events: ShopEvents,
    private readonly emails: MessageOutbox,
  ) {
    events.follow(async (tx, event) => {
      switch (event.name) {
        case "order.confirmed":
          return this.emails.enqueueEmail(
            tx,
            `order-confirmation:${event.order.id}`,
            orderConfirmationEmail(event.order, event.items, event.deliveryEstimate, event.invoice),
            { orderId: event.order.id },
          );
        case "order.cancelled":
          return this.emails.enqueueEmail(tx, `order-cancelled:${event.order.id}`, cancelledEmail(event.order), {
            orderId: event.order.id,
          });
        case "order.shipped":
          return this.emails.enqueueEmail(tx, `order-shipped:${event.order.id}`, shippedEmail(event.order, event.shipment), {
            orderId: event.order.id,
          });
        case "order.delivered":
          return this.emails.enqueueEmail(tx, `order-delivered:${event.order.id}`, deliveredEmail(event.order), {
            orderId: event.order.id,
          });
        case "order.returned_to_origin":
          return this.emails.enqueueEmail(tx, `order-returned-to-origin:${event.order.id}`, returnedToOriginEmail(event.order), {
            orderId: event.order.id,
          });
        case "return.status_changed":
          return this.emails.enqueueEmail(
            tx,
            `return:${event.request.id}:${event.request.status}`,
            returnEmail(event.order, event.request, event.outcome),
            { orderId: event.order.id },
          );
        case "refund.processed":
          if (!event.customerEmail) return;
          return this.emails.enqueueEmail(tx, `refund:${event.refund.id}`, refundEmail(event.customerEmail, event.refund, event.order), {
            orderId: event.order?.id ?? null,
          });
        default:
          return;
      }
    });
  }
}
