import { z } from "zod";
import { restShape, rupees, timestamp } from "../../common/rest/shapes";
import { RestLine, RestTotals } from "../cart/cart.rest-shapes";
import { PaymentStatus } from "../../vocabulary/payment-status";
import { OrderStatus } from "./order.entity";

// The shipping info and payment method an order keeps from its checkout (checkout.rest-shapes.ts shows them too).
export const RestShippingInfo = restShape(
  "ShippingInfo",
  "Where the order goes, and to whom",
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    phoneNo: z.string(),
  }),
);

/** UPI or COD, as older clients send and show them. */
export const RestPaymentMethod = z.enum(["UPI", "COD"]);

/** Order statuses as older clients show and send them: Pending, Processing, ... */
export const restOrderStatus = (status: OrderStatus) => (status.charAt(0).toUpperCase() + status.slice(1)) as Capitalize<OrderStatus>;

const RestOrderStatus = z.enum(Object.values(OrderStatus).map(restOrderStatus) as [Capitalize<OrderStatus>, ...Capitalize<OrderStatus>[]]);

export const RestOrder = restShape(
  "Order",
  "An order: `_id` is what paths take, `number` (BZ-10234) what people quote; status also as orderStatus (which older clients read), totalPrice in rupees; user is null for a guest's or a deleted customer's order",
  z.object({
    _id: z.string(),
    number: z.string(),
    user: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string().nullable() }).nullable(),
    customerEmail: z.string(),
    status: RestOrderStatus,
    orderStatus: RestOrderStatus,
    paymentMethod: RestPaymentMethod,
    paymentStatus: z.enum(PaymentStatus),
    isPaid: z.boolean(),
    paidAt: timestamp.nullable(),
    isDelivered: z.boolean(),
    deliveredAt: timestamp.nullable(),
    cancelledAt: timestamp.nullable(),
    createdAt: timestamp,
    totalPrice: rupees,
    totals: RestTotals,
    couponCode: z.string().nullable(),
    orderItems: z.array(RestLine),
    shippingInfo: RestShippingInfo,
  }),
);

/** Every list of orders (the customer's, the admin's) answers this. */
export const RestOrders = z.array(RestOrder);
