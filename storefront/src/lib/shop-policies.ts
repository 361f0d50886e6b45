import { useQuery } from "@apollo/client/react";
import { ShopPoliciesDocument, type ShopPoliciesQuery } from "../gql/graphql";
import { formatRupees } from "@shop/words/money";

export type ShopPolicies = ShopPoliciesQuery["shopPolicies"];

/**
 * The shop's policies as the API serves them (one query, cached for the visit). No text in the
 * storefront states a fee, a threshold, a time or a window of its own: each reads these, so the
 * shop says one thing everywhere and an admin changes it in one place. Undefined while loading.
 */
export function useShopPolicies(): ShopPolicies | undefined {
  return useQuery(ShopPoliciesDocument).data?.shopPolicies;
}

/** "Free delivery above Rs. 1,000.00", or on every order when the threshold is nothing. */
export function freeDeliveryText(p: ShopPolicies): string {
  if (p.deliveryFee.paise === 0 || p.freeDeliveryAbove.paise === 0) return "Free delivery on every order";
  return `Free delivery above ${p.freeDeliveryAbove.formatted}`;
}

/** "Delivery is free on orders above Rs. 1,000.00; orders of Rs. 1,000.00 or less pay Rs. 50.00." */
export function deliveryChargeText(p: ShopPolicies): string {
  if (p.deliveryFee.paise === 0 || p.freeDeliveryAbove.paise === 0) return "Delivery is free on every order.";
  return `Delivery is free on orders above ${p.freeDeliveryAbove.formatted}; orders of ${p.freeDeliveryAbove.formatted} or less pay ${p.deliveryFee.formatted}.`;
}

/** "Dispatched within 1 business day, delivered in 3-7 business days". */
export function deliveryTimeText(p: ShopPolicies): string {
  return `Dispatched ${p.dispatchTime}, delivered in ${p.deliveryEstimate}`;
}

/** What the newsletter's welcome code gives: "10% off your first order" (the API's figure; no figure while it loads). */
export function welcomeOfferText(p: ShopPolicies | undefined): string {
  return p ? `${p.newsletterWelcomePercentage}% off your first order` : "a discount on your first order";
}

/**
 * What is still missing for free delivery, or null without a bag. Delivery is free *above* the
 * threshold, so a bag at exactly the threshold still needs something more.
 */
export function freeDeliveryNudge(p: ShopPolicies, subtotalPaise: number, deliveryPaise: number): string | null {
  if (subtotalPaise === 0) return null;
  if (deliveryPaise === 0) return "Your order qualifies for free delivery.";
  const missing = p.freeDeliveryAbove.paise - subtotalPaise;
  return missing > 0 ? `Add over ${formatRupees(missing)} more for free delivery.` : "Add any item for free delivery.";
}
