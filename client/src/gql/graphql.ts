/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Something a staff member may do; a staff role is a named set of them */
export type Permission =
  /** Ship orders, print labels, record deliveries and refusals, decide and receive returns */
  | 'FULFIL_ORDERS'
  /** Refund orders, record manual refunds, refund stray captures */
  | 'ISSUE_REFUNDS'
  /** Products, variants, options, categories, catalogue imports and exports */
  | 'MANAGE_CATALOGUE'
  /** Orders: read any order, correct an order's status, delete an order */
  | 'MANAGE_ORDERS'
  /** Coupons, the home banner and other promotions */
  | 'MANAGE_PROMOTIONS'
  /** Payments, GST rates, delivery and cash-on-delivery rules, webhooks, reconciliation and failed jobs */
  | 'MANAGE_SETTINGS'
  /** Staff roles and which role each staff member has */
  | 'MANAGE_STAFF'
  /** Customer accounts, subscribers and enquiries, and ending a customer's sessions */
  | 'VIEW_CUSTOMERS'
  /** The dashboard's revenue, sales reports, the GST report, payouts and remittances */
  | 'VIEW_REPORTS';

/** What a user may do: shop, or also manage the shop */
export type UserRole =
  /** Staff: manages the shop, doing what their staff role's permissions allow (each admin field names the permission it requires) */
  | 'ADMIN'
  /** Shops: their own bag, orders, returns and profile */
  | 'CUSTOMER';

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { message: string } };

export type SessionUserFragment = { id: string, firstName: string, lastName: string, email: string | null, signInPhone: string | null, role: UserRole, permissions: Array<Permission>, phone: string | null, address: string | null, city: string | null, state: string | null, postalCode: string | null };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInPhone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;