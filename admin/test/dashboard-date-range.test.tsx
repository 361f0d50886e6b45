import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { SalesSummaryDocument } from "../src/gql/graphql";
import { DashboardSales } from "../src/screens/dashboard/DashboardSales";
import { renderInApp } from "./render";

const money = (paise: number) => ({ __typename: "Money" as const, paise });

/** A period whose revenue is `revenuePaise` and whose other figures follow from it. */
function period(from: string, to: string, revenuePaise: number) {
  return {
    __typename: "SalesPeriod" as const,
    from,
    to,
    revenue: money(revenuePaise),
    paid: money(revenuePaise),
    paidOrders: revenuePaise > 0 ? 2 : 0,
    averageOrderValue: money(revenuePaise / 2),
    refunds: money(0),
    refundCount: 0,
    placedOrders: revenuePaise > 0 ? 3 : 0,
    byStatus: revenuePaise > 0 ? [{ __typename: "StatusCount" as const, status: "DELIVERED" as const, orders: 3 }] : [],
    codOrders: 1,
    codShare: 33.3,
    invoiced: money(revenuePaise + 700_00),
  };
}

const summary = (current: ReturnType<typeof period>, previous: ReturnType<typeof period>) => ({
  data: { salesSummary: { __typename: "SalesSummary" as const, current, previous } },
});

const asked: Array<{ from: string; to: string }> = [];
const mock = (from: string, to: string, result: ReturnType<typeof summary>) => ({
  request: { query: SalesSummaryDocument, variables: { from, to } },
  result: () => (asked.push({ from, to }), result),
});

it("starts on the last 7 days, offers presets and typed days, and shows each figure against the days before", async () => {
  const client = new ApolloClient({
    link: new MockLink(
      [
        mock("2026-11-14", "2026-11-20", summary(period("2026-11-14", "2026-11-20", 2000_00), period("2026-11-07", "2026-11-13", 1600_00))),
        mock("2026-10-01", "2026-10-31", summary(period("2026-10-01", "2026-10-31", 9000_00), period("2026-08-31", "2026-09-30", 0))),
        mock("2026-11-20", "2026-11-20", summary(period("2026-11-20", "2026-11-20", 0), period("2026-11-19", "2026-11-19", 500_00))),
        mock("2026-11-02", "2026-11-05", summary(period("2026-11-02", "2026-11-05", 1000_00), period("2026-10-29", "2026-11-01", 1000_00))),
      ],
      { defaultOptions: { delay: 0 } },
    ),
    cache: new InMemoryCache(),
  });
  const { user } = renderInApp(
    <ApolloProvider client={client}>
      <DashboardSales today="2026-11-20" />
    </ApolloProvider>,
  );
  const dates = screen.getByRole("group", { name: "Dates" });
  const figure = (label: string) => screen.getByText(label, { selector: "dt" }).closest("div")!;

  expect(await screen.findByRole("heading", { name: "14 Nov 2026 to 20 Nov 2026" })).toBeInTheDocument();
  expect(within(dates).getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByText("Each figure against 7 Nov 2026 to 13 Nov 2026, as many days just before.")).toBeInTheDocument();
  expect(within(figure("Revenue")).getByText("Rs. 2,000.00")).toBeInTheDocument();
  expect(within(figure("Revenue")).getByText("up 25% on Rs. 1,600.00 before")).toBeInTheDocument();
  expect(within(figure("Invoiced less credit notes")).getByText("Rs. 2,700.00")).toBeInTheDocument();
  expect(within(figure("COD share")).getByText("33.3%")).toBeInTheDocument();
  expect(screen.getByLabelText("Orders by status")).toHaveTextContent("Delivered: 3");

  await user.click(within(dates).getByRole("button", { name: "Last month" }));
  expect(await screen.findByRole("heading", { name: "1 Oct 2026 to 31 Oct 2026" })).toBeInTheDocument();
  expect(within(dates).getByRole("button", { name: "Last month" })).toHaveAttribute("aria-pressed", "true");
  expect(within(dates).getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "false");
  expect(within(figure("Revenue")).getByText("new against Rs. 0.00 before")).toBeInTheDocument();
  expect(within(dates).getByLabelText("From")).toHaveValue("2026-10-01");
  expect(within(dates).getByLabelText("To")).toHaveValue("2026-10-31");

  await user.click(within(dates).getByRole("button", { name: "Today" }));
  expect(await screen.findByRole("heading", { name: "20 Nov 2026" })).toBeInTheDocument();
  expect(within(figure("Revenue")).getByText("down 100% on Rs. 500.00 before")).toBeInTheDocument();

  // Typed days: a range that is none says why and asks nothing; a good one is applied.
  const from = within(dates).getByLabelText("From");
  const to = within(dates).getByLabelText("To");
  await user.clear(from);
  await user.type(from, "2026-11-21");
  expect(within(dates).getByRole("alert")).toHaveTextContent("From must not be after To");
  await user.clear(to);
  await user.type(to, "2026-11-05");
  expect(within(dates).getByRole("alert")).toHaveTextContent("From must not be after To");
  await user.clear(from);
  await user.type(from, "2026-11-02");
  expect(await screen.findByRole("heading", { name: "2 Nov 2026 to 5 Nov 2026" })).toBeInTheDocument();
  expect(within(figure("Revenue")).getByText("same as Rs. 1,000.00 before")).toBeInTheDocument();
  expect(PRESET_NAMES.map((name) => within(dates).getByRole("button", { name }).getAttribute("aria-pressed"))).toEqual([
    "false",
    "false",
    "false",
    "false",
  ]);
  expect(asked).toEqual([
    { from: "2026-11-14", to: "2026-11-20" },
    { from: "2026-10-01", to: "2026-10-31" },
    { from: "2026-11-20", to: "2026-11-20" },
    { from: "2026-11-02", to: "2026-11-05" },
  ]);
});

const PRESET_NAMES = ["Today", "Last 7 days", "This month", "Last month"];
