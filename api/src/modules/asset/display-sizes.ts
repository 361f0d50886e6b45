/**
 * The sizes and formats every uploaded image is stored in. An uploaded image is known by the URL
 * of its large JPEG (`.../<asset id>/large.jpg`); its other files sit beside it, so the variants
 * of any stored image follow from its URL alone.
 */
export const DISPLAY_SIZES = [
  { name: "small", width: 400 },
  { name: "medium", width: 800 },
  { name: "large", width: 1600 },
] as const;

export const IMAGE_FORMATS = [
  { format: "webp", extension: "webp", contentType: "image/webp" },
  { format: "jpeg", extension: "jpg", contentType: "image/jpeg" },
] as const;

export type ImageFormatName = (typeof IMAGE_FORMATS)[number]["format"];

export interface ImageFile {
  url: string;
  /** The widest the file is: smaller originals are never enlarged. */
  width: number;
  format: ImageFormatName;
}

export const MAIN_FILE = "large.jpg";

const STORED_IMAGE = /^(.*\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/large\.jpg$/;

/** The asset id behind a stored image's URL, or null for an image from elsewhere. */
export function assetIdOf(url: string): string | null {
  return STORED_IMAGE.exec(url)?.[2] ?? null;
}

/** Every file of a stored image, smallest first; none for an image from elsewhere. */
export function imageFiles(url: string): ImageFile[] {
  const match = STORED_IMAGE.exec(url);
  if (!match) return [];
  const folder = match[1] + match[2];
  return IMAGE_FORMATS.flatMap(({ format, extension }) =>
    DISPLAY_SIZES.map(({ name, width }) => ({ url: `${folder}/${name}.${extension}`, width, format })),
  );
}
