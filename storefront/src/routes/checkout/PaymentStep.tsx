import styled from "styled-components";
import { type PaymentMethod } from "../../gql/graphql";
import { onlinePaymentWords, usePaymentOptions, type PaymentOptions } from "../../lib/payment-methods";
import { Notice } from "../../components/ui/Status";
import { FieldError } from "../../components/ui/TextField";

/** The options as the shop offers them: paying online names the ways the admin enabled for Razorpay. */
const methods = (options: PaymentOptions | undefined): { value: PaymentMethod; label: string; note: string }[] => {
  const onlyUpi = !options || (options.online.length === 1 && options.online[0] === "UPI");
  return [
    onlyUpi
      ? { value: "UPI", label: "UPI", note: "Pay now with any UPI app: Google Pay, PhonePe, Paytm or your bank's app." }
      : { value: "UPI", label: "Pay online", note: `Pay now by ${onlinePaymentWords(options)}.` },
    { value: "COD", label: "Cash on Delivery", note: "Pay in cash when your order arrives." },
  ];
};

interface Props {
  method: PaymentMethod | null;
  onChange(m: PaymentMethod): void;
  problem: string | null;
  /** Why cash on delivery is not offered for this order (the server's words), or null when it is. */
  codUnavailable: string | null;
  /** The COD fee, when the shop charges one. */
  codFee: string | null;
}

/**
 * Step 3: UPI or cash on delivery; a shop that takes no real money (simulator, Razorpay test keys)
 * says so. When COD is not offered for this order the option says why and offers UPI instead.
 */
export function PaymentStep({ method, onChange, problem, codUnavailable, codFee }: Props) {
  const options = usePaymentOptions();
  return (
    <Fieldset aria-describedby={problem ? "payment-error" : undefined}>
      {options?.testMode && (
        <Notice role="note">
          <strong>Test mode: no money is taken.</strong>
        </Notice>
      )}
      <legend>Payment method</legend>
      {methods(options).map((m) => {
        const refused = m.value === "COD" && codUnavailable !== null;
        return (
          <label key={m.value} className={refused ? "refused" : undefined}>
            <input
              type="radio"
              name="payment-method"
              value={m.value}
              checked={method === m.value}
              disabled={refused}
              onChange={() => onChange(m.value)}
              aria-describedby={refused ? "cod-unavailable" : undefined}
            />
            <span>
              <strong>{m.label}</strong>
              <small>
                {m.note}
                {m.value === "COD" && codFee && !refused ? ` A cash on delivery fee of ${codFee} is added.` : ""}
              </small>
            </span>
          </label>
        );
      })}
      {codUnavailable && (
        <Notice role="note" id="cod-unavailable" data-testid="cod-unavailable">
          {codUnavailable}{" "}
          {method !== "UPI" && (
            <button type="button" className="use-upi" onClick={() => onChange("UPI")}>
              Pay with UPI
            </button>
          )}
        </Notice>
      )}
      {problem && (
        <FieldError id="payment-error" role="alert">
          {problem}
        </FieldError>
      )}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  legend { font-weight: 700; margin-bottom: 0.75rem; padding: 0; }
  label {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
    padding: 1rem;
    margin-bottom: 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.line};
    border-radius: ${(p) => p.theme.radius};
    cursor: pointer;
  }
  label:has(input:checked) { border: 2px solid ${(p) => p.theme.colors.ink}; }
  label.refused { cursor: not-allowed; opacity: 0.6; }
  .use-upi { background: none; border: none; padding: 0; font: inherit; font-weight: 700; text-decoration: underline; cursor: pointer; color: inherit; min-height: 24px; }
  input { width: 20px; height: 20px; margin-top: 0.15rem; accent-color: ${(p) => p.theme.colors.ink}; }
  span { display: flex; flex-direction: column; gap: 0.2rem; }
  small { color: ${(p) => p.theme.colors.muted}; font-size: 0.9rem; }
`;
