import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import type { AdminOrderQuery } from "../src/gql/graphql";
import { OrderPayment } from "../src/screens/orders/OrderPayment";
import { renderInApp } from "./render";

type AdminOrder = NonNullable<AdminOrderQuery["order"]>;

const refund = (id: string, status: string, failure: string | null = null) => ({
  id,
  createdAt: "2026-01-15T10:00:00.000Z",
  amount: { paise: 100_00 },
  reason: "Strap was loose",
  method: "PROVIDER",
  status,
  reference: null,
  failure,
});

const order = {
  id: "7d9f5e1c-1234-4abc-8def-000000000001",
  paymentMethod: "UPI",
  paidAt: "2026-01-14T09:00:00.000Z",
  paidWith: "card",
  totals: { total: { paise: 2500_00 } },
  payment: {
    provider: "razorpay",
    status: "CAPTURED",
    method: "card",
    providerOrderId: "order_Abc0001",
    providerPaymentId: "pay_Abc0001",
    attention: null,
    capturedAt: "2026-01-14T09:00:00.000Z",
    events: [],
  },
  refunds: [
    refund("r1", "REQUESTED"),
    refund("r2", "PENDING"),
    refund("r3", "PROCESSED"),
    refund("r4", "FAILED", "The bank refused the refund"),
  ],
} as unknown as AdminOrder;

function renderPayment() {
  const client = new ApolloClient({ link: new MockLink([]), cache: new InMemoryCache() });
  return renderInApp(
    <ApolloProvider client={client}>
      <OrderPayment order={order} />
    </ApolloProvider>,
  );
}

it("says how the customer paid and where each refund is, a failed one with Razorpay's reason", () => {
  renderPayment();
  expect(screen.getByText(/paid with Card/)).toBeInTheDocument();
  const refunds = screen.getByRole("table", { name: "Refunds" });
  const statuses = within(refunds)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[3].textContent);
  expect(statuses).toEqual(["Requested", "Pending at Razorpay", "Processed", "Failed: The bank refused the refund"]);
});

it("starts the refund form empty, the amount left to refund beside it, so the admin types what to give back", () => {
  renderPayment();
  // Paid Rs. 2,500, three refunds of Rs. 100 not failed: Rs. 2,200 left.
  const amount = screen.getByRole("textbox", { name: /^Amount \(Rs\., at most Rs\. 2,200\.00\)$/ });
  expect(amount).toHaveValue("");
});
