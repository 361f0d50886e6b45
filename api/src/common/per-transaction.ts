import type { EntityManager } from "typeorm";

/** What each open transaction has read so far, by key; gone with the transaction's manager. */
const reads = new WeakMap<EntityManager, Map<string, Promise<unknown>>>();

/**
 * Reads a value once per transaction: a checkout asks for the shop's settings or a pincode's
 * delivery rule from several domains, and each asking used to be a statement. Inside one
 * transaction the answer is the first read's (a consistent view, which one statement would also
 * give); outside a transaction (the shared manager of every request) it is read every time, so
 * nothing is ever kept from one request to the next. Only for rows the transaction does not
 * change itself: a memo would hide its own write.
 */
export function oncePerTransaction<T>(tx: EntityManager, key: string, read: () => Promise<T>): Promise<T> {
  if (!tx.queryRunner?.isTransactionActive) return read();
  let known = reads.get(tx);
  if (!known) reads.set(tx, (known = new Map()));
  const earlier = known.get(key) as Promise<T> | undefined;
  if (earlier) return earlier;
  const reading = read();
  known.set(key, reading);
  return reading;
}
