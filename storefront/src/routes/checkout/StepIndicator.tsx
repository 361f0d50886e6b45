import styled from "styled-components";
import { fromTablet } from "../../styles/theme";

const STEPS = ["Bag", "Address", "Payment"] as const;
export type Step = 1 | 2 | 3;

/** Where the shopper is in the three checkout steps. */
export function StepIndicator({ step }: { step: Step }) {
  return (
    <List aria-label="Checkout steps">
      {STEPS.map((name, i) => {
        const n = i + 1;
        return (
          <li key={name} aria-current={n === step ? "step" : undefined} className={n < step ? "done" : undefined}>
            <span className="n" aria-hidden="true">
              {n}
            </span>
            {name}
            {n < step && <span className="visually-hidden"> (done)</span>}
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  list-style: none;
  display: flex;
  gap: 0.4rem;
  margin: 0 0 1.5rem;
  padding: 0;
  font-size: 0.9rem;
  ${fromTablet} { font-size: 1rem; }
  /* One line, never wrapped: the connectors shrink first, so the three steps fit a 320 px phone. */
  li { display: flex; align-items: center; gap: 0.35rem; white-space: nowrap; color: ${(p) => p.theme.colors.muted}; font-weight: 600; }
  li + li::before { content: ""; flex: 0 1 1.5rem; min-width: 0.5rem; height: 2px; background: ${(p) => p.theme.colors.line}; }
  li + li { flex: 0 1 auto; }
  .n {
    flex: none;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 2px solid currentColor;
    font-size: 0.85rem;
  }
  li[aria-current="step"], li.done { color: ${(p) => p.theme.colors.ink}; }
  li[aria-current="step"] .n { background: ${(p) => p.theme.colors.ink}; color: #fff; border-color: ${(p) => p.theme.colors.ink}; }
`;
