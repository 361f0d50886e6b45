import { useMutation, useQuery } from "@apollo/client/react";
import { attempt, failureNotice } from "@shop/client/call-result";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { CheckboxLabel, FieldError } from "../../components/form/inputs";
import { ListState } from "../../components/ListState";
import { DataTable } from "../../components/Table";
import { ReconciliationDifferencesDocument, ResolveReconciliationDifferenceDocument } from "../../gql/graphql";
import { useLocalPages } from "../../hooks/useLocalPages";
import { formatRupees } from "@shop/words/money";

const FAILURE = "Failed to mark the difference resolved";

const orNone = (money: { paise: number } | null | undefined) => (money ? formatRupees(money.paise) : "None");

/** Where the shop's payments and Razorpay's list disagreed, day by day, newest first; each can be marked dealt with. */
export function ReconciliationDifferences() {
  const { paging, pager, firstPage } = useLocalPages();
  const [unresolvedOnly, setUnresolvedOnly] = useState(true);
  const list = useQuery(ReconciliationDifferencesDocument, {
    variables: { ...paging, unresolvedOnly },
    fetchPolicy: "cache-and-network",
  });
  const [resolve] = useMutation(ResolveReconciliationDifferenceDocument, {
    refetchQueries: [ReconciliationDifferencesDocument],
    awaitRefetchQueries: true,
  });
  const [resolving, setResolving] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ id: string; message: string } | null>(null);

  const markResolved = async (id: string) => {
    setResolving(id);
    const result = await attempt(() => resolve({ variables: { id } }), FAILURE);
    setResolving(null);
    if (!result.ok) return setProblem({ id, message: failureNotice(result.error, FAILURE) });
    setProblem(null);
    toast.success("Marked resolved");
  };

  return (
    <>
      <CheckboxLabel>
        <input
          type="checkbox"
          checked={unresolvedOnly}
          onChange={(e) => {
            setUnresolvedOnly(e.target.checked);
            firstPage();
          }}
        />
        Only those not resolved
      </CheckboxLabel>
      <ListState
        items={list.data?.reconciliationDifferences.nodes}
        pages={{ of: list.data?.reconciliationDifferences, pager }}
        query={list}
        failure="Failed to fetch reconciliation differences"
        loadingLabel="Loading reconciliation differences…"
        empty={unresolvedOnly ? "No difference left to deal with." : "The reconciliation has found no difference."}
      >
        {(differences) => (
          <DataTable
            caption="Reconciliation differences"
            columns={["Day", "Razorpay payment", "What differs", "Shop", "Razorpay", "Status"]}
            busy={list.loading}
          >
            {differences.map((d) => (
              <tr key={d.id}>
                <td className="nowrap">{d.date}</td>
                <td>
                  <code>{d.providerPaymentId}</code>
                </td>
                <td>{d.description}</td>
                <td className="nowrap">{orNone(d.shopAmount)}</td>
                <td className="nowrap">{orNone(d.providerAmount)}</td>
                <td className="actions">
                  {d.resolved ? (
                    "Resolved"
                  ) : (
                    <Button
                      type="button"
                      $small
                      $variant="secondary"
                      disabled={resolving === d.id}
                      onClick={() => void markResolved(d.id)}
                      aria-label={`Mark ${d.providerPaymentId} resolved`}
                    >
                      {resolving === d.id ? "Saving…" : "Mark resolved"}
                    </Button>
                  )}
                  {problem?.id === d.id && <FieldError role="alert">{problem.message}</FieldError>}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </>
  );
}
