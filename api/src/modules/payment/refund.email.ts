import escapeHtml from "escape-html";
import { formatRupees } from "@shop/words/money";
import type { Email } from "../notification/mailer";
import type { ProcessedRefundFacts } from "../../events/shop-events";
import { RefundMethod } from "./refund.entity";

/** How the shop sent money it refunded by hand, by the refund's method; the provider's refunds are not here. */
const SENT_BY: Record<string, string> = { [RefundMethod.MANUAL_UPI]: "UPI", [RefundMethod.MANUAL_BANK]: "bank transfer" };

/** The email a customer gets when money goes back to them: for an order (named by its number), or for a payment that made none. */
export function refundEmail(to: string, refund: ProcessedRefundFacts, order: { number: string } | null): Email {
  const amount = formatRupees(refund.amountPaise);
  const what = order ? `your order ${order.number}` : "a payment we could not turn into an order";
  const sentBy = SENT_BY[refund.method];
  const how = sentBy
    ? `We sent it by ${sentBy} (reference ${refund.reference}).`
    : "It goes back to the UPI account you paid from, usually within 5-7 working days.";
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
