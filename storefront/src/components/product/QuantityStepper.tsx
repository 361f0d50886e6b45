import styled from "styled-components";

const MIN_QUANTITY = 1;
const MAX_QUANTITY = 999;

interface Props {
  value: number;
  onChange(quantity: number): void;
  /** Names what the quantity is of, for screen readers: "Quantity of Leather Tote". */
  label: string;
  disabled?: boolean;
  max?: number;
}

/**
 * Minus, the quantity, plus (not below 1, at most 999). The number is read-only: the
 * buttons change it, one at a time.
 */
export function QuantityStepper({ value, onChange, label, disabled, max = MAX_QUANTITY }: Props) {
  const limit = Math.min(max, MAX_QUANTITY);
  return (
    <Group role="group" aria-label={label}>
      <button type="button" aria-label="Decrease quantity" disabled={disabled || value <= MIN_QUANTITY} onClick={() => onChange(value - 1)}>
        −
      </button>
      <input type="number" aria-label="Quantity" value={value} min={MIN_QUANTITY} max={limit} readOnly aria-live="polite" />
      <button type="button" aria-label="Increase quantity" disabled={disabled || value >= limit} onClick={() => onChange(value + 1)}>
        +
      </button>
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${(p) => p.theme.colors.muted};
  border-radius: ${(p) => p.theme.radius};
  overflow: hidden;
  button {
    width: 40px;
    min-height: 40px;
    border: none;
    background: ${(p) => p.theme.colors.subtle};
    font-size: 1.2rem;
    cursor: pointer;
    color: ${(p) => p.theme.colors.ink};
  }
  button:disabled { color: ${(p) => p.theme.colors.muted}; cursor: not-allowed; }
  input {
    width: 3.2rem;
    border: none;
    text-align: center;
    -moz-appearance: textfield;
    background: #fff;
  }
  input::-webkit-inner-spin-button, input::-webkit-outer-spin-button { -webkit-appearance: none; margin: 0; }
`;
