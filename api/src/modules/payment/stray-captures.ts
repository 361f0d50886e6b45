import type { EntityManager } from "typeorm";
import type { Payment } from "./payment.entity";
import type { PaymentCaptured } from "./provider-events";
import { StrayCapture } from "./stray-capture.entity";

/** How the attention of a capture whose amount was not the checkout's total begins. */
export const AMOUNT_MISMATCH = "Amount mismatch";
/** How the attention of a second capture for an order already paid begins. */
export const SECOND_CAPTURE = "Second capture";

/** Whether a payment's attention is about money captured for nothing (cleared once it is all refunded). */
export const isStrayAttention = (attention: string | null) =>
  !!attention && (attention.startsWith(AMOUNT_MISMATCH) || attention.startsWith(SECOND_CAPTURE));

/** Keeps money captured for nothing for an admin to refund, once per provider payment (a redelivered webhook adds nothing). */
export async function recordStrayCapture(tx: EntityManager, payment: Payment, event: PaymentCaptured, reason: string): Promise<void> {
  await tx
    .createQueryBuilder()
    .insert()
    .into(StrayCapture)
    .values({
      paymentId: payment.id,
      providerPaymentId: event.providerPaymentId,
      amountPaise: event.amountPaise,
      currency: event.currency,
      reason,
    })
    .orIgnore()
    .execute();
}
