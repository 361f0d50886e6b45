import { Link } from "react-router-dom";
import styled from "styled-components";
import type { HomePageQuery } from "../../gql/graphql";
import { fromDesktop, fromTablet } from "../../styles/theme";
import { Img } from "../ui/Img";

type Category = HomePageQuery["categories"]["nodes"][number];

/** Shop by categories: each category links to its collection. */
export function CategoryGrid({ categories }: { categories: readonly Category[] }) {
  return (
    <Grid>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={`/collections/${category.slug}`}>
            <span className="photo">
              {category.image && (
                <Img
                  src={category.image.url}
                  srcSet={category.image.srcSet}
                  sizes="(min-width: 1024px) 200px, (min-width: 768px) 25vw, 88px"
                  alt=""
                  width={300}
                  height={300}
                />
              )}
            </span>
            <span className="name">{category.name}</span>
          </Link>
        </li>
      ))}
    </Grid>
  );
}

/*
 * On a phone the categories are one row that scrolls sideways, so the products below them are on
 * the first screens (two a row, twelve categories pushed them 2,000 px down); wider, a grid.
 */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0.5rem;
  display: flex;
  gap: 0.75rem;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  li { flex: 0 0 5.5rem; scroll-snap-align: start; }
  .name { font-size: 0.85rem; }
  ${fromTablet} {
    display: grid;
    gap: 1rem;
    padding: 0;
    overflow: visible;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    li { flex: none; }
    .name { font-size: 1rem; }
  }
  ${fromDesktop} { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  a { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; text-decoration: none; }
  .photo { width: 100%; aspect-ratio: 1; border-radius: 50%; overflow: hidden; background: ${(p) => p.theme.colors.subtle}; }
  .photo img { height: 100%; }
  .name { font-weight: 600; text-align: center; }
  a:hover .name { text-decoration: underline; }
`;
