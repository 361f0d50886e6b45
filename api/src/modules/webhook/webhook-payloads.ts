/**
 * The `data` of each event: a snapshot small enough to act on (ids, states, amounts) without the
 * customer's address or contact details, which a partner reads through the API with its own
 * credentials. Enum values are the API's names (SHIPPED, UPI), amounts are integer paise as
 * everywhere in the API.
 */
const apiName = (value: string) => value.toUpperCase();
const money = (paise: number) => ({ paise, currency: "INR" });

// What each payload reads of an order, a line, a refund and a product: the owning domains' entities
// fit these shapes, and the webhook module imports none of them (domains sit above it).

/** The order as a webhook tells it. */
export interface WebhookOrder {
  id: string;
  number: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  totals: { totalPaise: number };
  couponCode: string | null;
  createdAt: Date;
}

/** A line of an order as a webhook tells it. */
export interface WebhookOrderItem {
  productId: string | null;
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  unitPricePaise: number;
}

/** A refund as a webhook tells it. */
export interface WebhookRefund {
  id: string;
  orderId: string | null;
  amountPaise: number;
  method: string;
  status: string;
  reason: string;
  createdAt: Date;
}

/** A product as a webhook tells it. */
export interface WebhookProduct {
  id: string;
  slug: string;
  sku: string;
  name: string;
  pricePaise: number;
  discountPricePaise: number | null;
  countInStock: number;
  isPublished: boolean;
}

export function orderData(order: WebhookOrder, items?: WebhookOrderItem[]) {
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

export function statusChangeData(order: WebhookOrder, from: string, to: string) {
  return { ...orderData({ ...order, status: to }), previousStatus: apiName(from) };
}

export function refundData(refund: WebhookRefund) {
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

export function productData(product: WebhookProduct) {
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
