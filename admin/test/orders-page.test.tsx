import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { ConfirmProvider } from "../src/components/ConfirmDialog";
import { AdminOrdersDocument } from "../src/gql/graphql";
import { OrdersPage } from "../src/screens/orders/OrdersPage";
import { onePage } from "./one-page";
import { renderInApp } from "./render";

const summary = (n: number, invoice: string | null) => ({
  __typename: "Order" as const,
  id: `7d9f5e1c-1234-4abc-8def-00000000000${n}`,
  number: `BZ-1023${n}`,
  createdAt: "2026-11-20T10:00:00.000Z",
  status: "PROCESSING" as const,
  allowedStatuses: ["SHIPPED" as const, "CANCELLED" as const],
  paymentStatus: "UNPAID" as const,
  paymentMethod: "COD" as const,
  customerEmail: `buyer${n}@example.in`,
  customer: null,
  shippingInfo: { __typename: "ShippingInfo" as const, firstName: "Asha", lastName: "Rao" },
  totals: { __typename: "PriceBreakdown" as const, total: { __typename: "Money" as const, paise: 1180_00 } },
  invoice: invoice ? { __typename: "Invoice" as const, number: invoice } : null,
});

it("offers Delete only on orders without a tax invoice, and says what to do with an invoiced one", async () => {
  const mocks = [
    {
      request: { query: AdminOrdersDocument, variables: { filter: { status: null, search: null }, first: 20, after: null } },
      result: { data: { orders: onePage("OrderConnection", [summary(1, "BZ/2026-27/000042"), summary(2, null)]) } },
    },
  ];
  const client = new ApolloClient({ link: new MockLink(mocks, { defaultOptions: { delay: 0 } }), cache: new InMemoryCache() });
  renderInApp(
    <ApolloProvider client={client}>
      <ConfirmProvider>
        <OrdersPage />
      </ConfirmProvider>
    </ApolloProvider>,
  );
  const table = within(await screen.findByRole("table", { name: "Orders, newest first" }));
  const invoiced = within(table.getByRole("row", { name: /BZ-10231/ }));
  expect(invoiced.queryByRole("button", { name: /delete/i })).not.toBeInTheDocument();
  expect(invoiced.getByText("Invoiced: cancel instead of deleting")).toBeInTheDocument();
  const open = within(table.getByRole("row", { name: /BZ-10232/ }));
  expect(open.getByRole("button", { name: "Delete order BZ-10232" })).toBeEnabled();
});
