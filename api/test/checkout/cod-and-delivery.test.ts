import { createProduct } from "../support/catalog-fixtures";
import { expectPageSizesRefused, walkPages } from "../support/connection-pages";
import { ADDRESS, addToCart, customerWithBag, placeCheckout, placeCheckoutOk } from "../support/commerce";
import { NO_RATE_LIMITS, startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const RULES = graphql(
  `query CodAndDeliveryRules($first: Int, $after: String) { serviceabilityRules(first: $first, after: $after) { nodes { id pincodes pincodeFrom pincodeTo daysToDeliver codAvailable } totalCount pageInfo { hasNextPage endCursor } } }`,
);
const CREATE_RULE = graphql(
  `mutation CodAndDeliveryCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id pincodes pincodeFrom pincodeTo } }`,
);
const UPDATE_RULE = graphql(
  `mutation CodAndDeliveryUpdateRule($id: ID!, $input: UpdateServiceabilityRuleInput!) { updateServiceabilityRule(id: $id, input: $input) { pincodes daysToDeliver codAvailable } }`,
);
const DELETE_RULE = graphql(`mutation CodAndDeliveryDeleteRule($id: ID!) { deleteServiceabilityRule(id: $id) { id } }`);
const ESTIMATE = graphql(
  `query CodAndDeliveryEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { pincode deliverable codAvailable daysToDeliver deliverBy message } }`,
);
const SETTINGS = graphql(
  `mutation CodAndDeliverySettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { maxOrderValue { paise } fee { paise } refusalLimit } } }`,
);
const COD = graphql(`query CodAndDeliveryCod($pincode: String) { codAvailability(pincode: $pincode) { available reason fee { paise } } }`);
const SWITCHED_OFF = graphql(
  `query CodAndDeliverySwitchedOff($first: Int, $after: String) { codSwitchedOffCustomers(first: $first, after: $after) { nodes { userId refusedOrders user { email } } totalCount pageInfo { hasNextPage endCursor } } }`,
);
const SWITCH_BACK = graphql(`mutation CodAndDeliverySwitchBack($userId: ID!) { switchCodBackOn(userId: $userId) }`);
const REFUSED = graphql(`mutation CodAndDeliveryRefused($id: ID!) { recordRefusedDelivery(id: $id, restock: true) { status } }`);
const MOVE = graphql(
  `mutation CodAndDeliveryMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }`,
);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop(NO_RATE_LIMITS);
  admin = await t.adminToken();
});
afterAll(() => t.close());

const at = (postalCode: string) => ({ ...ADDRESS, postalCode });

