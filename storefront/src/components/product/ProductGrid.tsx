import styled from "styled-components";
import type { ProductCardFragment } from "../../gql/graphql";
import { fromDesktop, fromTablet } from "../../styles/theme";
import { HydrateWhenNear } from "../layout/HydrateWhenNear";
import { ProductCard } from "./ProductCard";

/** Two columns on phones, three on tablets, four on desktops: the card images are sized to match. */
const GRID_SIZES = "(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw";

/** The first row on a phone: where a collection opens on a grid, its photos are the first screen's. */
const FIRST_ROW = 2;
/** What a phone's first screen shows of a grid the page opens on: two rows. The rest hydrate when near. */
const FIRST_SCREEN = 4;

export function ProductGrid({
  products,
  label,
  firstScreen,
}: {
  products: readonly ProductCardFragment[];
  label: string;
  firstScreen?: boolean;
}) {
  return (
    <Grid aria-label={label}>
      {products.map((product, i) =>
        firstScreen && i < FIRST_SCREEN ? (
          <li key={product.id}>
            <ProductCard product={product} sizes={GRID_SIZES} eager={i < FIRST_ROW} />
          </li>
        ) : (
          <HydrateWhenNear as="li" key={product.id}>
            <ProductCard product={product} sizes={GRID_SIZES} />
          </HydrateWhenNear>
        ),
      )}
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
