import { useMutation, useQuery } from "@apollo/client/react";
import { attempt, failureNotice } from "@shop/client/call-result";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { useConfirm } from "../../components/ConfirmDialog";
import { FieldError } from "../../components/form/inputs";
import { ListState } from "../../components/ListState";
import { DataTable } from "../../components/Table";
import { PaymentsNeedingAttentionDocument, RefundStrayCaptureDocument, type PaymentsNeedingAttentionQuery } from "../../gql/graphql";
import { useLocalPages } from "../../hooks/useLocalPages";
import { formatIndiaDateTime } from "@shop/words/india-time";
import { formatRupees } from "@shop/words/money";
import { refundStatusWords } from "../../lib/payment-words";
import { OrderNumberCell } from "../orders/OrderCells";

type StrayCapture = PaymentsNeedingAttentionQuery["paymentsNeedingAttention"]["nodes"][number]["strayCaptures"][number];

const FAILURE = "Failed to refund the capture";

/**
 * Payments an admin should know of: amounts that did not match their checkout, second captures,
 * money captured after its checkout had closed (no order; refunded automatically), refunds the
 * provider refused, and what the reconciliation with Razorpay found. Money captured for nothing is
 * given back from here (after a confirmation); the flag clears once none is left.
 */
export function PaymentsNeedingAttention() {
  const { paging, pager } = useLocalPages();
  const list = useQuery(PaymentsNeedingAttentionDocument, { variables: paging, fetchPolicy: "cache-and-network" });
  return (
    <ListState
      items={list.data?.paymentsNeedingAttention.nodes}
      pages={{ of: list.data?.paymentsNeedingAttention, pager }}
      query={list}
      failure="Failed to fetch the payments that need a look"
      loadingLabel="Loading payments that need a look…"
      empty="No payment needs a look."
    >
      {(payments) => (
        <DataTable caption="Payments that need a look" columns={["When", "Order", "Payment", "Amount", "What happened", "Refunds"]}>
          {payments.map((p) => (
            <tr key={p.id}>
              <td className="nowrap">{formatIndiaDateTime(p.createdAt)}</td>
              {p.orderId && p.orderNumber ? <OrderNumberCell order={{ id: p.orderId, number: p.orderNumber }} /> : <td>None placed</td>}
              <td>
                {p.provider} <code>{p.providerPaymentId ?? p.providerOrderId}</code>
              </td>
              <td className="nowrap">{formatRupees(p.amount.paise)}</td>
              <td>{p.attention ?? "—"}</td>
              <td>
                {p.refunds.map((r) => `${formatRupees(r.amount.paise)}: ${refundStatusWords(r)}`).join(", ") || "—"}
                {p.strayCaptures
                  .filter((s) => !s.refundId)
                  .map((s) => (
                    <RefundStrayButton key={s.id} capture={s} />
                  ))}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListState>
  );
}

/** Gives back one capture that paid for nothing, through the provider, once the admin confirms; the list refreshes to show the refund. */
function RefundStrayButton({ capture }: { capture: StrayCapture }) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refund] = useMutation(RefundStrayCaptureDocument, {
    refetchQueries: [PaymentsNeedingAttentionDocument],
    awaitRefetchQueries: true,
  });
  const amount = formatRupees(capture.amount.paise);
  const click = async () => {
    const sure = await confirm({
      title: "Refund this capture?",
      message: `${amount} captured as ${capture.providerPaymentId} (${capture.reason}) goes back to the shopper through Razorpay. This cannot be undone.`,
      confirmLabel: `Refund ${amount}`,
    });
    if (!sure) return;
    setBusy(true);
    const result = await attempt(() => refund({ variables: { id: capture.id } }), FAILURE);
    setBusy(false);
    if (!result.ok) return setProblem(failureNotice(result.error, FAILURE));
    setProblem(null);
    toast.success("Refund sent to Razorpay");
  };
  return (
    <div>
      <Button
        type="button"
        $small
        disabled={busy}
        onClick={() => void click()}
        aria-label={`Refund ${amount} (${capture.providerPaymentId})`}
      >
        {busy ? "Refunding…" : `Refund ${amount}`}
      </Button>
      {problem && <FieldError role="alert">{problem}</FieldError>}
    </div>
  );
}
