import type { UseFormRegisterReturn } from "react-hook-form";
import styled from "styled-components";

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  label { display: inline-flex; align-items: center; gap: 0.4rem; min-height: 2.25rem; }
  input { width: 1.05rem; height: 1.05rem; }
`;

export interface Choice {
  value: string;
  label: string;
}

/** A labelled group of checkboxes registered as one array field (sizes, colours). */
export function CheckboxGroup({
  legend,
  options,
  registration,
}: {
  legend: string;
  options: Choice[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="checkbox" value={option.value} {...registration} />
          {option.label}
        </label>
      ))}
    </Group>
  );
}
