import type { EntityManager } from "typeorm";
import { PaymentEvent } from "./payment-event.entity";

/** Where a line of a payment's history came from, and the provider's id of it (webhooks). */
export interface EventOrigin {
  source: string;
  providerEventId: string | null;
  type: string;
}

/**
 * Whether the provider's event was applied before. Callers hold the payment's row lock, so two
 * deliveries of one event are applied one after the other and the second sees the first.
 */
export async function alreadyApplied(tx: EntityManager, origin: EventOrigin): Promise<boolean> {
  return origin.providerEventId !== null && (await tx.getRepository(PaymentEvent).existsBy({ providerEventId: origin.providerEventId }));
}

/** Adds a line to the payment's history, in the transaction that made the change it describes. */
export async function recordEvent(tx: EntityManager, paymentId: string, origin: EventOrigin, summary: string): Promise<void> {
  await tx
    .getRepository(PaymentEvent)
    .insert({ paymentId, providerEventId: origin.providerEventId, source: origin.source, type: origin.type, summary });
}
