import { useQuery } from "@apollo/client/react";
import { toCallError } from "@shop/client/call-result";
import { ErrorMessage, Loading } from "../../components/QueryState";
import { SalesSummaryDocument, type SalesPeriodFieldsFragment } from "../../gql/graphql";
import { formatRupees } from "@shop/words/money";
import { orderStatusLabel } from "@shop/words/order-status";
import { formatCalendarDate } from "@shop/words/india-time";
import type { DayRange } from "./date-range";
import { FigureCards } from "./FigureCards";

type Period = SalesPeriodFieldsFragment;

interface Figure {
  label: string;
  /** What the figure counts, for whoever wonders (shown as the card's description). */
  note: string;
  value(p: Period): number;
  format(n: number): string;
}

const count = (n: number) => String(n);
const percent = (n: number) => `${n}%`;

const FIGURES: Figure[] = [
  {
    label: "Revenue",
    note: "Paid orders less refunds: UPI when paid, cash on delivery when delivered",
    value: (p) => p.revenue.paise,
    format: formatRupees,
  },
  { label: "Paid orders", note: "Orders paid in these days", value: (p) => p.paidOrders, format: count },
  { label: "Average order value", note: "Paid amount per paid order", value: (p) => p.averageOrderValue.paise, format: formatRupees },
  { label: "Refunds", note: "Money sent back in these days", value: (p) => p.refunds.paise, format: formatRupees },
  { label: "Orders placed", note: "Placed in these days, cancelled ones included", value: (p) => p.placedOrders, format: count },
  { label: "COD share", note: "Orders placed to be paid cash on delivery", value: (p) => p.codShare, format: percent },
  {
    label: "Invoiced less credit notes",
    note: "As the GST report counts it: invoiced when placed, credited when cancelled or refunded",
    value: (p) => p.invoiced.paise,
    format: formatRupees,
  },
];

/** "up 12% on" / "down 3% on" / "same as": the figure against the days before; nothing to compare with a zero. */
function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "same as" : "new against";
  const pct = Math.round(((now - before) / Math.abs(before)) * 100);
  return pct === 0 ? "same as" : `${pct > 0 ? "up" : "down"} ${Math.abs(pct)}% on`;
}

const span = (p: { from: string; to: string }) =>
  p.from === p.to ? formatCalendarDate(p.from) : `${formatCalendarDate(p.from)} to ${formatCalendarDate(p.to)}`;

/** The dashboard's money and orders for the chosen days, each figure against the same number of days before. */
export function SalesSummaryPanel({ range }: { range: DayRange }) {
  const { data, previousData, loading, error, refetch } = useQuery(SalesSummaryDocument, {
    variables: range,
    fetchPolicy: "cache-and-network",
  });
  const summary = (data ?? previousData)?.salesSummary;
  if (error) return <ErrorMessage error={toCallError(error, "Failed to fetch the figures")} onRetry={() => void refetch()} />;
  if (!summary) return loading ? <Loading /> : null;
  const { current, previous } = summary;
  return (
    <section aria-labelledby="sales-summary">
      <h2 id="sales-summary">{span(current)}</h2>
      <p>Each figure against {span(previous)}, as many days just before.</p>
      <FigureCards>
        {FIGURES.map((f) => (
          <div key={f.label} title={f.note}>
            <dt>{f.label}</dt>
            <dd>{f.format(f.value(current))}</dd>
            <dd className="before">
              {change(f.value(current), f.value(previous))} {f.format(f.value(previous))} before
            </dd>
          </div>
        ))}
      </FigureCards>
      {current.byStatus.length > 0 && (
        <p aria-label="Orders by status">{current.byStatus.map((s) => `${orderStatusLabel(s.status)}: ${s.orders}`).join(" · ")}</p>
      )}
    </section>
  );
}
