import { useQuery } from "@apollo/client/react";
import { toCallError } from "@shop/client/call-result";
import { useParams } from "react-router";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button";
import { PageHeader } from "../../components/PageHeader";
import { ErrorMessage, Loading } from "../../components/QueryState";
import { DataTable } from "../../components/Table";
import { AdminPayoutDocument } from "../../gql/graphql";
import { formatIndiaDateTime } from "@shop/words/india-time";
import { formatRupees } from "@shop/words/money";
import { OrderNumberCell } from "../orders/OrderCells";

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.4rem 1rem;
  margin: 0 0 1.5rem;
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** /admin/payouts/:payoutId: one Razorpay payout, with each payment it settled (and its order) and each refund it took back. */
export function PayoutPage() {
  const { payoutId = "" } = useParams();
  const query = useQuery(AdminPayoutDocument, { variables: { id: payoutId }, fetchPolicy: "cache-and-network" });
  const details = query.data?.payout;

  if (!details && query.loading) return <Loading label="Loading the payout…" />;
  if (!details) {
    return (
      <>
        <PageHeader title="Payout" />
        <ErrorMessage error={toCallError(query.error, "Failed to fetch the payout")} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const { payout, lines } = details;
  return (
    <>
      <PageHeader title={`Payout of ${formatIndiaDateTime(payout.settledAt)}`}>
        <ButtonLink to="/payouts" $variant="secondary">
          All payouts
        </ButtonLink>
      </PageHeader>
      <Facts>
        <dt>Reached the bank</dt>
        <dd>{formatRupees(payout.amount.paise)}</dd>
        <dt>Razorpay's fees</dt>
        <dd>
          {formatRupees(payout.fees.paise)} (GST {formatRupees(payout.tax.paise)})
        </dd>
        <dt>UTR</dt>
        <dd>
          <code>{payout.utr}</code>
        </dd>
        <dt>Settlement</dt>
        <dd>
          <code>{payout.settlementId}</code>
        </dd>
      </Facts>
      <h2>What it settled</h2>
      <DataTable caption="Payments and refunds settled" columns={["Kind", "Order", "Razorpay id", "Amount", "Fee", "GST", "Net"]}>
        {lines.map((line) => (
          <tr key={line.id}>
            <td>{line.kind === "refund" ? "Refund" : line.kind === "payment" ? "Payment" : line.kind}</td>
            {line.orderId && line.orderNumber ? (
              <OrderNumberCell order={{ id: line.orderId, number: line.orderNumber }} />
            ) : (
              <td>No order of the shop</td>
            )}
            <td>
              <code>{line.entityId}</code>
            </td>
            <td className="nowrap">{formatRupees(line.amount.paise)}</td>
            <td className="nowrap">{formatRupees(line.fee.paise)}</td>
            <td className="nowrap">{formatRupees(line.tax.paise)}</td>
            <td className="nowrap">{formatRupees(line.net.paise)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
