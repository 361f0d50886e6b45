import { useLocalPages } from "../../hooks/useLocalPages";
import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { ListState } from "../../components/ListState";
import { StatusBadge } from "../../components/StatusBadge";
import { DataTable } from "../../components/Table";
import { RedeliverWebhookDocument, WebhookDeliveriesDocument, type WebhookDeliveryStatus } from "../../gql/graphql";
import { attempt, failureNotice } from "@shop/client/call-result";
import { formatIndiaDateTime } from "@shop/words/india-time";
import type { BadgeColor } from "../../theme";
import { eventLabel } from "./webhook-events";

const STATUS: Record<WebhookDeliveryStatus, { label: string; color: BadgeColor }> = {
  PENDING: { label: "Trying", color: "yellow" },
  DELIVERED: { label: "Delivered", color: "green" },
  FAILED: { label: "Failed", color: "red" },
};

/** One endpoint's delivery log, newest first; a finished delivery can be sent again. */
export function WebhookDeliveries({ endpointId, url }: { endpointId: string; url: string }) {
  const { paging, pager } = useLocalPages();
  const list = useQuery(WebhookDeliveriesDocument, { variables: { endpointId, ...paging }, fetchPolicy: "cache-and-network" });
  const [redeliverWebhook] = useMutation(RedeliverWebhookDocument);
  const [sending, setSending] = useState<string | null>(null);

  const redeliver = async (id: string) => {
    setSending(id);
    const result = await attempt(() => redeliverWebhook({ variables: { id } }), "Failed to redeliver");
    setSending(null);
    if (!result.ok) {
      toast.error(failureNotice(result.error, "Failed to redeliver"));
      return;
    }
    toast.success("Sending it again");
    await list.refetch();
  };

  const deliveries = list.data?.webhookDeliveries;
  return (
    <section aria-label={`Deliveries to ${url}`}>
      <h2>Deliveries to {url}</h2>
      <ListState
        items={deliveries?.nodes}
        query={list}
        failure="Failed to fetch deliveries"
        loadingLabel="Loading deliveries…"
        empty="Nothing sent to this endpoint yet."
        pages={{ of: deliveries, pager }}
      >
        {(items) => (
          <DataTable
            caption={`Deliveries to ${url}`}
            columns={["Event", "Created", "Status", "Attempts", "Last answer", "Actions"]}
            busy={list.loading}
          >
            {items.map((d) => (
              <tr key={d.id}>
                <td>
                  {eventLabel(d.event)}
                  <br />
                  <small>{d.id}</small>
                </td>
                <td className="nowrap">{formatIndiaDateTime(d.createdAt)}</td>
                <td>
                  <StatusBadge color={STATUS[d.status].color}>{STATUS[d.status].label}</StatusBadge>
                </td>
                <td>{d.attempts}</td>
                <td>{d.responseStatus !== null && d.responseStatus !== undefined ? `HTTP ${d.responseStatus}` : (d.lastError ?? "—")}</td>
                <td className="actions">
                  {d.status !== "PENDING" && (
                    <Button
                      $small
                      $variant="secondary"
                      disabled={sending === d.id}
                      onClick={() => void redeliver(d.id)}
                      aria-label={`Redeliver ${d.id}`}
                    >
                      {sending === d.id ? "Sending…" : "Redeliver"}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </section>
  );
}
