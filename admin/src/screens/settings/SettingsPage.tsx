import { useMutation, useQuery } from "@apollo/client/react";
import { PageHeader } from "../../components/PageHeader";
import { ErrorMessage, Loading } from "../../components/QueryState";
import { ShopSettingsDocument, UpdateShopSettingsDocument } from "../../gql/graphql";
import { useSaveOutcome } from "../../hooks/useSaveOutcome";
import { attempt, toCallError } from "@shop/client/call-result";
import { InvoicingProblems } from "./InvoicingProblems";
import { formToSettingsInput, SettingsForm, settingsToForm, type SettingsFormValues } from "./SettingsForm";

/** /admin/settings: the shop's settings, and what stops tax invoices from being issued. */
export function SettingsPage() {
  const query = useQuery(ShopSettingsDocument, { fetchPolicy: "cache-and-network" });
  const [update] = useMutation(UpdateShopSettingsDocument);
  const { failure, settle } = useSaveOutcome();
  const settings = query.data?.shopSettings;

  if (!settings && query.loading) return <Loading label="Loading settings…" />;
  if (!settings) {
    return (
      <>
        <PageHeader title="Settings" />
        <ErrorMessage error={toCallError(query.error, "Failed to fetch settings")} onRetry={() => void query.refetch()} />
      </>
    );
  }

  const save = async (values: SettingsFormValues) => {
    const result = await attempt(() => update({ variables: { input: formToSettingsInput(values) } }), "Failed to save settings");
    return settle(result, { success: "Settings saved successfully!", failure: "Failed to save settings" }, () => undefined);
  };

  return (
    <>
      <PageHeader title="Settings" />
      <InvoicingProblems problems={settings.invoicingProblems} />
      {failure && <ErrorMessage error={failure} />}
      <SettingsForm key={settings.updatedAt} initialValues={settingsToForm(settings)} onSubmit={save} />
    </>
  );
}
