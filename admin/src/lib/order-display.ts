/** How the admin screens name an order and its customer. */

interface OrderPeople {
  customer?: { firstName: string; lastName: string } | null;
  shippingInfo: { firstName: string; lastName: string };
  customerEmail: string;
}

/** The account's name; the name on the address when the account was deleted. */
export function customerName(order: OrderPeople): string {
  const person = order.customer ?? order.shippingInfo;
  return `${person.firstName} ${person.lastName}`.trim() || order.customerEmail;
}

/** How a customer signs in, as support reads it: "email (a@b.in) and phone (+91...)". */
export function signInWays(customer: { email: string | null; signInPhone: string | null; signInMethods: readonly string[] }): string {
  const ways = customer.signInMethods.map((method) =>
    method === "PHONE" ? `phone (${customer.signInPhone ?? "?"})` : `email and password (${customer.email ?? "?"})`,
  );
  return ways.join(" and ") || "no way (the account cannot sign in)";
}

/**
 * Why the order cannot be deleted, or null when it can: the law keeps a tax invoice, so an
 * invoiced order is cancelled instead (which issues a credit note) and the server refuses a delete.
 */
export function deleteRefusal(order: { invoice?: { number: string } | null }): string | null {
  return order.invoice
    ? `Order has tax invoice ${order.invoice.number}, so it cannot be deleted: cancel it instead, which issues a credit note.`
    : null;
}
