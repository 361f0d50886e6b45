import type { OrderStatus } from "../gql/graphql";
import type { BadgeColor } from "../theme";

/** Every status, in lifecycle order, for the orders filter. */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  "PENDING",
  "PROCESSING",
  "SHIPPED",
  "DELIVERED",
  "RETURN_REQUESTED",
  "RETURNED",
  "EXCHANGED",
  "RETURNED_TO_ORIGIN",
  "CANCELLED",
];

const COLOR_BY_STATUS: Record<string, BadgeColor> = {
  PROCESSING: "yellow",
  SHIPPED: "blue",
  DELIVERED: "green",
  CANCELLED: "red",
  RETURN_REQUESTED: "yellow",
  RETURNED_TO_ORIGIN: "red",
};

/** Statuses whose name is not what the shop calls them. */
const LABELS: Record<string, string> = { RETURNED_TO_ORIGIN: "Refused at delivery" };

/** Badge colours: Processing yellow, Shipped blue, Delivered green, Cancelled red, others grey. */
export const orderStatusColor = (status: string): BadgeColor => COLOR_BY_STATUS[status.toUpperCase()] ?? "gray";

/** "PROCESSING" to "Processing", "RETURN_REQUESTED" to "Return requested", "RETURNED_TO_ORIGIN" to "Refused at delivery". */
export const statusLabel = (status: string): string =>
  LABELS[status.toUpperCase()] ?? status.charAt(0).toUpperCase() + status.slice(1).toLowerCase().replace(/_/g, " ");
