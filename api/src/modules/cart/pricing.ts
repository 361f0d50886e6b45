import type { Image } from "../asset/image";

/**
 * The shop's price rules, in integer paise: the shop settings' policies (settings/shop-policies.ts)
 * hold them; pricing takes them as an argument so that it stays a pure function of its inputs.
 */
export interface PriceRules {
  deliveryFeePaise: number;
  /** Delivery is free when the bag's subtotal is above this. */
  freeDeliveryAbovePaise: number;
  giftWrapFeePaise: number;
}

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
 * Totals of a bag under the shop's rules: subtotal = sum of unit price x quantity; the gift-wrap
 * fee for each wrapped line; the delivery fee unless the subtotal is above the free-delivery
 * threshold (and none for an empty bag); the
 * discount a coupon gives on the subtotal, never more than the bag costs, so the total is
 * subtotal + gift wrap + delivery - discount and never below zero. A coupon may make delivery
 * free; a COD fee is added after the discount (a coupon does not take it off).
 */
export function priceBag(
  lines: Pick<PricedLine, "unitPricePaise" | "quantity" | "giftWrap">[],
  rules: PriceRules,
  discountOnSubtotal: (subtotalPaise: number) => number = () => 0,
  extras: BagExtras = {},
): BagAmounts {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const giftWrapPaise = lines.filter((l) => l.giftWrap).length * rules.giftWrapFeePaise;
  const deliveryPaise =
    lines.length === 0 || subtotalPaise > rules.freeDeliveryAbovePaise || extras.freeDelivery ? 0 : rules.deliveryFeePaise;
  const beforeDiscount = subtotalPaise + giftWrapPaise + deliveryPaise;
  const discountPaise = lines.length === 0 ? 0 : Math.min(discountOnSubtotal(subtotalPaise), beforeDiscount);
  const codFeePaise = lines.length === 0 ? 0 : (extras.codFeePaise ?? 0);
  return {
    subtotalPaise,
    giftWrapPaise,
    deliveryPaise,
    discountPaise,
    codFeePaise,
    totalPaise: beforeDiscount - discountPaise + codFeePaise,
  };
}
