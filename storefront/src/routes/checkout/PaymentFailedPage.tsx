import { Link } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../components/ui/Button";
import { Page } from "../../components/ui/Page";
import { usePageMeta } from "../../lib/page-meta";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** /payment-failed: where a failed or abandoned UPI payment lands; the bag is still there. */
export default function PaymentFailedPage() {
  usePageMeta(STOREFRONT_PAGES.paymentFailed.title, "Your payment did not go through. Try again or choose another payment method.");
  return (
    <Page $narrow>
      <Card>
        <h1>Payment failed</h1>
        <p role="alert">Oops! Something went wrong with your payment. Please try again or use a different payment method.</p>
        <div className="actions">
          <Button as={Link} to="/checkout">
            Try Again
          </Button>
          <Button as={Link} to="/" $variant="secondary">
            Continue Shopping
          </Button>
        </div>
      </Card>
    </Page>
  );
}

const Card = styled.div`
  text-align: center;
  padding: 2rem 1rem;
  h1 { color: ${(p) => p.theme.colors.danger}; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; margin-top: 1.5rem; }
`;
