import { z } from "zod";
import { requireViewer } from "../../common/current-viewer";
import { paiseToRupees } from "@shop/words/money";
import { endOfIndiaDay } from "@shop/words/india-time";
import { validatedInput } from "../../common/validation";
import { pagedList, pageQuery, restPage } from "../../common/rest/paging";
import { jsonNumber, optionalFlag, optionalText, parseRequest, restPaise, withRestFieldNames } from "../../common/rest/parse";
import { defineRoutes, staff } from "../../common/rest/route";
import { RestDeleted } from "../../common/rest/shapes";
import { restTotals } from "../cart/cart.routes";
import { type Coupon } from "./coupon.entity";
import { CouponInput, UpdateCouponInput } from "./coupon.types";
import { type RestCoupon, RestCouponCheck, RestCoupons, RestCouponSaved } from "./coupon.rest-shapes";
import { Permission } from "../../common/auth/permissions";

const couponBody = z
  .object({
    code: optionalText("Coupon code"),
    percentage: jsonNumber("Percentage").nullable().optional(),
    fixedAmount: jsonNumber("Fixed amount").nullable().optional(),
    active: optionalFlag("Active"),
    expiresAt: z
      .string({ error: "Expiry date must be a date" })
      .refine((text) => !Number.isNaN(Date.parse(text)), { error: "Expiry date must be a date" })
      .nullable()
      .optional(),
  })
  .refine((b) => b.percentage == null || b.fixedAmount == null, {
    error: "Give either a percentage or a fixed amount, not both",
    path: ["fixedAmount"],
  });
const checkBody = z.object({ code: optionalText("Coupon code") });

const PAYLOAD =
  "code (trimmed, uppercased), either percentage (1-100) or fixedAmount (rupees, at least 1), active (default true), expiresAt " +
  "(a date-time, or a date meaning the end of that day in India; not before today; null or absent: no expiry).";

export const couponRoutes = defineRoutes([
  {
    method: "get",
    operationId: "listCoupons",
    path: "/coupons",
    tag: "coupons",
    summary: "Admin: the coupons, newest first",
    note: "At most `limit` (default and most 100) from `page`; X-Total-Count has the whole count.",
    access: staff(Permission.MANAGE_PROMOTIONS),
    query: pageQuery,
    returns: "[coupon]: { _id, code, percentage, fixedAmount, discountType, active, expiresAt, status }",
    response: RestCoupons,
    async handle({ ctx, req }) {
      const page = restPage(parseRequest(pageQuery, req.query));
      return pagedList(await ctx.services.coupon.list(page), (coupons) => coupons.map(restCoupon));
    },
  },
  {
    method: "post",
    operationId: "createCoupon",
    path: "/coupons",
    tag: "coupons",
    summary: "Admin: adds a coupon",
    note: PAYLOAD,
    access: staff(Permission.MANAGE_PROMOTIONS),
    body: couponBody,
    successStatus: 201,
    returns: "{ coupon, message }",
    response: RestCouponSaved,
    async handle({ ctx, req }) {
      const { input, fieldNames } = await couponInput(req.body, CouponInput);
      const coupon = await withRestFieldNames(fieldNames, () => ctx.services.coupon.create(input));
      return { body: { coupon: restCoupon(coupon), message: "Coupon added successfully!" } };
    },
  },
  {
    method: "post",
    operationId: "checkCoupon",
    path: "/coupons/check",
    tag: "coupons",
    summary: "Whether a code works now, and what it takes off the customer's bag",
    access: "customer",
    body: checkBody,
    returns: "coupon, with discount (rupees) and the bag's totals with it applied",
    response: RestCouponCheck,
    async handle({ ctx, req }) {
      const { code } = parseRequest(checkBody, req.body);
      const check = await ctx.services.couponChecks.check(requireViewer(ctx).userId, code ?? "");
      return { body: { ...restCoupon(check.coupon), discount: paiseToRupees(check.discount.paise), totals: restTotals(check.totals) } };
    },
  },
  {
    method: "put",
    operationId: "updateCoupon",
    path: "/coupons/:id",
    tag: "coupons",
    summary: "Admin: replaces a coupon's code, discount, active flag and expiry (its other rules stay as they are)",
    note: PAYLOAD,
    access: staff(Permission.MANAGE_PROMOTIONS),
    body: couponBody,
    returns: "{ coupon, message }",
    response: RestCouponSaved,
    async handle({ ctx, req, params }) {
      const { input, fieldNames } = await couponInput(req.body, UpdateCouponInput);
      const coupon = await withRestFieldNames(fieldNames, () => ctx.services.coupon.update(params.id, input));
      return { body: { coupon: restCoupon(coupon), message: "Coupon updated successfully!" } };
    },
  },
  {
    method: "delete",
    operationId: "deleteCoupon",
    path: "/coupons/:id",
    tag: "coupons",
    summary: "Admin: deletes a coupon; orders that used it keep its code and discount",
    access: staff(Permission.MANAGE_PROMOTIONS),
    returns: "{ _id, message }",
    response: RestDeleted,
    async handle({ ctx, params }) {
      await ctx.services.coupon.delete(params.id);
      return { body: { _id: params.id, message: "Coupon deleted successfully!" } };
    },
  },
]);

/**
 * The admin form's fields (rupees) as the GraphQL input (paise), every one of them: an update
 * sets all the REST form knows (its other rules, e.g. limits, stay as they are). Problems are
 * named as the REST fields.
 */
async function couponInput<T extends CouponInput | UpdateCouponInput>(raw: unknown, inputClass: new () => T) {
  const body = parseRequest(couponBody, raw);
  const fieldNames = { percentOff: "percentage", amountOffPaise: "fixedAmount" };
  const input = await withRestFieldNames(fieldNames, () =>
    validatedInput<CouponInput | UpdateCouponInput>(inputClass, {
      code: body.code,
      percentOff: body.percentage ?? null,
      amountOffPaise: restPaise(body.fixedAmount ?? null, "fixedAmount", "Fixed amount"),
      active: body.active ?? true,
      expiresAt: body.expiresAt ? expiryMoment(body.expiresAt) : null,
    }),
  );
  return { input: input as T, fieldNames };
}

/** A bare date (the form's date picker) means the coupon works through that day in India. */
function expiryMoment(text: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? endOfIndiaDay(text) : new Date(text);
}

/** The REST coupon (docs/rest-api.md): `_id`, `code`, `percentage` or `fixedAmount` (rupees; the other is null), `active`, `expiresAt`. */
function restCoupon(c: Coupon): z.output<typeof RestCoupon> {
  return {
    _id: c.id,
    code: c.code,
    discountType: c.discountType,
    percentage: c.percentage,
    fixedAmount: c.fixedAmountPaise === null ? null : paiseToRupees(c.fixedAmountPaise),
    active: c.active,
    expiresAt: c.expiresAt,
    status: c.status,
    createdAt: c.createdAt,
  };
}
