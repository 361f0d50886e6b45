import { useId } from "react";
import styled from "styled-components";
import { capitalize } from "../../lib/text";
import { useSwatchColor } from "./useSwatchColor";

interface Props {
  legend: string;
  options: readonly string[];
  value: string | null;
  onChange(value: string): void;
  /** Colour pickers show a swatch beside each name. */
  swatches?: boolean;
  /** Options with nothing in stock: still shown and choosable (to see them), marked sold out. */
  soldOut?: (option: string) => boolean;
}

/**
 * One choice among options (size, colour) as native radio buttons styled as chips: arrow keys
 * move between them, and the group is named by its legend.
 */
export function OptionPicker({ legend, options, value, onChange, swatches, soldOut }: Props) {
  const swatchColor = useSwatchColor();
  const name = useId();
  return (
    <Fieldset>
      <legend>
        {legend}
        {value && <span className="chosen">: {capitalize(value)}</span>}
      </legend>
      <div className="options">
        {options.map((option) => {
          const out = soldOut?.(option) ?? false;
          return (
            <label key={option}>
              <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
              <span className={out ? "chip sold-out" : "chip"}>
                {swatches && <span className="swatch" style={{ background: swatchColor(option) }} aria-hidden="true" />}
                {capitalize(option)}
                {out && <span className="visually-hidden"> (sold out)</span>}
              </span>
            </label>
          );
        })}
      </div>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  border: none;
  margin: 0 0 1rem;
  padding: 0;
  legend { font-weight: 600; margin-bottom: 0.5rem; padding: 0; }
  .chosen { font-weight: 400; }
  .options { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  label { position: relative; }
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 40px;
    padding: 0.35rem 0.9rem;
    border: 1px solid ${(p) => p.theme.colors.muted};
    border-radius: 999px;
    background: #fff;
  }
  .sold-out { color: ${(p) => p.theme.colors.muted}; text-decoration: line-through; border-style: dashed; }
  input:checked + .chip { border: 2px solid ${(p) => p.theme.colors.ink}; background: ${(p) => p.theme.colors.subtle}; font-weight: 600; }
  input:focus-visible + .chip { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  .swatch { width: 16px; height: 16px; border-radius: 50%; border: 1px solid ${(p) => p.theme.colors.muted}; }
`;
