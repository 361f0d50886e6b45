import { parse } from "csv-parse/sync";
import { deliveredOrderOk } from "../support/commerce";
import { type RazorpayShop, startRazorpayShop } from "../support/razorpay";
import { paidRazorpayOrder } from "../support/razorpay-orders";
import { indiaDateOf } from "@shop/words/india-time";
import { graphql } from "../gql";

/** The accountant's CSV of money in: Razorpay payout lines and COD remittances, in rupees, for admins only. */

const RECORD_DAY = graphql(`mutation PayoutsCsvRecordDay($date: String!) { recordSettlementsOfDay(date: $date) }`);
const REMIT = graphql(`mutation PayoutsCsvRemit($input: CodRemittanceInput!) { recordCodRemittance(input: $input) { id } }`);
const ORDER_NUMBER = graphql(`query PayoutsCsvOrderNumber($id: ID!) { order(id: $id) { number } }`);

let r: RazorpayShop;
beforeAll(async () => {
  r = await startRazorpayShop();
});
afterAll(() => r.close());

const csv = (query: string, token?: string) => {
  const req = r.t.http.get(`/api/admin/reports/payouts.csv${query}`);
  if (token) req.set("authorization", `Bearer ${token}`);
  return req;
};

describe("GET /api/admin/reports/payouts.csv", () => {
  it("has a row per settled payment and per remitted COD order, in rupees, with outside text formula-safe", async () => {
    const admin = await r.t.adminToken();
    const today = indiaDateOf(new Date());
    const { orderId: codOrderId } = await deliveredOrderOk(r.t, { pricePaise: 450_00, quantity: 1 });
    await r.t.gqlOk(
      REMIT,
      { input: { courier: "=Courier()", receivedOn: today, reference: "UTR77", amountPaise: 400_00, orderIds: [codOrderId] } },
      admin,
    );
    const upi = await paidRazorpayOrder(r, 1000_00);
    const made = r.sandbox.settle()!;
    await r.t.gqlOk(RECORD_DAY, { date: today }, admin);
    await r.t.settleJobs();

    // Orders go by the number the accountant quotes.
    const numberOf = async (id: string) => (await r.t.gqlOk(ORDER_NUMBER, { id }, admin)).order.number;
    const codNumber = await numberOf(codOrderId);
    const res = await csv(`?from=${today}&to=${today}`, admin);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    const rows: string[][] = parse(res.text);
    expect(rows[0]).toEqual([
      "Date",
      "Type",
      "Settlement ID",
      "Courier",
      "UTR / reference",
      "Order",
      "Payment ID",
      "Amount",
      "Fee",
      "Tax",
      "Net",
    ]);
    const cod = rows.find((row) => row[5] === codNumber);
    expect(cod).toEqual([today, "cod", "", "'=Courier()", "UTR77", codNumber, "", expect.stringMatching(/^\d+\.\d\d$/), "", "", cod?.[7]]);
    const line = rows.find((row) => row[6] === upi.paymentId);
    // The only payment in the settlement: its fee and tax are the settlement's.
    const { fees: fee, tax } = made;
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    expect(line).toEqual([
      today,
      "payment",
      made.id,
      "",
      made.utr,
      await numberOf(upi.orderId),
      upi.paymentId,
      rupees(upi.paise),
      rupees(fee),
      rupees(tax),
      rupees(upi.paise - fee),
    ]);

    const before = await csv(`?from=2020-01-01&to=2020-01-31`, admin);
    expect(parse(before.text)).toHaveLength(1); // the header alone: nothing reached the bank then
  });

  it("refuses dates that are none, reversed or a period over a year naming the field, and anyone but an admin", async () => {
    const admin = await r.t.adminToken();
    for (const [query, field, message] of [
      ["?to=2026-01-01", "from", "From must be a date, YYYY-MM-DD"],
      ["?from=2026-01-01&to=2026-02-30", "to", "To must be a date, YYYY-MM-DD"],
      ["?from=2026-02-01&to=2026-01-01", "to", "To must not be before from"],
      ["?from=2024-01-01&to=2026-01-01", "to", "A report covers at most 366 days"],
    ]) {
      const res = await csv(query, admin);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
    expect((await csv("?from=2026-01-01&to=2026-01-02")).status).toBe(401);
    const customer = await r.t.registerCustomer();
    expect((await csv("?from=2026-01-01&to=2026-01-02", customer.token)).status).toBe(403);
  });
});
