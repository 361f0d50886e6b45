import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import type { ReactElement } from "react";
import { AdminPayoutDocument, PayoutsDocument, RecordSettlementsOfDayDocument, UnsettledPaymentsDocument } from "../src/gql/graphql";
import { PayoutPage } from "../src/screens/payouts/PayoutPage";
import { PayoutsPage } from "../src/screens/payouts/PayoutsPage";
import { onePage } from "./one-page";
import { renderInApp } from "./render";

const money = (paise: number) => ({ __typename: "Money" as const, paise });
const payout = {
  __typename: "Payout" as const,
  id: "9b1f3c2e-0000-4000-8000-000000000001",
  settlementId: "setl_Q1w2E3r4T5y6U7",
  utr: "UTR20260114000123",
  settledAt: "2026-01-14T06:30:00.000Z",
  amount: money(2392_00),
  fees: money(58_00),
  tax: money(8_85),
};
const orderId = "7d9f5e1c-1234-4abc-8def-00000000abcd";
const unsettled = {
  __typename: "UnsettledPayment" as const,
  orderId,
  providerPaymentId: "pay_Unsettled0001",
  capturedAt: "2026-01-15T09:00:00.000Z",
  amount: money(1250_00),
};
const firstPage = { first: 20, after: null };

function renderWith(mocks: ReadonlyArray<MockLink.MockedResponse>, ui: ReactElement, route?: { path: string; at: string }) {
  const client = new ApolloClient({ link: new MockLink(mocks, { defaultOptions: { delay: 0 } }), cache: new InMemoryCache() });
  return renderInApp(<ApolloProvider client={client}>{ui}</ApolloProvider>, route);
}

const lists = (payouts: (typeof payout)[], unsettledPayments: (typeof unsettled)[]) => [
  { request: { query: PayoutsDocument, variables: firstPage }, result: { data: { payouts: onePage("PayoutConnection", payouts) } } },
  {
    request: { query: UnsettledPaymentsDocument, variables: firstPage },
    result: { data: { unsettledPayments: onePage("UnsettledPaymentConnection", unsettledPayments) } },
  },
];

