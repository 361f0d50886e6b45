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
import type { VariantChoice } from "./variant-choice";

type Product = NonNullable<ProductDetailQuery["product"]>;

const CHOOSE_OPTIONS = "Please select size and color before adding to cart";

/**
 * Size, colour, quantity and gift wrap, then into the bag. Sizes and colours with nothing in
 * stock (for the other option chosen) stay on show, marked sold out, and cannot be added.
 */
export function AddToCartForm({ product, choice }: { product: Product; choice: VariantChoice }) {
  const cart = useCart();
  const { size, color, setSize, setColor, variant } = choice;
  const [quantity, setQuantity] = useState(1);
  const [giftWrap, setGiftWrap] = useState(false);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const outOfStock = product.countInStock === 0 || (variant !== null && variant.countInStock <= 0);
  const available = variant?.countInStock ?? product.countInStock;
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
    const result = await cart.add({ productId: product.id, size, color, quantity: Math.min(quantity, Math.max(1, available)), giftWrap });
    setAdding(false);
    if (!result.ok) {
      setProblem(result.error.message);
      notify.error(result.error.message);
      return;
    }
    // The bag opening is the confirmation: a toast would sit over its close button on a phone.
    cart.openDrawer();
  };

  return (
    <Form onSubmit={submit} aria-label="Add to cart" noValidate>
      {product.sizes.length > 0 && (
        <OptionPicker legend="Size" options={product.sizes} value={size} onChange={setSize} soldOut={(s) => choice.soldOut({ size: s })} />
      )}
      {product.colors.length > 0 && (
        <OptionPicker
          legend="Color"
          options={product.colors}
          value={color}
          onChange={setColor}
          soldOut={(c) => choice.soldOut({ color: c })}
          swatches
        />
      )}
      <div className="quantity">
        <span aria-hidden="true">Quantity</span>
        <QuantityStepper
          label="Quantity"
          value={Math.min(quantity, Math.max(1, available))}
          onChange={setQuantity}
          max={Math.max(1, available)}
          disabled={outOfStock}
        />
      </div>
      <label className="gift">
        <input type="checkbox" checked={giftWrap} onChange={(e) => setGiftWrap(e.target.checked)} disabled={outOfStock} />
        Add gift wrap{giftWrapFee && ` (${giftWrapFee})`}
      </label>
      {problem && <FieldError role="alert">{problem}</FieldError>}
      <Button type="submit" $block disabled={outOfStock || adding} aria-busy={adding}>
        {outOfStock ? (product.countInStock === 0 ? "OUT OF STOCK" : "SOLD OUT") : adding ? "ADDING..." : "ADD TO CART"}
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
