import DataLoader from "dataloader";
import type { Services } from "./services";
import type { User } from "./modules/auth/user.entity";
import type { Category } from "./modules/catalog/category.entity";
import type { Review } from "./modules/catalog/review.entity";
import type { OrderItem } from "./modules/order/order-item.entity";
import type { Invoice } from "./modules/tax/invoice.entity";
import type { InvoiceLine } from "./modules/tax/invoice-line.entity";
import type { CreditNote } from "./modules/tax/credit-note.entity";
import type { CreditNoteLine } from "./modules/tax/credit-note-line.entity";

/** Batches per request: each loader turns N lookups in one GraphQL response into one query. */
export interface Loaders {
  userById: DataLoader<string, User | null>;
  categoryById: DataLoader<string, Category | null>;
  /** A product's newest reviews, newest first. */
  reviewsByProductId: DataLoader<string, Review[]>;
  orderItemsByOrderId: DataLoader<string, OrderItem[]>;
  invoiceByOrderId: DataLoader<string, Invoice | null>;
  invoiceLinesByInvoiceId: DataLoader<string, InvoiceLine[]>;
  creditNotesByOrderId: DataLoader<string, CreditNote[]>;
  creditNoteLinesByNoteId: DataLoader<string, CreditNoteLine[]>;
}

export function createLoaders(services: Services): Loaders {
  return {
    userById: new DataLoader(async (ids) => byIds(ids, await services.auth.findUsersByIds(ids))),
    categoryById: new DataLoader(async (ids) => byIds(ids, await services.categories.findCategoriesByIds(ids))),
    reviewsByProductId: new DataLoader(async (ids) => groupedBy(ids, await services.reviews.reviewsOfProducts(ids), (r) => r.productId)),
    orderItemsByOrderId: new DataLoader(async (ids) => groupedBy(ids, await services.order.itemsByOrderIds(ids), (i) => i.orderId)),
    invoiceByOrderId: new DataLoader(async (ids) => {
      const byOrder = new Map((await services.invoices.byOrderIds(ids)).map((i) => [i.orderId, i]));
      return ids.map((id) => byOrder.get(id) ?? null);
    }),
    invoiceLinesByInvoiceId: new DataLoader(async (ids) => groupedBy(ids, await services.invoices.linesOf(ids), (l) => l.invoiceId)),
    creditNotesByOrderId: new DataLoader(async (ids) => groupedBy(ids, await services.creditNotes.byOrderIds(ids), (n) => n.orderId)),
    creditNoteLinesByNoteId: new DataLoader(async (ids) => groupedBy(ids, await services.creditNotes.linesOf(ids), (l) => l.creditNoteId)),
  };
}

/** Orders rows to match the requested ids, as DataLoader requires. */
export function byIds<T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id) ?? null);
}

/** Groups rows under the requested keys, in the requested order (an empty list for none). */
export function groupedBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k)!);
}
