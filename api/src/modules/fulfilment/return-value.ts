import type { BagAmounts } from "../cart/pricing";

/** A returned line: what one unit cost and how many come back. */
export interface ReturnedUnits {
  unitPricePaise: number;
  quantity: number;
}

/**
 * What a return gives back: the price of the returned units, less their share of the order's
 * discount (pro rata to the bag's subtotal), rounded down to the paisa. Delivery and gift wrap are
 * not refunded for a partial return; the refund service also caps it at what is left to refund.
 */
export function returnValuePaise(units: ReturnedUnits[], totals: BagAmounts): number {
  const value = units.reduce((sum, u) => sum + u.unitPricePaise * u.quantity, 0);
  if (totals.subtotalPaise <= 0) return 0;
  const discount = Math.min(totals.discountPaise, totals.subtotalPaise);
  return Math.floor((value * (totals.subtotalPaise - discount)) / totals.subtotalPaise);
}
