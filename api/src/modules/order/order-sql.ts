/**
 * An order's facts as SQL another domain embeds in its own statement, where a second statement
 * would not do: a write that names the order (a payout line), a list paged by the caller's own
 * rows (captures not yet settled), a report of one statement. The SQL over `orders` stays here, in
 * the domain that owns the table; the caller passes the SQL of its own column (`p.checkout_id`).
 */

/** The id of the order a checkout placed; null when it placed none (a checkout places one at most). */
export const orderPlacedBy = (checkoutId: string): string =>
  `(SELECT placed.id FROM orders placed WHERE placed.checkout_id = ${checkoutId})`;

/** An order's number; null when there is no such order. */
export const orderNumberOf = (orderId: string): string => `(SELECT numbered.number FROM orders numbered WHERE numbered.id = ${orderId})`;
