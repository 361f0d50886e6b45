import type { WebhookEventType } from "../../gql/graphql";

/** Each event as the admin reads it, with its name on the wire (what a partner's code switches on). */
export const WEBHOOK_EVENTS: Array<{ value: WebhookEventType; label: string; wire: string }> = [
  { value: "ORDER_CREATED", label: "Order placed", wire: "order.created" },
  { value: "ORDER_PAID", label: "Order paid", wire: "order.paid" },
  { value: "ORDER_STATUS_CHANGED", label: "Order status changed", wire: "order.status_changed" },
  { value: "ORDER_CANCELLED", label: "Order cancelled", wire: "order.cancelled" },
  { value: "REFUND_CREATED", label: "Refund made", wire: "refund.created" },
  { value: "PRODUCT_UPDATED", label: "Product changed", wire: "product.updated" },
  { value: "STOCK_LOW", label: "Stock low (5 or fewer of a size and colour)", wire: "stock.low" },
];

export const eventLabel = (value: WebhookEventType): string => WEBHOOK_EVENTS.find((e) => e.value === value)?.label ?? value;
