import { createProduct } from "../support/catalog-fixtures";
import { ADDRESS, CREATE_COUPON, customerWithBag, placeCheckoutOk } from "../support/commerce";
import { NO_RATE_LIMITS, startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const SETTINGS = graphql(
  `mutation CodTotalSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { fee { paise } } } }`,
);
const COD = graphql(
  `query CodTotalAvailability($pincode: String) { codAvailability(pincode: $pincode) { available fee { paise } totalWithFee { paise formatted } } }`,
);
const APPLY = graphql(`mutation CodTotalApply($code: String!) { applyCoupon(code: $code) { totals { total { paise } } } }`);
const ORDER_TOTAL = graphql(`query CodTotalOrder($id: ID!) { order(id: $id) { totals { codFee { paise } total { paise } } } }`);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop(NO_RATE_LIMITS);
  admin = await t.adminToken();
  await t.gqlOk(SETTINGS, { input: { cod: { maxOrderValuePaise: 10000_00, feePaise: 49_00 } } }, admin);
});
afterAll(() => t.close());

describe("the total a shopper confirms when paying on delivery", () => {
  it("is the server's: the bag's total after its coupon, with the COD fee, and checkout takes exactly it", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 1200_00 });
    const customer = await customerWithBag(t, bag.id);
    const coupon = (await t.gqlOk(CREATE_COUPON, { input: { code: "CODTOTAL100", amountOffPaise: 100_00, active: true } }, admin))
      .createCoupon;
    // Rs. 1,200 has free delivery; Rs. 100 off it is Rs. 1,100, and Rs. 49 for paying on delivery.
    expect((await t.gqlOk(APPLY, { code: coupon.code }, customer.token)).applyCoupon.totals.total.paise).toBe(1100_00);
    const cod = (await t.gqlOk(COD, { pincode: "400013" }, customer.token)).codAvailability;
    expect(cod).toEqual({ available: true, fee: { paise: 49_00 }, totalWithFee: { paise: 1149_00, formatted: "Rs. 1,149.00" } });

    const placed = await placeCheckoutOk(t, customer.token, {
      paymentMethod: "COD",
      couponCode: coupon.code,
      shippingInfo: { ...ADDRESS, postalCode: "400013" },
      expectedTotalPaise: cod.totalWithFee.paise,
    });
    const order = (await t.gqlOk(ORDER_TOTAL, { id: placed.orderId }, customer.token)).order;
    expect(order?.totals).toEqual({ codFee: { paise: 49_00 }, total: { paise: 1149_00 } });
  });

  it("is the bag's own total, nothing added, for an empty bag", async () => {
    const { token } = await t.registerCustomer();
    expect((await t.gqlOk(COD, { pincode: null }, token)).codAvailability.totalWithFee.paise).toBe(0);
  });
});
