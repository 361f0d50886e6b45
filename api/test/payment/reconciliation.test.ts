import { paidRazorpayOrder } from "../support/razorpay-orders";
import { connectionField, expectPageSizesRefused, walkPages } from "../support/connection-pages";
import { createProduct } from "../support/catalog-fixtures";
import { customerWithBag, placeCheckoutOk } from "../support/commerce";
import { RAZORPAY_KEYS, type RazorpayShop, startRazorpayShop } from "../support/razorpay";
import { indiaDateOf } from "@shop/words/india-time";
import { graphql } from "../gql";
import type { ReconciliationDifferencesQuery } from "../gql/graphql";

/**
 * The daily reconciliation: the shop reads Razorpay's list of a day's payments from the sandbox
 * over HTTP (GET /v1/payments, paged by count and skip) and lists for admins where the two disagree.
 */

const RECONCILE_DAY = graphql(`mutation ReconciliationDay($date: String!) { reconcileDayWithProvider(date: $date) }`);
const DIFFERENCES = graphql(`query ReconciliationDifferences($first: Int = 100, $after: String, $unresolvedOnly: Boolean = false) {
  reconciliationDifferences(first: $first, after: $after, unresolvedOnly: $unresolvedOnly) {
    nodes { id date providerPaymentId kind description paymentId shopAmount { paise } providerAmount { paise } resolved }
    totalCount pageInfo { hasNextPage endCursor } } }`);
const RESOLVE = graphql(`mutation ReconciliationResolve($id: ID!) { resolveReconciliationDifference(id: $id) { id resolved } }`);
const ORDER_PAYMENT = graphql(`query ReconciliationOrderPayment($id: ID!) { order(id: $id) { id payment { id attention } } }`);
const RAZORPAY_ORDER = graphql(`query ReconciliationCheckout($id: ID!) { checkout(id: $id) { razorpay { orderId } } }`);

let r: RazorpayShop;
beforeAll(async () => {
  r = await startRazorpayShop();
});
afterAll(() => r.close());

const auth = `Basic ${Buffer.from(`${RAZORPAY_KEYS.RAZORPAY_KEY_ID}:${RAZORPAY_KEYS.RAZORPAY_KEY_SECRET}`).toString("base64")}`;

/** Pays at Razorpay with its webhooks never delivered: the shop is not told. */
async function payUntold(razorpayOrderId: string) {
  r.sandbox.holdWebhooks(true);
  try {
    return (await r.sandbox.pay(razorpayOrderId)).razorpay_payment_id;
  } finally {
    r.sandbox.holdWebhooks(false);
  }
}

/** A payment made on the shop's Razorpay account with no checkout of the shop (another channel). */
async function paidElsewhere(amount: number) {
  const res = await fetch(`${r.sandbox.url}/v1/orders`, {
    method: "POST",
    headers: { authorization: auth, "content-type": "application/json" },
    body: JSON.stringify({ amount, currency: "INR", receipt: "elsewhere" }),
  });
  return payUntold(((await res.json()) as { id: string }).id);
}

async function reconcileToday(admin: string) {
  const today = indiaDateOf(new Date());
  expect((await r.t.gqlOk(RECONCILE_DAY, { date: today }, admin)).reconcileDayWithProvider).toBe(today);
  await r.t.settleJobs();
  return today;
}

