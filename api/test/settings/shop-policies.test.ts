import crypto from "node:crypto";
import { createProduct } from "../support/catalog-fixtures";
import {
  ADDRESS,
  addToCart,
  CHECK_COUPON,
  CREATE_CHECKOUT,
  CREATE_COUPON,
  DEFAULT_POLICIES as DEFAULTS,
  GET_CART,
} from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

graphql(
  `fragment ShopPoliciesFields on ShopPolicies { shippingArea deliveryFee { paise formatted } freeDeliveryAbove { paise } giftWrapFee { paise } dispatchDays deliveryDaysFrom deliveryDaysTo returnWindowDays }`,
);
const UPDATE = graphql(
  `mutation ShopPoliciesUpdate($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { ...ShopPoliciesFields } invoicing { invoicePrefix } } }`,
);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
});
afterAll(() => t.close());
afterEach(() => t.gqlOk(UPDATE, { input: { policies: DEFAULTS } }, admin));

describe("the shop's policies", () => {
  it("are served to anyone, starting from the rules the shop priced with before", async () => {
    expect((await t.gqlOk(graphql(`query ShopPoliciesServed { shopPolicies { ...ShopPoliciesFields } }`))).shopPolicies).toEqual({
      shippingArea: "India",
      deliveryFee: { paise: 50_00, formatted: "Rs. 50.00" },
      freeDeliveryAbove: { paise: 1_000_00 },
      giftWrapFee: { paise: 35_00 },
      dispatchDays: 1,
      deliveryDaysFrom: 3,
      deliveryDaysTo: 7,
      returnWindowDays: 7,
    });
  });

  it("an admin's change prices every bag, the coupon check and the checkout with the new fees", async () => {
    const product = await createProduct(t.dataSource, { pricePaise: 1_200_00 });
    const customer = await t.registerCustomer();
    await addToCart(t, customer, product.id, { giftWrap: true });
    const totals = async () => (await t.gqlOk(GET_CART, {}, customer.token)).cart.totals;
    // Rs. 1,200 is above Rs. 1,000: free delivery, Rs. 35 gift wrap.
    expect(await totals()).toMatchObject({ delivery: { paise: 0 }, giftWrap: { paise: 35_00 }, total: { paise: 1_235_00 } });

    const policies = { ...DEFAULTS, deliveryFeePaise: 79_00, freeDeliveryAbovePaise: 1_499_00, giftWrapFeePaise: 49_00 };
    const updated = (await t.gqlOk(UPDATE, { input: { policies } }, admin)).updateShopSettings;
    expect(updated.policies).toMatchObject({
      deliveryFee: { paise: 79_00 },
      freeDeliveryAbove: { paise: 1_499_00 },
      giftWrapFee: { paise: 49_00 },
    });
    expect(updated.invoicing.invoicePrefix).toBe("INV");
    expect(await totals()).toMatchObject({ delivery: { paise: 79_00 }, giftWrap: { paise: 49_00 }, total: { paise: 1_328_00 } });

    // The total shown before the change is refused; the new one is what the order charges.
    await t.gqlOk(CREATE_COUPON, { input: { code: "FLAT100", amountOffPaise: 100_00 } }, admin);
    expect((await t.gqlOk(CHECK_COUPON, { code: "FLAT100" }, customer.token)).checkCoupon.totals).toMatchObject({
      delivery: { paise: 79_00 },
      total: { paise: 1_228_00 },
    });

    const checkout = (expectedTotalPaise: number) =>
      t.gql(
        CREATE_CHECKOUT,
        { input: { shippingInfo: ADDRESS, paymentMethod: "COD", expectedTotalPaise, idempotencyKey: crypto.randomUUID() } },
        customer.token,
      );
    expect((await checkout(1_235_00)).errors?.[0].extensions).toMatchObject({
      code: "PRICES_CHANGED",
      total: { paise: 1_328_00 },
      expectedTotal: { paise: 1_235_00 },
    });
    const placed = (await checkout(1_328_00)).data!.createCheckout;
    expect(placed.totals).toMatchObject({ delivery: { paise: 79_00 }, giftWrap: { paise: 49_00 }, total: { paise: 1_328_00 } });
    const [order] = await t.dataSource.query(`SELECT delivery_paise, gift_wrap_paise, total_paise FROM orders WHERE id = $1`, [
      placed.orderId,
    ]);
    expect(order).toEqual({ delivery_paise: "7900", gift_wrap_paise: "4900", total_paise: "132800" });
  });

  it("are refused with the field named when they make no sense, and nothing is changed", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ deliveryFeePaise: -1 }, "Delivery fee cannot be negative"],
      [{ giftWrapFeePaise: 20_000_00 }, "Gift wrap fee can be at most Rs. 10,000"],
      [{ shippingArea: "  " }, "Shipping area is required"],
      [{ deliveryDaysFrom: 9, deliveryDaysTo: 4 }, "Delivery estimate (to) cannot be fewer days than (from)"],
      [{ returnWindowDays: 400 }, "Return window can be at most 365"],
    ];
    for (const [change, message] of cases) {
      const res = await t.gql(UPDATE, { input: { policies: { ...DEFAULTS, ...change } } }, admin);
      expect({ change, error: res.errors?.[0] }).toMatchObject({ change, error: { message, extensions: { code: "BAD_USER_INPUT" } } });
    }
    const cleared = await t.gql(UPDATE, { input: { policies: null } }, admin);
    expect(cleared.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "policies" } });
    expect(
      (await t.gqlOk(graphql(`query ShopPolicies { shopPolicies { deliveryFee { paise } deliveryDaysTo returnWindowDays } }`)))
        .shopPolicies,
    ).toEqual({
      deliveryFee: { paise: 50_00 },
      deliveryDaysTo: 7,
      returnWindowDays: 7,
    });
  });

  it("change only the fields sent, in any section, and refuse null for a field that cannot be cleared", async () => {
    const SETTINGS = graphql(
      `query ShopPoliciesSettings { shopSettings { policies { ...ShopPoliciesFields } invoicing { invoicePrefix creditNotePrefix } gst { deliveryRate deliverySac giftWrapHsn } cod { maxOrderValue { paise } fee { paise } refusalLimit } } }`,
    );
    const before = (await t.gqlOk(SETTINGS, {}, admin)).shopSettings;

    await t.gqlOk(
      UPDATE,
      {
        input: {
          policies: { deliveryFeePaise: 60_00 },
          invoicing: { creditNotePrefix: "cnx" },
          gst: { deliveryRate: 12 },
          cod: { feePaise: 25_00 },
        },
      },
      admin,
    );
    const after = (await t.gqlOk(SETTINGS, {}, admin)).shopSettings;
    expect(after).toEqual({
      policies: { ...before.policies, deliveryFee: { paise: 60_00, formatted: "Rs. 60.00" } },
      invoicing: { ...before.invoicing, creditNotePrefix: "CNX" },
      gst: { ...before.gst, deliveryRate: 12 },
      cod: { ...before.cod, fee: { paise: 25_00 } },
    });

    // A limit is cleared by null; a fee or a prefix cannot be, and the refusal names it.
    const clearLimit = graphql(
      `mutation ShopPoliciesClearLimit{ updateShopSettings(input: { cod: { refusalLimit: null } }) { cod { refusalLimit fee { paise } } } }`,
    );
    expect((await t.gqlOk(clearLimit, {}, admin)).updateShopSettings.cod).toEqual({ refusalLimit: null, fee: { paise: 25_00 } });
    for (const [input, field] of [
      [{ policies: { deliveryFeePaise: null } }, "policies.deliveryFeePaise"],
      [{ cod: { feePaise: null } }, "cod.feePaise"],
      [{ invoicing: { invoicePrefix: null } }, "invoicing.invoicePrefix"],
    ] as const) {
      const refused = await t.gql(UPDATE, { input }, admin);
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field } });
    }
    // The checks that span a section run on the section as it would become.
    const backwards = await t.gql(UPDATE, { input: { policies: { deliveryDaysFrom: 30 } } }, admin);
    expect(backwards.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "policies.deliveryDaysTo" } });
    const samePrefix = await t.gql(UPDATE, { input: { invoicing: { creditNotePrefix: after.invoicing.invoicePrefix } } }, admin);
    expect(samePrefix.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "invoicing.creditNotePrefix" } });

    await t.gqlOk(
      UPDATE,
      {
        input: {
          invoicing: before.invoicing,
          gst: { deliveryRate: before.gst.deliveryRate },
          cod: {
            maxOrderValuePaise: before.cod.maxOrderValue?.paise ?? null,
            feePaise: before.cod.fee.paise,
            refusalLimit: before.cod.refusalLimit,
          },
        },
      },
      admin,
    );
  });

  it("only admins change them", async () => {
    const input = { policies: { ...DEFAULTS, deliveryFeePaise: 0 } };
    expect((await t.gql(UPDATE, { input })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const { token } = await t.registerCustomer();
    expect((await t.gql(UPDATE, { input }, token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await t.gqlOk(graphql(`query ShopPolicies2 { shopPolicies { deliveryFee { paise } } }`))).shopPolicies.deliveryFee.paise).toBe(
      50_00,
    );
  });
});
