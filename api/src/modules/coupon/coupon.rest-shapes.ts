import { z } from "zod";
import { restShape, rupees, timestamp } from "../../common/rest/shapes";
import { RestTotals } from "../cart/cart.rest-shapes";
import { CouponStatus, DiscountType } from "./coupon.entity";

export const RestCoupon = restShape(
  "Coupon",
  "A coupon: percentage or fixedAmount (rupees), the other null (both null for a free-delivery coupon)",
  z.object({
    _id: z.string(),
    code: z.string(),
    discountType: z.enum(DiscountType),
    percentage: z.number().nullable(),
    fixedAmount: rupees.nullable(),
    active: z.boolean(),
    expiresAt: timestamp.nullable(),
    status: z.enum(CouponStatus),
    createdAt: timestamp,
  }),
);

export const RestCoupons = z.array(RestCoupon);

export const RestCouponSaved = restShape(
  "CouponSaved",
  "A coupon an admin added or changed, and a notice",
  z.object({ coupon: RestCoupon, message: z.string() }),
);

export const RestCouponCheck = restShape(
  "CouponCheck",
  "A coupon that works on the customer's bag now: what it takes off (rupees) and the bag's totals with it applied",
  RestCoupon.extend({ discount: rupees, totals: RestTotals }),
);
