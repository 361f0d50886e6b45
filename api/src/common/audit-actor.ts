import { AsyncLocalStorage } from "node:async_hooks";
import { UserRole } from "./auth/roles";
import type { Viewer } from "./auth/viewer";

/**
 * Who a staff request acts as, for the audit log: the signed-in account, the address the shop
 * counts its rate limits by, and the operation it runs. The database's audit triggers read it
 * from transaction-local settings the data source sets at the start of each of the request's
 * transactions (database/audit-sessions.ts).
 */
export interface AuditActor {
  userId: string;
  address: string;
  operation: string;
}

/** One request's slot: empty for shoppers and guests, filled once the viewer proves to be staff. */
interface RequestAudit {
  actor: AuditActor | null;
}

const requests = new AsyncLocalStorage<RequestAudit>();

/**
 * Runs one HTTP request's work with a slot for its actor. The slot is filled later
 * (`auditRequestBy`), once the bearer token is checked, and everything the request awaits sees it.
 */
export function withRequestAudit<T>(work: () => T): T {
  return requests.run({ actor: null }, work);
}

/**
 * Names the request's actor when the viewer is staff (any role but a shopper's, so roles added
 * later are staff too); shoppers' and guests' requests stay unaudited and cost nothing.
 */
export function auditRequestBy(viewer: Viewer | null, address: string, operation: string): void {
  const request = requests.getStore();
  if (!request || !viewer || viewer.role === UserRole.CUSTOMER) return;
  request.actor = { userId: viewer.userId, address, operation };
}

/** Names what the request does, once known (GraphQL knows its fields only after parsing). */
export function auditOperationIs(operation: string): void {
  const actor = requests.getStore()?.actor;
  if (actor) actor.operation = operation;
}

/** The staff actor of the request running now; null for shoppers, guests and background jobs. */
export const currentAuditActor = (): AuditActor | null => requests.getStore()?.actor ?? null;
