import escapeHtml from "escape-html";
import { formatRupees } from "../../vocabulary/money";
import type { Email } from "../notification/mailer";
import type { Order } from "../order/order.entity";
import { type Refund, RefundMethod } from "./refund.entity";

/** The email a customer gets when money goes back to them: for an order (named by its number), or for a payment that made none. */
export function refundEmail(to: string, refund: Refund, order: Pick<Order, "number"> | null): Email {
  const amount = formatRupees(refund.amountPaise);
  const what = order ? `your order ${order.number}` : "a payment we could not turn into an order";
  const how =
    refund.method === RefundMethod.PROVIDER
      ? "It goes back to the UPI account you paid from, usually within 5-7 working days."
      : `We sent it by ${refund.method === RefundMethod.MANUAL_UPI ? "UPI" : "bank transfer"} (reference ${refund.reference}).`;
  const lines = ["Hello,", "", `We have refunded ${amount} for ${what}.`, `Reason: ${refund.reason}`, how, "", "Bagzone"];
  return {
    to,
    subject: `Bagzone refund of ${amount}`,
    text: lines.join("\n"),
    html: lines
      .filter(Boolean)
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join("\n"),
  };
}
