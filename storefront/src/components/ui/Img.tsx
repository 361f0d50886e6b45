import type { ImgHTMLAttributes } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { useFirstScreenImage } from "../../lib/first-screen-image";

/**
 * `fetchpriority="high"` for the image the first screen waits on. React 18 does not know the
 * camelCase prop (it warns), so the lowercase attribute goes to the DOM as it is.
 */
export const firstScreenPriority = (first: boolean | undefined) =>
  (first ? { fetchpriority: "high" } : {}) as ImgHTMLAttributes<HTMLImageElement>;

interface Props {
  src: string;
  alt: string;
  /** "/assets/x/small.webp 400w, ..." from the API, when the image has stored sizes. */
  srcSet?: string | null;
  /** How wide the image shows at each screen width, so the browser picks the right file. */
  sizes: string;
  width: number;
  height: number;
  /** The first screenful (banner, main product photo) loads at once; everything else lazily. */
  eager?: boolean;
  className?: string;
}

/** A photo with its intrinsic size set (no layout shift), lazy-loaded unless it is above the fold. */
export function Img({ src, alt, srcSet, sizes, width, height, eager, className }: Props) {
  useFirstScreenImage(eager && { src, srcSet: srcSet ?? null, sizes });
  return (
    <Picture
      className={className}
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      {...firstScreenPriority(eager)}
      decoding="async"
    />
  );
}

const Picture = styled.img`
  width: 100%;
  height: auto;
  object-fit: cover;
  background: ${theme.colors.subtle};
`;
