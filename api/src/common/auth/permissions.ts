import { registerEnumType } from "type-graphql";

/**
 * What a staff member may do. A staff role (the `staff_roles` table) is a named set of these; every
 * admin operation declares the permissions that let a caller in (`@Requires`, or a REST route's
 * `access: staff(...)`), and the schema's description of the operation is written from that same
 * declaration. Stored by name in `staff_roles.permissions`, so a name here is never renamed.
 */
export enum Permission {
  MANAGE_CATALOGUE = "MANAGE_CATALOGUE",
  MANAGE_ORDERS = "MANAGE_ORDERS",
  FULFIL_ORDERS = "FULFIL_ORDERS",
  ISSUE_REFUNDS = "ISSUE_REFUNDS",
  MANAGE_PROMOTIONS = "MANAGE_PROMOTIONS",
  VIEW_REPORTS = "VIEW_REPORTS",
  MANAGE_SETTINGS = "MANAGE_SETTINGS",
  VIEW_CUSTOMERS = "VIEW_CUSTOMERS",
  MANAGE_STAFF = "MANAGE_STAFF",
}

registerEnumType(Permission, {
  name: "Permission",
  description: "Something a staff member may do; a staff role is a named set of them",
  valuesConfig: {
    MANAGE_CATALOGUE: { description: "Products, variants, options, categories, catalogue imports and exports" },
    MANAGE_ORDERS: { description: "Orders: read any order, correct an order's status, delete an order" },
    FULFIL_ORDERS: { description: "Ship orders, print labels, record deliveries and refusals, decide and receive returns" },
    ISSUE_REFUNDS: { description: "Refund orders, record manual refunds, refund stray captures" },
    MANAGE_PROMOTIONS: { description: "Coupons, the home banner and other promotions" },
    VIEW_REPORTS: { description: "The dashboard's revenue, sales reports, the GST report, payouts and remittances" },
    MANAGE_SETTINGS: {
      description: "Payments, GST rates, delivery and cash-on-delivery rules, webhooks, reconciliation and failed jobs",
    },
    VIEW_CUSTOMERS: { description: "Customer accounts, subscribers and enquiries, and ending a customer's sessions" },
    MANAGE_STAFF: { description: "Staff roles and which role each staff member has" },
  },
});

/** Every permission, in the order above: what the Owner role holds, whatever is added later. */
export const ALL_PERMISSIONS: readonly Permission[] = Object.values(Permission);

/** The sentence each admin operation's description carries, written from its declaration. */
export function requiresSentence(permissions: readonly Permission[]): string {
  return permissions.length === 1
    ? `Requires the ${permissions[0]} permission.`
    : `Requires one of the ${permissions.join(", ")} permissions.`;
}

/** Who may read any order (its lines, address and history), not only their own: each of these works with orders. */
export const READS_ANY_ORDER: [Permission, ...Permission[]] = [
  Permission.MANAGE_ORDERS,
  Permission.FULFIL_ORDERS,
  Permission.ISSUE_REFUNDS,
];

/** Who may upload images: products' and categories' photos, the banner's slides. */
export const UPLOADS_IMAGES: [Permission, ...Permission[]] = [Permission.MANAGE_CATALOGUE, Permission.MANAGE_PROMOTIONS];
