import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { FailedJobsDocument, RetryFailedJobDocument } from "../src/gql/graphql";
import { FailedJobsPage } from "../src/screens/jobs/FailedJobsPage";
import { onePage } from "./one-page";
import { renderInApp } from "./render";

const failed = {
  __typename: "FailedJob" as const,
  id: "5a1f3c2e-0000-4000-8000-000000000001",
  name: "send-email",
  retryCount: 8,
  createdAt: "2026-11-23T08:00:00.000Z",
  failedAt: "2026-11-23T08:40:00.000Z",
  error: "Mailbox service unavailable",
};

const firstPage = { first: 20, after: null };

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ link: new MockLink(mocks, { defaultOptions: { delay: 0 } }), cache: new InMemoryCache() });
  return renderInApp(
    <ApolloProvider client={client}>
      <FailedJobsPage />
    </ApolloProvider>,
  );
}

it("lists failed jobs with their last error and runs one again, then shows the list the server answers", async () => {
  const { user } = renderPage([
    {
      request: { query: FailedJobsDocument, variables: firstPage },
      result: { data: { failedJobs: onePage("FailedJobConnection", [failed]) } },
    },
    { request: { query: RetryFailedJobDocument, variables: { id: failed.id } }, result: { data: { retryFailedJob: failed.id } } },
    { request: { query: FailedJobsDocument, variables: firstPage }, result: { data: { failedJobs: onePage("FailedJobConnection", []) } } },
  ]);
  const table = await screen.findByRole("table", { name: "Failed jobs" });
  const row = within(table).getByRole("row", { name: /Email/ });
  expect(row).toHaveTextContent("Mailbox service unavailable");
  expect(row).toHaveTextContent("8");

  await user.click(within(row).getByRole("button", { name: "Retry Email job" }));
  expect(await screen.findByText("No failed jobs: every email and sweep went through.")).toBeInTheDocument();
});
