import styled from "styled-components";

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
  flex-wrap: wrap;
  gap: 0.5rem 0.4rem;
  margin: 0 0 1.5rem;
  padding: 0;
  li { display: flex; align-items: center; gap: 0.4rem; color: ${(p) => p.theme.colors.muted}; font-weight: 600; }
  /* The connectors shrink first, so the three steps fit a 320 px phone on one line. */
  li + li::before { content: ""; width: clamp(0.5rem, 4vw, 1.5rem); height: 2px; background: ${(p) => p.theme.colors.line}; margin-right: 0.25rem; }
  .n {
    width: 28px;
    height: 28px;
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
