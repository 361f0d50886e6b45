import { placeOrderOk } from "../support/commerce";
import { connectionField, copyRow, walkPagesWhileChanging } from "../support/connection-pages";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const SETTINGS = graphql(
  `mutation CheckoutPagesSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { refusalLimit } } }`,
);
const MOVE = graphql(`mutation CheckoutPagesMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`);
const REFUSED = graphql(`mutation CheckoutPagesRefused($id: ID!) { recordRefusedDelivery(id: $id, restock: true) { status } }`);
const SWITCHED_OFF = graphql(`query CheckoutPagesSwitchedOff($first: Int, $after: String) {
  codSwitchedOffCustomers(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { userId refusedOrders } }
}`);
const SWITCH_BACK = graphql(`mutation CheckoutPagesSwitchBack($userId: ID!) { switchCodBackOn(userId: $userId) }`);
const RULES = graphql(`query CheckoutPagesRules($first: Int, $after: String) {
  serviceabilityRules(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }
}`);
const CREATE_RULE = graphql(
  `mutation CheckoutPagesCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }`,
);
const DELETE_RULE = graphql(`mutation CheckoutPagesDeleteRule($id: ID!) { deleteServiceabilityRule(id: $id) { id } }`);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
});
afterAll(() => t.close());

// Before any serviceability rule exists: the shop delivers the orders below anywhere.
it("pages the customers COD is switched off for, most refusals first, without repeating or skipping one while customers are switched off and back on", async () => {
  await t.gqlOk(SETTINGS, { input: { cod: { maxOrderValuePaise: 10000_00, feePaise: 0, refusalLimit: 1 } } }, admin);
  const { orderId } = await placeOrderOk(t, { quantity: 1 });
  await t.gqlOk(MOVE, { id: orderId, status: "SHIPPED" }, admin);
  await t.gqlOk(REFUSED, { id: orderId }, admin);
  /** A customer with `refusals` COD parcels refused at the door. */
  const refuser = async (refusals: number) => {
    const { id } = await t.registerCustomer();
    for (let i = 0; i < refusals; i++) await copyRow(t, "orders", orderId, { checkout_id: null, user_id: id });
  };
  // Ten more, two of each count of refusals from 1 to 5.
  for (let refusals = 1; refusals <= 5; refusals++) {
    await refuser(refusals);
    await refuser(refusals);
  }
  let most = 5;
  await walkPagesWhileChanging(t, connectionField({ query: SWITCHED_OFF, connection: (d) => d.codSwitchedOffCustomers, token: admin }), 3, {
    addBefore: () => refuser((most += 1)),
    remove: async ({ userId }) => void (await t.gqlOk(SWITCH_BACK, { userId }, admin)),
  });
});

it("pages the serviceability rules in pincode order the same way while rules are written and deleted", async () => {
  const create = async (pincodes: string) =>
    (await t.gqlOk(CREATE_RULE, { input: { pincodes, daysToDeliver: 4 } }, admin)).createServiceabilityRule;
  for (let prefix = 21; prefix <= 29; prefix++) await create(String(prefix));
  // Two rules for the same pincodes: the one written first comes first.
  await create("25");
  let prefix = 20;
  await walkPagesWhileChanging(t, connectionField({ query: RULES, connection: (d) => d.serviceabilityRules, token: admin }), 3, {
    addBefore: async () => void (await create(String((prefix -= 1)))),
    remove: async ({ id }) => void (await t.gqlOk(DELETE_RULE, { id }, admin)),
  });
});
