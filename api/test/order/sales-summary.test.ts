import { indiaDateOf } from "@shop/words/india-time";
import { createProduct } from "../support/catalog-fixtures";
import { customerWithBag, placeCheckoutOk } from "../support/commerce";
import { type RazorpayShop, startRazorpayShop } from "../support/razorpay";
import { paidRazorpayOrder } from "../support/razorpay-orders";
import { until } from "../support/until";
import { graphql } from "../gql";

/**
 * The dashboard's money against the GST report, through GraphQL on real PostgreSQL, UPI paid at the
 * repo's Razorpay sandbox: orders placed, paid, refunded, cancelled and delivered today.
 */

graphql(`fragment SummaryPeriod on SalesPeriod {
  from to revenue { paise } paid { paise } paidOrders averageOrderValue { paise } refunds { paise } refundCount
  placedOrders byStatus { status orders } codOrders codShare invoiced { paise } invoicedGst { paise }
}`);
const SUMMARY = graphql(
  `query SummaryOfDays($from: String!, $to: String!) { salesSummary(from: $from, to: $to) { current { ...SummaryPeriod } previous { ...SummaryPeriod } } }`,
);
const GST_MONTH = graphql(
  `query SummaryGstMonth($month: String!) { gstReport(month: $month) { invoiceCount creditNoteCount net { charged { paise } totalTax { paise } } } }`,
);
const SETTINGS = graphql(
  `mutation SummarySettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { invoicingProblems } }`,
);
const TOTAL = graphql(
  `query SummaryOrder($id: ID!) { order(id: $id) { totals { total { paise } } paymentStatus refunds { status } creditNotes { number } } }`,
);
const MOVE = graphql(`mutation SummaryMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`);
const REFUND = graphql(`mutation SummaryRefund($input: RefundOrderInput!) { refundOrder(input: $input) { id } }`);
const MANUAL_REFUND = graphql(`mutation SummaryManualRefund($input: ManualRefundInput!) { recordManualRefund(input: $input) { id } }`);

let r: RazorpayShop;
let admin: string;
beforeAll(async () => {
  r = await startRazorpayShop({ JOB_RETRY_DELAY_SECONDS: "0" });
  admin = await r.t.adminToken();
  const seller = {
    legalName: "Bagzone Retail Private Limited",
    gstin: "27AAPFU0939F1ZV",
    address: "Lower Parel, Mumbai",
    state: "Maharashtra",
  };
  expect((await r.t.gqlOk(SETTINGS, { input: { seller } }, admin)).updateShopSettings.invoicingProblems).toEqual([]);
});
afterAll(() => r.close());

const totalOf = async (id: string) => (await r.t.gqlOk(TOTAL, { id }, admin)).order.totals.total.paise;

async function codOrder(pricePaise: number) {
  const product = await createProduct(r.t.dataSource, { countInStock: 5, pricePaise });
  const customer = await customerWithBag(r.t, product.id, 1);
  return (await placeCheckoutOk(r.t, customer.token, { paymentMethod: "COD" })).orderId;
}

/** Every refund of the order processed (the sandbox answers Razorpay's refund webhooks). */
async function refundsProcessed(id: string) {
  await r.t.settleJobs();
  await until(`refunds of ${id} processed`, async () => {
    const { refunds } = (await r.t.gqlOk(TOTAL, { id }, admin)).order;
    return refunds.length > 0 && refunds.every((f) => f.status === "PROCESSED");
  });
}

