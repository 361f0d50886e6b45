import { paidRazorpayOrder } from "../support/razorpay-orders";
import { RAZORPAY_KEYS, type RazorpayShop, startRazorpayShop } from "../support/razorpay";
import { indiaDateOf } from "@shop/words/india-time";
import { graphql } from "../gql";

/**
 * Razorpay's settlements recorded as payouts: the shop reads the sandbox's settlement recon over
 * HTTP (Razorpay's documented API), once per day asked, and shows admins what each paid.
 */

const RECORD_DAY = graphql(`mutation PayoutsRecordDay($date: String!) { recordSettlementsOfDay(date: $date) }`);
const PAYOUTS = graphql(`query PayoutsList($first: Int = 100, $after: String) { payouts(first: $first, after: $after) {
  nodes { id settlementId utr settledAt amount { paise } fees { paise } tax { paise } } totalCount } }`);
const PAYOUT = graphql(`query PayoutsOne($id: ID!) { payout(id: $id) { payout { settlementId }
  lines { entityId kind providerPaymentId orderId amount { paise } fee { paise } tax { paise } net { paise } } } }`);
const UNSETTLED = graphql(`query PayoutsUnsettled($first: Int = 100) { unsettledPayments(first: $first) {
  nodes { orderId providerPaymentId amount { paise } capturedAt } totalCount } }`);

let r: RazorpayShop;
beforeAll(async () => {
  r = await startRazorpayShop();
});
afterAll(() => r.close());

const paidOrder = (pricePaise: number) => paidRazorpayOrder(r, pricePaise);

async function recordToday(admin: string) {
  const today = indiaDateOf(new Date());
  expect((await r.t.gqlOk(RECORD_DAY, { date: today }, admin)).recordSettlementsOfDay).toBe(today);
  await r.t.settleJobs();
}

describe("payouts from Razorpay's settlements", () => {
  it("records a day's settlement once, with the order each payment paid, and lists captures not settled yet", async () => {
    const admin = await r.t.adminToken();
    const first = await paidOrder(1000_00);
    const second = await paidOrder(2499_00);
    const unsettledAmong = async (...orderIds: string[]) =>
      (await r.t.gqlOk(UNSETTLED, {}, admin)).unsettledPayments.nodes.filter((n) => orderIds.includes(n.orderId));
    expect(await unsettledAmong(first.orderId, second.orderId)).toEqual([
      expect.objectContaining({ orderId: first.orderId, providerPaymentId: first.paymentId, amount: { paise: first.paise } }),
      expect.objectContaining({ orderId: second.orderId, providerPaymentId: second.paymentId, amount: { paise: second.paise } }),
    ]);

    const made = r.sandbox.settle()!;
    const late = await paidOrder(700_00); // captured after the settlement: still to be settled
    await recordToday(admin);

    const payout = (await r.t.gqlOk(PAYOUTS, {}, admin)).payouts.nodes.find((p) => p.settlementId === made.id)!;
    expect(payout).toMatchObject({ utr: made.utr, amount: { paise: made.amount }, fees: { paise: made.fees }, tax: { paise: made.tax } });
    expect(new Date(payout.settledAt).getTime()).toBe(made.created_at * 1000);
    const { lines } = (await r.t.gqlOk(PAYOUT, { id: payout.id }, admin)).payout;
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "payment", entityId: first.paymentId, orderId: first.orderId, amount: { paise: first.paise } }),
        expect.objectContaining({ kind: "payment", entityId: second.paymentId, orderId: second.orderId, amount: { paise: second.paise } }),
      ]),
    );
    for (const line of lines) {
      // Razorpay's fee (2% and GST on it, in the sandbox) comes off each payment.
      expect(line.fee.paise).toBe(Math.round(line.amount.paise * 0.02) + Math.round(Math.round(line.amount.paise * 0.02) * 0.18));
      expect(line.net.paise).toBe(line.amount.paise - line.fee.paise);
    }
    expect(lines.reduce((sum, l) => sum + l.tax.paise, 0)).toBe(made.tax);
    expect((await unsettledAmong(first.orderId, second.orderId, late.orderId)).map((n) => n.orderId)).toEqual([late.orderId]);

    // The same day read again (the daily job reads each day twice) records nothing more.
    const before = await r.t.dataSource.query(`SELECT count(*)::int AS lines, sum(net_paise)::float8 AS net FROM payout_lines`);
    await recordToday(admin);
    expect(await r.t.dataSource.query(`SELECT count(*)::int AS lines, sum(net_paise)::float8 AS net FROM payout_lines`)).toEqual(before);
    const again = (await r.t.gqlOk(PAYOUTS, {}, admin)).payouts;
    expect(again.nodes.filter((p) => p.settlementId === made.id)).toEqual([payout]);
  });

  it("reads every page of a day's recon: more lines than Razorpay answers at once", async () => {
    const admin = await r.t.adminToken();
    const auth = `Basic ${Buffer.from(`${RAZORPAY_KEYS.RAZORPAY_KEY_ID}:${RAZORPAY_KEYS.RAZORPAY_KEY_SECRET}`).toString("base64")}`;
    // Payments made at Razorpay with no checkout of the shop (another channel): webhooks held, nothing for the shop to place.
    r.sandbox.holdWebhooks(true);
    try {
      for (let i = 0; i < 101; i++) {
        const res = await fetch(`${r.sandbox.url}/v1/orders`, {
          method: "POST",
          headers: { authorization: auth, "content-type": "application/json" },
          body: JSON.stringify({ amount: 100_00 + i, currency: "INR", receipt: `elsewhere-${i}` }),
        });
        await r.sandbox.pay(((await res.json()) as { id: string }).id);
      }
    } finally {
      r.sandbox.holdWebhooks(false);
    }
    const made = r.sandbox.settle()!;
    await recordToday(admin);
    const payout = (await r.t.gqlOk(PAYOUTS, {}, admin)).payouts.nodes.find((p) => p.settlementId === made.id)!;
    expect(payout.amount.paise).toBe(made.amount);
    const { lines } = (await r.t.gqlOk(PAYOUT, { id: payout.id }, admin)).payout;
    // The 101 payments with no order of the shop, and any earlier test's capture this settlement took too.
    expect(lines.filter((l) => l.orderId === null)).toHaveLength(101);
    expect(lines.reduce((sum, l) => sum + l.net.paise, 0)).toBe(made.amount);
  });

  it("refuses a date that is none or still to come naming `date`, and anyone but an admin", async () => {
    const admin = await r.t.adminToken();
    for (const [date, message] of [
      ["2026-02-30", "The date must be a calendar date, YYYY-MM-DD"],
      ["yesterday", "The date must be a calendar date, YYYY-MM-DD"],
      ["2999-01-01", "The date must not be in the future"],
    ]) {
      expect((await r.t.gql(RECORD_DAY, { date }, admin)).errors?.[0]).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", field: "date" },
      });
    }
    const customer = await r.t.registerCustomer();
    expect((await r.t.gql(RECORD_DAY, { date: "2026-01-01" }, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await r.t.gql(PAYOUTS, {}, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await r.t.gql(UNSETTLED, {}, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await r.t.gql(PAYOUT, { id: "00000000-0000-4000-8000-000000000000" }, admin)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});
