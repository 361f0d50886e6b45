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
                  sizes="(min-width: 1024px) 200px, (min-width: 768px) 25vw, 50vw"
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

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${fromTablet} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  ${fromDesktop} { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  a { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; text-decoration: none; }
  .photo { width: 100%; aspect-ratio: 1; border-radius: 50%; overflow: hidden; background: ${(p) => p.theme.colors.subtle}; }
  .photo img { height: 100%; }
  .name { font-weight: 600; text-align: center; }
  a:hover .name { text-decoration: underline; }
`;
