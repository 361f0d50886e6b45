import type { z } from "zod";
import { paiseToRupees } from "@shop/words/money";
import type { Loaders } from "../../loaders";
import { restLine, restTotals } from "../cart/cart.routes";
import { restPaymentMethod, restShippingInfo } from "../checkout/checkout.routes";
import { type Order } from "./order.entity";
import { type RestOrder, restOrderStatus } from "./order.rest-shapes";

/**
 * The REST order (docs/rest-api.md): `_id`, `number` (what people quote), `user` (the customer's names), `status` (also as `orderStatus`,
 * which older clients' order lists read), `orderItems`, `shippingInfo`, `totalPrice` in rupees.
 * Lines and customers come through the request's loaders: a list costs two queries, not 2N.
 */
export async function restOrder(order: Order, loaders: Loaders): Promise<z.output<typeof RestOrder>> {
  const [items, customer] = await Promise.all([
    loaders.orderItemsByOrderId.load(order.id),
    order.userId ? loaders.userById.load(order.userId) : null,
  ]);
  const status = restOrderStatus(order.status);
  return {
    _id: order.id,
    number: order.number,
    user: customer ? { _id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email } : null,
    customerEmail: order.customerEmail,
    status,
    orderStatus: status,
    paymentMethod: restPaymentMethod(order.paymentMethod),
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
