import { useState } from "react";
import { DateRangePicker } from "./DateRangePicker";
import { type DayRange, presetRange } from "./date-range";
import { SalesSummaryPanel } from "./SalesSummaryPanel";

/** The dashboard's days (the last 7 to begin with) and their figures against the days before. */
export function DashboardSales({ today }: { today: string }) {
  const [range, setRange] = useState<DayRange>(() => presetRange("last7", today));
  return (
    <>
      <DateRangePicker value={range} today={today} onChange={setRange} />
      <SalesSummaryPanel range={range} />
    </>
  );
}
