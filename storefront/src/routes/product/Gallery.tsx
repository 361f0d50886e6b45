import { useState } from "react";
import styled from "styled-components";
import { Img } from "../../components/ui/Img";
import type { ProductDetailQuery } from "../../gql/graphql";

type Image = NonNullable<ProductDetailQuery["product"]>["images"][number];

/** The product's photos: a large one and thumbnails that choose it. */
export function Gallery({ images, name }: { images: readonly Image[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return <Empty>No photo yet</Empty>;
  return (
    <Wrap>
      <div className="main">
        <Img
          src={current.url}
          srcSet={current.srcSet}
          sizes="(min-width: 1024px) 560px, 100vw"
          alt={current.altText || name}
          width={800}
          height={800}
          eager
        />
      </div>
      {images.length > 1 && (
        <ul className="thumbs" aria-label="Product photos">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                aria-label={`Show photo ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <Img src={image.url} srcSet={image.srcSet} sizes="72px" alt="" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  .main { aspect-ratio: 1; overflow: hidden; border-radius: ${(p) => p.theme.radius}; background: ${(p) => p.theme.colors.subtle}; }
  .main img { height: 100%; }
  .thumbs { list-style: none; display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.75rem 0 0; padding: 0; }
  .thumbs button { width: 72px; height: 72px; padding: 0; border: 2px solid transparent; border-radius: 4px; overflow: hidden; cursor: pointer; background: none; }
  .thumbs button[aria-pressed="true"] { border-color: ${(p) => p.theme.colors.ink}; }
  .thumbs img { height: 100%; }
`;

const Empty = styled.div`
  aspect-ratio: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${(p) => p.theme.colors.subtle};
  color: ${(p) => p.theme.colors.muted};
`;
