import { useId } from "react";
import { Link, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { Button, IconButton } from "../components/ui/Button";
import { Dialog, DialogHeader } from "../components/ui/Dialog";
import { CloseIcon } from "../components/ui/Icons";
import { ErrorState, Loading } from "../components/ui/Status";
import { freeDeliveryNudge, useShopPolicies } from "../lib/shop-policies";
import { CartLineItem } from "./CartLineItem";
import { useCart } from "./CartProvider";

/** The bag as a drawer from the right: its lines, what it costs with delivery (priced by the server), and the way to checkout. */
export default function CartDrawer() {
  const titleId = useId();
  const cart = useCart();
  const navigate = useNavigate();
  const lines = cart.cart?.lines ?? [];
  const totals = cart.cart?.totals;
  const policies = useShopPolicies();

  const checkout = () => {
    cart.closeDrawer();
    // A guest checks out too: they verify their mobile number at the address step (or sign in there).
    void navigate("/checkout");
  };

  return (
    <Dialog open={cart.drawerOpen} onClose={cart.closeDrawer} labelledBy={titleId} placement="right">
      <DialogHeader>
        <h2 id={titleId}>Your Bag{cart.itemCount > 0 ? ` (${cart.itemCount})` : ""}</h2>
        <IconButton type="button" aria-label="Close bag" onClick={cart.closeDrawer}>
          <CloseIcon />
        </IconButton>
      </DialogHeader>
      <Body>
        {cart.loading ? (
          <Loading label="Loading your bag..." />
        ) : cart.problem ? (
          <ErrorState problem={cart.problem} onRetry={cart.reload} />
        ) : lines.length === 0 ? (
          <div className="empty">
            <p>Your bag is empty.</p>
            <Button as={Link} to="/collections/all" $variant="secondary" onClick={cart.closeDrawer}>
              Continue Shopping
            </Button>
          </div>
        ) : (
          <ul aria-label="Items in your bag">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} onNavigate={cart.closeDrawer} />
            ))}
          </ul>
        )}
      </Body>
      {lines.length > 0 && totals && (
        <Footer>
          <dl>
            <dt>Subtotal</dt>
            <dd>{totals.subtotal.formatted}</dd>
            {totals.giftWrap.paise > 0 && (
              <>
                <dt>Gift wrap</dt>
                <dd>{totals.giftWrap.formatted}</dd>
              </>
            )}
            <dt>Delivery</dt>
            <dd>{totals.delivery.paise === 0 ? "Free" : totals.delivery.formatted}</dd>
            <dt className="total">Total</dt>
            <dd className="total">{totals.total.formatted}</dd>
          </dl>
          {policies && <p className="nudge">{freeDeliveryNudge(policies, totals.subtotal.paise, totals.delivery.paise)}</p>}
          <p className="note">Prices include GST. Coupon codes are applied at checkout.</p>
          <Button type="button" $block onClick={checkout}>
            Checkout
          </Button>
        </Footer>
      )}
    </Dialog>
  );
}

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 1rem;
  ul { list-style: none; margin: 0; padding: 0; }
  .empty { padding: 2rem 0; text-align: center; }
`;

const Footer = styled.div`
  padding: 1rem;
  border-top: 1px solid ${(p) => p.theme.colors.line};
  dl { display: grid; grid-template-columns: 1fr auto; gap: 0.25rem 1rem; margin: 0 0 0.5rem; }
  dd { margin: 0; text-align: right; }
  .total { font-weight: 700; font-size: 1.05rem; }
  .nudge { margin: 0 0 0.5rem; font-size: 0.9rem; color: ${(p) => p.theme.colors.success}; }
  .note { font-size: 0.875rem; color: ${(p) => p.theme.colors.muted}; margin: 0 0 0.75rem; }
`;
