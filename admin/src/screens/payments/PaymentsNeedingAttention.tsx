import { useMutation, useQuery } from "@apollo/client/react";
import { attempt, failureNotice } from "@shop/client/call-result";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Pagination } from "../../components/Pagination";
import { DataTable } from "../../components/Table";
import { useLocalPages } from "../../hooks/useLocalPages";
import { PaymentsNeedingAttentionDocument, RefundStrayCaptureDocument } from "../../gql/graphql";
import { formatDateTime } from "../../lib/dates";
import { formatRupees } from "../../lib/money";

const FAILURE = "Failed to refund the capture";

/**
 * Payments an admin should know of: amounts that did not match their checkout, second captures,
 * money captured after its checkout had closed (no order; refunded automatically), and refunds the
 * provider refused. Money captured for nothing is refunded from here with one click. Shown only
 * when there are some.
 */
export function PaymentsNeedingAttention() {
  const { paging, pager } = useLocalPages();
  const { data } = useQuery(PaymentsNeedingAttentionDocument, { variables: paging, fetchPolicy: "cache-and-network" });
  const page = data?.paymentsNeedingAttention;
  const payments = page?.nodes ?? [];
  if (!page || payments.length === 0) return null;
  return (
    <>
      <h2>Payments that need a look</h2>
      <DataTable columns={["When", "Payment", "Amount", "What happened", "Refund"]}>
        {payments.map((p) => (
          <tr key={p.id}>
            <td>{formatDateTime(p.createdAt)}</td>
            <td>
              {p.provider} <code>{p.providerPaymentId ?? p.providerOrderId}</code>
            </td>
            <td>{formatRupees(p.amount.paise)}</td>
            <td>{p.attention}</td>
            <td>
              {p.refunds.map((r) => `${formatRupees(r.amount.paise)} ${r.status.toLowerCase()}`).join(", ") || "—"}
              {p.strayCaptures
                .filter((s) => !s.refundId)
                .map((s) => (
                  <RefundStrayButton key={s.id} id={s.id} label={`Refund ${formatRupees(s.amount.paise)} (${s.providerPaymentId})`} />
                ))}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination of={page} pager={pager} />
    </>
  );
}

/** Gives back one capture that paid for nothing, through the provider; the list refreshes to show the refund. */
function RefundStrayButton({ id, label }: { id: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [refund] = useMutation(RefundStrayCaptureDocument, {
    refetchQueries: [PaymentsNeedingAttentionDocument],
    awaitRefetchQueries: true,
  });
  const click = async () => {
    setBusy(true);
    const result = await attempt(() => refund({ variables: { id } }), FAILURE);
    setBusy(false);
    if (!result.ok) return void toast.error(failureNotice(result.error, FAILURE));
    toast.success("Refund sent to the payment provider");
  };
  return (
    <Button type="button" disabled={busy} onClick={() => void click()}>
      {busy ? "Refunding…" : label}
    </Button>
  );
}
