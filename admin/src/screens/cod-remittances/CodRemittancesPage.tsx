import { useMutation, useQuery } from "@apollo/client/react";
import { attempt } from "@shop/client/call-result";
import { Link } from "react-router";
import styled from "styled-components";
import { ListState } from "../../components/ListState";
import { PageHeader } from "../../components/PageHeader";
import { ErrorMessage } from "../../components/QueryState";
import { DataTable } from "../../components/Table";
import {
  CodRemittancesDocument,
  RecordCodRemittanceDocument,
  UnremittedCodOrdersDocument,
  type CodRemittanceInput,
} from "../../gql/graphql";
import { useListParams } from "../../hooks/useListParams";
import { useSaveOutcome } from "../../hooks/useSaveOutcome";
import { formatCalendarDate } from "@shop/words/india-time";
import { formatRupees } from "@shop/words/money";
import { CodRemittanceForm } from "./CodRemittanceForm";

const OrderList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li { white-space: nowrap; }
`;

const FAILURE = "Failed to record the remittance";

/** /admin/cod-remittances: the cash couriers paid for COD orders, each with the orders it covers, and a form to record one. */
export function CodRemittancesPage() {
  const { paging, pager } = useListParams();
  const list = useQuery(CodRemittancesDocument, { variables: paging, fetchPolicy: "cache-and-network" });
  const [record] = useMutation(RecordCodRemittanceDocument, {
    refetchQueries: [CodRemittancesDocument, UnremittedCodOrdersDocument],
    awaitRefetchQueries: true,
  });
  const { failure, settle } = useSaveOutcome();

  const save = async (input: CodRemittanceInput) => {
    const result = await attempt(() => record({ variables: { input } }), FAILURE);
    // Field problems go on the form's fields; the box above the form is for the rest.
    return settle(result, { success: "Remittance recorded", failure: FAILURE }, () => undefined);
  };

  return (
    <>
      <PageHeader title="COD remittances" />
      <h2>Record a remittance</h2>
      {failure && failure.fields.length === 0 && <ErrorMessage error={failure} />}
      <CodRemittanceForm onSubmit={save} />
      <h2>Recorded remittances</h2>
      <ListState
        items={list.data?.codRemittances.nodes}
        pages={{ of: list.data?.codRemittances, pager }}
        query={list}
        failure="Failed to fetch COD remittances"
        loadingLabel="Loading remittances…"
        empty="No remittances recorded yet."
      >
        {(remittances) => (
          <DataTable
            caption="COD remittances"
            columns={["Received", "Courier", "Reference", "Amount", "Orders' total", "Difference", "Orders"]}
            busy={list.loading}
          >
            {remittances.map((r) => (
              <tr key={r.id}>
                <td className="nowrap">{formatCalendarDate(r.receivedOn)}</td>
                <td>{r.courier}</td>
                <td>
                  <code>{r.reference}</code>
                </td>
                <td className="nowrap">{formatRupees(r.amount.paise)}</td>
                <td className="nowrap">{formatRupees(r.ordersTotal.paise)}</td>
                <td className="nowrap">{r.difference.paise === 0 ? "None" : formatRupees(r.difference.paise)}</td>
                <td>
                  <OrderList>
                    {r.orders.map((o) => (
                      <li key={o.orderId}>
                        <Link to={`/orders/${o.orderId}`}>{o.orderNumber}</Link> {formatRupees(o.amount.paise)}
                      </li>
                    ))}
                  </OrderList>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </>
  );
}
