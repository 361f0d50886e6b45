import crypto from "node:crypto";
import { createProduct, productRow } from "../support/catalog-fixtures";
import {
  ADDRESS,
  addToCart,
  CREATE_COUPON,
  customerWithBag,
  FINALIZE_CHECKOUT,
  GET_CART,
  GET_CHECKOUT,
  placeCheckout,
  placeCheckoutOk,
  shownTotal,
  UPDATE_COUPON,
} from "../support/commerce";
import { readOutbox } from "../support/outbox";
import { race } from "../support/races";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import type { CouponInput } from "../gql/graphql";

const ORDER = graphql(
  `query CheckoutOrder($id: ID!) { order(id: $id) { id number status paymentStatus paymentMethod couponCode totals { subtotal { paise } giftWrap { paise } delivery { paise } discount { paise } total { paise } } items { productId name price { paise } quantity size color giftWrap lineTotal { paise } image { url } } shippingInfo { firstName lastName address city state postalCode phoneNo } } }`,
);

const ESTIMATE = graphql(`query CheckoutDeliveryEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { message } }`);

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

async function orderCount(): Promise<number> {
  const [{ count }] = await t.dataSource.query(`SELECT count(*)::int FROM orders`);
  return count;
}

describe("cash on delivery", () => {
  it("places the order at once from the server's prices, takes stock, clears the bag and emails the customer", async () => {
    const tote = await createProduct(t.dataSource, {
      name: "Leather Tote",
      pricePaise: 900_00,
      discountPricePaise: 799_50,
      countInStock: 5,
    });
    const wallet = await createProduct(t.dataSource, { name: "Card Wallet", pricePaise: 199_00, countInStock: 3 });
    const customer = await customerWithBag(t, tote.id, 1, { giftWrap: true });
    await addToCart(t, customer, wallet.id, { quantity: 2 });

    // 799.50 + 2 x 199 = 1197.50 (> 1,000: free delivery) + 35 gift wrap = 1232.50
    const checkout = await placeCheckoutOk(t, customer.token, { expectedTotalPaise: 1232_50 });
    expect(checkout).toMatchObject({
      status: "COMPLETED",
      paymentMethod: "COD",
      paymentStatus: "UNPAID",
      paymentUrl: null,
      redirectUrl: `/order-confirmation?orderId=${checkout.orderId}`,
      totals: { subtotal: { paise: 1197_50 }, giftWrap: { paise: 35_00 }, delivery: { paise: 0 }, total: { paise: 1232_50 } },
    });

    const order = (await t.gqlOk(ORDER, { id: checkout.orderId }, customer.token)).order;
    expect(order).toMatchObject({
      status: "PENDING",
      paymentStatus: "UNPAID",
      paymentMethod: "COD",
      couponCode: null,
      shippingInfo: ADDRESS,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: tote.id,
        name: "Leather Tote",
        price: { paise: 799_50 },
        quantity: 1,
        size: "Medium",
        color: "Black",
        giftWrap: true,
      }),
      expect.objectContaining({
        productId: wallet.id,
        name: "Card Wallet",
        price: { paise: 199_00 },
        quantity: 2,
        giftWrap: false,
        lineTotal: { paise: 398_00 },
      }),
    ]);

    expect(await productRow(t.dataSource, tote.id)).toEqual({ countInStock: 4, soldCount: 1 });
    expect(await productRow(t.dataSource, wallet.id)).toEqual({ countInStock: 1, soldCount: 2 });
    expect((await t.gqlOk(GET_CART, {}, customer.token)).cart.lines).toEqual([]);

    await t.settleJobs();
    const mail = (await readOutbox(t.config.outboxDir)).find((m) => m.to === customer.email);
    expect(mail?.subject).toBe(`Your Bagzone order ${order.number} is confirmed`);
    expect(mail?.text).toContain(order.number);
    expect(mail?.text).toContain("1 x Leather Tote (Medium, Black), gift wrapped: Rs. 799.50");
    expect(mail?.text).toContain("Total: Rs. 1,232.50");
    // The date the pincode's estimate gives (a shop without delivery rules: dispatch and the policies' longest time).
    const { deliveryEstimate } = await t.gqlOk(ESTIMATE, { pincode: ADDRESS.postalCode });
    expect(mail?.text).toContain(`${deliveryEstimate.message}.`);
  });

  it("keeps the order as it was bought when the catalog changes later", async () => {
    const bag = await createProduct(t.dataSource, { name: "Weekender", pricePaise: 1500_00 });
    const customer = await customerWithBag(t, bag.id);
    const { orderId } = await placeCheckoutOk(t, customer.token);
    await t.dataSource.query(`UPDATE products SET name = 'Renamed', price_paise = 1 WHERE id = $1`, [bag.id]);
    const order = (await t.gqlOk(ORDER, { id: orderId }, customer.token)).order;
    expect(order.items[0]).toMatchObject({ name: "Weekender", price: { paise: 1500_00 } });
    await t.dataSource.query(`DELETE FROM products WHERE id = $1`, [bag.id]);
    expect((await t.gqlOk(ORDER, { id: orderId }, customer.token)).order.items[0]).toMatchObject({ name: "Weekender", productId: null });
  });

  it("finalizing twice gives the same single order", async () => {
    const bag = await createProduct(t.dataSource);
    const customer = await customerWithBag(t, bag.id);
    const checkout = await placeCheckoutOk(t, customer.token);
    const before = await orderCount();
    const [a, b] = await Promise.all([
      t.gqlOk(FINALIZE_CHECKOUT, { id: checkout.id }, customer.token),
      t.gqlOk(FINALIZE_CHECKOUT, { id: checkout.id }, customer.token),
    ]);
    const c = await t.gqlOk(FINALIZE_CHECKOUT, { id: checkout.id }, customer.token);
    expect(new Set([a, b, c].map((r) => r.finalizeCheckout.orderId))).toEqual(new Set([checkout.orderId]));
    expect(await orderCount()).toBe(before);
  });
});

