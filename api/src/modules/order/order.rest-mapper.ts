import { paiseToRupees } from "../../common/money";
import type { Loaders } from "../../loaders";
import { restLine, restTotals } from "../cart/cart.routes";
import { restShippingInfo } from "../checkout/checkout.routes";
import { Order, OrderStatus } from "./order.entity";

/** Order statuses as the spec's clients show and send them: Pending, Processing, ... */
export const restOrderStatus = (status: OrderStatus): string => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * SPEC.md §3's order: `_id`, `user` (the customer's names), `status` (also as `orderStatus`,
 * which the spec's list code reads), `orderItems`, `shippingInfo`, `totalPrice` in rupees.
 * Lines and customers come through the request's loaders: a list costs two queries, not 2N.
 */
export async function restOrder(order: Order, loaders: Loaders) {
  const [items, customer] = await Promise.all([
    loaders.orderItemsByOrderId.load(order.id),
    order.userId ? loaders.userById.load(order.userId) : null,
  ]);
  const status = restOrderStatus(order.status);
  return {
    _id: order.id,
    user: customer ? { _id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email } : null,
    customerEmail: order.customerEmail,
    status,
    orderStatus: status,
    paymentMethod: order.paymentMethod.toUpperCase(),
    paymentStatus: order.paymentStatus,
    isPaid: order.paidAt !== null,
    paidAt: order.paidAt,
    isDelivered: order.deliveredAt !== null,
    deliveredAt: order.deliveredAt,
    cancelledAt: order.cancelledAt,
    createdAt: order.createdAt,
    totalPrice: paiseToRupees(order.totals.totalPaise),
    totals: restTotals(order.totals),
    couponCode: order.couponCode,
    orderItems: items.map(restLine),
    shippingInfo: restShippingInfo(order.shippingInfo),
  };
}

export const restOrders = (orders: Order[], loaders: Loaders) => Promise.all(orders.map((o) => restOrder(o, loaders)));
