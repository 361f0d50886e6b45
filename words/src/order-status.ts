/** Every order status by its API name, in lifecycle order, with the name the shop gives it. */
export const ORDER_STATUS_LABELS = {
  PENDING: "Pending",
  PROCESSING: "Processing",
  SHIPPED: "Shipped",
  DELIVERED: "Delivered",
  RETURN_REQUESTED: "Return requested",
  RETURNED: "Returned",
  EXCHANGED: "Exchanged",
  RETURNED_TO_ORIGIN: "Refused at delivery",
  CANCELLED: "Cancelled",
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS_LABELS;

/** What the shop calls a status given by its API name in any case: "RETURNED_TO_ORIGIN" -> "Refused at delivery" (an unknown one spelled out). */
export function orderStatusLabel(status: string): string {
  const name = status.toUpperCase();
  if (name in ORDER_STATUS_LABELS) return ORDER_STATUS_LABELS[name as OrderStatusName];
  return name.charAt(0) + name.slice(1).toLowerCase().replace(/_/g, " ");
}
