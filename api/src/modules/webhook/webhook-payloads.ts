import type { LowStockFacts, OrderFacts, OrderLineFacts, ProductFacts, RefundFacts } from "../../events/shop-events";

/**
 * The `data` of each event: a snapshot small enough to act on (ids, states, amounts) without the
 * customer's address or contact details, which a partner reads through the API with its own
 * credentials. Enum values are the API's names (SHIPPED, UPI), amounts are integer paise as
 * everywhere in the API.
 */
const apiName = (value: string) => value.toUpperCase();
const money = (paise: number) => ({ paise, currency: "INR" });

export function orderData(order: OrderFacts, items?: OrderLineFacts[]) {
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

/** `order.status` is the new status. */
export function statusChangeData(order: OrderFacts, from: string) {
  return { ...orderData(order), previousStatus: apiName(from) };
}

export function refundData(refund: RefundFacts) {
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

export function productData(product: ProductFacts) {
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

export function lowStockData(v: LowStockFacts, lowStockUnits: number) {
  return {
    variant: { id: v.variantId, sku: v.sku, size: v.size, color: v.color, countInStock: v.countInStock },
    product: { id: v.productId, slug: v.slug, name: v.name },
    lowStockUnits,
  };
}
