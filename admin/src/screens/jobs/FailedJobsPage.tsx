import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { useLocalPages } from "../../hooks/useLocalPages";
import { ListState } from "../../components/ListState";
import { PageHeader } from "../../components/PageHeader";
import { DataTable } from "../../components/Table";
import { FailedJobsDocument, RetryFailedJobDocument, type FailedJobsQuery } from "../../gql/graphql";
import { attempt, failureNotice } from "@shop/client/call-result";
import { formatIndiaDateTime } from "@shop/words/india-time";

type FailedJob = FailedJobsQuery["failedJobs"]["nodes"][number];

/** What a job name means to a shop owner. */
const KIND: Record<string, string> = {
  "send-email": "Email",
  "expire-unpaid-checkouts": "Expiry sweep",
  "delete-abandoned-guest-carts": "Guest bag clean-up",
};

/** Background jobs (emails, sweeps) that failed every retry; each can be run once more. */
export function FailedJobsPage() {
  const { paging, pager } = useLocalPages();
  const list = useQuery(FailedJobsDocument, { variables: paging, fetchPolicy: "cache-and-network" });
  const [retryFailedJob] = useMutation(RetryFailedJobDocument);
  const [retrying, setRetrying] = useState<string | null>(null);

  const retry = async (job: FailedJob) => {
    setRetrying(job.id);
    const result = await attempt(() => retryFailedJob({ variables: { id: job.id } }), "Failed to retry the job");
    setRetrying(null);
    if (!result.ok) {
      toast.error(failureNotice(result.error, "Failed to retry the job"));
      return;
    }
    toast.success("The job will run again shortly");
    await list.refetch();
  };

  return (
    <>
      <PageHeader title="Failed jobs" />
      <ListState
        items={list.data?.failedJobs.nodes}
        pages={{ of: list.data?.failedJobs, pager }}
        query={list}
        failure="Failed to fetch failed jobs"
        loadingLabel="Loading failed jobs…"
        empty="No failed jobs: every email and sweep went through."
      >
        {(items) => (
          <DataTable caption="Failed jobs" columns={["Job", "Enqueued", "Failed", "Retries", "Last error", "Actions"]} busy={list.loading}>
            {items.map((job) => (
              <tr key={job.id}>
                <td>{KIND[job.name] ?? job.name}</td>
                <td className="nowrap">{formatIndiaDateTime(job.createdAt)}</td>
                <td className="nowrap">{job.failedAt ? formatIndiaDateTime(job.failedAt) : "—"}</td>
                <td>{job.retryCount}</td>
                <td>{job.error}</td>
                <td className="actions">
                  <Button
                    $small
                    $variant="secondary"
                    disabled={retrying === job.id}
                    onClick={() => void retry(job)}
                    aria-label={`Retry ${KIND[job.name] ?? job.name} job`}
                  >
                    {retrying === job.id ? "Retrying…" : "Retry"}
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </>
  );
}
