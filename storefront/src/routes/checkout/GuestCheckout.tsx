import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { useCart } from "../../cart/CartProvider";
import { Button } from "../../components/ui/Button";
import { Page, PageTitle } from "../../components/ui/Page";
import { Loading, Notice } from "../../components/ui/Status";
import { PhoneSignIn } from "../auth/PhoneSignIn";
import { BagLines } from "./BagLines";
import { StepIndicator } from "./StepIndicator";

/**
 * Checkout for a shopper who has not signed in: their bag, then, at the address step, their mobile
 * number verified with a code by SMS. That signs them in (making their account on first use), their
 * guest bag is merged as on any sign-in, and `onVerified` takes them on to the address with it.
 */
export function GuestCheckout({ onVerified }: { onVerified(): void }) {
  const cart = useCart();
  const [step, setStep] = useState<1 | 2>(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const lines = cart.cart?.lines ?? [];
  const unavailable = lines.some((l) => l.problem);

  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  if (cart.loading && !cart.cart) return <Loading label="Loading your bag..." />;

  return (
    <Page>
      <PageTitle>Checkout</PageTitle>
      <StepIndicator step={step} />
      <Section aria-labelledby="step-title">
        <h2 id="step-title" ref={heading} tabIndex={-1}>
          {step === 1 ? "Your bag" : "Verify your mobile number"}
        </h2>
        {step === 1 && <BagLines lines={lines} />}
        {step === 1 && lines.length > 0 && (
          <>
            {unavailable && (
              <Notice $tone="danger" role="alert">
                Some items in your bag are not available. Remove them to continue.
              </Notice>
            )}
            <div className="actions">
              <Button type="button" onClick={() => setStep(2)} disabled={unavailable}>
                Proceed to Address
              </Button>
            </div>
          </>
        )}
        {step === 2 && (
          <div className="verify">
            <p>We send a 6-digit code to your mobile number. Your order and its delivery updates are kept under this number.</p>
            <PhoneSignIn
              idPrefix="checkout"
              submitLabel="Verify and continue"
              onSignedIn={async (auth) => {
                onVerified();
                await cart.signIn(auth);
              }}
            />
            <p className="alt">
              Have an account with email? <Link to="/login?redirect=checkout">Sign in with email</Link>
            </p>
            <div className="actions">
              <Button type="button" $variant="secondary" onClick={() => setStep(1)}>
                Back
              </Button>
            </div>
          </div>
        )}
      </Section>
    </Page>
  );
}

const Section = styled.section`
  max-width: 640px;
  h2 { margin-top: 0; outline: none; }
  .lines { list-style: none; margin: 0; padding: 0; }
  .verify { max-width: 440px; }
  .alt { margin: 1rem 0 0; }
  .actions { display: flex; justify-content: flex-end; gap: 0.75rem; margin-top: 1.5rem; }
`;
