import { createProduct } from "../support/catalog-fixtures";
import { customerWithBag, placeCheckoutOk } from "../support/commerce";
import { connectionField, copyOrder, walkPagesWhileChanging } from "../support/connection-pages";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const MY_ORDERS = graphql(
  `query OrderPagesMine($first: Int, $after: String) { myOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }`,
);
const ORDERS = graphql(
  `query OrderPagesAll($first: Int, $after: String) { orders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }`,
);

let t: TestShop;
let orderId: string;
let customer: string;
beforeAll(async () => {
  t = await startTestShop();
  const product = await createProduct(t.dataSource, { name: "Daypack", pricePaise: 900_00 });
  const buyer = await customerWithBag(t, product.id);
  customer = buyer.token;
  orderId = (await placeCheckoutOk(t, customer)).orderId;
  // Nine more of the customer's orders, a minute apart and older than the first, and two in the same instant.
  for (let i = 1; i <= 9; i++)
    await copyOrder(t, orderId, {
      checkout_id: null,
      created_at: new Date(Date.now() - i * 60_000).toISOString(),
    });
  await copyOrder(t, orderId, {
    checkout_id: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  });
});
afterAll(() => t.close());

const removeOrder = async (order: { id: string }) => {
  await t.dataSource.query(`DELETE FROM orders WHERE id = $1`, [order.id]);
};

it("pages a customer's orders without repeating or skipping one while orders are placed and deleted", async () => {
  await walkPagesWhileChanging(t, connectionField({ query: MY_ORDERS, connection: (d) => d.myOrders, token: customer }), 3, {
    addBefore: async () => void (await copyOrder(t, orderId, { checkout_id: null, created_at: new Date().toISOString() })),
    remove: removeOrder,
  });
});

it("pages the admin's orders the same way", async () => {
  await walkPagesWhileChanging(t, connectionField({ query: ORDERS, connection: (d) => d.orders, token: await t.adminToken() }), 3, {
    addBefore: async () => void (await copyOrder(t, orderId, { checkout_id: null, created_at: new Date().toISOString() })),
    remove: removeOrder,
  });
});
