import { formatIndiaDay, indiaDaysLater } from "../../src/common/india-time";
import { describePincodes, parsePincodes } from "../../src/modules/address/pincode-range";
import { PaymentMethod } from "../../src/vocabulary/payment-method";
import { couponBenefit, type CouponOccasion, couponRefusal } from "../../src/modules/coupon/coupon-rules";
import { Coupon } from "../../src/modules/coupon/coupon.entity";

const NOW = new Date("2026-11-23T10:00:00Z");

function coupon(fields: Partial<Coupon> = {}): Coupon {
  return Object.assign(new Coupon(), {
    code: "TEST",
    percentage: 10,
    fixedAmountPaise: null,
    active: true,
    expiresAt: null,
    startsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    minOrderPaise: null,
    firstOrderOnly: false,
    freeDelivery: false,
    prepaidOnly: false,
    categoryIds: [],
    usedCount: 0,
    onlyForEmail: null,
    ...fields,
  });
}

const occasion = (fields: Partial<CouponOccasion> = {}): CouponOccasion => ({
  now: NOW,
  subtotalPaise: 1000_00,
  eligibleSubtotalPaise: 1000_00,
  categoryNames: [],
  customer: { usesOfThisCoupon: 0, ordersPlaced: 0 },
  ...fields,
});

describe("coupon rules", () => {
  it.each<[string, Partial<Coupon>, Partial<CouponOccasion>, [string, string] | null]>([
    ["works", {}, {}, null],
    ["switched off", { active: false }, {}, ["COUPON_INACTIVE", "This coupon is no longer active"]],
    ["expired", { expiresAt: new Date("2026-11-23T09:59:59Z") }, {}, ["COUPON_EXPIRED", "This coupon has expired"]],
    [
      "not started (India's date)",
      { startsAt: new Date("2026-11-26T20:00:00Z") },
      {},
      ["COUPON_NOT_STARTED", "This coupon can be used from Fri, 27 Nov"],
    ],
    ["used up", { usageLimit: 5, usedCount: 5 }, {}, ["COUPON_USED_UP", "This coupon has been used as many times as it can be"]],
    ["one use left", { usageLimit: 5, usedCount: 4 }, {}, null],
    [
      "used once by this customer",
      { perCustomerLimit: 1 },
      { customer: { usesOfThisCoupon: 1, ordersPlaced: 1 } },
      ["COUPON_ALREADY_USED", "You have already used this coupon"],
    ],
    [
      "used three times",
      { perCustomerLimit: 3 },
      { customer: { usesOfThisCoupon: 3, ordersPlaced: 3 } },
      ["COUPON_ALREADY_USED", "You have already used this coupon 3 times"],
    ],
    ["the customer's rules wait for a guest to sign in", { perCustomerLimit: 1, firstOrderOnly: true }, { customer: undefined }, null],
    [
      "sent to another address",
      { onlyForEmail: "reader@example.com", usageLimit: 1 },
      { customer: { usesOfThisCoupon: 0, ordersPlaced: 0, email: "someone@example.com" } },
      ["COUPON_NOT_YOURS", "This coupon was sent to another email address and only works for its account"],
    ],
    [
      "sent to this customer's address",
      { onlyForEmail: "reader@example.com", usageLimit: 1 },
      { customer: { usesOfThisCoupon: 0, ordersPlaced: 0, email: "reader@example.com" } },
      null,
    ],
    [
      "not a first order",
      { firstOrderOnly: true },
      { customer: { usesOfThisCoupon: 0, ordersPlaced: 2 } },
      ["COUPON_FIRST_ORDER_ONLY", "This coupon is only for your first order"],
    ],
    [
      "below the minimum",
      { minOrderPaise: 999_00 },
      { subtotalPaise: 998_99 },
      ["COUPON_MINIMUM_NOT_MET", "This coupon needs an order of at least Rs. 999.00"],
    ],
    ["at the minimum", { minOrderPaise: 999_00 }, { subtotalPaise: 999_00 }, null],
    [
      "none of its categories",
      { categoryIds: ["a", "b"] },
      { eligibleSubtotalPaise: 0, categoryNames: ["Backpacks", "Wallets"] },
      ["COUPON_CATEGORY_MISMATCH", "This coupon applies only to Backpacks and Wallets"],
    ],
    [
      "prepaid, paying on delivery",
      { prepaidOnly: true },
      { paymentMethod: PaymentMethod.COD },
      ["COUPON_PREPAID_ONLY", "This coupon is for UPI payments only, not cash on delivery"],
    ],
    ["prepaid, paying by UPI", { prepaidOnly: true }, { paymentMethod: PaymentMethod.UPI }, null],
    ["prepaid, before choosing", { prepaidOnly: true }, {}, null],
  ])("%s", (_, fields, on, refusal) => {
    const judged = couponRefusal(coupon(fields), occasion(on));
    expect(judged && [judged.code, judged.message]).toEqual(refusal);
  });

  it("a customer who used it hears that before that it is used up", () => {
    expect(
      couponRefusal(
        coupon({ usageLimit: 1, usedCount: 1, perCustomerLimit: 1 }),
        occasion({ customer: { usesOfThisCoupon: 1, ordersPlaced: 1 } }),
      ),
    ).toMatchObject({
      code: "COUPON_ALREADY_USED",
      message: "You have already used this coupon",
      details: { limit: 1 },
    });
  });

  it("carries what a client needs: the start, the minimum, the categories", () => {
    expect(couponRefusal(coupon({ startsAt: new Date("2026-11-26T20:00:00Z") }), occasion())?.details).toEqual({
      startsAt: "2026-11-26T20:00:00.000Z",
    });
    expect(couponRefusal(coupon({ minOrderPaise: 999_00 }), occasion({ subtotalPaise: 1_00 }))?.details).toEqual({
      minimumOrder: expect.objectContaining({ paise: 999_00 }),
    });
    expect(couponRefusal(coupon({ categoryIds: ["a"] }), occasion({ eligibleSubtotalPaise: 0 }))?.details).toEqual({ categoryIds: ["a"] });
  });

  it("gives its discount on the lines it covers, and free delivery when it says so", () => {
    expect(couponBenefit(coupon({ percentage: 20, categoryIds: ["a"] }), 500_00)).toEqual({ discountPaise: 100_00, freeDelivery: false });
    expect(couponBenefit(coupon({ percentage: null, fixedAmountPaise: 800_00, categoryIds: ["a"] }), 500_00)).toEqual({
      discountPaise: 500_00,
      freeDelivery: false,
    });
    expect(couponBenefit(coupon({ percentage: null, freeDelivery: true }), 500_00)).toEqual({ discountPaise: 0, freeDelivery: true });
  });
});

