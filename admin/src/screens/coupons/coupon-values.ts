import type { CouponFieldsFragment, CouponInput } from "../../gql/graphql";
import { endOfLocalDay, localIsoDate } from "../../lib/dates";
import { paiseToRupees } from "../../lib/money";
import type { CouponFormValues } from "./CouponForm";

/** A stored coupon as the form edits it. */
export function couponToForm(coupon: CouponFieldsFragment): CouponFormValues {
  const percentage = coupon.discountType === "PERCENTAGE";
  return {
    code: coupon.code,
    discountType: percentage ? "percentage" : "amount",
    value: String(percentage ? (coupon.percentage ?? "") : coupon.fixedAmount ? paiseToRupees(coupon.fixedAmount.paise) : ""),
    expiresAt: coupon.expiresAt ? localIsoDate(new Date(coupon.expiresAt)) : "",
    active: coupon.active,
  };
}

/** What the form gives to what the API takes; an expiry day lasts until its end. */
export function formToCouponInput(values: CouponFormValues): CouponInput {
  return {
    code: values.code.trim().toUpperCase(),
    discountType: values.discountType === "percentage" ? "PERCENTAGE" : "AMOUNT",
    value: Number(values.value),
    expiresAt: values.expiresAt ? endOfLocalDay(values.expiresAt) : null,
    active: values.active,
  };
}
