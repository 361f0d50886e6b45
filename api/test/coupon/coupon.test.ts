import { createProduct } from "../support/catalog-fixtures";
import { CHECK_COUPON, CREATE_COUPON, customerWithBag, UPDATE_COUPON } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import type { CouponInput } from "../gql/graphql";

const COUPONS = graphql(
  `query Coupons($first: Int, $after: String) { coupons(first: $first, after: $after) { totalCount nodes { code status } } }`,
);
const COUPON = graphql(`query Coupon($id: ID!) { coupon(id: $id) { id code } }`);
const DELETE_COUPON = graphql(`mutation CouponDeleteCoupon($id: ID!) { deleteCoupon(id: $id) { id } }`);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString();

async function createCoupon(input: CouponInput) {
  return (await t.gqlOk(CREATE_COUPON, { input }, admin)).createCoupon;
}

describe("managing coupons", () => {
  it("creates a coupon with its code trimmed and uppercased, edits, lists and deletes it", async () => {
    const created = await createCoupon({ code: "  summer25 ", percentOff: 25, expiresAt: tomorrow() });
    expect(created).toMatchObject({
      code: "SUMMER25",
      discountType: "PERCENTAGE",
      percentOff: 25,
      amountOff: null,
      active: true,
      status: "ACTIVE",
    });

    const updated = (
      await t.gqlOk(UPDATE_COUPON, { id: created.id, input: { code: "summer-flat", amountOffPaise: 150_50, active: false } }, admin)
    ).updateCoupon;
    // An amount sent replaces the percentage; the expiry, not sent, stays.
    expect(updated).toMatchObject({
      code: "SUMMER-FLAT",
      discountType: "AMOUNT",
      percentOff: null,
      amountOff: { paise: 150_50 },
      active: false,
      expiresAt: created.expiresAt,
      status: "INACTIVE",
    });
    expect((await t.gqlOk(COUPON, { id: created.id }, admin)).coupon.code).toBe("SUMMER-FLAT");

    const list = (await t.gqlOk(COUPONS, {}, admin)).coupons;
    expect(list.nodes).toContainEqual({ code: "SUMMER-FLAT", status: "INACTIVE" });

    expect((await t.gqlOk(DELETE_COUPON, { id: created.id }, admin)).deleteCoupon).toEqual({ id: created.id });
    expect((await t.gqlOk(COUPON, { id: created.id }, admin)).coupon).toBeNull();
    expect((await t.gql(DELETE_COUPON, { id: created.id }, admin)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("shows a coupon past its expiry as EXPIRED", async () => {
    const coupon = await createCoupon({ code: "SHORTLIVED", amountOffPaise: 10_00, expiresAt: tomorrow() });
    await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE id = $1`, [coupon.id]);
    expect((await t.gqlOk(COUPONS, { first: 100 }, admin)).coupons.nodes).toContainEqual({ code: "SHORTLIVED", status: "EXPIRED" });
  });

  it("refuses a second coupon with the same code in another case", async () => {
    await createCoupon({ code: "ONCEONLY", percentOff: 5 });
    const res = await t.gql(CREATE_COUPON, { input: { code: " onceonly", amountOffPaise: 5_00 } }, admin);
    expect(res.errors?.[0]).toMatchObject({
      message: "A coupon with this code already exists",
      extensions: { code: "BAD_USER_INPUT", field: "code" },
    });
  });

  it.each([
    [{ code: "" }, "code", "Coupon code is required"],
    [{ code: "   " }, "code", "Coupon code is required"],
    [{ code: "TEN OFF" }, "code", "Coupon code may contain only letters, digits, - and _"],
    [{ percentOff: 0 }, "percentOff", "Percentage must be at least 1"],
    [{ percentOff: -5 }, "percentOff", "Percentage must be at least 1"],
    [{ percentOff: 101 }, "percentOff", "Percentage cannot exceed 100"],
    [{ percentOff: null, amountOffPaise: 50 }, "amountOffPaise", "Amount off must be at least Rs. 1"],
    [{ percentOff: null, amountOffPaise: -100_00 }, "amountOffPaise", "Amount off must be at least Rs. 1"],
    [{ percentOff: null, amountOffPaise: 1_000_000_001 }, "amountOffPaise", "Amount off can be at most Rs. 1,00,00,000"],
    [{ amountOffPaise: 10_00 }, "amountOffPaise", "Give either a percentage or an amount off, not both"],
    [{ percentOff: null }, "percentOff", "Give a percentage or an amount off, or make delivery free"],
    [{ minOrderPaise: 99 }, "minOrderPaise", "Minimum order value must be at least Rs. 1 (leave it empty for none)"],
    [{ expiresAt: "2020-01-01T00:00:00Z" }, "expiresAt", "Expiry date cannot be earlier than today"],
  ])("refuses %p: %s '%s'", async (change, field, message) => {
    const res = await t.gql(CREATE_COUPON, { input: { code: "VALIDME", percentOff: 10, ...change } }, admin);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int FROM coupons WHERE code = 'VALIDME'`);
    expect(count).toBe(0);
  });

  it("refuses a fraction of a paisa by the scalar, naming the field", async () => {
    const res = await t.gql(CREATE_COUPON, { input: { code: "HALFPAISA", amountOffPaise: 100_00.5 } }, admin);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "amountOffPaise" } });
    const percent = await t.gql(CREATE_COUPON, { input: { code: "HALFPERCENT", percentOff: 12.5 } }, admin);
    expect(percent.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "percentOff" } });
  });

  it("changes only what an update sends", async () => {
    const coupon = await createCoupon({
      code: "PARTIAL",
      amountOffPaise: 1299_99,
      minOrderPaise: 2000_00,
      usageLimit: 9,
      prepaidOnly: true,
    });
    const changed = graphql(`mutation CouponChanged($id: ID!, $input: UpdateCouponInput!) {
      updateCoupon(id: $id, input: $input) { code percentOff amountOff { paise } minOrder { paise } usageLimit prepaidOnly active }
    }`);
    const off = (await t.gqlOk(changed, { id: coupon.id, input: { active: false } }, admin)).updateCoupon;
    expect(off).toEqual({
      code: "PARTIAL",
      percentOff: null,
      amountOff: { paise: 1299_99 },
      minOrder: { paise: 2000_00 },
      usageLimit: 9,
      prepaidOnly: true,
      active: false,
    });
    // null clears a rule; the discount, not sent, stays.
    const noMinimum = (await t.gqlOk(changed, { id: coupon.id, input: { minOrderPaise: null, usageLimit: null } }, admin)).updateCoupon;
    expect(noMinimum).toMatchObject({ amountOff: { paise: 1299_99 }, minOrder: null, usageLimit: null, active: false });
    const noCode = await t.gql(changed, { id: coupon.id, input: { code: null } }, admin);
    expect(noCode.errors?.[0]).toMatchObject({ message: "Coupon code is required", extensions: { code: "BAD_USER_INPUT", field: "code" } });
    const both = await t.gql(changed, { id: coupon.id, input: { percentOff: 5, amountOffPaise: 5_00 } }, admin);
    expect(both.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "amountOffPaise" } });
  });

  it("accepts an expiry later today (India time) and 100 percent", async () => {
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    expect((await createCoupon({ code: "FREEBIE", percentOff: 100, expiresAt: inAnHour })).percentOff).toBe(100);
  });
});

