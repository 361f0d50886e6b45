import { ConflictError } from "../../common/errors";
import { orderStatusLabel } from "@shop/words/order-status";
import { OrderStatus } from "../order/order.entity";

/**
 * The order lifecycle: Pending -> Processing -> Shipped -> Delivered (Pending may ship at once);
 * Cancelled only before it ships; a shipped parcel refused at the door (or undeliverable) comes
 * back Returned to origin (RTO), which ends the order as a cancellation would; after delivery the return flow moves it to Return requested and
 * then Returned or Exchanged (or back to Delivered when a request is rejected). Admins move it on
 * with the moves below; the return flow and corrections (with a reason) are their own paths.
 */
const ADMIN_MOVES: Record<OrderStatus, OrderStatus[]> = {
  [OrderStatus.PENDING]: [OrderStatus.PROCESSING, OrderStatus.SHIPPED, OrderStatus.CANCELLED],
  [OrderStatus.PROCESSING]: [OrderStatus.SHIPPED, OrderStatus.CANCELLED],
  [OrderStatus.SHIPPED]: [OrderStatus.DELIVERED, OrderStatus.RETURNED_TO_ORIGIN],
  [OrderStatus.DELIVERED]: [],
  [OrderStatus.RETURN_REQUESTED]: [],
  [OrderStatus.RETURNED]: [],
  [OrderStatus.EXCHANGED]: [],
  [OrderStatus.RETURNED_TO_ORIGIN]: [],
  [OrderStatus.CANCELLED]: [],
};

/** Statuses a customer may cancel from: the parcel has not left. */
export const CANCELLABLE = [OrderStatus.PENDING, OrderStatus.PROCESSING];

/** Statuses an explicit correction may move between: the ones that carry no stock or money of their own. */
const CORRECTABLE = [OrderStatus.PENDING, OrderStatus.PROCESSING, OrderStatus.SHIPPED, OrderStatus.DELIVERED];

/** Statuses whose stock and money were settled for good: nothing moves them on, not even a correction. */
const FINAL = [OrderStatus.CANCELLED, OrderStatus.RETURNED_TO_ORIGIN];

/** The statuses an admin may move an order to from where it is. */
export const allowedMoves = (from: OrderStatus): OrderStatus[] => ADMIN_MOVES[from];

/** Refuses a move the lifecycle does not allow, naming the ones it does. */
export function assertAllowedMove(from: OrderStatus, to: OrderStatus): void {
  if (ADMIN_MOVES[from].includes(to)) return;
  const allowed = ADMIN_MOVES[from].map(orderStatusLabel);
  throw new ConflictError(
    "ORDER_STATUS_NOT_ALLOWED",
    allowed.length > 0
      ? `An order that is ${orderStatusLabel(from)} can move to ${joinOr(allowed)}, not ${orderStatusLabel(to)}`
      : `An order that is ${orderStatusLabel(from)} cannot be moved on by hand${FINAL.includes(from) ? "" : "; correct its status with a reason if it is wrong"}`,
    { status: statusName(from), allowed: ADMIN_MOVES[from].map(statusName) },
  );
}

/** Refuses a correction that would undo stock or money: only Pending, Processing, Shipped and Delivered are corrected. */
export function assertCorrectable(from: OrderStatus, to: OrderStatus): void {
  if (from === to)
    throw new ConflictError("ORDER_STATUS_UNCHANGED", `The order is already ${orderStatusLabel(to)}`, { status: statusName(from) });
  if (CORRECTABLE.includes(from) && CORRECTABLE.includes(to)) return;
  throw new ConflictError(
    "ORDER_CORRECTION_NOT_ALLOWED",
    `A correction moves an order between ${joinOr(CORRECTABLE.map(orderStatusLabel))}: a cancelled order's stock and refund, and a return's, are not undone by a correction`,
  );
}

/** A status as the schema names it (the OrderStatus enum's value name), for an error's details. */
export const statusName = (status: string): string => status.toUpperCase();

function joinOr(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}
