import { Link } from "react-router-dom";
import { CartLineItem } from "../../cart/CartLineItem";
import { Button } from "../../components/ui/Button";
import type { CartLine } from "../../cart/CartProvider";

export const EMPTY_BAG = "Your shopping bag is empty!";

/** Checkout's first step, for a guest and a customer alike: the bag's lines, or a way back to the shop. */
export function BagLines({ lines }: { lines: readonly CartLine[] }) {
  if (lines.length === 0) {
    return (
      <div className="empty">
        <p role="status">{EMPTY_BAG}</p>
        <Button as={Link} to="/collections/all" $variant="secondary">
          Continue Shopping
        </Button>
      </div>
    );
  }
  return (
    <ul className="lines" aria-label="Items in your bag">
      {lines.map((line) => (
        <CartLineItem key={line.id} line={line} />
      ))}
    </ul>
  );
}
