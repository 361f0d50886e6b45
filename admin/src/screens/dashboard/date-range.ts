/** A range of calendar days in India, both included, as the API's salesSummary takes it. */
export interface DayRange {
  from: string;
  to: string;
}

export type RangePreset = "today" | "last7" | "thisMonth" | "lastMonth";

export const PRESETS: Array<{ id: RangePreset; label: string }> = [
  { id: "today", label: "Today" },
  { id: "last7", label: "Last 7 days" },
  { id: "thisMonth", label: "This month" },
  { id: "lastMonth", label: "Last month" },
];

function shifted(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** The days a preset covers, ending today at the latest (the API refuses days to come). */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "last7":
      return { from: shifted(today, -6), to: today };
    case "thisMonth":
      return { from: monthStart, to: today };
    case "lastMonth": {
      const lastDay = shifted(monthStart, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
  }
}

/** Which preset a range is, if any: the picker shows it pressed. */
export const presetOf = (range: DayRange, today: string): RangePreset | null =>
  PRESETS.find((p) => {
    const r = presetRange(p.id, today);
    return r.from === range.from && r.to === range.to;
  })?.id ?? null;
