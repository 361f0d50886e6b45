import { useMutation } from "@apollo/client/react";
import { attempt } from "@shop/client/call-result";
import { DayRequestForm } from "../../components/DayRequestForm";
import { PageHeader } from "../../components/PageHeader";
import { ReconcileDayWithProviderDocument } from "../../gql/graphql";
import { PaymentsNeedingAttention } from "./PaymentsNeedingAttention";
import { ReconciliationDifferences } from "./ReconciliationDifferences";

const RECONCILE_FAILURE = "Failed to reconcile the day";

/**
 * /admin/payments: the payments that need an admin (stray captures to refund, refunds Razorpay
 * refused, amounts that did not match) and the daily reconciliation with Razorpay's list.
 */
export function PaymentsToCheckPage() {
  const [reconcileDay] = useMutation(ReconcileDayWithProviderDocument);
  return (
    <>
      <PageHeader title="Payments to check" />
      <section aria-labelledby="payments-attention">
        <h2 id="payments-attention">Payments that need a look</h2>
        <PaymentsNeedingAttention />
      </section>
      <section aria-labelledby="reconciliation">
        <h2 id="reconciliation">Reconciliation with Razorpay</h2>
        <p>Each morning the shop compares the day before's payments with Razorpay's list; any day can be compared again.</p>
        <DayRequestForm
          name="Reconcile a day"
          label="Day to reconcile"
          submitLabel="Reconcile now"
          busyLabel="Asking…"
          success={(date) => `${date} is being reconciled with Razorpay: what differs appears below in a moment`}
          failure={RECONCILE_FAILURE}
          run={(date) => attempt(() => reconcileDay({ variables: { date } }), RECONCILE_FAILURE)}
        />
        <ReconciliationDifferences />
      </section>
    </>
  );
}
