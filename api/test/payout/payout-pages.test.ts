import { indiaDateOf } from "@shop/words/india-time";
import { deliveredOrderOk } from "../support/commerce";
import { connectionField, copyOrder, copyRow, minutesAgo, walkPagesWhileChanging } from "../support/connection-pages";
import { copyPayment, paidRazorpayOrder } from "../support/razorpay-orders";
import { type RazorpayShop, startRazorpayShop } from "../support/razorpay";
import type { TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/** The money lists (payouts, captures not settled, COD remittances, COD orders not remitted) paged while they change. */

const PAYOUTS = graphql(`query PayoutPagesPayouts($first: Int, $after: String) {
  payouts(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }
}`);
const UNSETTLED = graphql(`query PayoutPagesUnsettled($first: Int, $after: String) {
  unsettledPayments(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { orderId providerPaymentId } }
}`);
const REMITTANCES = graphql(`query PayoutPagesRemittances($first: Int, $after: String) {
  codRemittances(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }
}`);
const UNREMITTED = graphql(`query PayoutPagesUnremitted($first: Int, $after: String) {
  unremittedCodOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { orderId } }
}`);
const RECORD_DAY = graphql(`mutation PayoutPagesRecordDay($date: String!) { recordSettlementsOfDay(date: $date) }`);
const RECORD_REMITTANCE = graphql(
  `mutation PayoutPagesRecordRemittance($input: CodRemittanceInput!) { recordCodRemittance(input: $input) { id } }`,
);

let r: RazorpayShop;
let t: TestShop;
let admin: string;
beforeAll(async () => {
  r = await startRazorpayShop();
  t = r.t;
  admin = await t.adminToken();
});
afterAll(() => r.close());

const dayOf = (daysAgo: number) => indiaDateOf(new Date(Date.now() - daysAgo * 86_400_000));

describe("Razorpay's settlements", () => {
  it("pages the payouts, latest settled first, without repeating or skipping one while payouts are recorded and removed", async () => {
    await paidRazorpayOrder(r, 1000_00);
    r.sandbox.settle();
    expect((await t.gqlOk(RECORD_DAY, { date: indiaDateOf(new Date()) }, admin)).recordSettlementsOfDay).toBeTruthy();
    await t.settleJobs();
    const [{ id }] = await t.dataSource.query<{ id: string }[]>(`SELECT id FROM payouts`);
    const settledAt = (minutes: number) => ({ settlement_id: `setl_${crypto.randomUUID()}`, settled_at: minutesAgo(minutes) });
    // Ten earlier settlements, two of them in the same instant.
    for (let i = 1; i <= 9; i++) await copyRow(t, "payouts", id, settledAt(60 * i));
    await copyRow(t, "payouts", id, settledAt(60 * 4));
    await walkPagesWhileChanging(t, connectionField({ query: PAYOUTS, connection: (d) => d.payouts, token: admin }), 3, {
      addBefore: async () => void (await copyRow(t, "payouts", id, settledAt(-1))),
      remove: async (payout) => void (await t.dataSource.query(`DELETE FROM payouts WHERE id = $1`, [payout.id])),
    });
  });

  it("pages the captures not settled yet, oldest first, the same way while captures arrive and are settled", async () => {
    const paid = await paidRazorpayOrder(r, 700_00);
    const [{ id: paymentId }] = await t.dataSource.query<{ id: string }[]>(
      `SELECT p.id FROM payments p JOIN orders o ON o.checkout_id = p.checkout_id WHERE o.id = $1`,
      [paid.orderId],
    );
    /** Another order paid through Razorpay: its checkout, the order and the captured payment, captured `minutes` ago. */
    const capture = async (minutes: number) => {
      const checkoutId = await copyPayment(t, paymentId, { captured_at: minutesAgo(minutes) });
      await copyOrder(t, paid.orderId, { checkout_id: checkoutId });
    };
    // Ten captures older than the real one, two of them in the same instant.
    for (let i = 1; i <= 9; i++) await capture(10 * i);
    await capture(50);
    const [{ id: payoutId }] = await t.dataSource.query<{ id: string }[]>(`SELECT id FROM payouts LIMIT 1`);
    await walkPagesWhileChanging(t, connectionField({ query: UNSETTLED, connection: (d) => d.unsettledPayments, token: admin }), 3, {
      addBefore: () => capture(24 * 60),
      // A settlement's line for the payment takes it out of the list.
      remove: async (payment) => {
        await t.dataSource.query(
          `INSERT INTO payout_lines (payout_id, entity_id, kind, provider_payment_id, order_id, amount_paise, fee_paise, tax_paise, net_paise)
           VALUES ($1, $2, 'payment', $2, $3, 0, 0, 0, 0)`,
          [payoutId, payment.providerPaymentId, payment.orderId],
        );
      },
    });
  });
});

describe("cash on delivery remitted by couriers", () => {
  it("pages the remittances, latest received first, without repeating or skipping one while remittances are recorded and removed", async () => {
    const { orderId } = await deliveredOrderOk(t, { quantity: 1 });
    const [{ total_paise: amountPaise }] = await t.dataSource.query<{ total_paise: number }[]>(
      `SELECT total_paise::float8 AS total_paise FROM orders WHERE id = $1`,
      [orderId],
    );
    const input = { courier: "Delhivery", receivedOn: dayOf(5), reference: "UTR0001", amountPaise, orderIds: [orderId] };
    const { id } = (await t.gqlOk(RECORD_REMITTANCE, { input }, admin)).recordCodRemittance;
    // Remittances received on the days before, two of them on the same day.
    for (let i = 6; i <= 14; i++) await copyRow(t, "cod_remittances", id, { received_on: dayOf(i) });
    await copyRow(t, "cod_remittances", id, { received_on: dayOf(8) });
    await walkPagesWhileChanging(t, connectionField({ query: REMITTANCES, connection: (d) => d.codRemittances, token: admin }), 3, {
      addBefore: async () => void (await copyRow(t, "cod_remittances", id, { received_on: dayOf(0) })),
      remove: async (remittance) => void (await t.dataSource.query(`DELETE FROM cod_remittances WHERE id = $1`, [remittance.id])),
    });
  });

  it("pages the COD orders not remitted yet, earliest delivered first, the same way while orders are delivered and remitted", async () => {
    const { orderId } = await deliveredOrderOk(t, { quantity: 1 });
    const delivered = async (minutes: number) =>
      void (await copyOrder(t, orderId, { checkout_id: null, delivered_at: minutesAgo(minutes) }));
    // Ten orders delivered earlier, two of them in the same instant.
    for (let i = 1; i <= 9; i++) await delivered(60 * i);
    await delivered(60 * 3);
    let earliest = 60 * 24;
    await walkPagesWhileChanging(t, connectionField({ query: UNREMITTED, connection: (d) => d.unremittedCodOrders, token: admin }), 3, {
      addBefore: () => delivered((earliest += 60)),
      remove: async ({ orderId: remitted }) => {
        const input = { courier: "Delhivery", receivedOn: dayOf(0), reference: "UTR0002", amountPaise: 1_00, orderIds: [remitted] };
        await t.gqlOk(RECORD_REMITTANCE, { input }, admin);
      },
    });
  });
});