describe("the server decides the price", () => {
  it("refuses a tampered expected total and takes nothing", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 2000_00, countInStock: 4 });
    const customer = await customerWithBag(t, bag.id);
    for (const expectedTotalPaise of [1_00, 0, 1999_99, 2000_01]) {
      const res = await placeCheckout(t, customer.token, { expectedTotalPaise });
      expect(res.errors?.[0].extensions).toMatchObject({
        code: "PRICES_CHANGED",
        kind: "CONFLICT",
        total: { paise: 2000_00 },
        expectedTotal: { paise: expectedTotalPaise },
      });
      expect(res.errors?.[0].message).toMatch(
        /^Prices have changed since you last saw your bag: the total is now Rs\. 2,000\.00, not Rs\. [\d,.]+\. Please review your order and place it again\.$/,
      );
    }
    expect(await productRow(t.dataSource, bag.id)).toEqual({ countInStock: 4, soldCount: 0 });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int FROM checkouts WHERE user_id = $1`, [customer.id]);
    expect(count).toBe(0);
    expect((await t.gqlOk(GET_CART, {}, customer.token)).cart.lines).toHaveLength(1);
  });

  it("refuses when the price changed after the shopper saw it", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 700_00 });
    const customer = await customerWithBag(t, bag.id);
    const seen = await shownTotal(t, customer.token);
    await t.dataSource.query(`UPDATE products SET discount_price_paise = 60000 WHERE id = $1`, [bag.id]);
    const res = await placeCheckout(t, customer.token, { expectedTotalPaise: seen });
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: "PRICES_CHANGED", kind: "CONFLICT", total: { paise: 600_00 + 50_00 } } });
    expect(res.errors?.[0].message).toContain("the total is now Rs. 650.00, not Rs. 750.00");
  });

  it("refuses an expected total that is not a whole, non-negative, sane number of paise, naming the field", async () => {
    const bag = await createProduct(t.dataSource);
    const customer = await customerWithBag(t, bag.id);
    const fraction = await placeCheckout(t, customer.token, { expectedTotalPaise: 550_00.5 });
    expect(fraction.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "expectedTotalPaise" } });
    expect(fraction.errors?.[0].message).toContain("SafeInt cannot represent non-integer value");
    const negative = await placeCheckout(t, customer.token, { expectedTotalPaise: -5_00 });
    expect(negative.errors?.[0]).toMatchObject({
      message: "Expected total cannot be negative",
      extensions: { code: "BAD_USER_INPUT", field: "expectedTotalPaise" },
    });
    const absurd = await placeCheckout(t, customer.token, { expectedTotalPaise: 2 ** 53 });
    expect(absurd.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "expectedTotalPaise" } });
    expect(await productRow(t.dataSource, bag.id)).toMatchObject({ soldCount: 0 });
  });

  it("refuses an empty bag", async () => {
    const customer = await t.registerCustomer();
    const res = await placeCheckout(t, customer.token, { expectedTotalPaise: 0 });
    expect(res.errors?.[0]).toMatchObject({ message: "Your shopping bag is empty!", extensions: { code: "EMPTY_BAG", kind: "CONFLICT" } });
  });

  it("refuses guests", async () => {
    const res = await t.gql(
      graphql(`mutation CheckoutCreateCheckout($input: CreateCheckoutInput!) { createCheckout(input: $input) { id } }`),
      {
        input: { shippingInfo: ADDRESS, paymentMethod: "COD", expectedTotalPaise: 10_00, idempotencyKey: "k" },
      },
    );
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("the address step", () => {
  it.each([
    ["firstName", "", "First name is required"],
    ["firstName", "   ", "First name is required"],
    ["lastName", "", "Last name is required"],
    ["address", "", "Address is required"],
    ["city", "", "City is required"],
    ["state", "", "State is required"],
    ["phoneNo", "", "Phone number is required"],
    ["phoneNo", "98765", "Phone number must be 10 digits"],
    ["phoneNo", "98765432100", "Phone number must be 10 digits"],
    ["phoneNo", "98765abcde", "Phone number must be 10 digits"],
    ["postalCode", "", "Postal Code is required"],
    ["postalCode", "4110", "Postal Code must be 6 digits"],
    ["postalCode", "41100a", "Postal Code must be 6 digits"],
  ])("%s = %p says '%s' and creates nothing", async (field, value, message) => {
    const bag = await createProduct(t.dataSource);
    const customer = await customerWithBag(t, bag.id);
    const res = await placeCheckout(t, customer.token, { shippingInfo: { ...ADDRESS, [field]: value } });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field: `shippingInfo.${field}` } });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int FROM checkouts WHERE user_id = $1`, [customer.id]);
    expect(count).toBe(0);
  });

  it("trims what it keeps", async () => {
    const bag = await createProduct(t.dataSource);
    const customer = await customerWithBag(t, bag.id);
    const checkout = await placeCheckoutOk(t, customer.token, {
      shippingInfo: { ...ADDRESS, firstName: "  Ravi ", phoneNo: " 9123456789 " },
    });
    expect(checkout.shippingInfo).toEqual({ firstName: "Ravi", phoneNo: "9123456789", postalCode: "411001" });
  });
});

