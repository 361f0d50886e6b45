import styled from "styled-components";
import type { ProductCardFragment } from "../../gql/graphql";
import { fromDesktop, fromTablet } from "../../styles/theme";
import { ProductCard } from "./ProductCard";

/** Two columns on phones, three on tablets, four on desktops: the card images are sized to match. */
const GRID_SIZES = "(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw";

export function ProductGrid({ products, label }: { products: readonly ProductCardFragment[]; label: string }) {
  return (
    <Grid aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} sizes={GRID_SIZES} />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem 0.75rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${fromTablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1.5rem 1rem; }
  ${fromDesktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;