describe("payouts screen", () => {
  it("lists Razorpay's payouts with amount, fees, GST and UTR, each leading to its page, and the captures not settled yet", async () => {
    renderWith(lists([payout], [unsettled]), <PayoutsPage />);
    const row = within(await screen.findByRole("table", { name: "Payouts" })).getByRole("row", { name: /UTR20260114000123/ });
    expect(row).toHaveTextContent("Rs. 2,392.00");
    expect(row).toHaveTextContent("Rs. 58.00");
    expect(row).toHaveTextContent("Rs. 8.85");
    expect(within(row).getByRole("link", { name: /^Payout UTR20260114000123/ })).toHaveAttribute("href", `/payouts/${payout.id}`);

    const waiting = within(await screen.findByRole("table", { name: "Payments captured and not settled" })).getByRole("row", {
      name: /pay_Unsettled0001/,
    });
    expect(waiting).toHaveTextContent("Rs. 1,250.00");
    expect(within(waiting).getByRole("link", { name: "Order #7d9f5e1c-123" })).toHaveAttribute("href", `/orders/${orderId}`);
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeInTheDocument();
  });

  it("says when nothing has been paid out and every capture is settled", async () => {
    renderWith(lists([], []), <PayoutsPage />);
    expect(await screen.findByText(/No payouts recorded yet/)).toBeInTheDocument();
    expect(await screen.findByText("Every captured payment has been settled.")).toBeInTheDocument();
  });

  it("refreshes the payouts and the unsettled payments together: a day's settlements change both", async () => {
    const { user } = renderWith([...lists([], [unsettled]), ...lists([payout], [])], <PayoutsPage />);
    await screen.findByRole("table", { name: "Payments captured and not settled" });
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByRole("table", { name: "Payouts" })).toHaveTextContent("UTR20260114000123");
    expect(await screen.findByText("Every captured payment has been settled.")).toBeInTheDocument();
  });

  it("asks the server to fetch a chosen day's settlements, and shows its refusal of the date under the field", async () => {
    const { user } = renderWith(
      [
        ...lists([], []),
        {
          request: { query: RecordSettlementsOfDayDocument, variables: { date: "2999-01-01" } },
          result: {
            errors: [
              new GraphQLError("The date must not be in the future", {
                extensions: {
                  code: "BAD_USER_INPUT",
                  field: "date",
                  fields: [{ field: "date", message: "The date must not be in the future" }],
                },
              }),
            ],
          },
        },
        {
          request: { query: RecordSettlementsOfDayDocument, variables: { date: "2026-01-14" } },
          result: { data: { recordSettlementsOfDay: "2026-01-14" } },
        },
      ],
      <PayoutsPage />,
    );
    const form = await screen.findByRole("form", { name: "Fetch a day's settlements" });
    const day = within(form).getByLabelText("Day settled");
    await user.clear(day);
    await user.type(day, "2999-01-01");
    await user.click(within(form).getByRole("button", { name: "Fetch settlements now" }));
    expect(await within(form).findByText("The date must not be in the future")).toBeInTheDocument();
    expect(day).toHaveAccessibleDescription(/must not be in the future/);

    await user.clear(day);
    await user.type(day, "2026-01-14");
    await user.click(within(form).getByRole("button", { name: "Fetch settlements now" }));
    expect(await screen.findByText(/Razorpay's settlements of 2026-01-14 are being fetched/)).toBeInTheDocument();
    expect(within(form).queryByText("The date must not be in the future")).not.toBeInTheDocument();
  });

  it("shows a payout's payments with their orders and the refunds it took back", async () => {
    renderWith(
      [
        {
          request: { query: AdminPayoutDocument, variables: { id: payout.id } },
          result: {
            data: {
              payout: {
                __typename: "PayoutDetails",
                payout,
                lines: [
                  {
                    __typename: "PayoutLine",
                    id: "l1",
                    kind: "payment",
                    entityId: "pay_Settled0001",
                    providerPaymentId: "pay_Settled0001",
                    orderId,
                    amount: money(2500_00),
                    fee: money(59_00),
                    tax: money(9_00),
                    net: money(2441_00),
                  },
                  {
                    __typename: "PayoutLine",
                    id: "l2",
                    kind: "refund",
                    entityId: "rfnd_Back0001",
                    providerPaymentId: "pay_Old0001",
                    orderId: null,
                    amount: money(49_00),
                    fee: money(0),
                    tax: money(0),
                    net: money(-49_00),
                  },
                ],
              },
            },
          },
        },
      ],
      <PayoutPage />,
      { path: "/payouts/:payoutId", at: `/payouts/${payout.id}` },
    );
    expect(await screen.findByRole("heading", { level: 1, name: /^Payout of/ })).toBeInTheDocument();
    expect(screen.getByText("UTR20260114000123")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Payments and refunds settled" });
    const payment = within(table).getByRole("row", { name: /pay_Settled0001/ });
    expect(within(payment).getByRole("link", { name: "Order #7d9f5e1c-123" })).toHaveAttribute("href", `/orders/${orderId}`);
    expect(payment).toHaveTextContent("Rs. 2,441.00");
    const refund = within(table).getByRole("row", { name: /rfnd_Back0001/ });
    expect(refund).toHaveTextContent("Refund");
    expect(refund).toHaveTextContent("-Rs. 49.00");
  });

  it("says so when the payout does not exist", async () => {
    renderWith(
      [
        {
          request: { query: AdminPayoutDocument, variables: { id: "missing" } },
          result: { errors: [new GraphQLError("Payout not found", { extensions: { code: "NOT_FOUND" } })] },
        },
      ],
      <PayoutPage />,
      { path: "/payouts/:payoutId", at: "/payouts/missing" },
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Payout not found");
  });
});
