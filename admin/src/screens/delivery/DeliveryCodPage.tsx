import { useMutation, useQuery } from "@apollo/client/react";
import toast from "react-hot-toast";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { PageHeader } from "../../components/PageHeader";
import { EmptyState, ErrorMessage, Loading } from "../../components/QueryState";
import { Pagination } from "../../components/Pagination";
import { DataTable } from "../../components/Table";
import { useLocalPages } from "../../hooks/useLocalPages";
import {
  CodSettingsDocument,
  CodSwitchedOffCustomersDocument,
  SwitchCodBackOnDocument,
  UpdateCodSettingsDocument,
} from "../../gql/graphql";
import { useSaveOutcome } from "../../hooks/useSaveOutcome";
import { attempt, failureNotice, toCallError } from "@shop/client/call-result";
import { CodSettingsForm, codToForm, formToCodInput, type CodFormValues } from "./CodSettingsForm";
import { ServiceabilityRules } from "./ServiceabilityRules";

/** /admin/delivery: cash on delivery's rules, the customers it is switched off for, and delivery by pincode. */
export function DeliveryCodPage() {
  const settings = useQuery(CodSettingsDocument, { fetchPolicy: "cache-and-network" });
  const [update] = useMutation(UpdateCodSettingsDocument);
  const { failure, settle } = useSaveOutcome();
  const shop = settings.data?.shopSettings;

  const save = async (values: CodFormValues) => {
    const result = await attempt(() => update({ variables: { cod: formToCodInput(values) } }), "Failed to save COD settings");
    return settle(result, { success: "COD settings saved", failure: "Failed to save COD settings" }, () => undefined);
  };

  return (
    <>
      <PageHeader title="Delivery and COD" />
      <h2>Cash on delivery</h2>
      {failure && <ErrorMessage error={failure} />}
      {!shop && settings.loading && <Loading label="Loading COD settings…" />}
      {!shop && settings.error && (
        <ErrorMessage error={toCallError(settings.error, "Failed to fetch settings")} onRetry={() => void settings.refetch()} />
      )}
      {shop && <CodSettingsForm key={shop.updatedAt} initialValues={codToForm(shop.cod)} onSubmit={save} />}
      <SwitchedOffCustomers />
      <ServiceabilityRules />
    </>
  );
}

/** Customers whose COD orders kept coming back: COD is off for them until switched back on here. */
function SwitchedOffCustomers() {
  const { paging, pager } = useLocalPages();
  const list = useQuery(CodSwitchedOffCustomersDocument, { variables: paging, fetchPolicy: "cache-and-network" });
  const [switchBack, { loading }] = useMutation(SwitchCodBackOnDocument);
  const page = list.data?.codSwitchedOffCustomers;
  const customers = page?.nodes;

  const restore = async (userId: string, name: string) => {
    const result = await attempt(() => switchBack({ variables: { userId } }), "Failed to switch COD back on");
    if (!result.ok) return void toast.error(failureNotice(result.error, "Failed to switch COD back on"));
    toast.success(`Cash on delivery is on again for ${name}`);
    await list.refetch();
  };

  return (
    <Section aria-labelledby="cod-off-title">
      <h2 id="cod-off-title">Customers without cash on delivery</h2>
      {!customers && list.loading && <Loading label="Loading customers…" />}
      {!customers && list.error && (
        <ErrorMessage error={toCallError(list.error, "Failed to fetch customers")} onRetry={() => void list.refetch()} />
      )}
      {customers && customers.length === 0 && <EmptyState>No customer has COD switched off.</EmptyState>}
      {customers && customers.length > 0 && (
        <DataTable
          caption="Customers without cash on delivery"
          columns={["Customer", "Email", "Refused or returned COD orders", "Actions"]}
        >
          {customers.map((c) => {
            const name = c.user ? `${c.user.firstName} ${c.user.lastName}` : c.userId;
            return (
              <tr key={c.userId}>
                <td>{name}</td>
                <td>{c.user?.email}</td>
                <td>{c.refusedOrders}</td>
                <td className="actions">
                  <Button type="button" $variant="secondary" disabled={loading} onClick={() => void restore(c.userId, name)}>
                    Switch COD back on
                  </Button>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {page && <Pagination of={page} pager={pager} />}
    </Section>
  );
}

const Section = styled.section`
  margin-top: 2rem;
`;
