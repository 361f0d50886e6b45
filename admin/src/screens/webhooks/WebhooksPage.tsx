import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import toast from "react-hot-toast";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { useConfirm } from "../../components/ConfirmDialog";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { ListState } from "../../components/ListState";
import { PageHeader } from "../../components/PageHeader";
import { StatusBadge } from "../../components/StatusBadge";
import { DataTable } from "../../components/Table";
import {
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  RotateWebhookSecretDocument,
  UpdateWebhookEndpointDocument,
  WebhookEndpointsDocument,
  type WebhookEndpointFieldsFragment,
} from "../../gql/graphql";
import { attempt, failureNotice, type FieldProblem } from "@shop/client/call-result";
import { WebhookDeliveries } from "./WebhookDeliveries";
import { WebhookEndpointForm, type WebhookEndpointValues } from "./WebhookEndpointForm";
import { eventLabel } from "./webhook-events";

const SecretNotice = styled.div`
  margin: 1rem 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.badges.yellow.background};
  code { word-break: break-all; font-size: 0.95rem; }
`;

/**
 * Outbound webhooks: the partner endpoints the shop tells about orders and refunds, each with its
 * own signing secret (shown once, when made or renewed) and a log of what was sent.
 */
export function WebhooksPage() {
  const list = useQuery(WebhookEndpointsDocument, { fetchPolicy: "cache-and-network" });
  const [createEndpoint] = useMutation(CreateWebhookEndpointDocument);
  const [updateEndpoint] = useMutation(UpdateWebhookEndpointDocument);
  const [rotateSecret] = useMutation(RotateWebhookSecretDocument);
  const [deleteEndpoint] = useMutation(DeleteWebhookEndpointDocument);
  const confirm = useConfirm();
  const { confirmAndDelete, deleting } = useConfirmedDelete();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [selected, setSelected] = useState<WebhookEndpointFieldsFragment | null>(null);

  const create = async (values: WebhookEndpointValues): Promise<FieldProblem[] | null> => {
    const result = await attempt(() => createEndpoint({ variables: { input: values } }), "Failed to add the endpoint");
    if (!result.ok) {
      if (result.error.fields.length === 0) toast.error(failureNotice(result.error, "Failed to add the endpoint"));
      return result.error.fields;
    }
    const made = result.data.createWebhookEndpoint;
    setSecret({ url: made.endpoint.url, secret: made.secret });
    toast.success("Endpoint added");
    await list.refetch();
    return null;
  };

  const setEnabled = async (endpoint: WebhookEndpointFieldsFragment, enabled: boolean) => {
    const result = await attempt(
      () => updateEndpoint({ variables: { id: endpoint.id, input: { enabled } } }),
      "Failed to change the endpoint",
    );
    if (!result.ok) toast.error(failureNotice(result.error, "Failed to change the endpoint"));
  };

  const renew = async (endpoint: WebhookEndpointFieldsFragment) => {
    const ok = await confirm({
      title: "New signing secret?",
      message: `Deliveries to ${endpoint.url} are signed with the new secret at once; the partner must switch to it.`,
      confirmLabel: "Make a new secret",
    });
    if (!ok) return;
    const result = await attempt(() => rotateSecret({ variables: { id: endpoint.id } }), "Failed to renew the secret");
    if (!result.ok) toast.error(failureNotice(result.error, "Failed to renew the secret"));
    else setSecret({ url: endpoint.url, secret: result.data.rotateWebhookSecret.secret });
  };

  const remove = (endpoint: WebhookEndpointFieldsFragment) =>
    confirmAndDelete({
      id: endpoint.id,
      what: `the endpoint ${endpoint.url} and its delivery log`,
      success: "Endpoint deleted",
      failure: "Failed to delete the endpoint",
      call: () => deleteEndpoint({ variables: { id: endpoint.id } }),
      then: () => {
        if (selected?.id === endpoint.id) setSelected(null);
        return list.refetch();
      },
    });

  return (
    <>
      <PageHeader title="Webhooks" />
      <p>
        Partner systems (an ERP, a warehouse, a messaging tool) hear about orders and refunds as they happen. Each delivery is signed with
        the endpoint&apos;s secret (Standard Webhooks).
      </p>
      {secret && (
        <SecretNotice role="status">
          <p>
            <strong>Signing secret for {secret.url}</strong>: copy it now and give it to the partner. It is not shown again.
          </p>
          <code>{secret.secret}</code>
          <p>
            <Button
              type="button"
              $small
              $variant="secondary"
              onClick={() => void navigator.clipboard?.writeText(secret.secret).then(() => toast.success("Copied"))}
            >
              Copy
            </Button>{" "}
            <Button type="button" $small $variant="secondary" onClick={() => setSecret(null)}>
              I have saved it
            </Button>
          </p>
        </SecretNotice>
      )}
      <WebhookEndpointForm onSubmit={create} />
      <ListState
        items={list.data?.webhookEndpoints.nodes}
        query={list}
        failure="Failed to fetch webhook endpoints"
        loadingLabel="Loading endpoints…"
        empty="No endpoints yet: add one above."
      >
        {(items) => (
          <DataTable caption="Webhook endpoints" columns={["URL", "Events", "Note", "Status", "Actions"]} busy={list.loading}>
            {items.map((endpoint) => (
              <tr key={endpoint.id}>
                <td>{endpoint.url}</td>
                <td>{endpoint.events.map(eventLabel).join(", ")}</td>
                <td>{endpoint.description || "—"}</td>
                <td>
                  <StatusBadge color={endpoint.enabled ? "green" : "gray"}>{endpoint.enabled ? "Enabled" : "Disabled"}</StatusBadge>
                </td>
                <td className="actions">
                  <Button $small $variant="secondary" onClick={() => setSelected(endpoint)} aria-label={`Deliveries to ${endpoint.url}`}>
                    Deliveries
                  </Button>
                  <Button
                    $small
                    $variant="secondary"
                    onClick={() => void setEnabled(endpoint, !endpoint.enabled)}
                    aria-label={`${endpoint.enabled ? "Disable" : "Enable"} ${endpoint.url}`}
                  >
                    {endpoint.enabled ? "Disable" : "Enable"}
                  </Button>
                  <Button $small $variant="secondary" onClick={() => void renew(endpoint)} aria-label={`New secret for ${endpoint.url}`}>
                    New secret
                  </Button>
                  <Button
                    $small
                    $variant="danger"
                    disabled={deleting === endpoint.id}
                    onClick={() => void remove(endpoint)}
                    aria-label={`Delete ${endpoint.url}`}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
      {selected && <WebhookDeliveries key={selected.id} endpointId={selected.id} url={selected.url} />}
    </>
  );
}
