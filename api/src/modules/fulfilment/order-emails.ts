import type { ShopEvents } from "../../events/shop-events";
import type { EmailOutbox } from "../notification/email-outbox";
import { cancelledEmail } from "./fulfilment.emails";

/**
 * The customer's emails that follow the order's events: each is enqueued on the email outbox in
 * the transaction that announced the event, so it is sent exactly when the change commits. The
 * idempotency key names the order, so an event heard twice sends one email.
 */
export class OrderEmails {
  constructor(
    events: ShopEvents,
    private readonly emails: EmailOutbox,
  ) {
    events.follow(async (tx, event) => {
      switch (event.name) {
        case "order.cancelled":
          return this.emails.enqueue(tx, `order-cancelled:${event.order.id}`, cancelledEmail(event.order));
        default:
          return;
      }
    });
  }
}