describe("checking a coupon", () => {
  it("returns the coupon and what it takes off the customer's bag", async () => {
    await createCoupon({ code: "PCT15", percentOff: 15 });
    await createCoupon({ code: "FLAT200", amountOffPaise: 200_00 });
    const bag = await createProduct(t.dataSource, { pricePaise: 999_99 });
    const customer = await customerWithBag(t, bag.id);

    const pct = (await t.gqlOk(CHECK_COUPON, { code: "pct15" }, customer.token)).checkCoupon;
    // 15% of 999.99 = 149.9985, rounded to 150.00; delivery 50 (subtotal not above 1,000).
    expect(pct.coupon).toMatchObject({ code: "PCT15", discountType: "PERCENTAGE", percentOff: 15, status: "ACTIVE" });
    expect(pct.discount.paise).toBe(150_00);
    expect(pct.totals).toMatchObject({
      subtotal: { paise: 999_99 },
      delivery: { paise: 50_00 },
      discount: { paise: 150_00 },
      total: { paise: 899_99 },
    });

    const flat = (await t.gqlOk(CHECK_COUPON, { code: " FLAT200 " }, customer.token)).checkCoupon;
    expect(flat.discount.paise).toBe(200_00);
    expect(flat.totals.total.paise).toBe(849_99);
  });

  it.each([
    ["", "Please enter a coupon code", "BAD_USER_INPUT"],
    ["   ", "Please enter a coupon code", "BAD_USER_INPUT"],
    ["NOSUCHCODE", "Invalid coupon code", "COUPON_NOT_FOUND"],
    ["SWITCHEDOFF", "This coupon is no longer active", "COUPON_INACTIVE"],
    ["WASVALID", "This coupon has expired", "COUPON_EXPIRED"],
  ])("refuses %p: '%s' (%s)", async (code, message, errorCode) => {
    if (code === "SWITCHEDOFF") await createCoupon({ code, percentOff: 10, active: false });
    if (code === "WASVALID") {
      const c = await createCoupon({ code, percentOff: 10, expiresAt: tomorrow() });
      await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 second' WHERE id = $1`, [c.id]);
    }
    const customer = await t.registerCustomer();
    const res = await t.gql(CHECK_COUPON, { code }, customer.token);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: errorCode, kind: "BAD_USER_INPUT", field: "code" } });
  });

  it("is for signed-in customers", async () => {
    expect((await t.gql(CHECK_COUPON, { code: "PCT15" })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
