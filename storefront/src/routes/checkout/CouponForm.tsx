import { useId, useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../components/ui/Button";
import { FieldError } from "../../components/ui/TextField";
import type { useCoupon } from "./use-coupon";

/** Coupon entry: the code is uppercased as it is typed; a coupon the server took off is announced. */
export function CouponForm({ coupon }: { coupon: ReturnType<typeof useCoupon> }) {
  const id = useId();
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void coupon.check(code);
  };

  if (coupon.code) {
    return (
      <Applied role="status" data-testid="coupon-applied">
        <span>
          Coupon <strong>{coupon.code}</strong> applied{coupon.discount ? `: you save ${coupon.discount}` : ": free delivery"}
        </span>
        <Button type="button" $variant="link" onClick={coupon.remove}>
          Remove
        </Button>
      </Applied>
    );
  }

  return (
    <Form onSubmit={submit} aria-label="Coupon" noValidate>
      {coupon.notice && (
        <Removed role="alert" data-testid="coupon-notice">
          <span>{coupon.notice}</span>
          <Button type="button" $variant="link" onClick={coupon.remove}>
            Dismiss
          </Button>
        </Removed>
      )}
      <label htmlFor={id}>Coupon code</label>
      <div className="row">
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={Boolean(coupon.problem)}
          aria-describedby={coupon.problem ? `${id}-error` : undefined}
        />
        <Button type="submit" $variant="secondary" disabled={coupon.checking} aria-busy={coupon.checking}>
          {coupon.checking ? "Checking..." : "Apply"}
        </Button>
      </div>
      {coupon.problem && (
        <FieldError id={`${id}-error`} role="alert">
          {coupon.problem}
        </FieldError>
      )}
    </Form>
  );
}

const Form = styled.form`
  margin: 1rem 0;
  label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
  .row { display: flex; gap: 0.5rem; }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.muted};
    border-radius: 6px;
    letter-spacing: 0.05em;
  }
`;

const Removed = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
  padding: 0.75rem;
  border-radius: ${(p) => p.theme.radius};
  background: #fef2f2;
  color: ${(p) => p.theme.colors.danger};
`;

const Applied = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.75rem;
  border-radius: ${(p) => p.theme.radius};
  background: #f0fdf4;
  color: ${(p) => p.theme.colors.success};
`;
