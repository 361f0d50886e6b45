import type { CouponFieldsFragment, CouponInput } from "../../gql/graphql";
import { endOfIndiaDay, indiaDateOf, startOfIndiaDay } from "@shop/words/india-time";
import { paiseToRupees } from "@shop/words/money";
import { optionalPaise } from "../../lib/money";
import type { CouponFormValues } from "./CouponForm";

/** A stored coupon as the form edits it. */
export function couponToForm(coupon: CouponFieldsFragment): CouponFormValues {
  const percentage = coupon.discountType === "PERCENTAGE";
  return {
    code: coupon.code,
    discountType: percentage ? "percentage" : coupon.discountType === "AMOUNT" ? "amount" : "none",
    value: String(percentage ? (coupon.percentOff ?? "") : coupon.amountOff ? paiseToRupees(coupon.amountOff.paise) : ""),
    expiresAt: coupon.expiresAt ? indiaDateOf(coupon.expiresAt) : "",
    startsAt: coupon.startsAt ? indiaDateOf(coupon.startsAt) : "",
    active: coupon.active,
    usageLimit: coupon.usageLimit === null || coupon.usageLimit === undefined ? "" : String(coupon.usageLimit),
    perCustomerLimit: coupon.perCustomerLimit === null || coupon.perCustomerLimit === undefined ? "" : String(coupon.perCustomerLimit),
    minOrderValue: coupon.minOrder ? String(paiseToRupees(coupon.minOrder.paise)) : "",
    firstOrderOnly: coupon.firstOrderOnly ?? false,
    freeDelivery: coupon.freeDelivery ?? false,
    prepaidOnly: coupon.prepaidOnly ?? false,
    categoryIds: coupon.categoryIds ?? [],
  };
}

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/**
 * What the form gives to what the API takes: the discount as percentOff or amountOffPaise (the
 * other null, which an update clears); an expiry day lasts until its end in India, a start day begins at India's midnight.
 */
export function formToCouponInput(values: CouponFormValues): CouponInput {
  const discount = values.discountType !== "none";
  return {
    code: values.code.trim().toUpperCase(),
    percentOff: values.discountType === "percentage" ? numberOrNull(values.value) : null,
    amountOffPaise: values.discountType === "amount" ? optionalPaise(values.value) : null,
    expiresAt: values.expiresAt ? endOfIndiaDay(values.expiresAt).toISOString() : null,
    startsAt: values.startsAt ? startOfIndiaDay(values.startsAt).toISOString() : null,
    active: values.active,
    usageLimit: numberOrNull(values.usageLimit),
    perCustomerLimit: numberOrNull(values.perCustomerLimit),
    minOrderPaise: optionalPaise(values.minOrderValue),
    firstOrderOnly: values.firstOrderOnly,
    freeDelivery: values.freeDelivery || !discount,
    prepaidOnly: values.prepaidOnly,
    categoryIds: values.categoryIds,
  };
}
