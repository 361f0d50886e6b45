import { Link } from "react-router-dom";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import type { ProductCardFragment } from "../../gql/graphql";
import { WishlistButton } from "../../wishlist/WishlistButton";
import { Img } from "../ui/Img";
import { Price } from "./Price";
import { Stars } from "./Stars";

/** A product in a grid or carousel: photo, name, rating and price; the card links to it, the heart beside the link saves it. */
export function ProductCard({ product, sizes, eager }: { product: ProductCardFragment; sizes: string; eager?: boolean }) {
  const image = product.images[0];
  return (
    <Card>
      <Link to={`/product/${product.slug}`}>
        <div className="photo">
          {image ? (
            <Img
              src={image.url}
              srcSet={image.srcSet}
              sizes={sizes}
              alt={image.altText || product.name}
              width={400}
              height={400}
              eager={eager}
            />
          ) : (
            <span className="no-photo">No photo</span>
          )}
          {product.countInStock === 0 && <span className="badge">Out of stock</span>}
          {product.discountPrice && product.countInStock > 0 && <span className="badge sale">Sale</span>}
        </div>
        <h3>{product.name}</h3>
      </Link>
      <WishlistButton product={product} className="heart" />
      {product.numReviews > 0 && (
        <p className="rating">
          <Stars rating={product.rating} size={14} /> <span>({product.numReviews})</span>
        </p>
      )}
      <Price price={product.price} discountPrice={product.discountPrice} from={product.fromPrice} />
    </Card>
  );
}

const Card = styled.article`
  /* Contains its absolutely positioned parts (the sale badge, visually hidden price labels) so a
     carousel that scrolls sideways clips them instead of widening the page. */
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  height: 100%;
  a { text-decoration: none; color: inherit; }
  .photo {
    position: relative;
    aspect-ratio: 1;
    overflow: hidden;
    border-radius: ${theme.radius};
    background: ${theme.colors.subtle};
  }
  .photo img { height: 100%; transition: transform 0.3s ease; }
  a:hover .photo img { transform: scale(1.04); }
  @media (prefers-reduced-motion: reduce) { .photo img { transition: none; } }
  .no-photo { display: flex; height: 100%; align-items: center; justify-content: center; color: ${theme.colors.muted}; }
  .badge {
    position: absolute;
    top: 0.5rem;
    left: 0.5rem;
    padding: 0.15rem 0.5rem;
    border-radius: 4px;
    background: ${theme.colors.ink};
    color: #fff;
    font-size: 0.8rem;
    font-weight: 600;
  }
  .badge.sale { background: ${theme.colors.sale}; }
  .heart { position: absolute; top: 0.4rem; right: 0.4rem; width: 40px; height: 40px; }
  h3 { font-family: inherit; font-size: 1rem; font-weight: 600; margin: 0.4rem 0 0; }
  a:hover h3 { text-decoration: underline; }
  .rating { display: flex; align-items: center; gap: 0.35rem; margin: 0; font-size: 0.85rem; color: ${theme.colors.muted}; }
`;
