import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { attempt } from "@shop/client/call-result";
import { Link } from "react-router";
import { Button } from "../../components/Button";
import { DayRequestForm } from "../../components/DayRequestForm";
import { ListState } from "../../components/ListState";
import { PageHeader } from "../../components/PageHeader";
import { DataTable } from "../../components/Table";
import { PayoutsDocument, RecordSettlementsOfDayDocument, UnsettledPaymentsDocument } from "../../gql/graphql";
import { useListParams } from "../../hooks/useListParams";
import { formatIndiaDateTime } from "@shop/words/india-time";
import { formatRupees } from "@shop/words/money";
import { PayoutsCsv } from "./PayoutsCsv";
import { UnsettledPayments } from "./UnsettledPayments";

const FETCH_FAILURE = "Failed to fetch the day's settlements";

/**
 * /admin/payouts: what Razorpay paid into the shop's bank (a daily job reads its settlements; an
 * admin can have a day read now), the accountant's CSV, and captured payments not settled yet.
 */
export function PayoutsPage() {
  const { paging, pager } = useListParams();
  const list = useQuery(PayoutsDocument, { variables: paging, fetchPolicy: "cache-and-network" });
  const [recordDay] = useMutation(RecordSettlementsOfDayDocument);
  const client = useApolloClient();
  // What a day's settlements change: the payouts, and the payments still waiting for one.
  const refresh = () => client.refetchQueries({ include: [PayoutsDocument, UnsettledPaymentsDocument] });

  return (
    <>
      <PageHeader title="Payouts" />
      <DayRequestForm
        name="Fetch a day's settlements"
        label="Day settled"
        submitLabel="Fetch settlements now"
        busyLabel="Asking…"
        success={(date) => `Razorpay's settlements of ${date} are being fetched: refresh the list in a moment`}
        failure={FETCH_FAILURE}
        run={(date) => attempt(() => recordDay({ variables: { date } }), FETCH_FAILURE)}
      />
      <h2>
        Razorpay payouts{" "}
        <Button type="button" $small $variant="secondary" disabled={list.loading} onClick={() => void refresh()}>
          Refresh
        </Button>
      </h2>
      <ListState
        items={list.data?.payouts.nodes}
        pages={{ of: list.data?.payouts, pager }}
        query={list}
        failure="Failed to fetch payouts"
        loadingLabel="Loading payouts…"
        empty="No payouts recorded yet: Razorpay's settlements appear here the morning after they are paid."
      >
        {(payouts) => (
          <DataTable caption="Payouts" columns={["Settled", "Amount", "Fees", "GST on fees", "UTR"]} busy={list.loading}>
            {payouts.map((p) => (
              <tr key={p.id}>
                <td className="nowrap">
                  <Link to={`/payouts/${p.id}`} aria-label={`Payout ${p.utr} of ${formatIndiaDateTime(p.settledAt)}`}>
                    {formatIndiaDateTime(p.settledAt)}
                  </Link>
                </td>
                <td className="nowrap">{formatRupees(p.amount.paise)}</td>
                <td className="nowrap">{formatRupees(p.fees.paise)}</td>
                <td className="nowrap">{formatRupees(p.tax.paise)}</td>
                <td>
                  <code>{p.utr}</code>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
      <PayoutsCsv />
      <UnsettledPayments />
    </>
  );
}
