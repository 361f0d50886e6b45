import type { OrderStatus } from "../gql/graphql";
import type { BadgeColor } from "../theme";

/** The statuses an admin may set from the dropdown (SPEC §4); Pending is only where orders start. */
export const SETTABLE_ORDER_STATUSES: readonly OrderStatus[] = ["PROCESSING", "SHIPPED", "DELIVERED", "CANCELLED"];

/** Every status, for the orders filter. */
export const ORDER_STATUSES: readonly OrderStatus[] = ["PENDING", ...SETTABLE_ORDER_STATUSES];

const COLOR_BY_STATUS: Record<string, BadgeColor> = {
  PROCESSING: "yellow",
  SHIPPED: "blue",
  DELIVERED: "green",
  CANCELLED: "red",
};

/** Badge colours of SPEC §4: Processing yellow, Shipped blue, Delivered green, Cancelled red, others grey. */
export const orderStatusColor = (status: string): BadgeColor => COLOR_BY_STATUS[status.toUpperCase()] ?? "gray";

/** "PROCESSING" to "Processing". */
export const statusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
