import type { Locator } from "playwright-core";
import sharp from "sharp";

/** A real PNG photo (a plain colour) as a file the admin picks in the file chooser. */
export async function photoFile(name: string, color: string, width = 800, height = 800) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/**
 * Whether an image on the page has loaded with real pixels, asked once its loading has settled
 * (loaded or failed): an image just made visible may still be arriving.
 */
export async function showsPicture(image: Locator): Promise<boolean> {
  return image.evaluate(
    (img: HTMLImageElement) =>
      new Promise<boolean>((answer) => {
        const settled = () => answer(img.naturalWidth > 0);
        if (img.complete) return settled();
        img.addEventListener("load", settled, { once: true });
        img.addEventListener("error", settled, { once: true });
      }),
  );
}