describe("pincode ranges", () => {
  it.each([
    ["560", { from: "560000", to: "560999" }],
    ["4", { from: "400000", to: "499999" }],
    ["110001", { from: "110001", to: "110001" }],
    [" 400001 - 400099 ", { from: "400001", to: "400099" }],
    ["0", null],
    ["056", null],
    ["1234567", null],
    ["400099-400001", null],
    ["40a", null],
  ])("%p is %p", (text, range) => {
    expect(parsePincodes(text)).toEqual(range);
  });

  it("are written back as their prefix when they are one", () => {
    expect(describePincodes("560000", "560999")).toBe("560");
    expect(describePincodes("110001", "110001")).toBe("110001");
    expect(describePincodes("400001", "400099")).toBe("400001-400099");
  });
});

describe("delivery dates in India", () => {
  it("count days from India's date, not UTC's", () => {
    // 20:00 UTC on 23 Nov is already 24 Nov in India: two days on is Thu, 26 Nov.
    expect(formatIndiaDay(indiaDaysLater(new Date("2026-11-23T20:00:00Z"), 2))).toBe("Thu, 26 Nov");
    expect(formatIndiaDay(indiaDaysLater(new Date("2026-11-23T10:00:00Z"), 3))).toBe("Thu, 26 Nov");
  });
});
