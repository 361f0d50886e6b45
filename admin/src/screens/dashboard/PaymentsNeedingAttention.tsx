import { useQuery } from "@apollo/client/react";
import { Pagination } from "../../components/Pagination";
import { DataTable } from "../../components/Table";
import { useLocalPages } from "../../hooks/useLocalPages";
import { PaymentsNeedingAttentionDocument } from "../../gql/graphql";
import { formatDateTime } from "../../lib/dates";
import { formatRupees } from "../../lib/money";

/**
 * Payments an admin should know of: amounts that did not match their checkout, and money captured
 * after its checkout had closed (no order; refunded automatically). Shown only when there are some.
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
            <td>{p.refunds.map((r) => `${formatRupees(r.amount.paise)} ${r.status.toLowerCase()}`).join(", ") || "—"}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination of={page} pager={pager} />
    </>
  );
}
