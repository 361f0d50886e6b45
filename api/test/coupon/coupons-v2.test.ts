import { createProduct } from "../support/catalog-fixtures";
import { addToCart, customerWithBag, GET_CART, placeCheckout, placeCheckoutOk } from "../support/commerce";
import { race } from "../support/races";
import { NO_RATE_LIMITS, startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const CREATE = graphql(
  `mutation CouponsV2Create($input: CouponInput!) { createCoupon(input: $input) { id code status usedCount freeDelivery discountType } }`,
);
graphql(`fragment CouponsV2Bag on Cart { couponCode couponNotice totals { ...TotalsFields } }`);
const APPLY = graphql(`mutation CouponsV2Apply($code: String!) { applyCoupon(code: $code) { ...CouponsV2Bag } }`);
const REMOVE = graphql(`mutation CouponsV2Remove { removeCoupon { ...CouponsV2Bag } }`);
const BAG = graphql(`query CouponsV2Cart { cart { ...CouponsV2Bag } }`);
const CANCEL = graphql(`mutation CouponsV2Cancel($id: ID!) { cancelMyOrder(id: $id) { id status } }`);
const USAGE = graphql(
  `query CouponsV2Usage{ coupons(first: 100) { nodes { code usedCount status usage { orders revenue { paise } discount { paise } } } } }`,
);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop(NO_RATE_LIMITS);
  admin = await t.adminToken();
});
afterAll(() => t.close());

let sequence = 0;
/** A coupon with a fresh code: 10% off unless the rules given say otherwise. */
async function coupon(rules: Record<string, unknown> = {}) {
  const code = `V2-${++sequence}-${Date.now() % 100000}`;
  return (await t.gqlOk(CREATE, { input: { code, percentOff: 10, ...rules } }, admin)).createCoupon as {
    id: string;
    code: string;
  };
}

async function refusalOf(token: string, code: string) {
  const res = await t.gql(APPLY, { code }, token);
  return { message: res.errors?.[0]?.message, code: res.errors?.[0]?.extensions?.code, field: res.errors?.[0]?.extensions?.field };
}

