import { Link } from "react-router-dom";
import styled from "styled-components";
import { QuantityStepper } from "../components/product/QuantityStepper";
import { IconButton } from "../components/ui/Button";
import { TrashIcon } from "../components/ui/Icons";
import { Img } from "../components/ui/Img";
import { notify } from "../lib/notify";
import { useCart, type CartLine } from "./CartProvider";

/** One line of the bag: picture, name, options, price, quantity buttons and remove. */
export function CartLineItem({ line, onNavigate, withStepper = true }: { line: CartLine; onNavigate?(): void; withStepper?: boolean }) {
  const cart = useCart();
  const pending = cart.pendingLineIds.has(line.id);
  const report = (result: { ok: boolean; error?: { message: string } }) => {
    if (!result.ok && result.error) notify.error(result.error.message);
  };
  const options = [line.size, line.color].filter(Boolean).join(" / ");

  return (
    <Item aria-busy={pending}>
      <Link to={`/product/${line.slug}`} onClick={onNavigate} className="thumb" tabIndex={-1} aria-hidden="true">
        {line.image && <Img src={line.image.url} srcSet={line.image.srcSet} sizes="80px" alt="" width={80} height={80} />}
      </Link>
      <div className="info">
        <Link to={`/product/${line.slug}`} onClick={onNavigate} className="name">
          {line.name}
        </Link>
        {options && <p className="options">{options}</p>}
        {line.giftWrap && <p className="options">Gift wrapped</p>}
        <p className="price">{line.unitPrice.formatted}</p>
        {line.problem && (
          <p className="problem" role="status">
            {line.problem}
          </p>
        )}
      </div>
      <IconButton
        className="remove"
        type="button"
        aria-label={`Remove ${line.name} from bag`}
        disabled={pending}
        onClick={async () => report(await cart.remove(line))}
      >
        <TrashIcon />
      </IconButton>
      <div className="controls">
        {withStepper ? (
          <QuantityStepper
            label={`Quantity of ${line.name}`}
            value={line.quantity}
            disabled={pending}
            onChange={async (quantity) => report(await cart.setQuantity(line, quantity))}
          />
        ) : (
          <p className="options">Quantity: {line.quantity}</p>
        )}
        <p className="total">{line.lineTotal.formatted}</p>
      </div>
    </Item>
  );
}

/**
 * Picture on the left; name and options beside it with the remove button at the end; the
 * quantity and the line total on a row below that wraps rather than push anything off a 320 px
 * phone (the drawer is 92% of the screen there).
 */
const Item = styled.li`
  display: grid;
  grid-template-columns: 80px minmax(0, 1fr) auto;
  grid-template-areas: "thumb info remove" "thumb controls controls";
  column-gap: 0.75rem;
  row-gap: 0.5rem;
  padding: 1rem 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.line};
  p { margin: 0 0 0.35rem; }
  .thumb { grid-area: thumb; width: 80px; height: 80px; display: block; overflow: hidden; border-radius: 4px; background: ${(p) => p.theme.colors.subtle}; }
  .thumb img { height: 100%; }
  .info { grid-area: info; min-width: 0; overflow-wrap: anywhere; }
  .remove { grid-area: remove; align-self: start; }
  .controls { grid-area: controls; display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; min-width: 0; }
  .controls p { margin: 0; }
  .name { font-weight: 600; text-decoration: none; display: block; margin-bottom: 0.25rem; }
  .options { color: ${(p) => p.theme.colors.muted}; font-size: 0.9rem; text-transform: capitalize; }
  .problem { color: ${(p) => p.theme.colors.danger}; font-size: 0.9rem; }
  .total { font-weight: 600; white-space: nowrap; margin-left: auto; }
`;
