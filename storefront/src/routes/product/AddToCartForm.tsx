import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { Form as HydratedForm } from "../../components/ui/Form";
import { useCart } from "../../cart/CartProvider";
import { OptionPicker } from "../../components/product/OptionPicker";
import { QuantityStepper } from "../../components/product/QuantityStepper";
import { Button } from "../../components/ui/Button";
import { FieldError } from "../../components/ui/TextField";
import type { ProductDetailQuery } from "../../gql/graphql";
import { useShopPolicies } from "../../lib/shop-policies";
import { notify } from "../../lib/notify";

type Product = ProductDetailQuery["product"];

export const CHOOSE_OPTIONS = "Please select size and color before adding to cart";

/** Size, colour, quantity and gift wrap, then into the bag. */
export function AddToCartForm({ product }: { product: Product }) {
  const cart = useCart();
  const [size, setSize] = useState<string | null>(null);
  const [color, setColor] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [giftWrap, setGiftWrap] = useState(false);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const outOfStock = product.countInStock === 0;
  // The shop's fee; the server charges it, this only says so.
  const giftWrapFee = useShopPolicies()?.giftWrapFee.formatted;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((product.sizes.length > 0 && !size) || (product.colors.length > 0 && !color)) {
      setProblem(CHOOSE_OPTIONS);
      notify.error(CHOOSE_OPTIONS);
      return;
    }
    setProblem(null);
    setAdding(true);
    const result = await cart.add({ productId: product.id, size, color, quantity, giftWrap });
    setAdding(false);
    if (!result.ok) {
      setProblem(result.problem.message);
      notify.error(result.problem.message);
      return;
    }
    notify.success(`${product.name} added to your bag`);
    cart.openDrawer();
  };

  return (
    <Form onSubmit={submit} aria-label="Add to cart" noValidate>
      {product.sizes.length > 0 && <OptionPicker legend="Size" options={product.sizes} value={size} onChange={setSize} />}
      {product.colors.length > 0 && <OptionPicker legend="Color" options={product.colors} value={color} onChange={setColor} swatches />}
      <div className="quantity">
        <span aria-hidden="true">Quantity</span>
        <QuantityStepper label="Quantity" value={quantity} onChange={setQuantity} max={Math.max(1, product.countInStock)} disabled={outOfStock} />
      </div>
      <label className="gift">
        <input type="checkbox" checked={giftWrap} onChange={(e) => setGiftWrap(e.target.checked)} disabled={outOfStock} />
        Add gift wrap{giftWrapFee && ` (${giftWrapFee})`}
      </label>
      {problem && <FieldError role="alert">{problem}</FieldError>}
      <Button type="submit" $block disabled={outOfStock || adding} aria-busy={adding}>
        {outOfStock ? "OUT OF STOCK" : adding ? "ADDING..." : "ADD TO CART"}
      </Button>
    </Form>
  );
}

const Form = styled(HydratedForm)`
  margin: 1.5rem 0;
  .quantity { display: flex; align-items: center; gap: 1rem; margin-bottom: 1rem; font-weight: 600; }
  .gift { display: flex; align-items: center; gap: 0.5rem; margin-bottom: 1rem; min-height: 44px; cursor: pointer; }
  .gift input { width: 18px; height: 18px; accent-color: ${(p) => p.theme.colors.ink}; }
  ${FieldError} { margin-bottom: 0.75rem; }
`;
