import { ORDER_STATUS_LABELS } from "@shop/words/order-status";
import type { OrderStatus } from "../gql/graphql";
import type { BadgeColor } from "../theme";

/** Every status, in lifecycle order, for the orders filter. */
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as readonly OrderStatus[];

const COLOR_BY_STATUS: Record<string, BadgeColor> = {
  PROCESSING: "yellow",
  SHIPPED: "blue",
  DELIVERED: "green",
  CANCELLED: "red",
  RETURN_REQUESTED: "yellow",
  RETURNED_TO_ORIGIN: "red",
};

/** Badge colours: Processing yellow, Shipped blue, Delivered green, Cancelled red, others grey. */
export const orderStatusColor = (status: string): BadgeColor => COLOR_BY_STATUS[status.toUpperCase()] ?? "gray";
