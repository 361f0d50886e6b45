import { useEffect } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { useCart } from "../../cart/CartProvider";
import { Button } from "../../components/ui/Button";
import { Page } from "../../components/ui/Page";
import { ErrorState, Loading } from "../../components/ui/Status";
import { OrderDocument } from "../../gql/graphql";
import { toCallError } from "@shop/client/call-result";
import { usePageMeta } from "../../lib/page-meta";
import { useSession } from "../../lib/session";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** /order-confirmation?orderId=...: where COD orders and paid UPI orders land. */
export default function OrderConfirmationPage() {
  usePageMeta(STOREFRONT_PAGES.orderConfirmation.title, "Your Bagzone order is placed. Thank you for shopping with us.");
  const [params] = useSearchParams();
  const orderId = params.get("orderId") ?? "";
  const { user } = useSession();
  const { reload: reloadCart } = useCart();
  const { data, loading, error, refetch } = useQuery(OrderDocument, { variables: { id: orderId }, skip: !orderId || !user });
  const order = data?.order;

  // The server empties the bag when it places the order: show the empty bag.
  useEffect(() => {
    if (order) reloadCart();
  }, [order, reloadCart]);

  if (loading) return <Loading label="Loading your order..." />;
  if (!orderId || !user || !order) {
    return (
      <Page $narrow>
        <h1>Order confirmation</h1>
        {error ? (
          <ErrorState problem={toCallError(error, "Failed to fetch order details")} onRetry={() => void refetch()} />
        ) : (
          <p>{user ? "We could not find that order." : "Please log in to see your order."}</p>
        )}
        <p>
          <Link to={user ? "/profile" : "/login"}>{user ? "See your orders" : "Login"}</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page $narrow>
      <Card>
        <h1>Order Placed Successfully!</h1>
        <dl>
          <dt>Order number</dt>
          <dd>
            <code data-testid="confirmation-number">{order.number}</code>
          </dd>
          <dt>Total</dt>
          <dd data-testid="confirmation-total">{order.totals.total.formatted}</dd>
          <dt>Payment</dt>
          <dd>{order.paymentMethod === "COD" ? "Cash on Delivery" : order.paymentStatus === "PAID" ? "UPI (paid)" : "UPI"}</dd>
        </dl>
        <p>{order.deliveryEstimate.message}.</p>
        <p>A confirmation email will be sent to {user.email ?? "the email you gave at checkout"}.</p>
        <div className="actions">
          <Button as={Link} to="/" $variant="secondary">
            Continue Shopping
          </Button>
          <Button as={Link} to="/profile">
            View Order Details
          </Button>
        </div>
      </Card>
    </Page>
  );
}

const Card = styled.div`
  text-align: center;
  padding: 2rem 1rem;
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radius};
  h1 { color: ${(p) => p.theme.colors.success}; }
  dl { display: grid; grid-template-columns: auto auto; justify-content: center; gap: 0.35rem 1rem; text-align: left; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; margin-top: 1.5rem; }
`;
