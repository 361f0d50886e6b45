import type { Product } from "../product/product.entity";
import type { Order } from "../order/order.entity";
import type { OrderItem } from "../order/order-item.entity";
import type { Refund } from "../payment/refund.entity";

/**
 * The `data` of each event: a snapshot small enough to act on (ids, states, amounts) without the
 * customer's address or contact details, which a partner reads through the API with its own
 * credentials. Enum values are the API's names (SHIPPED, UPI), amounts are integer paise as
 * everywhere in the API.
 */
const apiName = (value: string) => value.toUpperCase();
const money = (paise: number) => ({ paise, currency: "INR" });

export function orderData(order: Order, items?: OrderItem[]) {
  return {
    order: {
      id: order.id,
      number: order.number,
      status: apiName(order.status),
      paymentMethod: apiName(order.paymentMethod),
      paymentStatus: apiName(order.paymentStatus),
      total: money(order.totals.totalPaise),
      couponCode: order.couponCode,
      createdAt: order.createdAt.toISOString(),
      ...(items && {
        items: items.map((i) => ({
          productId: i.productId,
          name: i.name,
          size: i.size,
          color: i.color,
          quantity: i.quantity,
          unitPrice: money(i.unitPricePaise),
        })),
      }),
    },
  };
}

export function statusChangeData(order: Order, from: string, to: string) {
  return { ...orderData({ ...order, status: to } as Order), previousStatus: apiName(from) };
}

export function refundData(refund: Refund) {
  return {
    refund: {
      id: refund.id,
      orderId: refund.orderId,
      amount: money(refund.amountPaise),
      method: apiName(refund.method),
      status: apiName(refund.status),
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
    },
  };
}

export function productData(product: Product) {
  return {
    product: {
      id: product.id,
      slug: product.slug,
      sku: product.sku,
      name: product.name,
      price: money(product.pricePaise),
      discountPrice: product.discountPricePaise === null ? null : money(product.discountPricePaise),
      countInStock: product.countInStock,
      isPublished: product.isPublished,
    },
  };
}

/** A variant as the stock take returns it. */
export interface LowStockVariant {
  variantId: string;
  sku: string;
  size: string | null;
  color: string | null;
  countInStock: number;
  productId: string;
  slug: string;
  name: string;
}

export function lowStockData(v: LowStockVariant, lowStockUnits: number) {
  return {
    variant: { id: v.variantId, sku: v.sku, size: v.size, color: v.color, countInStock: v.countInStock },
    product: { id: v.productId, slug: v.slug, name: v.name },
    lowStockUnits,
  };
}
