import type { z } from "zod";
import { paiseToRupees } from "../../vocabulary/money";
import type { Loaders } from "../../common/context";
import { restLine, restTotals } from "../cart/cart.routes";
import { type Order } from "./order.entity";
import { type RestOrder, restOrderStatus, type RestPaymentMethod, type RestShippingInfo } from "./order.rest-shapes";
import { PaymentMethod } from "../../vocabulary/payment-method";
import type { ShippingInfo } from "../../vocabulary/shipping-info";

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

export function restShippingInfo(s: ShippingInfo): z.output<typeof RestShippingInfo> {
  return {
    firstName: s.firstName,
    lastName: s.lastName,
    address: s.address,
    city: s.city,
    state: s.state,
    postalCode: s.postalCode,
    phoneNo: s.phoneNo,
  };
}

/** UPI or COD, as older clients send and show them. */
export const restPaymentMethod = (method: PaymentMethod): z.output<typeof RestPaymentMethod> =>
  method === PaymentMethod.UPI ? "UPI" : "COD";
