import type { Image } from "../catalog/image";

/** The shop's price rules, in integer paise. The server decides every price with these. */
export const GIFT_WRAP_FEE_PAISE = 35_00;
export const DELIVERY_CHARGE_PAISE = 50_00;
/** Delivery is free when the bag's subtotal is above this (Rs. 1,000). */
export const FREE_DELIVERY_ABOVE_PAISE = 1_000_00;

/**
 * A bag line priced at one moment: what a checkout keeps and an order copies, so that later
 * catalog edits do not change what the shopper bought.
 */
export interface PricedLine {
  productId: string;
  /** Absent from checkouts made before variants (the migration filled it in) and null once deleted. */
  variantId: string | null;
  sku: string | null;
  name: string;
  image: Image | null;
  unitPricePaise: number;
  quantity: number;
  size: string | null;
  color: string | null;
  giftWrap: boolean;
}

export interface BagAmounts {
  subtotalPaise: number;
  giftWrapPaise: number;
  deliveryPaise: number;
  discountPaise: number;
  /** The cash-on-delivery fee, a line of its own: charged only when the shopper pays on delivery. */
  codFeePaise: number;
  totalPaise: number;
}

/** Benefits and charges beyond the lines: a coupon's free delivery, the COD fee. */
export interface BagExtras {
  freeDelivery?: boolean;
  codFeePaise?: number;
}

/**
 * Totals of a bag: subtotal = sum of unit price x quantity; gift wrap Rs. 35 a wrapped line;
 * delivery Rs. 50 unless the subtotal is above Rs. 1,000 (and none for an empty bag); the
 * discount a coupon gives on the subtotal, never more than the bag costs, so the total is
 * subtotal + gift wrap + delivery - discount and never below zero. A coupon may make delivery
 * free; a COD fee is added after the discount (a coupon does not take it off).
 */
export function priceBag(
  lines: Pick<PricedLine, "unitPricePaise" | "quantity" | "giftWrap">[],
  discountOnSubtotal: (subtotalPaise: number) => number = () => 0,
  extras: BagExtras = {},
): BagAmounts {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const giftWrapPaise = lines.filter((l) => l.giftWrap).length * GIFT_WRAP_FEE_PAISE;
  const deliveryPaise = lines.length === 0 || subtotalPaise > FREE_DELIVERY_ABOVE_PAISE || extras.freeDelivery ? 0 : DELIVERY_CHARGE_PAISE;
  const beforeDiscount = subtotalPaise + giftWrapPaise + deliveryPaise;
  const discountPaise = lines.length === 0 ? 0 : Math.min(discountOnSubtotal(subtotalPaise), beforeDiscount);
  const codFeePaise = lines.length === 0 ? 0 : (extras.codFeePaise ?? 0);
  return { subtotalPaise, giftWrapPaise, deliveryPaise, discountPaise, codFeePaise, totalPaise: beforeDiscount - discountPaise + codFeePaise };
}
