import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { ConfirmProvider } from "../src/components/ConfirmDialog";
import {
  PaymentsNeedingAttentionDocument,
  ReconcileDayWithProviderDocument,
  ReconciliationDifferencesDocument,
  RefundStrayCaptureDocument,
  ResolveReconciliationDifferenceDocument,
} from "../src/gql/graphql";
import { PaymentsToCheckPage } from "../src/screens/payments/PaymentsToCheckPage";
import { onePage } from "./one-page";
import { renderInApp } from "./render";

const money = (paise: number) => ({ __typename: "Money" as const, paise });
const orderId = "7d9f5e1c-1234-4abc-8def-000000000001";
const stray = {
  __typename: "StrayCapture" as const,
  id: "5c000000-0000-4000-8000-000000000001",
  providerPaymentId: "pay_Second0001",
  amount: money(850_00),
  reason: "A second capture for an order already paid",
  refundId: null as string | null,
};
const flagged = {
  __typename: "Payment" as const,
  id: "6d000000-0000-4000-8000-000000000001",
  orderId,
  createdAt: "2026-01-15T09:00:00.000Z",
  provider: "razorpay",
  providerOrderId: "order_First0001",
  providerPaymentId: "pay_First0001",
  amount: money(850_00),
  attention: "Second capture (pay_Second0001, Rs. 850.00 INR) for an order already paid by pay_First0001: not applied, listed for refund",
  strayCaptures: [stray],
  refunds: [] as unknown[],
};
const difference = {
  __typename: "ReconciliationDifference" as const,
  id: "7e000000-0000-4000-8000-000000000001",
  date: "2026-01-14",
  kind: "UNKNOWN_TO_SHOP" as const,
  description: "Razorpay captured pay_Unknown0001 (Rs. 499.00), which the shop has no record of",
  providerPaymentId: "pay_Unknown0001",
  paymentId: null,
  shopAmount: null,
  providerAmount: money(499_00),
  resolved: false,
};
const firstPage = { first: 20, after: null };
const attention = (items: (typeof flagged)[]) => ({
  request: { query: PaymentsNeedingAttentionDocument, variables: firstPage },
  result: { data: { paymentsNeedingAttention: onePage("PaymentConnection", items) } },
});
const differences = (items: (typeof difference)[], unresolvedOnly = true) => ({
  request: { query: ReconciliationDifferencesDocument, variables: { ...firstPage, unresolvedOnly } },
  result: { data: { reconciliationDifferences: onePage("ReconciliationDifferenceConnection", items) } },
});
const refundStray = {
  request: { query: RefundStrayCaptureDocument, variables: { id: stray.id } },
  result: { data: { refundStrayCapture: { __typename: "Refund", id: "8f000000-0000-4000-8000-000000000001", status: "REQUESTED" } } },
};

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ link: new MockLink(mocks, { defaultOptions: { delay: 0 } }), cache: new InMemoryCache() });
  return renderInApp(
    <ApolloProvider client={client}>
      <ConfirmProvider>
        <PaymentsToCheckPage />
      </ConfirmProvider>
    </ApolloProvider>,
  );
}

