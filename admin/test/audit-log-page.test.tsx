import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { AuditLogDocument } from "../src/gql/graphql";
import { AuditLogPage } from "../src/screens/audit/AuditLogPage";
import { onePage } from "./one-page";
import { renderInApp } from "./render";

const edit = {
  __typename: "AuditEntry" as const,
  id: "5a1f3c2e-0000-4000-8000-000000000001",
  at: "2026-11-23T08:00:00.000Z",
  actorId: "5a1f3c2e-0000-4000-8000-0000000000aa",
  actorEmail: "owner@bagzone.in",
  address: "203.0.113.7",
  operation: "mutation updateProduct",
  action: "UPDATE" as const,
  entityType: "products",
  entityId: "5a1f3c2e-0000-4000-8000-0000000000bb",
  changes: [{ __typename: "AuditChange" as const, field: "name", before: '"Canvas Tote"', after: '"Canvas Tote Plus"' }],
};

const firstPage = { first: 20, after: null };

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ link: new MockLink(mocks, { defaultOptions: { delay: 0 } }), cache: new InMemoryCache() });
  return renderInApp(
    <ApolloProvider client={client}>
      <AuditLogPage />
    </ApolloProvider>,
  );
}

it("lists who changed what, with each field before and after, and narrows the list by person and days", async () => {
  const { user } = renderPage([
    {
      request: { query: AuditLogDocument, variables: { filter: {}, ...firstPage } },
      result: { data: { auditEntries: onePage("AuditEntryConnection", [edit]) } },
    },
    {
      request: { query: AuditLogDocument, variables: { filter: { actor: "someone@else", from: "2026-11-01" }, ...firstPage } },
      result: { data: { auditEntries: onePage("AuditEntryConnection", []) } },
    },
  ]);
  const table = await screen.findByRole("table", { name: "Audit log" });
  const row = within(table).getByRole("row", { name: /owner@bagzone.in/ });
  expect(row).toHaveTextContent("203.0.113.7");
  expect(row).toHaveTextContent("Changed");
  expect(row).toHaveTextContent("mutation updateProduct");
  expect(within(row).getByLabelText("before")).toHaveTextContent('"Canvas Tote"');
  expect(within(row).getByLabelText("after")).toHaveTextContent('"Canvas Tote Plus"');

  await user.type(screen.getByLabelText("Person (email or id)"), "someone@else");
  await user.type(screen.getByLabelText("From"), "2026-11-01");
  await user.click(screen.getByRole("button", { name: "Show" }));
  expect(await screen.findByText("No entries match.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Download CSV" })).toBeEnabled();
});
