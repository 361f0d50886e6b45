import type { EntityManager } from "typeorm";

/** What an order is quoted by: its serial and the number made of it (BZ-10234). */
export interface OrderNumber {
  serial: number;
  number: string;
}

/**
 * The next order number. Not a sequence: a sequence skips the serials of transactions that roll
 * back, and customers and the accounts quote these numbers, so a gap reads as a lost order. The
 * counter's one row is updated (so locked) inside the transaction that places the order: the
 * next placement waits until this one commits, or takes the same serial if it rolls back. Take it
 * after any product rows the transaction locks, as the invoice counter is.
 */
export async function nextOrderNumber(tx: EntityManager, prefix: string): Promise<OrderNumber> {
  const [[{ last_serial: serial }]] = await tx.query(`UPDATE order_number_counter SET last_serial = last_serial + 1 RETURNING last_serial`);
  return { serial, number: `${prefix}-${serial}` };
}

/**
 * What an admin's search means when it is an order number: "BZ-10234", "bz-10234" or "#BZ-10234"
 * the number itself, "10234" the serial whatever its prefix. Null when the text is no number.
 */
export function searchedOrderNumber(search: string): { number: string } | { serial: number } | null {
  const text = search.replace(/^#/, "").toUpperCase();
  if (/^[A-Z0-9]{1,3}-\d{1,9}$/.test(text)) return { number: text };
  if (/^\d{1,9}$/.test(text)) return { serial: Number(text) };
  return null;
}