describe("each coupon rule refuses with its own message", () => {
  it("start date, expiry, switched off", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 1500_00 });
    const customer = await customerWithBag(t, bag.id);
    const later = await coupon({ startsAt: "2099-12-04T06:00:00Z" });
    expect(await refusalOf(customer.token, later.code)).toEqual({
      message: "This coupon can be used from Fri, 4 Dec",
      code: "COUPON_NOT_STARTED",
      field: "code",
    });
    const expired = await coupon({ expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.id]);
    expect(await refusalOf(customer.token, expired.code)).toMatchObject({ message: "This coupon has expired", code: "COUPON_EXPIRED" });
    const off = await coupon({ active: false });
    expect(await refusalOf(customer.token, off.code)).toMatchObject({
      message: "This coupon is no longer active",
      code: "COUPON_INACTIVE",
    });
    expect(await refusalOf(customer.token, "NO-SUCH-CODE")).toMatchObject({ message: "Invalid coupon code", code: "COUPON_NOT_FOUND" });
  });

  it("minimum order value, in rupees as the shop writes them", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 500_00 });
    const customer = await customerWithBag(t, bag.id);
    const min = await coupon({ minOrderPaise: 999_00 });
    expect(await refusalOf(customer.token, min.code)).toEqual({
      message: "This coupon needs an order of at least Rs. 999.00",
      code: "COUPON_MINIMUM_NOT_MET",
      field: "code",
    });
    await addToCart(t, customer, bag.id, { quantity: 1 });
    expect((await t.gqlOk(APPLY, { code: min.code }, customer.token)).applyCoupon.totals.discount.paise).toBe(100_00);
  });

  it("first order only", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 500_00 });
    const customer = await customerWithBag(t, bag.id);
    await placeCheckoutOk(t, customer.token);
    await addToCart(t, customer, bag.id);
    const first = await coupon({ firstOrderOnly: true });
    expect(await refusalOf(customer.token, first.code)).toMatchObject({
      message: "This coupon is only for your first order",
      code: "COUPON_FIRST_ORDER_ONLY",
    });
  });

  it("categories: the discount covers only their lines, and a bag without them is refused naming them", async () => {
    const covered = await createProduct(t.dataSource, { pricePaise: 1000_00 });
    const other = await createProduct(t.dataSource, { pricePaise: 400_00 });
    const [{ category_id: categoryId }] = await t.dataSource.query(`SELECT category_id FROM products WHERE id = $1`, [covered.id]);
    await t.dataSource.query(`UPDATE categories SET name = 'Wallets' WHERE id = $1`, [categoryId]);
    const walletsOnly = await coupon({ categoryIds: [categoryId], percentOff: 20 });
    const customer = await customerWithBag(t, other.id);
    expect(await refusalOf(customer.token, walletsOnly.code)).toMatchObject({
      message: "This coupon applies only to Wallets",
      code: "COUPON_CATEGORY_MISMATCH",
    });
    await addToCart(t, customer, covered.id);
    const bag = (await t.gqlOk(APPLY, { code: walletsOnly.code }, customer.token)).applyCoupon;
    expect(bag.totals.discount.paise).toBe(200_00); // 20% of the wallet only, not of the Rs. 1,400 bag
  });

  it("prepaid only: kept on the bag, refused at checkout with cash on delivery, taken with UPI", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 800_00 });
    const customer = await customerWithBag(t, bag.id);
    const upi = await coupon({ prepaidOnly: true });
    await t.gqlOk(APPLY, { code: upi.code }, customer.token);
    const total = (await t.gqlOk(BAG, {}, customer.token)).cart.totals.total.paise;
    const cod = await placeCheckout(t, customer.token, { paymentMethod: "COD", couponCode: upi.code, expectedTotalPaise: total });
    expect(cod.errors?.[0]).toMatchObject({
      message: "This coupon is for UPI payments only, not cash on delivery",
      extensions: { code: "COUPON_PREPAID_ONLY", kind: "BAD_USER_INPUT", field: "couponCode" },
    });
    const paid = await placeCheckoutOk(t, customer.token, { paymentMethod: "UPI", couponCode: upi.code, expectedTotalPaise: total });
    expect(paid).toMatchObject({ status: "AWAITING_PAYMENT", couponCode: upi.code, totals: { discount: { paise: 80_00 } } });
  });

  it("free delivery alone, and with a discount", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 300_00 });
    const customer = await customerWithBag(t, bag.id);
    const ship = await coupon({ freeDelivery: true, percentOff: null });
    expect((await t.gqlOk(APPLY, { code: ship.code }, customer.token)).applyCoupon.totals).toMatchObject({
      delivery: { paise: 0 },
      discount: { paise: 0 },
      total: { paise: 300_00 },
    });
    const both = await coupon({ freeDelivery: true, percentOff: 10 });
    expect((await t.gqlOk(APPLY, { code: both.code }, customer.token)).applyCoupon.totals).toMatchObject({
      delivery: { paise: 0 },
      discount: { paise: 30_00 },
      total: { paise: 270_00 },
    });
    expect(
      (
        await t.gqlOk(
          graphql(`query CouponsV2Coupon($id: ID!) { coupon(id: $id) { discountType freeDelivery percentOff amountOff { paise } } }`),
          { id: ship.id },
          admin,
        )
      ).coupon,
    ).toEqual({
      discountType: "FREE_DELIVERY",
      freeDelivery: true,
      percentOff: null,
      amountOff: null,
    });
  });

  it("per-customer limit across two orders", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 500_00, countInStock: 50 });
    const twice = await coupon({ perCustomerLimit: 2 });
    const customer = await customerWithBag(t, bag.id);
    await placeCheckoutOk(t, customer.token, { couponCode: twice.code });
    await addToCart(t, customer, bag.id);
    await placeCheckoutOk(t, customer.token, { couponCode: twice.code });
    await addToCart(t, customer, bag.id);
    expect(await refusalOf(customer.token, twice.code)).toMatchObject({
      message: "You have already used this coupon 2 times",
      code: "COUPON_ALREADY_USED",
    });
    const once = await coupon({ perCustomerLimit: 1 });
    await placeCheckoutOk(t, customer.token, { couponCode: once.code });
    await addToCart(t, customer, bag.id);
    expect(await refusalOf(customer.token, once.code)).toMatchObject({
      message: "You have already used this coupon",
      code: "COUPON_ALREADY_USED",
    });
    // Another customer is not held back by this one's uses.
    const other = await customerWithBag(t, bag.id);
    expect((await t.gqlOk(APPLY, { code: once.code }, other.token)).applyCoupon.couponCode).toBe(once.code);
  });
});

