import type { SessionUser } from "@shop/client/session";
import type { Permission } from "../gql/graphql";

/** Every permission, in the order the Staff page lists them, with what each lets a staff member do. */
export const PERMISSIONS: ReadonlyArray<{ name: Permission; label: string }> = [
  { name: "MANAGE_CATALOGUE", label: "Catalogue: products, categories, imports" },
  { name: "MANAGE_ORDERS", label: "Orders: read, correct, delete" },
  { name: "FULFIL_ORDERS", label: "Fulfilment: ship, deliveries, returns" },
  { name: "ISSUE_REFUNDS", label: "Refunds" },
  { name: "MANAGE_PROMOTIONS", label: "Promotions: coupons, banner" },
  { name: "VIEW_REPORTS", label: "Reports: dashboard, GST, payouts" },
  { name: "MANAGE_SETTINGS", label: "Settings: payments, GST rates, delivery, COD, webhooks" },
  { name: "VIEW_CUSTOMERS", label: "Customers: lists, enquiries" },
  { name: "MANAGE_STAFF", label: "Staff: roles and who holds them" },
];

/**
 * Whether the signed-in staff member holds one of `needed` (the server checks again: this only
 * hides what would be refused).
 */
export const can = (user: Pick<SessionUser, "permissions"> | null | undefined, ...needed: Permission[]): boolean =>
  needed.some((p) => user?.permissions.includes(p) ?? false);
