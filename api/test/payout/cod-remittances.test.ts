import { deliveredOrderOk, placeOrderOk } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/** Cash on delivery as couriers pay it to the shop: a remittance per payment, naming the delivered COD orders it covers. */

const RECORD = graphql(`mutation CodRemittanceRecord($input: CodRemittanceInput!) { recordCodRemittance(input: $input) {
  id courier receivedOn reference amount { paise } ordersTotal { paise } difference { paise } orders { orderId amount { paise } } } }`);
const REMITTANCES = graphql(`query CodRemittanceList($first: Int = 100) { codRemittances(first: $first) {
  nodes { id reference difference { paise } orders { orderId } } totalCount } }`);
const UNREMITTED = graphql(`query CodRemittanceUnremitted($first: Int = 100) { unremittedCodOrders(first: $first) {
  nodes { orderId amount { paise } deliveredAt } totalCount } }`);
const UNREMITTED_COURIERS = graphql(`query CodRemittanceUnremittedCouriers($first: Int = 100) { unremittedCodOrders(first: $first) {
  nodes { orderId orderNumber courierName } } }`);
const ORDER_NUMBER = graphql(`query CodRemittanceOrderNumber($id: ID!) { order(id: $id) { number } }`);
const SHIP_OR_DELIVER = graphql(`mutation CodRemittanceMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {
  updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id } }`);
const ORDER_TOTAL = graphql(`query CodRemittanceOrderTotal($id: ID!) { order(id: $id) { totals { total { paise } } deliveredAt } }`);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
});
afterAll(() => t.close());

async function deliveredCod(pricePaise: number) {
  const { orderId } = await deliveredOrderOk(t, { pricePaise, quantity: 1 });
  const { order } = await t.gqlOk(ORDER_TOTAL, { id: orderId }, admin);
  return { orderId, totalPaise: order.totals.total.paise, deliveredAt: order.deliveredAt };
}

const input = (orderIds: string[], amountPaise: number) => ({
  courier: "Delhivery",
  receivedOn: "2026-01-15",
  reference: "UTR0001234",
  amountPaise,
  orderIds,
});

describe("COD remittances", () => {
  it("records what a courier paid for delivered COD orders, with the difference from their total, and lists what is not remitted yet", async () => {
    const first = await deliveredCod(800_00);
    const second = await deliveredCod(1200_00);
    const unremittedAmong = async (...ids: string[]) =>
      (await t.gqlOk(UNREMITTED, {}, admin)).unremittedCodOrders.nodes.filter((n) => ids.includes(n.orderId));
    expect(await unremittedAmong(first.orderId, second.orderId)).toEqual([
      { orderId: first.orderId, amount: { paise: first.totalPaise }, deliveredAt: first.deliveredAt },
      { orderId: second.orderId, amount: { paise: second.totalPaise }, deliveredAt: second.deliveredAt },
    ]);

    const ordersTotal = first.totalPaise + second.totalPaise;
    const paid = ordersTotal - 40_00; // the courier kept its fee
    const recorded = (await t.gqlOk(RECORD, { input: input([first.orderId, second.orderId], paid) }, admin)).recordCodRemittance;
    expect(recorded).toMatchObject({
      courier: "Delhivery",
      receivedOn: "2026-01-15",
      reference: "UTR0001234",
      amount: { paise: paid },
      ordersTotal: { paise: ordersTotal },
      difference: { paise: -40_00 },
    });
    expect(recorded.orders).toHaveLength(2);
    expect(await unremittedAmong(first.orderId, second.orderId)).toEqual([]);
    const listed = (await t.gqlOk(REMITTANCES, {}, admin)).codRemittances.nodes.find((r) => r.id === recorded.id);
    expect(listed).toMatchObject({ reference: "UTR0001234", difference: { paise: -40_00 } });
    expect(listed!.orders.map((o) => o.orderId).sort()).toEqual([first.orderId, second.orderId].sort());
  });

  it("names the courier that carried each unremitted order, so an admin can pick the orders of the courier that paid", async () => {
    const byDelhivery = await placeOrderOk(t, { quantity: 1 });
    const byHand = await placeOrderOk(t, { quantity: 1 });
    await t.gqlOk(
      SHIP_OR_DELIVER,
      { id: byDelhivery.orderId, status: "SHIPPED", shipment: { courier: "DELHIVERY", trackingNumber: "DLV1234567" } },
      admin,
    );
    await t.gqlOk(SHIP_OR_DELIVER, { id: byHand.orderId, status: "SHIPPED" }, admin);
    for (const { orderId } of [byDelhivery, byHand]) await t.gqlOk(SHIP_OR_DELIVER, { id: orderId, status: "DELIVERED" }, admin);
    const listed = (await t.gqlOk(UNREMITTED_COURIERS, {}, admin)).unremittedCodOrders.nodes.filter((n) =>
      [byDelhivery.orderId, byHand.orderId].includes(n.orderId),
    );
    // Each by the number staff quote, as the order itself gives it.
    const numberOf = async (id: string) => (await t.gqlOk(ORDER_NUMBER, { id }, admin)).order.number;
    expect(listed).toEqual([
      { orderId: byDelhivery.orderId, orderNumber: await numberOf(byDelhivery.orderId), courierName: "Delhivery" },
      { orderId: byHand.orderId, orderNumber: await numberOf(byHand.orderId), courierName: null },
    ]);
  });

  it("refuses orders that do not exist, are not COD, not delivered or already remitted, and bad dates, naming the field", async () => {
    const remitted = await deliveredCod(500_00);
    await t.gqlOk(RECORD, { input: input([remitted.orderId], remitted.totalPaise) }, admin);
    const upi = await deliveredOrderOk(t, { method: "UPI", quantity: 1 });
    const placed = await placeOrderOk(t, { quantity: 1 });
    const missing = "00000000-0000-4000-8000-000000000000";
    const numberOf = async (id: string) => (await t.gqlOk(ORDER_NUMBER, { id }, admin)).order.number;
    const refusals: [ReturnType<typeof input>, string, string][] = [
      [input([missing], 1_00), "orderIds", `Order ${missing} not found`],
      [input(["not-an-id"], 1_00), "orderIds", "Order not-an-id not found"],
      [input([upi.orderId], 1_00), "orderIds", `Order ${await numberOf(upi.orderId)} was not paid cash on delivery`],
      [input([placed.orderId], 1_00), "orderIds", `Order ${await numberOf(placed.orderId)} has not been delivered`],
      [input([remitted.orderId], 1_00), "orderIds", `Order ${await numberOf(remitted.orderId)} is already in a remittance`],
      [input([remitted.orderId, remitted.orderId], 1_00), "orderIds", "An order is named twice"],
      [{ ...input([placed.orderId], 1_00), receivedOn: "2026-02-30" }, "receivedOn", "The date received must be a date, YYYY-MM-DD"],
      [{ ...input([placed.orderId], 1_00), receivedOn: "2999-01-01" }, "receivedOn", "The date received must not be in the future"],
    ];
    for (const [bad, field, message] of refusals) {
      expect((await t.gql(RECORD, { input: bad }, admin)).errors?.[0]).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", field },
      });
    }
    expect(
      (await t.gql(RECORD, { input: { ...input([placed.orderId], 1_00), courier: "  " } }, admin)).errors?.[0].extensions,
    ).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "courier",
    });
    const customer = await t.registerCustomer();
    expect((await t.gql(RECORD, { input: input([remitted.orderId], 1_00) }, customer.token)).errors?.[0].extensions?.code).toBe(
      "FORBIDDEN",
    );
    expect((await t.gql(UNREMITTED, {}, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});