describe("coupons at checkout", () => {
  async function coupon(input: CouponInput) {
    return (await t.gqlOk(CREATE_COUPON, { input: { active: true, ...input } }, await t.adminToken())).createCoupon;
  }

  it("applies a percentage coupon and keeps its code and discount on the order", async () => {
    await coupon({ code: "save10", percentOff: 10 });
    const bag = await createProduct(t.dataSource, { pricePaise: 1234_55 });
    const customer = await customerWithBag(t, bag.id);
    // 10% of 1234.55 = 123.455, rounded to 123.46; free delivery.
    const checkout = await placeCheckoutOk(t, customer.token, { couponCode: " Save10 ", expectedTotalPaise: 1111_09 });
    expect(checkout.couponCode).toBe("SAVE10");
    expect(checkout.totals).toMatchObject({ discount: { paise: 123_46 }, total: { paise: 1111_09 } });
    const order = (await t.gqlOk(ORDER, { id: checkout.orderId }, customer.token)).order;
    expect(order).toMatchObject({ couponCode: "SAVE10", totals: { discount: { paise: 123_46 }, total: { paise: 1111_09 } } });
  });

  it("never lets a fixed discount take the total below zero", async () => {
    await coupon({ code: "BIGFIXED", amountOffPaise: 5000_00 });
    const bag = await createProduct(t.dataSource, { pricePaise: 300_00 });
    const customer = await customerWithBag(t, bag.id);
    const checkout = await placeCheckoutOk(t, customer.token, { couponCode: "BIGFIXED", expectedTotalPaise: 0 });
    expect(checkout.totals).toMatchObject({
      subtotal: { paise: 300_00 },
      delivery: { paise: 50_00 },
      discount: { paise: 350_00 },
      total: { paise: 0 },
    });
  });

  it("refuses a coupon deactivated or expired after checkCoupon, and takes nothing", async () => {
    const off = await coupon({ code: "LATEOFF", percentOff: 20 });
    const gone = await coupon({
      code: "LATEEXPIRED",
      amountOffPaise: 100_00,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    const bag = await createProduct(t.dataSource, { pricePaise: 800_00, countInStock: 2 });
    const customer = await customerWithBag(t, bag.id);
    const seenOff = await shownTotal(t, customer.token, "LATEOFF");
    const seenGone = await shownTotal(t, customer.token, "LATEEXPIRED");

    await t.gqlOk(UPDATE_COUPON, { id: off.id, input: { code: "LATEOFF", percentOff: 20, active: false } }, await t.adminToken());
    await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 second' WHERE id = $1`, [gone.id]);

    const refusedOff = await placeCheckout(t, customer.token, { couponCode: "LATEOFF", expectedTotalPaise: seenOff });
    expect(refusedOff.errors?.[0]).toMatchObject({
      message: "This coupon is no longer active",
      extensions: { code: "COUPON_INACTIVE", kind: "BAD_USER_INPUT", field: "couponCode" },
    });
    const refusedGone = await placeCheckout(t, customer.token, { couponCode: "LATEEXPIRED", expectedTotalPaise: seenGone });
    expect(refusedGone.errors?.[0]).toMatchObject({
      message: "This coupon has expired",
      extensions: { code: "COUPON_EXPIRED", kind: "BAD_USER_INPUT", field: "couponCode" },
    });
    const unknown = await placeCheckout(t, customer.token, { couponCode: "NOPE", expectedTotalPaise: 850_00 });
    expect(unknown.errors?.[0]).toMatchObject({
      message: "Invalid coupon code",
      extensions: { code: "COUPON_NOT_FOUND", kind: "BAD_USER_INPUT", field: "couponCode" },
    });

    expect(await productRow(t.dataSource, bag.id)).toEqual({ countInStock: 2, soldCount: 0 });
  });
});

describe("stock", () => {
  it("fails with the name of the item that ran out and takes nothing from the others", async () => {
    const plenty = await createProduct(t.dataSource, { name: "Plenty Pack", countInStock: 10 });
    const scarce = await createProduct(t.dataSource, { name: "Scarce Satchel", countInStock: 2 });
    const customer = await customerWithBag(t, plenty.id, 3);
    await addToCart(t, customer, scarce.id, { quantity: 2 });
    const expectedTotal = await shownTotal(t, customer.token);
    // Someone else buys one satchel between the bag page and Place Order.
    await t.dataSource.query(`UPDATE product_variants SET count_in_stock = 1 WHERE product_id = $1`, [scarce.id]);

    const res = await placeCheckout(t, customer.token, { expectedTotalPaise: expectedTotal });
    expect(res.errors?.[0]).toMatchObject({
      message: "Scarce Satchel: Only 1 left in stock in Medium, Black",
      extensions: { code: "OUT_OF_STOCK", kind: "CONFLICT", unitsLeft: 1 },
    });
    expect(await productRow(t.dataSource, plenty.id)).toEqual({ countInStock: 10, soldCount: 0 });
    expect(await productRow(t.dataSource, scarce.id)).toEqual({ countInStock: 1, soldCount: 0 });
  });

  it("refuses an item unpublished since it was added, by name", async () => {
    const bag = await createProduct(t.dataSource, { name: "Retired Rucksack" });
    const customer = await customerWithBag(t, bag.id);
    const expectedTotal = await shownTotal(t, customer.token);
    await t.dataSource.query(`UPDATE products SET is_published = false WHERE id = $1`, [bag.id]);
    const res = await placeCheckout(t, customer.token, { expectedTotalPaise: expectedTotal });
    expect(res.errors?.[0]).toMatchObject({
      message: "Retired Rucksack: This product is no longer available",
      extensions: { code: "PRODUCT_UNAVAILABLE", kind: "CONFLICT" },
    });
  });

  it("two checkouts for the last unit: the second waits for the first's stock lock, then is refused", async () => {
    const bag = await createProduct(t.dataSource, { name: "Limited Edition", pricePaise: 1200_00, countInStock: 1 });
    const [first, second] = await Promise.all([customerWithBag(t, bag.id), customerWithBag(t, bag.id)]);
    const [firstTotal, secondTotal] = await Promise.all([shownTotal(t, first.token), shownTotal(t, second.token)]);

    // The first checkout is held with the unit taken but not committed: the second still reads one
    // in stock when it prices its bag, so only the variant's row lock can stop it taking the unit too.
    // UPI: taking the stock is all its checkout locks (COD would place the order too).
    const outcome = await race(
      t,
      "checkout:stock-taken",
      () => placeCheckout(t, first.token, { expectedTotalPaise: firstTotal, paymentMethod: "UPI" }),
      () => placeCheckout(t, second.token, { expectedTotalPaise: secondTotal, paymentMethod: "UPI" }),
    );

    expect(outcome.secondWaited).toBe(true);
    expect(outcome.first.data?.createCheckout).toMatchObject({ status: "AWAITING_PAYMENT" });
    expect(outcome.second.errors?.[0]).toMatchObject({
      message: "Limited Edition: Out of stock in Medium, Black",
      extensions: { code: "OUT_OF_STOCK", kind: "CONFLICT", unitsLeft: 0 },
    });
    expect(await productRow(t.dataSource, bag.id)).toEqual({ countInStock: 0, soldCount: 0 });
  });
});

describe("idempotency", () => {
  it("the same key again returns the same checkout and places one order", async () => {
    const bag = await createProduct(t.dataSource, { countInStock: 10 });
    const customer = await customerWithBag(t, bag.id, 2);
    const expectedTotal = await shownTotal(t, customer.token);
    const idempotencyKey = crypto.randomUUID();
    const before = await orderCount();

    const results = await Promise.all(
      Array.from({ length: 5 }, () => placeCheckout(t, customer.token, { expectedTotalPaise: expectedTotal, idempotencyKey })),
    );
    const retried = await placeCheckout(t, customer.token, { expectedTotalPaise: expectedTotal, idempotencyKey });

    const ids = [...results, retried].map((r) => {
      expect(r.errors).toBeUndefined();
      return r.data!.createCheckout.id;
    });
    expect(new Set(ids).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await productRow(t.dataSource, bag.id)).toEqual({ countInStock: 8, soldCount: 2 });
  });

  it("keys belong to one customer", async () => {
    const bag = await createProduct(t.dataSource);
    const idempotencyKey = crypto.randomUUID();
    const a = await customerWithBag(t, bag.id);
    const b = await customerWithBag(t, bag.id);
    const first = await placeCheckoutOk(t, a.token, { idempotencyKey });
    const second = await placeCheckoutOk(t, b.token, { idempotencyKey });
    expect(second.id).not.toBe(first.id);
  });
});

describe("reading checkouts", () => {
  it("shows a checkout to its customer and an admin only", async () => {
    const bag = await createProduct(t.dataSource);
    const owner = await customerWithBag(t, bag.id);
    const { id } = await placeCheckoutOk(t, owner.token);
    expect((await t.gqlOk(GET_CHECKOUT, { id }, owner.token)).checkout.id).toBe(id);
    expect((await t.gqlOk(GET_CHECKOUT, { id }, await t.adminToken())).checkout.id).toBe(id);
    const stranger = await t.registerCustomer();
    // Reading it answers null, as for an id no checkout has; finalizing it is refused as not found.
    expect((await t.gqlOk(GET_CHECKOUT, { id }, stranger.token)).checkout).toBeNull();
    const res = await t.gql(FINALIZE_CHECKOUT, { id }, stranger.token);
    expect(res.errors?.[0]).toMatchObject({ message: "Checkout not found", extensions: { code: "NOT_FOUND" } });
    expect((await t.gqlOk(GET_CHECKOUT, { id: "nonsense" }, owner.token)).checkout).toBeNull();
  });
});
