import { formatIndiaDay } from "../../common/india-time";
import type { Refusal } from "../../common/errors";
import { formatRupees, toMoney } from "../../vocabulary/money";
import { PaymentMethod } from "../../vocabulary/payment-method";
import type { Coupon } from "./coupon.entity";

/** What a coupon is judged against: the bag, who is buying (when known) and how they pay (once chosen). */
export interface CouponOccasion {
  now: Date;
  subtotalPaise: number;
  /** The subtotal of the lines the coupon's categories cover (the whole subtotal when it has none). */
  eligibleSubtotalPaise: number;
  /** The names of the coupon's categories, for the refusal when the bag has none of them. */
  categoryNames: string[];
  /**
   * The signed-in customer's history; absent for a guest (these rules are checked again at
   * checkout). Their email is read only for a coupon sent to one address.
   */
  customer?: { usesOfThisCoupon: number; ordersPlaced: number; email?: string | null };
  /** Absent until the shopper picks how to pay. */
  paymentMethod?: PaymentMethod | null;
}

/**
 * Why a coupon does not work on this occasion (its code, the words the shopper sees and what a
 * program needs), or null when it does. The first rule broken is reported, most lasting first: a
 * coupon that is switched off is not also reported as below its minimum.
 */
export function couponRefusal(coupon: Coupon, on: CouponOccasion): Refusal | null {
  const now = on.now.getTime();
  if (!coupon.active) return { code: "COUPON_INACTIVE", message: "This coupon is no longer active" };
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now) return { code: "COUPON_EXPIRED", message: "This coupon has expired" };
  if (coupon.startsAt && coupon.startsAt.getTime() > now) {
    return {
      code: "COUPON_NOT_STARTED",
      message: `This coupon can be used from ${formatIndiaDay(coupon.startsAt)}`,
      details: { startsAt: coupon.startsAt.toISOString() },
    };
  }
  if (on.customer) {
    if (coupon.onlyForEmail !== null && on.customer.email !== coupon.onlyForEmail) {
      return { code: "COUPON_NOT_YOURS", message: "This coupon was sent to another email address and only works for its account" };
    }
    const limit = coupon.perCustomerLimit;
    if (limit !== null && on.customer.usesOfThisCoupon >= limit) {
      const message = limit === 1 ? "You have already used this coupon" : `You have already used this coupon ${limit} times`;
      return { code: "COUPON_ALREADY_USED", message, details: { limit } };
    }
    if (coupon.firstOrderOnly && on.customer.ordersPlaced > 0)
      return { code: "COUPON_FIRST_ORDER_ONLY", message: "This coupon is only for your first order" };
  }
  // After the customer's own rules: "you have already used it" says more than "it is used up".
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return COUPON_USED_UP;
  if (coupon.minOrderPaise !== null && on.subtotalPaise < coupon.minOrderPaise) {
    const message = `This coupon needs an order of at least ${formatRupees(coupon.minOrderPaise)}`;
    return { code: "COUPON_MINIMUM_NOT_MET", message, details: { minimumOrder: toMoney(coupon.minOrderPaise) } };
  }
  if (coupon.categoryIds.length > 0 && on.eligibleSubtotalPaise === 0) {
    return {
      code: "COUPON_CATEGORY_MISMATCH",
      message: `This coupon applies only to ${listed(on.categoryNames)}`,
      details: { categoryIds: coupon.categoryIds },
    };
  }
  if (coupon.prepaidOnly && on.paymentMethod === PaymentMethod.COD) {
    return { code: "COUPON_PREPAID_ONLY", message: "This coupon is for UPI payments only, not cash on delivery" };
  }
  return null;
}

/** Also the verdict of the usage limit's conditional update, when the last use went to another checkout first. */
export const COUPON_USED_UP: Refusal = { code: "COUPON_USED_UP", message: "This coupon has been used as many times as it can be" };

/** What a coupon that works gives: its discount on the lines it covers, and free delivery if it says so. */
export function couponBenefit(coupon: Coupon, eligibleSubtotalPaise: number): { discountPaise: number; freeDelivery: boolean } {
  const discount = coupon.percentage !== null || coupon.fixedAmountPaise !== null ? coupon.discountOn(eligibleSubtotalPaise) : 0;
  // A fixed amount off some categories never takes off more than those lines cost (off the whole
  // bag, priceBag caps it at what the bag costs).
  const capped = coupon.categoryIds.length > 0 ? Math.min(discount, eligibleSubtotalPaise) : discount;
  return { discountPaise: capped, freeDelivery: coupon.freeDelivery };
}

function listed(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "some categories";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
