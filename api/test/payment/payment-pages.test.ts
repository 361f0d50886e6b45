import { indiaDateOf } from "@shop/words/india-time";
import { connectionField, copyRow, minutesAgo, walkPagesWhileChanging } from "../support/connection-pages";
import { copyPayment, paidRazorpayOrder } from "../support/razorpay-orders";
import { type RazorpayShop, startRazorpayShop } from "../support/razorpay";
import type { TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const RECONCILE_DAY = graphql(`mutation PaymentPagesReconcile($date: String!) { reconcileDayWithProvider(date: $date) }`);
const DIFFERENCES = graphql(`query PaymentPagesDifferences($first: Int, $after: String) {
  reconciliationDifferences(unresolvedOnly: true, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }
}`);
const RESOLVE = graphql(`mutation PaymentPagesResolve($id: ID!) { resolveReconciliationDifference(id: $id) { id } }`);
const NEEDING_ATTENTION = graphql(`query PaymentPagesAttention($first: Int, $after: String) {
  paymentsNeedingAttention(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }
}`);

let r: RazorpayShop;
let t: TestShop;
let admin: string;
let paymentId: string;
beforeAll(async () => {
  r = await startRazorpayShop();
  t = r.t;
  admin = await t.adminToken();
  // A payment Razorpay has no record of: the day's reconciliation lists the difference and flags the payment.
  const paid = await paidRazorpayOrder(r, 600_00);
  r.sandbox.payments.delete(paid.paymentId);
  await t.gqlOk(RECONCILE_DAY, { date: indiaDateOf(new Date()) }, admin);
  await t.settleJobs();
  [{ id: paymentId }] = await t.dataSource.query<{ id: string }[]>(`SELECT id FROM payments WHERE attention IS NOT NULL`);
});
afterAll(() => r.close());

it("pages the unresolved reconciliation differences, newest first, without repeating or skipping one while differences are found and resolved", async () => {
  const [{ id }] = await t.dataSource.query<{ id: string }[]>(`SELECT id FROM reconciliation_differences`);
  const found = (minutes: number) =>
    copyRow(t, "reconciliation_differences", id, { provider_payment_id: `pay_${crypto.randomUUID()}`, created_at: minutesAgo(minutes) });
  // Ten found earlier, two of them in the same instant.
  for (let i = 1; i <= 9; i++) await found(60 * i);
  await found(60 * 2);
  await walkPagesWhileChanging(
    t,
    connectionField({ query: DIFFERENCES, connection: (d) => d.reconciliationDifferences, token: admin }),
    3,
    {
      addBefore: async () => void (await found(-1)),
      remove: async (difference) => void (await t.gqlOk(RESOLVE, { id: difference.id }, admin)),
    },
  );
});

it("pages the payments needing attention, newest first, the same way while payments are flagged and cleared", async () => {
  /** Another order's payment that needs a look, made `minutes` ago. */
  const flagged = async (minutes: number) => void (await copyPayment(t, paymentId, { created_at: minutesAgo(minutes) }));
  for (let i = 1; i <= 9; i++) await flagged(60 * i);
  await flagged(60 * 2);
  await walkPagesWhileChanging(
    t,
    connectionField({ query: NEEDING_ATTENTION, connection: (d) => d.paymentsNeedingAttention, token: admin }),
    3,
    {
      addBefore: () => flagged(-1),
      // Settled (refunded in full, say): the flag is cleared.
      remove: async (flaggedPayment) =>
        void (await t.dataSource.query(`UPDATE payments SET attention = NULL WHERE id = $1`, [flaggedPayment.id])),
    },
  );
});
