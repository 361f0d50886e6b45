import { useQuery } from "@apollo/client/react";
import type { ChartConfiguration } from "chart.js";
import { useMemo } from "react";
import styled from "styled-components";
import { SalesChartsDocument, type SalesChartsQuery } from "../../gql/graphql";
import { formatRupees } from "@shop/words/money";
import { orderStatusLabel } from "@shop/words/order-status";
import { ChartFigure } from "./ChartFigure";

type Charts = SalesChartsQuery["salesCharts"];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 1rem;
  margin: 1rem 0 2rem;
`;

const INK = "#1f2937";
const ACCENT = "#b45309";
const PALETTE = ["#1f2937", "#b45309", "#2563eb", "#16a34a", "#9333ea", "#dc2626", "#0891b2", "#78716c"];

const rupees = (paise: number) => paise / 100;
const methodLabel = (method: string) => (method === "COD" ? "Cash on delivery" : "Prepaid (UPI)");

/** The dashboard's charts of the last 30 days, each with its table. */
export function SalesChartsPanel() {
  const { data } = useQuery(SalesChartsDocument, { variables: { days: 30 }, fetchPolicy: "cache-and-network" });
  const charts = data?.salesCharts;
  const configs = useMemo(() => (charts ? chartConfigs(charts) : null), [charts]);
  if (!charts || !configs) return null;
  return (
    <section aria-labelledby="sales-charts">
      <h2 id="sales-charts">Last {charts.days} days</h2>
      <Grid>
        <ChartFigure
          title="Revenue and orders per day"
          config={configs.daily}
          columns={["Day", "Orders", "Revenue"]}
          rows={charts.daily.map((d) => [d.date, d.orders, formatRupees(d.revenue.paise)])}
        />
        <ChartFigure
          title="Orders by status"
          config={configs.byStatus}
          columns={["Status", "Orders"]}
          rows={charts.byStatus.map((s) => [orderStatusLabel(s.status), s.orders])}
        />
        <ChartFigure
          title="Cash on delivery and prepaid"
          config={configs.paymentMix}
          columns={["Payment", "Orders", "Revenue"]}
          rows={charts.paymentMix.map((m) => [methodLabel(m.method), m.orders, formatRupees(m.revenue.paise)])}
        />
        <ChartFigure
          title="Top products by units sold"
          config={configs.topProducts}
          columns={["Product", "Units", "Revenue"]}
          rows={charts.topProducts.map((p) => [p.name, p.units, formatRupees(p.revenue.paise)])}
        />
      </Grid>
    </section>
  );
}

function chartConfigs(charts: Charts): Record<"daily" | "byStatus" | "paymentMix" | "topProducts", ChartConfiguration> {
  return {
    daily: {
      type: "bar",
      data: {
        labels: charts.daily.map((d) => d.date.slice(5)),
        datasets: [
          {
            type: "bar",
            label: "Revenue (Rs.)",
            data: charts.daily.map((d) => rupees(d.revenue.paise)),
            backgroundColor: ACCENT,
            yAxisID: "revenue",
          },
          {
            type: "line",
            label: "Orders",
            data: charts.daily.map((d) => d.orders),
            borderColor: INK,
            backgroundColor: INK,
            yAxisID: "orders",
          },
        ],
      },
      options: {
        scales: {
          revenue: { position: "left", beginAtZero: true },
          orders: { position: "right", beginAtZero: true, grid: { drawOnChartArea: false } },
        },
      },
    },
    byStatus: {
      type: "doughnut",
      data: {
        labels: charts.byStatus.map((s) => orderStatusLabel(s.status)),
        datasets: [{ data: charts.byStatus.map((s) => s.orders), backgroundColor: PALETTE }],
      },
    },
    paymentMix: {
      type: "pie",
      data: {
        labels: charts.paymentMix.map((m) => methodLabel(m.method)),
        datasets: [{ data: charts.paymentMix.map((m) => m.orders), backgroundColor: [ACCENT, INK] }],
      },
    },
    topProducts: {
      type: "bar",
      data: {
        labels: charts.topProducts.map((p) => p.name),
        datasets: [{ label: "Units", data: charts.topProducts.map((p) => p.units), backgroundColor: INK }],
      },
      options: { indexAxis: "y", plugins: { legend: { display: false } } },
    },
  };
}
