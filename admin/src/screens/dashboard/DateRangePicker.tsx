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
      <DayInput
        id="range-from"
        label="From"
        max={today}
        value={draft.from}
        invalid={problem !== null}
        onChange={(from) => type({ ...draft, from })}
      />
      <DayInput
        id="range-to"
        label="To"
        max={today}
        value={draft.to}
        invalid={problem !== null}
        onChange={(to) => type({ ...draft, to })}
      />
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
    </Bar>
  );
}

function DayInput(props: { id: string; label: string; max: string; value: string; invalid: boolean; onChange(date: string): void }) {
  return (
    <div className="day">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="date"
        max={props.max}
        value={props.value}
        aria-invalid={props.invalid}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
