import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { PaymentOptionsDocument, type PaymentMethod } from "../../gql/graphql";
import { Notice } from "../../components/ui/Status";
import { FieldError } from "../../components/ui/TextField";

const METHODS: { value: PaymentMethod; label: string; note: string }[] = [
  { value: "UPI", label: "UPI", note: "Pay now with any UPI app: Google Pay, PhonePe, Paytm or your bank's app." },
  { value: "COD", label: "Cash on Delivery", note: "Pay in cash when your order arrives." },
];

/** Step 3: UPI or cash on delivery; a shop that takes no real money (simulator, Razorpay test keys) says so. */
export function PaymentStep({ method, onChange, problem }: { method: PaymentMethod | null; onChange(m: PaymentMethod): void; problem: string | null }) {
  const options = useQuery(PaymentOptionsDocument);
  return (
    <Fieldset aria-describedby={problem ? "payment-error" : undefined}>
      {options.data?.paymentOptions.testMode && (
        <Notice role="note">
          <strong>Test mode: no money is taken.</strong>
        </Notice>
      )}
      <legend>Payment method</legend>
      {METHODS.map((m) => (
        <label key={m.value}>
          <input type="radio" name="payment-method" value={m.value} checked={method === m.value} onChange={() => onChange(m.value)} />
          <span>
            <strong>{m.label}</strong>
            <small>{m.note}</small>
          </span>
        </label>
      ))}
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
  input { width: 20px; height: 20px; margin-top: 0.15rem; accent-color: ${(p) => p.theme.colors.ink}; }
  span { display: flex; flex-direction: column; gap: 0.2rem; }
  small { color: ${(p) => p.theme.colors.muted}; font-size: 0.9rem; }
`;
