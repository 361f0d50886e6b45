import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Input, Label } from "../../components/form/inputs";
import { type DayRange, PRESETS, presetOf, presetRange } from "./date-range";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  margin: 0 0 1rem;
  .presets { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  .day { display: flex; flex-direction: column; }
  .problem { color: ${({ theme }) => theme.colors.danger}; margin: 0; flex-basis: 100%; }
`;

/**
 * The dashboard's days: a preset (today, last 7 days, this month, last month) or any two days. A
 * typed range is applied once both days make one (from not after to, neither after today).
 */
export function DateRangePicker({ value, today, onChange }: { value: DayRange; today: string; onChange(range: DayRange): void }) {
  const [draft, setDraft] = useState<DayRange>(value);
  const pressed = presetOf(value, today);
  const problem = draft.from > draft.to ? "From must not be after To" : draft.to > today ? "The range cannot end after today" : null;
  const pick = (range: DayRange) => {
    setDraft(range);
    onChange(range);
  };
  const type = (next: DayRange) => {
    setDraft(next);
    if (next.from && next.to && next.from <= next.to && next.to <= today) onChange(next);
  };
  return (
    <Bar role="group" aria-label="Dates">
      <div className="presets">
        {PRESETS.map((p) => (
          <Button
            key={p.id}
            type="button"
            $variant={pressed === p.id ? "primary" : "secondary"}
            aria-pressed={pressed === p.id}
            onClick={() => pick(presetRange(p.id, today))}
          >
            {p.label}
          </Button>
        ))}
      </div>
      <div className="day">
        <Label htmlFor="range-from">From</Label>
        <Input
          id="range-from"
          type="date"
          max={today}
          value={draft.from}
          aria-invalid={problem !== null}
          onChange={(e) => type({ ...draft, from: e.target.value })}
        />
      </div>
      <div className="day">
        <Label htmlFor="range-to">To</Label>
        <Input
          id="range-to"
          type="date"
          max={today}
          value={draft.to}
          aria-invalid={problem !== null}
          onChange={(e) => type({ ...draft, to: e.target.value })}
        />
      </div>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
    </Bar>
  );
}