describe("usage is counted when the order is placed and released when it is cancelled", () => {
  it("50 concurrent checkouts against a limit of 10 give exactly 10 discounted orders", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 500_00, countInStock: 100 });
    const limited = await coupon({ usageLimit: 10 });
    const customers = await Promise.all(Array.from({ length: 50 }, () => customerWithBag(t, bag.id)));
    // Everyone saw the coupon working before anyone placed an order.
    await Promise.all(customers.map((c) => t.gqlOk(APPLY, { code: limited.code }, c.token)));
    const results = await Promise.all(
      customers.map((c) => placeCheckout(t, c.token, { couponCode: limited.code, expectedTotalPaise: 500_00 })),
    );
    const placed = results.filter((r) => !r.errors);
    expect(placed).toHaveLength(10);
    for (const refused of results.filter((r) => r.errors)) {
      expect(refused.errors?.[0]).toMatchObject({
        message: "This coupon has been used as many times as it can be",
        extensions: { code: "COUPON_USED_UP", kind: "BAD_USER_INPUT", field: "couponCode" },
      });
    }
    const [{ orders }] = await t.dataSource.query(`SELECT count(*)::int AS orders FROM orders WHERE coupon_code = $1`, [limited.code]);
    expect(orders).toBe(10);
    const [row] = await t.dataSource.query(
      `SELECT used_count, (SELECT count_in_stock FROM products WHERE id = $2) AS stock FROM coupons WHERE id = $1`,
      [limited.id, bag.id],
    );
    expect(row).toEqual({ used_count: 10, stock: 90 });
  });

  it("the last use, by construction: a checkout taking it holds the coupon, and the next waits and is refused", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 500_00, countInStock: 10 });
    const last = await coupon({ usageLimit: 1 });
    const [a, b] = await Promise.all([customerWithBag(t, bag.id), customerWithBag(t, bag.id)]);
    const outcome = await race(
      t,
      "coupon:redeeming",
      () => placeCheckout(t, a.token, { couponCode: last.code, expectedTotalPaise: 500_00 }),
      () => placeCheckout(t, b.token, { couponCode: last.code, expectedTotalPaise: 500_00 }),
    );
    expect(outcome.secondWaited).toBe(true);
    expect(outcome.first.errors).toBeUndefined();
    expect(outcome.second.errors?.[0]).toMatchObject({
      message: "This coupon has been used as many times as it can be",
      extensions: { code: "COUPON_USED_UP", kind: "BAD_USER_INPUT", field: "couponCode" },
    });
    const [{ used_count }] = await t.dataSource.query(`SELECT used_count FROM coupons WHERE id = $1`, [last.id]);
    expect(used_count).toBe(1);
  });

  it("cancelling an order gives its use back; a failed UPI payment does too", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 500_00, countInStock: 10 });
    const single = await coupon({ usageLimit: 1 });
    const first = await customerWithBag(t, bag.id);
    const order = await placeCheckoutOk(t, first.token, { couponCode: single.code });
    const second = await customerWithBag(t, bag.id);
    expect(await refusalOf(second.token, single.code)).toMatchObject({
      message: "This coupon has been used as many times as it can be",
      code: "COUPON_USED_UP",
    });
    await t.gqlOk(CANCEL, { id: order.orderId }, first.token);
    const upi = await placeCheckoutOk(t, second.token, { couponCode: single.code, paymentMethod: "UPI" });
    expect(upi.totals.discount.paise).toBe(50_00);
    await t.gqlOk(
      graphql(`mutation CouponsV2AbandonCheckout($id: ID!) { abandonCheckout(id: $id) { status } }`),
      { id: upi.id },
      second.token,
    );
    const [{ used_count }] = await t.dataSource.query(`SELECT used_count FROM coupons WHERE id = $1`, [single.id]);
    expect(used_count).toBe(0);
    expect((await placeCheckoutOk(t, second.token, { couponCode: single.code })).totals.discount.paise).toBe(50_00);
  });

  it("admins see each coupon's orders, revenue and discount (cancelled orders not counted)", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 2000_00, countInStock: 10 });
    const tracked = await coupon({ percentOff: 25 });
    const a = await customerWithBag(t, bag.id);
    const b = await customerWithBag(t, bag.id);
    const c = await customerWithBag(t, bag.id);
    await placeCheckoutOk(t, a.token, { couponCode: tracked.code });
    await placeCheckoutOk(t, b.token, { couponCode: tracked.code });
    const cancelled = await placeCheckoutOk(t, c.token, { couponCode: tracked.code });
    await t.gqlOk(CANCEL, { id: cancelled.orderId }, c.token);
    // The orders' and the cancellation's emails are sent by jobs on the same database: not counted here.
    await t.settleJobs(60_000);
    t.queries.reset();
    const items = (await t.gqlOk(USAGE, {}, admin)).coupons.nodes as { code: string }[];
    const queriesForPage = t.queries.count;
    expect(items.find((i) => i.code === tracked.code)).toEqual({
      code: tracked.code,
      usedCount: 2,
      status: "ACTIVE",
      usage: { orders: 2, revenue: { paise: 2 * 1500_00 }, discount: { paise: 2 * 500_00 } },
    });
    // One query for the usage of the whole page, however many coupons it has.
    await coupon();
    await coupon();
    await t.settleJobs(60_000);
    t.queries.reset();
    await t.gqlOk(USAGE, {}, admin);
    expect(t.queries.count).toBe(queriesForPage);
    expect((await t.gql(USAGE, {}, a.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});

describe("the coupon stays on the bag", () => {
  it("is kept with the bag, counted in its totals and used by checkout without sending it again", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 1000_00 });
    const customer = await customerWithBag(t, bag.id);
    const kept = await coupon({ percentOff: 15 });
    await t.gqlOk(APPLY, { code: kept.code.toLowerCase() }, customer.token);
    const reread = (await t.gqlOk(BAG, {}, customer.token)).cart;
    expect(reread).toMatchObject({
      couponCode: kept.code,
      couponNotice: null,
      totals: { discount: { paise: 150_00 }, total: { paise: 900_00 } },
    });
    const placed = await placeCheckoutOk(t, customer.token, { expectedTotalPaise: 900_00 });
    expect(placed).toMatchObject({ couponCode: kept.code, totals: { total: { paise: 900_00 } } });
    expect((await t.gqlOk(BAG, {}, customer.token)).cart.couponCode).toBeNull();
  });

  it("is taken off with a notice when it stops working, the notice staying until dismissed", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 600_00 });
    const customer = await customerWithBag(t, bag.id, 2);
    const min = await coupon({ minOrderPaise: 1000_00 });
    await t.gqlOk(APPLY, { code: min.code }, customer.token);
    const [line] = (await t.gqlOk(GET_CART, {}, customer.token)).cart.lines;
    await t.gqlOk(
      graphql(`mutation CouponsV2UpdateCartLine($input: UpdateCartLineInput!) { updateCartLine(input: $input) { itemCount } }`),
      { input: { lineId: line.id, quantity: 1 } },
      customer.token,
    );
    const notice = `Coupon ${min.code} was removed: This coupon needs an order of at least Rs. 1,000.00`;
    expect((await t.gqlOk(BAG, {}, customer.token)).cart).toMatchObject({
      couponCode: null,
      couponNotice: notice,
      totals: { discount: { paise: 0 } },
    });
    expect((await t.gqlOk(BAG, {}, customer.token)).cart.couponNotice).toBe(notice);
    expect((await t.gqlOk(REMOVE, {}, customer.token)).removeCoupon).toMatchObject({ couponCode: null, couponNotice: null });

    const expiring = await coupon();
    await t.gqlOk(APPLY, { code: expiring.code }, customer.token);
    await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.id]);
    expect((await t.gqlOk(BAG, {}, customer.token)).cart.couponNotice).toBe(`Coupon ${expiring.code} was removed: This coupon has expired`);
  });

  it("comes along when a guest signs in", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 700_00 });
    const guestId = `guest_${Date.now()}_abcdef123456`;
    await addToCart(t, { guestId }, bag.id);
    const kept = await coupon();
    await t.gqlOk(
      graphql(
        `mutation CouponsV2ApplyCoupon($code: String!, $guestId: String) { applyCoupon(code: $code, guestId: $guestId) { couponCode } }`,
      ),
      {
        code: kept.code,
        guestId,
      },
    );
    const customer = await t.registerCustomer();
    const merged = (
      await t.gqlOk(
        graphql(`mutation CouponsV2Merge($guestId: String!) { mergeGuestCart(guestId: $guestId) { ...CouponsV2Bag } }`),
        { guestId },
        customer.token,
      )
    ).mergeGuestCart;
    expect(merged).toMatchObject({ couponCode: kept.code, totals: { discount: { paise: 70_00 } } });
  });
});
