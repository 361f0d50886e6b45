import styled from "styled-components";
import { HeartIcon } from "../components/ui/Icons";
import { theme } from "../styles/theme";
import { useWishlist } from "./WishlistProvider";

/** The heart: a toggle button that saves the product to the wishlist or takes it off. */
export function WishlistButton({ product, className }: { product: { id: string; name: string }; className?: string }) {
  const wishlist = useWishlist();
  const saved = wishlist.has(product.id);
  return (
    <Heart
      type="button"
      className={className}
      aria-pressed={saved}
      aria-label={`Save ${product.name} to wishlist`}
      title={saved ? "Remove from wishlist" : "Save to wishlist"}
      onClick={() => void wishlist.toggle(product)}
    >
      <HeartIcon filled={saved} />
    </Heart>
  );
}

const Heart = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.line};
  border-radius: 50%;
  background: #fff;
  color: ${theme.colors.sale};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;
