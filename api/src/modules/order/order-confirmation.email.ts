import escapeHtml from "escape-html";
import { formatRupees } from "@shop/words/money";
import { PaymentMethod } from "../../vocabulary/payment-method";
import type { Email } from "../notification/mailer";
import type { ConfirmedLineFacts, ConfirmedOrderFacts, InvoiceFacts } from "../../events/shop-events";

/** The email a customer gets when their order is placed, with a link to the tax invoice when one was issued. */
export function orderConfirmationEmail(
  order: ConfirmedOrderFacts,
  items: ConfirmedLineFacts[],
  deliveryEstimate: string,
  invoice: InvoiceFacts | null,
): Email {
  const ship = order.shippingInfo;
  const t = order.totals;
  const itemLines = items.map((i) => {
    const variant = [i.size, i.color].filter(Boolean).join(", ");
    return `${i.quantity} x ${i.name}${variant ? ` (${variant})` : ""}${i.giftWrap ? ", gift wrapped" : ""}: ${formatRupees(i.unitPricePaise * i.quantity)}`;
  });
  const amounts: [string, number][] = [["Subtotal", t.subtotalPaise]];
  if (t.giftWrapPaise > 0) amounts.push(["Gift wrap", t.giftWrapPaise]);
  amounts.push(["Delivery", t.deliveryPaise]);
  if (t.codFeePaise > 0) amounts.push(["Cash on delivery fee", t.codFeePaise]);
  if (t.discountPaise > 0) amounts.push([`Discount${order.couponCode ? ` (${order.couponCode})` : ""}`, -t.discountPaise]);
  amounts.push(["Total", t.totalPaise]);
  if (invoice) amounts.push(["Of which GST", invoice.gstPaise]);
  const estimate = `${deliveryEstimate}.`;
  const payment =
    order.paymentMethod === PaymentMethod.COD ? `Cash on delivery: please keep ${formatRupees(t.totalPaise)} ready.` : "Paid online.";
  const address = [
    `${ship.firstName} ${ship.lastName}`,
    ship.address,
    `${ship.city}, ${ship.state} ${ship.postalCode}`,
    `Phone: ${ship.phoneNo}`,
  ];

  const text = [
    `Hello ${ship.firstName},`,
    "",
    `Thank you for shopping with Bagzone. Your order ${order.number} has been placed.`,
    "",
    ...itemLines,
    "",
    ...amounts.map(([label, paise]) => `${label}: ${formatRupees(paise)}`),
    "",
    payment,
    estimate,
    "",
    ...(invoice ? [`Your tax invoice ${invoice.number}: ${invoice.url}`, ""] : []),
    "Delivering to:",
    ...address,
    "",
  ].join("\n");

  const html = [
    `<p>Hello ${escapeHtml(ship.firstName)},</p>`,
    `<p>Thank you for shopping with Bagzone. Your order <strong>${escapeHtml(order.number)}</strong> has been placed.</p>`,
    `<ul>${itemLines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
    `<table>${amounts.map(([label, paise]) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(formatRupees(paise))}</td></tr>`).join("")}</table>`,
    `<p>${escapeHtml(payment)}<br>${escapeHtml(estimate)}</p>`,
    ...(invoice ? [`<p><a href="${escapeHtml(invoice.url)}">Download your tax invoice ${escapeHtml(invoice.number)} (PDF)</a></p>`] : []),
    `<p>Delivering to:<br>${address.map((l) => escapeHtml(l)).join("<br>")}</p>`,
  ].join("\n");

  return { to: order.customerEmail, subject: `Your Bagzone order ${order.number} is confirmed`, text, html };
}
