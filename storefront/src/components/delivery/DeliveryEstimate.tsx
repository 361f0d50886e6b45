import { useEffect, useId, useState, type FormEvent } from "react";
import { useLazyQuery, useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { DeliveryEstimateDocument } from "../../gql/graphql";
import { browserStorage as storage } from "@shop/client/browser-storage";
import { Button } from "../ui/Button";
import { FieldError } from "../ui/TextField";

const PINCODE_KEY = "bagzone.pincode";

/**
 * 'Delivered by Thu, 27 Nov' for a pincode the shopper types on the product page (remembered for
 * the next product), or 'We do not deliver to 999999 yet': the server's serviceability rules.
 */
export function DeliveryEstimateForm() {
  const id = useId();
  const [pincode, setPincode] = useState("");
  // After hydration: the server's page is the same for everyone and knows no one's pincode.
  useEffect(() => setPincode((typed) => typed || (storage.get(PINCODE_KEY) ?? "")), []);
  const [problem, setProblem] = useState<string | null>(null);
  const [estimate, { data, loading }] = useLazyQuery(DeliveryEstimateDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[1-9]\d{5}$/.test(pincode)) return setProblem("Enter a 6-digit pincode");
    setProblem(null);
    storage.set(PINCODE_KEY, pincode);
    await estimate({ variables: { pincode } }).catch(() => setProblem("Could not check delivery just now. Please try again."));
  };
  const answer = data?.deliveryEstimate;
  return (
    <Form onSubmit={submit} aria-label="Delivery estimate" noValidate>
      <label htmlFor={id}>Check delivery to your pincode</label>
      <div className="row">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={pincode}
          onChange={(e) => setPincode(e.target.value.replace(/\D/g, ""))}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <Button type="submit" $variant="secondary" disabled={loading} aria-busy={loading}>
          Check
        </Button>
      </div>
      {problem && (
        <FieldError id={`${id}-error`} role="alert">
          {problem}
        </FieldError>
      )}
      {answer && !problem && (
        <Answer role="status" data-testid="delivery-estimate" $ok={answer.deliverable}>
          {answer.message}
          {answer.deliverable && (answer.codAvailable ? " (cash on delivery available here)" : " (cash on delivery is not available here)")}
        </Answer>
      )}
    </Form>
  );
}

/** The same promise at checkout, for the address's pincode. */
export function DeliveryPromise({ pincode }: { pincode: string }) {
  const valid = /^[1-9]\d{5}$/.test(pincode);
  const { data } = useQuery(DeliveryEstimateDocument, { variables: { pincode }, skip: !valid });
  const answer = valid ? data?.deliveryEstimate : null;
  if (!answer) return null;
  return (
    <Answer role="status" data-testid="delivery-estimate" $ok={answer.deliverable}>
      {answer.message}
    </Answer>
  );
}

const Form = styled.form`
  margin: 1.25rem 0;
  label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
  .row { display: flex; gap: 0.5rem; max-width: 22rem; }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.muted};
    border-radius: 6px;
  }
`;

const Answer = styled.p<{ $ok: boolean }>`
  margin: 0.5rem 0 0;
  font-weight: 600;
  color: ${(p) => (p.$ok ? p.theme.colors.success : p.theme.colors.danger)};
`;
