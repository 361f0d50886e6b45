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