describe("payments to check screen", () => {
  it("lists flagged payments with their order and why, and refunds a stray capture after confirming; the flag is gone", async () => {
    const { user } = renderPage([attention([flagged]), differences([]), refundStray, attention([])]);
    const row = within(await screen.findByRole("table", { name: "Payments that need a look" })).getByRole("row", { name: /pay_First0001/ });
    expect(row).toHaveTextContent("Second capture (pay_Second0001");
    expect(within(row).getByRole("link", { name: "Order #7d9f5e1c-123" })).toHaveAttribute("href", `/orders/${orderId}`);

    // Cancelling the dialog sends nothing (no mock answers a refund yet: a sent one would fail the test).
    await user.click(within(row).getByRole("button", { name: "Refund Rs. 850.00 (pay_Second0001)" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Refund this capture?" });
    expect(dialog).toHaveTextContent("pay_Second0001");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: "Refund Rs. 850.00 (pay_Second0001)" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Refund Rs. 850.00" }));
    expect(await screen.findByText("No payment needs a look.")).toBeInTheDocument();
  });

  it("shows why a refund was refused next to its button", async () => {
    const { user } = renderPage([
      attention([flagged]),
      differences([]),
      {
        request: { query: RefundStrayCaptureDocument, variables: { id: stray.id } },
        result: { errors: [new GraphQLError("This capture has been refunded already", { extensions: { code: "BAD_USER_INPUT" } })] },
      },
    ]);
    const row = within(await screen.findByRole("table", { name: "Payments that need a look" })).getByRole("row", { name: /pay_First0001/ });
    await user.click(within(row).getByRole("button", { name: "Refund Rs. 850.00 (pay_Second0001)" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Refund Rs. 850.00" }));
    expect(await within(row).findByRole("alert")).toHaveTextContent("This capture has been refunded already");
  });

  it("shows refunds in words, and says when nothing needs a look and no difference is left", async () => {
    const failedRefund = {
      __typename: "Refund" as const,
      id: "9a000000-0000-4000-8000-000000000001",
      createdAt: "2026-01-15T10:00:00.000Z",
      amount: money(400_00),
      reason: "Changed mind",
      method: "PROVIDER" as const,
      status: "FAILED" as const,
      reference: null,
      failure: "The bank refused the refund",
    };
    renderPage([attention([{ ...flagged, strayCaptures: [], refunds: [failedRefund] }]), differences([])]);
    const row = within(await screen.findByRole("table", { name: "Payments that need a look" })).getByRole("row", { name: /pay_First0001/ });
    expect(row).toHaveTextContent("Rs. 400.00: Failed: The bank refused the refund");
    expect(within(row).queryByRole("button")).not.toBeInTheDocument();
    expect(await screen.findByText("No difference left to deal with.")).toBeInTheDocument();
  });

  it("lists reconciliation differences, marks one resolved, and shows all of them on request", async () => {
    const { user } = renderPage([
      attention([]),
      differences([difference]),
      {
        request: { query: ResolveReconciliationDifferenceDocument, variables: { id: difference.id } },
        result: { data: { resolveReconciliationDifference: { ...difference, resolved: true } } },
      },
      differences([]),
      differences([{ ...difference, resolved: true }], false),
    ]);
    expect(await screen.findByText("No payment needs a look.")).toBeInTheDocument();
    const row = within(await screen.findByRole("table", { name: "Reconciliation differences" })).getByRole("row", {
      name: /pay_Unknown0001/,
    });
    expect(row).toHaveTextContent("which the shop has no record of");
    expect(row).toHaveTextContent("None");
    expect(row).toHaveTextContent("Rs. 499.00");
    await user.click(within(row).getByRole("button", { name: "Mark pay_Unknown0001 resolved" }));
    expect(await screen.findByText("No difference left to deal with.")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Only those not resolved" }));
    const resolved = within(await screen.findByRole("table", { name: "Reconciliation differences" })).getByRole("row", {
      name: /pay_Unknown0001/,
    });
    expect(resolved).toHaveTextContent("Resolved");
  });

  it("has a chosen day reconciled, and shows the server's refusal of the date under the field", async () => {
    const { user } = renderPage([
      attention([]),
      differences([]),
      {
        request: { query: ReconcileDayWithProviderDocument, variables: { date: "2026-02-30" } },
        result: {
          errors: [
            new GraphQLError("The date must be a calendar date, YYYY-MM-DD", {
              extensions: {
                code: "BAD_USER_INPUT",
                field: "date",
                fields: [{ field: "date", message: "The date must be a calendar date, YYYY-MM-DD" }],
              },
            }),
          ],
        },
      },
      {
        request: { query: ReconcileDayWithProviderDocument, variables: { date: "2026-01-14" } },
        result: { data: { reconcileDayWithProvider: "2026-01-14" } },
      },
    ]);
    const form = await screen.findByRole("form", { name: "Reconcile a day" });
    const day = within(form).getByLabelText("Day to reconcile");
    // A browser's date field cannot hold 30 February; the server is the one that checks it.
    await user.clear(day);
    day.setAttribute("type", "text");
    await user.type(day, "2026-02-30");
    await user.click(within(form).getByRole("button", { name: "Reconcile now" }));
    expect(await within(form).findByText("The date must be a calendar date, YYYY-MM-DD")).toBeInTheDocument();

    await user.clear(day);
    await user.type(day, "2026-01-14");
    await user.click(within(form).getByRole("button", { name: "Reconcile now" }));
    expect(await screen.findByText(/2026-01-14 is being reconciled with Razorpay/)).toBeInTheDocument();
    expect(within(form).queryByText(/calendar date/)).not.toBeInTheDocument();
  });
});
