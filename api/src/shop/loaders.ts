import DataLoader from "dataloader";
import type { Services } from "./services";
import type { User } from "../modules/auth/user.entity";
import type { StaffRole } from "../modules/auth/staff-role.entity";
import type { Category } from "../modules/category/category.entity";
import type { KeyedReview } from "../modules/review/review.service";
import type { ProductWithPage } from "../modules/review/product-page";
import type { Visibility } from "../modules/category/visibility";
import type { ProductVariant } from "../modules/product/product-variant.entity";
import type { OrderItem } from "../modules/order/order-item.entity";
import type { Order } from "../modules/order/order.entity";
import type { Invoice } from "../modules/tax/invoice.entity";
import type { InvoiceLine } from "../modules/tax/invoice-line.entity";
import type { CreditNote } from "../modules/tax/credit-note.entity";
import type { CreditNoteLine } from "../modules/tax/credit-note-line.entity";
import type { Payment } from "../modules/payment/payment.entity";
import type { StrayCapture } from "../modules/payment/stray-capture.entity";
import type { PaymentEvent } from "../modules/payment/payment-event.entity";
import type { Refund } from "../modules/payment/refund.entity";
import type { OrderEvent } from "../modules/order/order-event.entity";
import type { Shipment } from "../modules/fulfilment/shipment.entity";
import type { ShipmentScan } from "../modules/fulfilment/shipment-scan.entity";
import type { ReturnRequest } from "../modules/fulfilment/return-request.entity";
import type { ReturnLine } from "../modules/fulfilment/return-line.entity";
import type { Message } from "../modules/notification/message.entity";
import { CouponUsage } from "../modules/coupon/coupon.types";
import type { ListWindow } from "../common/pagination";
import type { Loaders } from "../common/context";
import { foundOrNull } from "../common/found-or-null";

/** Which reviews of which product: a window of its reviews, newest first. */
interface ReviewPage extends ListWindow {
  productId: string;
}

const reviewPageKey = (p: ReviewPage) => `${p.productId}:${p.after}:${p.skip}:${p.take}`;

/** Which product page: a product's id or slug, as the viewer may see it. */
interface ProductPageKey extends Visibility {
  idOrSlug: string;
}

const productPageKey = (p: ProductPageKey) => `${p.includeUnpublished ? "all" : "shown"}:${p.idOrSlug.trim()}`;

/**
 * The reviews of many products, one query per window asked for (usually one: a page of products,
 * each with its first reviews).
 */
function reviewPagesOf(services: Services) {
  return async (pages: readonly ReviewPage[]): Promise<KeyedReview[][]> => {
    const byWindow = new Map<string, ReviewPage[]>();
    for (const page of pages) {
      const window = `${page.after}:${page.skip}:${page.take}`;
      byWindow.set(window, [...(byWindow.get(window) ?? []), page]);
    }
    const found = new Map<string, KeyedReview[]>();
    for (const same of byWindow.values()) {
      const ids = same.map((p) => p.productId);
      const grouped = groupedBy(ids, await services.reviews.reviewsOfProducts(ids, same[0]), (r) => r.item.productId);
      same.forEach((page, i) => found.set(reviewPageKey(page), grouped[i]));
    }
    return pages.map((page) => found.get(reviewPageKey(page)) ?? []);
  };
}

declare module "../common/context" {
  /** Batches per request: each loader turns N lookups in one GraphQL response into one query. */
  interface Loaders {
    userById: DataLoader<string, User | null>;
    categoryById: DataLoader<string, Category | null>;
    /** A window of a product's reviews, newest first: the same window of many products in one query. */
    reviewPages: DataLoader<ReviewPage, KeyedReview[], string>;
    /**
     * A product's page (null when there is none to see), read once per request: a storefront page's
     * head and its server-rendered body ask the same one.
     */
    productPages: DataLoader<ProductPageKey, ProductWithPage | null, string>;
    /** A product's variants in grid order. */
    variantsByProductId: DataLoader<string, ProductVariant[]>;
    orderById: DataLoader<string, Order | null>;
    orderItemsByOrderId: DataLoader<string, OrderItem[]>;
    invoiceByOrderId: DataLoader<string, Invoice | null>;
    invoiceLinesByInvoiceId: DataLoader<string, InvoiceLine[]>;
    creditNotesByOrderId: DataLoader<string, CreditNote[]>;
    creditNoteLinesByNoteId: DataLoader<string, CreditNoteLine[]>;
    paymentByCheckoutId: DataLoader<string, Payment | null>;
    /** The order a checkout placed; null while (or when) it placed none. */
    orderIdByCheckoutId: DataLoader<string, string | null>;
    strayCapturesByPaymentId: DataLoader<string, StrayCapture[]>;
    paymentEventsByPaymentId: DataLoader<string, PaymentEvent[]>;
    refundsByOrderId: DataLoader<string, Refund[]>;
    refundsByPaymentId: DataLoader<string, Refund[]>;
    orderEventsByOrderId: DataLoader<string, OrderEvent[]>;
    shipmentByOrderId: DataLoader<string, Shipment | null>;
    scansByShipmentId: DataLoader<string, ShipmentScan[]>;
    returnRequestsByOrderId: DataLoader<string, ReturnRequest[]>;
    returnLinesByRequestId: DataLoader<string, ReturnLine[]>;
    /** An order's messages on every channel, oldest first. */
    messagesByOrderId: DataLoader<string, Message[]>;
    couponUsageByCouponId: DataLoader<string, CouponUsage>;
    staffRoleById: DataLoader<string, StaffRole | null>;
  }
}