/** The differences of these Razorpay payments, read to the end of the list by keyset pages. */
async function differencesOf(admin: string, ids: string[]) {
  const all: ReconciliationDifferencesQuery["reconciliationDifferences"]["nodes"] = [];
  let after: string | null | undefined = null;
  do {
    const page: ReconciliationDifferencesQuery["reconciliationDifferences"] = (await r.t.gqlOk(DIFFERENCES, { first: 40, after }, admin))
      .reconciliationDifferences;
    all.push(...page.nodes);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return all.filter((d) => ids.includes(d.providerPaymentId));
}

describe("daily reconciliation with Razorpay", () => {
  it("lists each difference once, flags the shop's payments, and finds payments the shop never heard of", async () => {
    const admin = await r.t.adminToken();
    const matching = await paidRazorpayOrder(r, 500_00);
    const vanished = await paidRazorpayOrder(r, 600_00);
    const reduced = await paidRazorpayOrder(r, 700_00);
    // Razorpay's record disagrees: one payment it has no more, one for less than the shop recorded.
    r.sandbox.payments.delete(vanished.paymentId);
    r.sandbox.payments.get(reduced.paymentId)!.amount = reduced.paise - 100_00;
    const unknown = await paidElsewhere(900_00);
    // A checkout of the shop paid at Razorpay whose webhook never came.
    const product = await createProduct(r.t.dataSource, { countInStock: 5, pricePaise: 800_00 });
    const customer = await customerWithBag(r.t, product.id, 1);
    const checkout = await placeCheckoutOk(r.t, customer.token, { paymentMethod: "UPI" });
    const untoldOrder = (await r.t.gqlOk(RAZORPAY_ORDER, { id: checkout.id }, customer.token)).checkout.razorpay.orderId;
    const untold = await payUntold(untoldOrder);
    const untoldPaise = r.sandbox.orders.get(untoldOrder)!.amount;

    const today = await reconcileToday(admin);
    const ids = [matching.paymentId, vanished.paymentId, reduced.paymentId, unknown, untold];
    const found = await differencesOf(admin, ids);
    expect(found).toHaveLength(4);
    const byPayment = Object.fromEntries(found.map((d) => [d.providerPaymentId, d]));
    expect(byPayment[vanished.paymentId]).toMatchObject({
      date: today,
      kind: "NOT_CAPTURED_AT_PROVIDER",
      shopAmount: { paise: vanished.paise },
      providerAmount: null,
      resolved: false,
    });
    expect(byPayment[reduced.paymentId]).toMatchObject({
      kind: "AMOUNT_DIFFERS",
      shopAmount: { paise: reduced.paise },
      providerAmount: { paise: reduced.paise - 100_00 },
    });
    expect(byPayment[unknown]).toMatchObject({
      kind: "UNKNOWN_TO_SHOP",
      paymentId: null,
      shopAmount: null,
      providerAmount: { paise: 900_00 },
    });
    expect(byPayment[untold]).toMatchObject({ kind: "NOT_CAPTURED_IN_SHOP", providerAmount: { paise: untoldPaise } });
    expect(byPayment[untold].paymentId).toEqual(expect.any(String));

    // The shop's payments carry the difference as their attention flag.
    const attentionOf = async (orderId: string) => (await r.t.gqlOk(ORDER_PAYMENT, { id: orderId }, admin)).order.payment;
    expect((await attentionOf(vanished.orderId)).attention).toBe(byPayment[vanished.paymentId].description);
    expect((await attentionOf(reduced.orderId)).attention).toBe(byPayment[reduced.paymentId].description);
    expect((await attentionOf(matching.orderId)).attention).toBeNull();
    const [{ attention }] = await r.t.dataSource.query(`SELECT attention FROM payments WHERE id = $1`, [byPayment[untold].paymentId]);
    expect(attention).toBe(byPayment[untold].description);

    await walkPages(r.t, connectionField({ query: DIFFERENCES, connection: (d) => d.reconciliationDifferences, token: admin }), 1);

    // The same day reconciled again adds nothing.
    await reconcileToday(admin);
    expect(await differencesOf(admin, ids)).toHaveLength(4);

    // A difference dealt with leaves the unresolved list.
    expect((await r.t.gqlOk(RESOLVE, { id: byPayment[unknown].id }, admin)).resolveReconciliationDifference.resolved).toBe(true);
    const unresolved = (await r.t.gqlOk(DIFFERENCES, { unresolvedOnly: true }, admin)).reconciliationDifferences.nodes;
    expect(unresolved.map((d) => d.providerPaymentId)).not.toContain(unknown);
    expect(unresolved.map((d) => d.providerPaymentId)).toContain(untold);
  });

  it("reads every page of Razorpay's list: more payments in a day than it answers at once", async () => {
    const admin = await r.t.adminToken();
    const made = [];
    for (let i = 0; i < 101; i++) made.push(await paidElsewhere(100_00 + i));
    await reconcileToday(admin);
    expect((await differencesOf(admin, made)).map((d) => d.providerPaymentId).sort()).toEqual([...made].sort());
  });

  it("refuses a date that is none or still to come naming `date`, and anyone but an admin", async () => {
    const admin = await r.t.adminToken();
    for (const [date, message] of [
      ["2026-02-30", "The date must be a calendar date, YYYY-MM-DD"],
      ["2999-01-01", "The date must not be in the future"],
    ]) {
      expect((await r.t.gql(RECONCILE_DAY, { date }, admin)).errors?.[0]).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", field: "date" },
      });
    }
    const customer = await r.t.registerCustomer();
    expect((await r.t.gql(RECONCILE_DAY, { date: "2026-01-01" }, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await r.t.gql(DIFFERENCES, {}, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    await expectPageSizesRefused(
      r.t,
      connectionField({ query: DIFFERENCES, connection: (d) => d.reconciliationDifferences, token: admin }),
    );
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await r.t.gql(RESOLVE, { id: missing }, admin)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});