describe("serviceability rules by pincode", () => {
  it("a shop without rules delivers everywhere; with rules, the narrowest covering rule decides", async () => {
    // Without rules, the policies' longest delivery time (7 business days) counts.
    const anywhere = (await t.gqlOk(ESTIMATE, { pincode: "999999" })).deliveryEstimate;
    expect(anywhere).toMatchObject({ deliverable: true, daysToDeliver: 7 });
    expect(anywhere.message).toMatch(/^Delivered by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}$/);
    const india = (await t.gqlOk(CREATE_RULE, { input: { pincodes: "4", daysToDeliver: 4 } }, admin)).createServiceabilityRule;
    expect(india).toMatchObject({ pincodes: "4", pincodeFrom: "400000", pincodeTo: "499999" });
    await t.gqlOk(CREATE_RULE, { input: { pincodes: "400", daysToDeliver: 2 } }, admin);
    await t.gqlOk(CREATE_RULE, { input: { pincodes: "7", daysToDeliver: 5 } }, admin);
    await t.gqlOk(CREATE_RULE, { input: { pincodes: "744000-744399", daysToDeliver: 12, codAvailable: false } }, admin);
    await t.gqlOk(CREATE_RULE, { input: { pincodes: "411001", daysToDeliver: 1 } }, admin);

    const mumbai = (await t.gqlOk(ESTIMATE, { pincode: "400013" })).deliveryEstimate;
    expect(mumbai).toMatchObject({ deliverable: true, codAvailable: true, daysToDeliver: 2 });
    expect(mumbai.message).toMatch(/^Delivered by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}$/);
    expect((await t.gqlOk(ESTIMATE, { pincode: "411001" })).deliveryEstimate.daysToDeliver).toBe(1);
    expect((await t.gqlOk(ESTIMATE, { pincode: "421301" })).deliveryEstimate.daysToDeliver).toBe(4);
    expect((await t.gqlOk(ESTIMATE, { pincode: "744101" })).deliveryEstimate).toMatchObject({
      deliverable: true,
      codAvailable: false,
      daysToDeliver: 12,
    });
    expect((await t.gqlOk(ESTIMATE, { pincode: "999999" })).deliveryEstimate).toMatchObject({
      deliverable: false,
      codAvailable: false,
      deliverBy: null,
      message: "We do not deliver to 999999 yet",
    });
    const rules = (await t.gqlOk(RULES, {}, admin)).serviceabilityRules.nodes as { pincodes: string }[];
    expect(rules.map((r) => r.pincodes)).toEqual(["4", "400", "411001", "7", "744000-744399"]);
    expect(await walkPages(t, { query: RULES, connection: (d) => d.serviceabilityRules, token: admin }, 2)).toEqual(rules);
    await expectPageSizesRefused(t, { query: RULES, connection: (d) => d.serviceabilityRules, token: admin });
  });

  it("an update changes only the fields sent, and refuses null for one that cannot be cleared", async () => {
    const { id } = (await t.gqlOk(CREATE_RULE, { input: { pincodes: "190001", daysToDeliver: 6, codAvailable: false } }, admin))
      .createServiceabilityRule;
    expect((await t.gqlOk(UPDATE_RULE, { id, input: { daysToDeliver: 3 } }, admin)).updateServiceabilityRule).toEqual({
      pincodes: "190001",
      daysToDeliver: 3,
      codAvailable: false,
    });
    const cleared = await t.gql(UPDATE_RULE, { id, input: { pincodes: null } }, admin);
    expect(cleared.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "pincodes" } });
    const bad = await t.gql(UPDATE_RULE, { id, input: { daysToDeliver: 31 } }, admin);
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "daysToDeliver" } });
    expect((await t.gqlOk(RULES, { first: 100 }, admin)).serviceabilityRules.nodes).toContainEqual(
      expect.objectContaining({ id, pincodes: "190001", daysToDeliver: 3, codAvailable: false }),
    );
    await t.gqlOk(DELETE_RULE, { id }, admin);
  });

  it.each([
    ["12345", "Enter a 6-digit pincode"],
    ["abcdef", "Enter a 6-digit pincode"],
    ["012345", "Enter a 6-digit pincode"],
  ])("refuses the pincode %p: %s", async (pincode, message) => {
    expect((await t.gql(ESTIMATE, { pincode })).errors?.[0]).toMatchObject({
      message,
      extensions: { code: "BAD_USER_INPUT", field: "pincode" },
    });
  });

  it.each([
    [{ pincodes: "0" }, "pincodes", "Pincodes must be a prefix (e.g. 560), one pincode (560001) or a range (400001-400099)"],
    [{ pincodes: "500099-500001" }, "pincodes", "Pincodes must be a prefix (e.g. 560), one pincode (560001) or a range (400001-400099)"],
    [{ daysToDeliver: 0 }, "daysToDeliver", "Days to deliver must be a whole number from 1 to 30"],
    [{ daysToDeliver: 31 }, "daysToDeliver", "Days to deliver must be a whole number from 1 to 30"],
  ])("an admin's rule %p is refused on %s", async (change, field, message) => {
    const res = await t.gql(CREATE_RULE, { input: { pincodes: "5", daysToDeliver: 3, ...change } }, admin);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
  });

  it("is managed by admins only", async () => {
    const customer = await t.registerCustomer();
    expect((await t.gql(RULES, {}, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(CREATE_RULE, { input: { pincodes: "5", daysToDeliver: 3 } })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const rule = (await t.gqlOk(CREATE_RULE, { input: { pincodes: "2", daysToDeliver: 3 } }, admin)).createServiceabilityRule;
    expect((await t.gqlOk(DELETE_RULE, { id: rule.id }, admin)).deleteServiceabilityRule).toEqual({ id: rule.id });
    expect((await t.gql(DELETE_RULE, { id: rule.id }, admin)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("checkout refuses an address the shop does not deliver to, and takes nothing", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 500_00, countInStock: 5 });
    const customer = await customerWithBag(t, bag.id);
    const res = await placeCheckout(t, customer.token, { shippingInfo: at("999999") });
    expect(res.errors?.[0]).toMatchObject({
      message: "We do not deliver to 999999 yet",
      extensions: { code: "NOT_DELIVERABLE", kind: "BAD_USER_INPUT", field: "shippingInfo.postalCode", postalCode: "999999" },
    });
    const [{ count_in_stock }] = await t.dataSource.query(`SELECT count_in_stock FROM products WHERE id = $1`, [bag.id]);
    expect(count_in_stock).toBe(5);
  });
});

describe("cash on delivery controls, enforced on the server", () => {
  it("settings: off unless set, validated, admin only", async () => {
    const customer = await t.registerCustomer();
    expect((await t.gql(SETTINGS, { input: { cod: { feePaise: 0 } } }, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const bad = await t.gql(SETTINGS, { input: { cod: { feePaise: -1 } } }, admin);
    expect(bad.errors?.[0]).toMatchObject({
      message: "COD fee cannot be negative",
      extensions: { code: "BAD_USER_INPUT", field: "cod.feePaise" },
    });
    const fraction = await t.gql(SETTINGS, { input: { cod: { feePaise: 49_00, maxOrderValuePaise: 5000_00.5 } } }, admin);
    expect(fraction.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "cod.maxOrderValuePaise" } });
    const dear = await t.gql(SETTINGS, { input: { cod: { feePaise: 10_000_01 } } }, admin);
    expect(dear.errors?.[0]).toMatchObject({
      message: "COD fee can be at most Rs. 10,000",
      extensions: { code: "BAD_USER_INPUT", field: "cod.feePaise" },
    });
    // Paise go in as they come out.
    const exact = (await t.gqlOk(SETTINGS, { input: { cod: { feePaise: 49_99, maxOrderValuePaise: 1299_99 } } }, admin)).updateShopSettings;
    expect(exact.cod).toEqual({ maxOrderValue: { paise: 1299_99 }, fee: { paise: 49_99 }, refusalLimit: null });
    // A field left out keeps its value; the limit is lifted by null.
    const kept = (await t.gqlOk(SETTINGS, { input: { cod: { feePaise: 0 } } }, admin)).updateShopSettings.cod;
    expect(kept).toEqual({ maxOrderValue: { paise: 1299_99 }, fee: { paise: 0 }, refusalLimit: null });
    const off = (await t.gqlOk(SETTINGS, { input: { cod: { maxOrderValuePaise: null } } }, admin)).updateShopSettings.cod;
    expect(off).toEqual({ maxOrderValue: null, fee: { paise: 0 }, refusalLimit: null });
  });

  it("refuses COD above the maximum order value, explaining it, and UPI still works", async () => {
    await t.gqlOk(SETTINGS, { input: { cod: { maxOrderValuePaise: 10000_00, feePaise: 0 } } }, admin);
    const dear = await createProduct(t.dataSource, { pricePaise: 12_000_00 });
    const customer = await customerWithBag(t, dear.id);
    const message = "Cash on delivery is available for orders up to Rs. 10,000.00; please pay for this one by UPI";
    expect((await t.gqlOk(COD, { pincode: "400013" }, customer.token)).codAvailability).toEqual({
      available: false,
      reason: message,
      fee: { paise: 0 },
    });
    const res = await placeCheckout(t, customer.token, { paymentMethod: "COD", shippingInfo: at("400013") });
    expect(res.errors?.[0]).toMatchObject({
      message,
      extensions: { code: "COD_NOT_AVAILABLE", kind: "BAD_USER_INPUT", field: "paymentMethod" },
    });
    expect((await placeCheckoutOk(t, customer.token, { paymentMethod: "UPI", shippingInfo: at("400013") })).status).toBe(
      "AWAITING_PAYMENT",
    );
  });

  it("refuses COD where the serviceability rule has it off (the one list of such pincodes)", async () => {
    const bag = await createProduct(t.dataSource, { pricePaise: 500_00 });
    const customer = await customerWithBag(t, bag.id);
    const message = "Cash on delivery is not available for pincode 744101; please pay by UPI";
    expect((await t.gqlOk(COD, { pincode: "744101" }, customer.token)).codAvailability).toMatchObject({
      available: false,
      reason: message,
    });
    expect((await t.gqlOk(COD, { pincode: "400013" }, customer.token)).codAvailability).toMatchObject({ available: true, reason: null });
    const res = await placeCheckout(t, customer.token, { paymentMethod: "COD", shippingInfo: at("744101") });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { field: "paymentMethod" } });
  });

  it("charges the COD fee as its own line, in the order and its total", async () => {
    await t.gqlOk(SETTINGS, { input: { cod: { maxOrderValuePaise: 10000_00, feePaise: 49_00 } } }, admin);
    const bag = await createProduct(t.dataSource, { pricePaise: 1200_00 });
    const customer = await customerWithBag(t, bag.id);
    expect((await t.gqlOk(COD, { pincode: "400013" }, customer.token)).codAvailability.fee.paise).toBe(49_00);
    // A client that does not add the fee is shown the real total, not charged a different one.
    const stale = await placeCheckout(t, customer.token, { paymentMethod: "COD", shippingInfo: at("400013"), expectedTotalPaise: 1200_00 });
    expect(stale.errors?.[0].extensions).toMatchObject({ code: "PRICES_CHANGED", total: { paise: 1249_00 } });
    const placed = await placeCheckoutOk(t, customer.token, {
      paymentMethod: "COD",
      shippingInfo: at("400013"),
      expectedTotalPaise: 1249_00,
    });
    const [order] = await t.dataSource.query(`SELECT cod_fee_paise, total_paise FROM orders WHERE id = $1`, [placed.orderId]);
    expect(order).toEqual({ cod_fee_paise: "4900", total_paise: "124900" });
    // UPI carries no fee.
    await addToCart(t, customer, bag.id);
    expect(
      (await placeCheckoutOk(t, customer.token, { paymentMethod: "UPI", shippingInfo: at("400013"), expectedTotalPaise: 1200_00 })).status,
    ).toBe("AWAITING_PAYMENT");
    await t.gqlOk(SETTINGS, { input: { cod: { maxOrderValuePaise: 10000_00, feePaise: 0 } } }, admin);
  });

  it("switches COD off for a customer after N returned COD orders, until an admin switches it back on", async () => {
    await t.gqlOk(SETTINGS, { input: { cod: { maxOrderValuePaise: 10000_00, feePaise: 0, refusalLimit: 1 } } }, admin);
    const bag = await createProduct(t.dataSource, { pricePaise: 500_00, countInStock: 20 });
    const customer = await customerWithBag(t, bag.id);
    const order = await placeCheckoutOk(t, customer.token, { paymentMethod: "COD", shippingInfo: at("400013") });
    await t.gqlOk(MOVE, { id: order.orderId, status: "SHIPPED" }, admin);
    await t.gqlOk(MOVE, { id: order.orderId, status: "DELIVERED" }, admin);
    // The courier brought it back: the return flow ends Returned.
    await t.dataSource.query(`UPDATE orders SET status = 'returned', updated_at = now() WHERE id = $1`, [order.orderId]);
    await addToCart(t, customer, bag.id);
    const message =
      "Cash on delivery is not available on your account because 1 of your cash-on-delivery orders were refused or returned; please pay by UPI";
    expect((await t.gqlOk(COD, { pincode: "400013" }, customer.token)).codAvailability.reason).toBe(message);
    expect((await placeCheckout(t, customer.token, { paymentMethod: "COD", shippingInfo: at("400013") })).errors?.[0].message).toBe(
      message,
    );
    expect((await t.gqlOk(SWITCHED_OFF, {}, admin)).codSwitchedOffCustomers.nodes).toEqual([
      { userId: customer.id, refusedOrders: 1, user: { email: customer.email } },
    ]);

    expect((await t.gql(SWITCH_BACK, { userId: customer.id }, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(SWITCH_BACK, { userId: "not-a-user" }, admin)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    await t.gqlOk(SWITCH_BACK, { userId: customer.id }, admin);
    expect((await t.gqlOk(SWITCHED_OFF, {}, admin)).codSwitchedOffCustomers.nodes).toEqual([]);
    expect((await placeCheckoutOk(t, customer.token, { paymentMethod: "COD", shippingInfo: at("400013") })).status).toBe("COMPLETED");
  });

  it("counts COD parcels refused at the door: at the limit the customer is offered UPI, until an admin switches COD back on", async () => {
    await t.gqlOk(SETTINGS, { input: { cod: { maxOrderValuePaise: 10000_00, feePaise: 0, refusalLimit: 2 } } }, admin);
    const bag = await createProduct(t.dataSource, { pricePaise: 500_00, countInStock: 20 });
    const customer = await customerWithBag(t, bag.id);
    const refuseNextOrder = async () => {
      const order = await placeCheckoutOk(t, customer.token, { paymentMethod: "COD", shippingInfo: at("400013") });
      await t.gqlOk(MOVE, { id: order.orderId, status: "SHIPPED" }, admin);
      expect((await t.gqlOk(REFUSED, { id: order.orderId }, admin)).recordRefusedDelivery.status).toBe("RETURNED_TO_ORIGIN");
      await addToCart(t, customer, bag.id);
    };
    await refuseNextOrder();
    // One refusal is below the limit of two.
    expect((await t.gqlOk(COD, { pincode: "400013" }, customer.token)).codAvailability).toMatchObject({ available: true, reason: null });
    await refuseNextOrder();
    const message =
      "Cash on delivery is not available on your account because 2 of your cash-on-delivery orders were refused or returned; please pay by UPI";
    expect((await t.gqlOk(COD, { pincode: "400013" }, customer.token)).codAvailability).toMatchObject({
      available: false,
      reason: message,
    });
    expect((await placeCheckout(t, customer.token, { paymentMethod: "COD", shippingInfo: at("400013") })).errors?.[0].message).toBe(
      message,
    );
    const switchedOff = await walkPages(t, { query: SWITCHED_OFF, connection: (d) => d.codSwitchedOffCustomers, token: admin }, 1);
    expect(switchedOff).toContainEqual({ userId: customer.id, refusedOrders: 2, user: { email: customer.email } });
    await expectPageSizesRefused(t, { query: SWITCHED_OFF, connection: (d) => d.codSwitchedOffCustomers, token: admin });
    expect((await placeCheckoutOk(t, customer.token, { paymentMethod: "UPI", shippingInfo: at("400013") })).status).toBe(
      "AWAITING_PAYMENT",
    );

    await addToCart(t, customer, bag.id);
    await t.gqlOk(SWITCH_BACK, { userId: customer.id }, admin);
    expect((await t.gqlOk(COD, { pincode: "400013" }, customer.token)).codAvailability).toMatchObject({ available: true, reason: null });
    expect((await placeCheckoutOk(t, customer.token, { paymentMethod: "COD", shippingInfo: at("400013") })).status).toBe("COMPLETED");
  });
});
