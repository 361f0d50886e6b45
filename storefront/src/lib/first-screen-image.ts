import { createContext, useContext } from "react";

/** An image the first screen waits on (the banner's first slide, a product's main photo). */
export interface FirstScreenImage {
  src: string;
  srcSet: string | null;
  sizes: string;
  /** When the image shows only at some widths (the banner's mobile and desktop pictures). */
  media?: string;
}

const FirstScreenImagesContext = createContext<FirstScreenImage[] | null>(null);

/** Given by the server's render only: collects the images its page's head preloads. */
export const FirstScreenImages = FirstScreenImagesContext.Provider;

/**
 * Names an image of the first screen to the server rendering the page, so the page's head
 * preloads it with high priority before any JavaScript runs. In the browser it does nothing.
 */
export function useFirstScreenImage(...images: Array<FirstScreenImage | null | false | undefined>): void {
  const collected = useContext(FirstScreenImagesContext);
  if (!collected) return;
  for (const image of images) {
    if (image && !collected.some((c) => c.src === image.src && c.media === image.media)) collected.push(image);
  }
}
