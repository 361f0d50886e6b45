import { useQuery } from "@apollo/client/react";
import { ListState } from "../../components/ListState";
import { DataTable } from "../../components/Table";
import { UnsettledPaymentsDocument } from "../../gql/graphql";
import { useLocalPages } from "../../hooks/useLocalPages";
import { formatIndiaDateTime } from "@shop/words/india-time";
import { OrderNumberCell, OrderTotalCell } from "../orders/OrderCells";

/** Money Razorpay captured for orders that no payout has brought to the bank yet, oldest first. */
export function UnsettledPayments() {
  const { paging, pager } = useLocalPages();
  const list = useQuery(UnsettledPaymentsDocument, { variables: paging, fetchPolicy: "cache-and-network" });
  return (
    <section aria-labelledby="unsettled-payments">
      <h2 id="unsettled-payments">Captured, not settled yet</h2>
      <ListState
        items={list.data?.unsettledPayments.nodes}
        pages={{ of: list.data?.unsettledPayments, pager }}
        query={list}
        failure="Failed to fetch unsettled payments"
        loadingLabel="Loading unsettled payments…"
        empty="Every captured payment has been settled."
      >
        {(payments) => (
          <DataTable caption="Payments captured and not settled" columns={["Captured", "Order", "Razorpay payment", "Amount"]}>
            {payments.map((p) => (
              <tr key={p.providerPaymentId}>
                <td className="nowrap">{formatIndiaDateTime(p.capturedAt)}</td>
                <OrderNumberCell order={{ id: p.orderId, number: p.orderNumber }} />
                <td>
                  <code>{p.providerPaymentId}</code>
                </td>
                <OrderTotalCell paise={p.amount.paise} />
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </section>
  );
}
