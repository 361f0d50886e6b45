import { formatRupees } from "../../vocabulary/money";
import type { RazorpayPayment } from "../payment/razorpay.provider";
import { DifferenceKind } from "./reconciliation-difference.entity";

/** What the shop recorded of a Razorpay payment. */
export interface ShopPayment {
  id: string;
  /** Null while the shop has not heard of a payment for its Razorpay order. */
  providerPaymentId: string | null;
  providerOrderId: string;
  amountPaise: number;
  captured: boolean;
}

/** A disagreement, before it is recorded. */
export interface PaymentDifference {
  providerPaymentId: string;
  kind: DifferenceKind;
  description: string;
  paymentId: string | null;
  shopAmountPaise: number | null;
  providerAmountPaise: number | null;
}

/** Money Razorpay took, whether or not some of it went back since (a refunded payment was captured). */
const capturedAtRazorpay = (payment: RazorpayPayment) => payment.status === "captured" || payment.status === "refunded";

const rupees = (paise: number) => `${formatRupees(paise)} INR`;

/**
 * Where the shop and Razorpay disagree about the payments of a day. `atRazorpay` is Razorpay's
 * list of the day's payments, together with any the shop counts as captured that day (looked up
 * one by one, as Razorpay lists a payment under the day it was made); `known` are payment ids the
 * shop keeps elsewhere (captures that paid for nothing, already listed for refund). A Razorpay
 * payment is the shop's when it has its id, or when it paid the shop's Razorpay order and the shop
 * has captured nothing for that order (its webhook never arrived).
 */
export function paymentDifferences(atRazorpay: RazorpayPayment[], shop: ShopPayment[], known: ReadonlySet<string>): PaymentDifference[] {
  const shopById = new Map(shop.map((p) => [p.providerPaymentId, p]));
  const uncapturedByOrder = new Map(shop.filter((p) => !p.captured).map((p) => [p.providerOrderId, p]));
  const razorpayById = new Map(atRazorpay.map((p) => [p.id, p]));
  const differences: PaymentDifference[] = [];
  const differ = (kind: DifferenceKind, id: string, description: string, mine?: ShopPayment, theirs?: RazorpayPayment) =>
    differences.push({
      providerPaymentId: id,
      kind,
      description,
      paymentId: mine?.id ?? null,
      shopAmountPaise: mine?.amountPaise ?? null,
      providerAmountPaise: theirs?.amount ?? null,
    });

  for (const theirs of atRazorpay.filter(capturedAtRazorpay)) {
    const mine = shopById.get(theirs.id) ?? uncapturedByOrder.get(theirs.order_id);
    const paid = `${rupees(theirs.amount)} (${theirs.method ?? "unknown method"})`;
    if (!mine) {
      if (!known.has(theirs.id))
        differ(
          DifferenceKind.UNKNOWN_TO_SHOP,
          theirs.id,
          `Razorpay captured ${paid} as ${theirs.id}, which the shop has no record of`,
          mine,
          theirs,
        );
    } else if (!mine.captured) {
      differ(
        DifferenceKind.NOT_CAPTURED_IN_SHOP,
        theirs.id,
        `Reconciliation: Razorpay captured ${paid} as ${theirs.id}, which the shop does not count as captured`,
        mine,
        theirs,
      );
    }
  }
  for (const mine of shop.filter((p): p is ShopPayment & { providerPaymentId: string } => p.captured && p.providerPaymentId !== null)) {
    const theirs = razorpayById.get(mine.providerPaymentId);
    if (!theirs || !capturedAtRazorpay(theirs)) {
      const state = theirs ? `is ${theirs.status} there` : "is unknown to Razorpay";
      differ(
        DifferenceKind.NOT_CAPTURED_AT_PROVIDER,
        mine.providerPaymentId,
        `Reconciliation: captured in the shop (${rupees(mine.amountPaise)}) but ${mine.providerPaymentId} ${state}`,
        mine,
        theirs,
      );
    } else if (theirs.amount !== mine.amountPaise) {
      differ(
        DifferenceKind.AMOUNT_DIFFERS,
        mine.providerPaymentId,
        `Reconciliation: Razorpay captured ${rupees(theirs.amount)} as ${theirs.id}, the shop recorded ${rupees(mine.amountPaise)}`,
        mine,
        theirs,
      );
    }
  }
  return differences;
}