it("counts revenue as paid less refunded, and reconciles it with invoices less credit notes, as the GST report adds them", async () => {
  // UPI, paid at Razorpay: revenue when captured.
  const upiKept = await paidRazorpayOrder(r, 1000_00);
  // UPI, paid, then Rs. 300 refunded through Razorpay: a credit note of Rs. 300.
  const upiPartRefunded = await paidRazorpayOrder(r, 1500_00);
  await r.t.gqlOk(REFUND, { input: { orderId: upiPartRefunded.orderId, amountPaise: 300_00, reason: "Scratched" } }, admin);
  await refundsProcessed(upiPartRefunded.orderId);
  // UPI, paid, then cancelled: refunded in full, credited in full.
  const upiCancelled = await paidRazorpayOrder(r, 800_00);
  await r.t.gqlOk(MOVE, { id: upiCancelled.orderId, status: "CANCELLED" }, admin);
  await refundsProcessed(upiCancelled.orderId);
  // COD, delivered (the cash collected: revenue now), then Rs. 200 given back by hand.
  const codDelivered = await codOrder(1200_00);
  await r.t.gqlOk(MOVE, { id: codDelivered, status: "SHIPPED" }, admin);
  await r.t.gqlOk(MOVE, { id: codDelivered, status: "DELIVERED" }, admin);
  await r.t.gqlOk(
    MANUAL_REFUND,
    { input: { orderId: codDelivered, amountPaise: 200_00, method: "MANUAL_UPI", reference: "UPI-1", reason: "Strap loose" } },
    admin,
  );
  // COD, cancelled before it shipped: invoiced and credited, never paid.
  const codCancelled = await codOrder(900_00);
  await r.t.gqlOk(MOVE, { id: codCancelled, status: "CANCELLED" }, admin);
  // COD on its way: invoiced, not paid yet.
  const codOnItsWay = await codOrder(700_00);

  const [kept, partRefunded, cancelled, delivered, onItsWay] = await Promise.all(
    [upiKept.orderId, upiPartRefunded.orderId, upiCancelled.orderId, codDelivered, codOnItsWay].map(totalOf),
  );
  const paid = kept + partRefunded + cancelled + delivered;
  const refunded = 300_00 + cancelled + 200_00;

  const today = indiaDateOf(new Date());
  const monthStart = `${today.slice(0, 7)}-01`;
  const { current, previous } = (await r.t.gqlOk(SUMMARY, { from: monthStart, to: today }, admin)).salesSummary;
  expect(current).toMatchObject({
    from: monthStart,
    to: today,
    paid: { paise: paid },
    paidOrders: 4,
    averageOrderValue: { paise: Math.round(paid / 4) },
    refunds: { paise: refunded },
    refundCount: 3,
    revenue: { paise: paid - refunded },
    placedOrders: 6,
    codOrders: 3,
    codShare: 50,
  });
  expect(Object.fromEntries(current.byStatus.map((s) => [s.status, s.orders]))).toEqual({ PENDING: 3, DELIVERED: 1, CANCELLED: 2 });
  // Invoiced less credited is revenue plus the COD order still on its way, which was invoiced when placed.
  expect(current.invoiced.paise).toBe(current.revenue.paise + onItsWay);

  // The GST report for the month says the same (nothing can be issued after today).
  const report = (await r.t.gqlOk(GST_MONTH, { month: today.slice(0, 7) }, admin)).gstReport;
  expect(report).toMatchObject({ invoiceCount: 6, creditNoteCount: 4 });
  expect(report.net.charged.paise).toBe(current.invoiced.paise);
  expect(report.net.totalTax.paise).toBe(current.invoicedGst.paise);

  // The comparison: as many days just before, when the shop had sold nothing.
  const days = Number(today.slice(8, 10));
  expect(previous).toMatchObject({ paid: { paise: 0 }, revenue: { paise: 0 }, placedOrders: 0, byStatus: [], invoiced: { paise: 0 } });
  expect(Date.parse(monthStart) - Date.parse(previous.from)).toBe(days * 86_400_000);
  expect(Date.parse(monthStart) - Date.parse(previous.to)).toBe(86_400_000);

  // Yesterday alone had nothing: today's money is today's.
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const lastDay = (await r.t.gqlOk(SUMMARY, { from: yesterday, to: yesterday }, admin)).salesSummary.current;
  expect(lastDay).toMatchObject({ paid: { paise: 0 }, placedOrders: 0, refunds: { paise: 0 } });
});

it("refuses a range that is not one, naming the field, and anyone but an admin", async () => {
  const today = indiaDateOf(new Date());
  const refusal = async (from: string, to: string) => (await r.t.gql(SUMMARY, { from, to }, admin)).errors?.[0];
  expect(await refusal("2026-02-30", today)).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "from" } });
  expect(await refusal(today, "2999-01-01")).toMatchObject({
    message: "The date must not be in the future",
    extensions: { code: "BAD_USER_INPUT", field: "to" },
  });
  expect(await refusal(today, "2020-01-01")).toMatchObject({
    message: "The range must not end before it starts",
    extensions: { field: "to" },
  });
  expect(await refusal("2020-01-01", "2021-06-01")).toMatchObject({
    message: "The range can be at most 366 days",
    extensions: { field: "to" },
  });
  const customer = await r.t.registerCustomer();
  expect((await r.t.gql(SUMMARY, { from: today, to: today }, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
});
