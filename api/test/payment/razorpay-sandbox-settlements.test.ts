import { type RazorpaySandbox, startRazorpaySandbox } from "../../src/sandbox/razorpay-sandbox";
import { indiaDateOf } from "@shop/words/india-time";
import { RAZORPAY_KEYS } from "../support/razorpay";

/**
 * The sandbox's settlements over real HTTP, in Razorpay's documented shapes: what the shop's
 * settlement fetching reads. A payment's fee is 2% plus 18% GST on it (`fee` includes the GST).
 */

let sandbox: RazorpaySandbox;
const auth = `Basic ${Buffer.from(`${RAZORPAY_KEYS.RAZORPAY_KEY_ID}:${RAZORPAY_KEYS.RAZORPAY_KEY_SECRET}`).toString("base64")}`;

beforeAll(async () => {
  sandbox = await startRazorpaySandbox({
    keyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_KEYS.RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET,
  });
});
afterAll(() => sandbox.close());

async function call(method: string, path: string, body?: object, authorization = auth) {
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { authorization, "content-type": "application/json" },
    body: body && JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Razorpay's JSON, checked by the assertions that read it
  return { status: res.status, body: (await res.json()) as any };
}

async function paidOrder(amount: number, receipt: string) {
  const order = (await call("POST", "/v1/orders", { amount, currency: "INR", receipt })).body;
  const { razorpay_payment_id: paymentId } = await sandbox.pay(order.id);
  return { orderId: order.id as string, paymentId };
}

describe("the sandbox's settlements", () => {
  it("pay out captured payments less 2% and GST on it, less refunds, with a UTR on every recon line", async () => {
    expect(sandbox.settle()).toBeNull();
    const first = await paidOrder(1000_00, "checkout-1");
    const second = await paidOrder(2499_00, "checkout-2");
    expect((await call("POST", `/v1/payments/${second.paymentId}/refund`, { amount: 499_00 })).status).toBe(200);

    const made = sandbox.settle()!;
    // 1000.00: fee 20.00 + GST 3.60; 2499.00: fee 49.98 + GST 9.00 (8.9964 rounded)
    expect(made).toMatchObject({ entity: "settlement", status: "processed", fees: 23_60 + 58_98, tax: 3_60 + 9_00 });
    expect(made.amount).toBe(1000_00 - 23_60 + (2499_00 - 58_98) - 499_00);
    expect(made.utr).toMatch(/^\w+$/);
    expect(sandbox.settle()).toBeNull(); // nothing is settled twice

    const list = (await call("GET", `/v1/settlements?from=${made.created_at - 1}&count=10`)).body;
    expect(list).toEqual({ entity: "collection", count: 1, items: [made] });
    expect((await call("GET", `/v1/settlements/${made.id}`)).body).toEqual(made);

    const [year, month, day] = indiaDateOf(new Date(made.created_at * 1000))
      .split("-")
      .map(Number);
    const recon = (await call("GET", `/v1/settlements/recon/combined?year=${year}&month=${month}&day=${day}`)).body;
    expect(recon).toMatchObject({ entity: "collection", count: 3 });
    const line = (id: string) => recon.items.find((i: { entity_id: string }) => i.entity_id === id);
    expect(line(first.paymentId)).toMatchObject({
      type: "payment",
      amount: 1000_00,
      fee: 23_60,
      tax: 3_60,
      credit: 1000_00 - 23_60,
      debit: 0,
      settled: true,
      settlement_id: made.id,
      settlement_utr: made.utr,
      payment_id: first.paymentId,
      order_id: first.orderId,
      order_receipt: "checkout-1",
    });
    expect(recon.items.find((i: { type: string }) => i.type === "refund")).toMatchObject({
      debit: 499_00,
      credit: 0,
      fee: 0,
      payment_id: second.paymentId,
      settlement_utr: made.utr,
    });
    const otherDay = (await call("GET", `/v1/settlements/recon/combined?year=${year - 1}&month=${month}`)).body;
    expect(otherDay).toEqual({ entity: "collection", count: 0, items: [] });
  });

  it("refuses a recon without its year and month, and a caller without the keys, as Razorpay does", async () => {
    const bad = await call("GET", "/v1/settlements/recon/combined?month=1");
    expect(bad).toMatchObject({ status: 400, body: { error: { code: "BAD_REQUEST_ERROR", description: "year and month are required" } } });
    expect((await call("GET", "/v1/settlements", undefined, "Basic bm9ib2R5Om5vdGhpbmc=")).status).toBe(401);
    expect((await call("GET", "/v1/settlements/setl_unknown")).status).toBe(400);
  });
});