export type { Loaders };

/** How each loader is made, for one request. */
const makers: { [K in keyof Loaders]: (services: Services) => Loaders[K] } = {
  userById: (services) => new DataLoader(async (ids) => byIds(ids, await services.auth.findUsersByIds(ids))),
  staffRoleById: (services) => new DataLoader(async (ids) => byIds(ids, await services.staffRoles.findRolesByIds(ids))),
  categoryById: (services) => new DataLoader(async (ids) => byIds(ids, await services.categories.findCategoriesByIds(ids))),
  reviewPages: (services) => new DataLoader(reviewPagesOf(services), { cacheKeyFn: reviewPageKey }),
  // Usually one key: a page shows one product, and its statement reads it with all its page shows.
  productPages: (services) =>
    new DataLoader((keys) => Promise.all(keys.map((key) => foundOrNull(services.productPages.productWithPage(key.idOrSlug, key)))), {
      cacheKeyFn: productPageKey,
    }),
  variantsByProductId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.variants.variantsOfProducts(ids), (v) => v.productId)),
  orderById: (services) => new DataLoader(async (ids) => byIds(ids, await services.order.findByIds(ids))),
  orderItemsByOrderId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.order.itemsByOrderIds(ids), (i) => i.orderId)),
  invoiceByOrderId: (services) =>
    new DataLoader(async (ids) => {
      const byOrder = new Map((await services.invoices.byOrderIds(ids)).map((i) => [i.orderId, i]));
      return ids.map((id) => byOrder.get(id) ?? null);
    }),
  invoiceLinesByInvoiceId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.invoices.linesOf(ids), (l) => l.invoiceId)),
  creditNotesByOrderId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.creditNotes.byOrderIds(ids), (n) => n.orderId)),
  creditNoteLinesByNoteId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.creditNotes.linesOf(ids), (l) => l.creditNoteId)),
  paymentByCheckoutId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.payments.forCheckouts(ids), (p) => p.checkoutId).map((g) => g[0] ?? null)),
  orderIdByCheckoutId: (services) =>
    new DataLoader(async (ids) =>
      groupedBy(ids, await services.order.idsByCheckoutIds(ids), (o) => o.checkoutId).map((g) => g[0]?.orderId ?? null),
    ),
  paymentEventsByPaymentId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.payments.eventsOf(ids), (e) => e.paymentId)),
  strayCapturesByPaymentId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.payments.strayCapturesOf(ids), (s) => s.paymentId)),
  refundsByOrderId: (services) => new DataLoader(async (ids) => groupedBy(ids, await services.refunds.ofOrders(ids), (r) => r.orderId!)),
  refundsByPaymentId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.refunds.ofPayments(ids), (r) => r.paymentId!)),
  orderEventsByOrderId: (services) => new DataLoader(async (ids) => groupedBy(ids, await services.order.historyOf(ids), (e) => e.orderId)),
  shipmentByOrderId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.fulfilment.shipmentsOf(ids), (s) => s.orderId).map((g) => g[0] ?? null)),
  scansByShipmentId: (services) => new DataLoader(async (ids) => groupedBy(ids, await services.shipping.scansOf(ids), (s) => s.shipmentId)),
  returnRequestsByOrderId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.returns.requestsOf(ids), (r) => r.orderId)),
  returnLinesByRequestId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.returns.linesOf(ids), (l) => l.requestId)),
  messagesByOrderId: (services) =>
    new DataLoader(async (ids) => groupedBy(ids, await services.messaging.messagesOfOrders(ids), (m) => m.orderId!)),
  couponUsageByCouponId: (services) =>
    new DataLoader(async (ids) => {
      const usage = await services.coupon.usageOf(ids);
      return ids.map((id) => usage.get(id) ?? CouponUsage.of(0, 0, 0));
    }),
};

/**
 * A request's loaders, each made the first time the request asks for it: a request uses one or
 * two of them (a catalogue read, the product page's), and making all of them for every request
 * was work thrown away.
 */
class RequestLoaders {
  readonly made = new Map<keyof Loaders, unknown>();
  constructor(readonly services: Services) {}
}
for (const name of Object.keys(makers) as (keyof Loaders)[]) {
  Object.defineProperty(RequestLoaders.prototype, name, {
    get(this: RequestLoaders) {
      let loader = this.made.get(name);
      if (loader === undefined) {
        loader = makers[name](this.services);
        this.made.set(name, loader);
      }
      return loader;
    },
  });
}

export function createLoaders(services: Services): Loaders {
  return new RequestLoaders(services) as unknown as Loaders;
}

/** Orders rows to match the requested ids, as DataLoader requires. */
function byIds<T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id) ?? null);
}

/** Groups rows under the requested keys, in the requested order (an empty list for none). */
function groupedBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k)!);
}
