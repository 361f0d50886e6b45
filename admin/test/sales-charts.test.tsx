import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { SalesChartsDocument } from "../src/gql/graphql";
import { SalesChartsPanel } from "../src/screens/dashboard/SalesChartsPanel";
import { renderInApp } from "./render";

const money = (paise: number) => ({ __typename: "Money" as const, paise });

const charts = {
  __typename: "SalesCharts" as const,
  days: 30,
  daily: [
    { __typename: "DailySales" as const, date: "2026-11-22", orders: 0, revenue: money(0) },
    { __typename: "DailySales" as const, date: "2026-11-23", orders: 3, revenue: money(2350_00) },
  ],
  byStatus: [
    { __typename: "StatusCount" as const, status: "PENDING" as const, orders: 2 },
    { __typename: "StatusCount" as const, status: "RETURN_REQUESTED" as const, orders: 1 },
  ],
  paymentMix: [
    { __typename: "PaymentMethodShare" as const, method: "COD" as const, orders: 2, revenue: money(2000_00) },
    { __typename: "PaymentMethodShare" as const, method: "UPI" as const, orders: 1, revenue: money(350_00) },
  ],
  topProducts: [{ __typename: "TopProduct" as const, productId: "p1", name: "Leather Tote", units: 4, revenue: money(5196_00) }],
};

it("draws each chart with its data as a table behind it (jsdom has no canvas: the tables carry it)", async () => {
  // jsdom draws nothing; say so instead of letting it log "not implemented" for each chart.
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  const client = new ApolloClient({
    link: new MockLink([{ request: { query: SalesChartsDocument, variables: { days: 30 } }, result: { data: { salesCharts: charts } } }], {
      defaultOptions: { delay: 0 },
    }),
    cache: new InMemoryCache(),
  });
  renderInApp(
    <ApolloProvider client={client}>
      <SalesChartsPanel />
    </ApolloProvider>,
  );
  expect(await screen.findByRole("heading", { name: "Last 30 days" })).toBeInTheDocument();
  const figure = (title: string) => screen.getByText(title, { selector: "figcaption" }).closest("figure")!;

  const daily = figure("Revenue and orders per day");
  expect(
    within(daily).getByRole("img", { name: "Revenue and orders per day (chart; the table below has the same data)" }),
  ).toBeInTheDocument();
  expect(within(daily).getByRole("row", { name: "2026-11-23 3 Rs. 2,350.00" })).toBeInTheDocument();
  expect(within(figure("Orders by status")).getByRole("row", { name: "Return requested 1" })).toBeInTheDocument();
  expect(within(figure("Cash on delivery and prepaid")).getByRole("row", { name: "Prepaid (UPI) 1 Rs. 350.00" })).toBeInTheDocument();
  expect(within(figure("Top products by units sold")).getByRole("row", { name: "Leather Tote 4 Rs. 5,196.00" })).toBeInTheDocument();
});
