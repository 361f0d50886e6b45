import escapeHtml from "escape-html";
import { formatRupees } from "@shop/words/money";
import type { Email } from "../notification/mailer";
import type { OrderFacts, ReturnFacts, ShipmentFacts } from "../../events/shop-events";
import { ReturnKind, ReturnStatus } from "../../vocabulary/return-request";

/** A short email to the order's customer: a greeting, the lines, a sign-off; the same words as text and HTML. */
function orderEmail(order: OrderFacts, subject: string, lines: Array<string | { text: string; href: string }>): Email {
  const body = [`Hello ${order.shippingInfo.firstName},`, "", ...lines, "", "Bagzone"];
  return {
    to: order.customerEmail,
    subject: `${subject} (order ${order.number})`,
    text: body.map((l) => (typeof l === "string" ? l : `${l.text}: ${l.href}`)).join("\n"),
    html: body
      .filter((l) => l !== "")
      .map((l) => (typeof l === "string" ? `<p>${escapeHtml(l)}</p>` : `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></p>`))
      .join("\n"),
  };
}

export function shippedEmail(order: OrderFacts, shipment: ShipmentFacts): Email {
  const how = shipment.courierName
    ? `It is on its way with ${shipment.courierName}${shipment.trackingNumber ? ` (tracking number ${shipment.trackingNumber})` : ""}.`
    : "It is on its way to you by hand delivery.";
  return orderEmail(order, "Your Bagzone order has shipped", [
    `Your order ${order.number} has shipped. ${how}`,
    ...(shipment.trackingUrl ? [{ text: "Track your parcel", href: shipment.trackingUrl }] : []),
  ]);
}

export const deliveredEmail = (order: OrderFacts): Email =>
  orderEmail(order, "Your Bagzone order was delivered", [`Your order ${order.number} was delivered. We hope you love it.`]);

export const cancelledEmail = (order: OrderFacts): Email =>
  orderEmail(order, "Your Bagzone order was cancelled", [
    `Your order ${order.number} was cancelled.`,
    order.paidAt
      ? `We are refunding ${formatRupees(order.totals.totalPaise)}; you will get an email when the money is on its way.`
      : "Nothing was charged.",
  ]);

export const returnedToOriginEmail = (order: OrderFacts): Email =>
  orderEmail(order, "Your Bagzone order came back to us", [
    `The courier could not deliver your order ${order.number} and brought it back to us, so we have closed it.`,
    order.paidAt
      ? `We are refunding ${formatRupees(order.totals.totalPaise)}; you will get an email when the money is on its way.`
      : "Nothing was charged.",
  ]);

const RETURN_STEP: Record<ReturnStatus, string> = {
  [ReturnStatus.REQUESTED]: "We have your request and will answer within two working days.",
  [ReturnStatus.APPROVED]: "We have approved it. Please pack the items; our courier will collect them.",
  [ReturnStatus.REJECTED]: "We could not approve it.",
  [ReturnStatus.RECEIVED]: "We have received the items.",
};

/** A return or exchange moved on. */
export function returnEmail(order: OrderFacts, request: ReturnFacts, outcome: string | null): Email {
  const what = request.kind === ReturnKind.EXCHANGE ? "exchange" : "return";
  return orderEmail(order, `Your Bagzone ${what}: ${request.status}`, [
    `About the ${what} you asked for on order ${order.number}: ${RETURN_STEP[request.status]}`,
    ...(request.adminMessage ? [`Message from Bagzone: ${request.adminMessage}`] : []),
    ...(outcome ? [outcome] : []),
  ]);
}
