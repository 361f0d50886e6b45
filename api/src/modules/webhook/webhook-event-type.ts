import { registerEnumType } from "type-graphql";

/** What a partner's endpoint can hear about. The value is the event's name on the wire (`type` in the body). */
export enum WebhookEventType {
  ORDER_CREATED = "order.created",
  ORDER_PAID = "order.paid",
  ORDER_STATUS_CHANGED = "order.status_changed",
  ORDER_CANCELLED = "order.cancelled",
  REFUND_CREATED = "refund.created",
  PRODUCT_UPDATED = "product.updated",
  STOCK_LOW = "stock.low",
}

registerEnumType(WebhookEventType, {
  name: "WebhookEventType",
  description: "An event an outbound webhook endpoint can subscribe to; its `type` on the wire is the dotted name",
  valuesConfig: {
    ORDER_CREATED: { description: "`order.created`: an order was placed (cash on delivery, or a UPI payment was captured)" },
    ORDER_PAID: { description: "`order.paid`: an order's money arrived (a UPI order when placed; cash on delivery when delivered)" },
    ORDER_STATUS_CHANGED: {
      description: "`order.status_changed`: an order moved in its lifecycle (shipped, delivered, cancelled, returned...)",
    },
    ORDER_CANCELLED: { description: "`order.cancelled`: an order was cancelled (its stock is back; a paid order is being refunded)" },
    REFUND_CREATED: { description: "`refund.created`: money is going back to a customer (asked of the provider, or recorded by hand)" },
    PRODUCT_UPDATED: { description: "`product.updated`: an admin changed a product" },
    STOCK_LOW: { description: "`stock.low`: a sale brought a size and colour's stock to the low-stock mark (5) or below" },
  },
});
