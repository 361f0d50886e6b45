import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { ConfirmProvider } from "../src/components/ConfirmDialog";
import {
  CreateWebhookEndpointDocument,
  RedeliverWebhookDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
} from "../src/gql/graphql";
import { WebhooksPage } from "../src/screens/webhooks/WebhooksPage";
import { renderInApp } from "./render";

const endpoint = {
  __typename: "WebhookEndpoint" as const,
  id: "7c1f3c2e-0000-4000-8000-000000000001",
  url: "https://erp.example.com/bagzone",
  events: ["ORDER_CREATED" as const, "REFUND_CREATED" as const],
  description: "ERP",
  enabled: true,
  createdAt: "2026-11-23T08:00:00.000Z",
};
/** The only page of a short list. */
const lastPage = { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null };

const endpoints = (items: (typeof endpoint)[]) => ({
  data: {
    webhookEndpoints: { __typename: "WebhookEndpointConnection" as const, totalCount: items.length, pageInfo: lastPage, nodes: items },
  },
});
const failedDelivery = {
  __typename: "WebhookDelivery" as const,
  id: "msg_4f0c2a",
  event: "ORDER_CREATED" as const,
  status: "FAILED" as const,
  attempts: 11,
  responseStatus: 502,
  lastError: "The endpoint answered 502",
  lastAttemptAt: "2026-11-23T16:40:00.000Z",
  createdAt: "2026-11-23T08:40:00.000Z",
};
const deliveries = (items: Array<typeof failedDelivery>) => ({
  data: {
    webhookDeliveries: { __typename: "WebhookDeliveryConnection" as const, totalCount: items.length, pageInfo: lastPage, nodes: items },
  },
});
const deliveriesQuery = { query: WebhookDeliveriesDocument, variables: { endpointId: endpoint.id, first: 20, after: null } };

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ link: new MockLink(mocks, { defaultOptions: { delay: 0 } }), cache: new InMemoryCache() });
  return renderInApp(
    <ApolloProvider client={client}>
      <ConfirmProvider>
        <WebhooksPage />
      </ConfirmProvider>
    </ApolloProvider>,
  );
}

it("adds an endpoint and shows its signing secret once, then lists it", async () => {
  const input = { url: endpoint.url, events: ["ORDER_CREATED", "REFUND_CREATED"], description: "ERP" };
  const { user } = renderPage([
    { request: { query: WebhookEndpointsDocument }, result: endpoints([]) },
    {
      request: { query: CreateWebhookEndpointDocument, variables: { input } },
      result: { data: { createWebhookEndpoint: { __typename: "WebhookEndpointWithSecret", secret: "whsec_c2VjcmV0LWtleQ==", endpoint } } },
    },
    { request: { query: WebhookEndpointsDocument }, result: endpoints([endpoint]) },
  ]);
  expect(await screen.findByText("No endpoints yet: add one above.")).toBeInTheDocument();

  const form = screen.getByRole("form", { name: "New webhook endpoint" });
  await user.click(within(form).getByRole("button", { name: "Add endpoint" }));
  expect(within(form).getByText("URL must be a full http:// or https:// address")).toBeInTheDocument();
  expect(within(form).getByText("Choose at least one event")).toBeInTheDocument();

  await user.type(within(form).getByLabelText("URL"), endpoint.url);
  await user.type(within(form).getByLabelText("Note"), "ERP");
  await user.click(within(form).getByLabelText("Order placed"));
  await user.click(within(form).getByLabelText("Refund made"));
  await user.click(within(form).getByRole("button", { name: "Add endpoint" }));

  const notice = await screen.findByRole("status");
  expect(notice).toHaveTextContent(`Signing secret for ${endpoint.url}`);
  expect(notice).toHaveTextContent("whsec_c2VjcmV0LWtleQ==");
  const table = await screen.findByRole("table", { name: "Webhook endpoints" });
  expect(within(table).getByRole("row", { name: /erp\.example\.com/ })).toHaveTextContent("Order placed, Refund made");

  await user.click(within(notice).getByRole("button", { name: "I have saved it" }));
  expect(screen.queryByText("whsec_c2VjcmV0LWtleQ==")).not.toBeInTheDocument();
});

it("shows an endpoint's deliveries with the last answer, and redelivers a failed one", async () => {
  const { user } = renderPage([
    { request: { query: WebhookEndpointsDocument }, result: endpoints([endpoint]) },
    { request: deliveriesQuery, result: deliveries([failedDelivery]) },
    {
      request: { query: RedeliverWebhookDocument, variables: { id: failedDelivery.id } },
      result: { data: { redeliverWebhook: { __typename: "WebhookDelivery", id: failedDelivery.id, status: "PENDING" } } },
    },
    { request: deliveriesQuery, result: deliveries([{ ...failedDelivery, status: "PENDING" as never }]) },
  ]);
  await user.click(await screen.findByRole("button", { name: `Deliveries to ${endpoint.url}` }));
  const log = await screen.findByRole("table", { name: `Deliveries to ${endpoint.url}` });
  const row = within(log).getByRole("row", { name: /msg_4f0c2a/ });
  expect(row).toHaveTextContent("Order placed");
  expect(row).toHaveTextContent("Failed");
  expect(row).toHaveTextContent("HTTP 502");

  await user.click(within(row).getByRole("button", { name: `Redeliver ${failedDelivery.id}` }));
  expect(await within(log).findByText("Trying")).toBeInTheDocument();
  expect(within(log).queryByRole("button", { name: /Redeliver/ })).not.toBeInTheDocument();
});
