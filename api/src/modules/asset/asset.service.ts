import crypto from "node:crypto";
import type { Sharp } from "sharp";
import { ValidationError } from "../../common/errors";
import { type AssetStorage } from "./asset-storage";
import { assetIdOf, DISPLAY_SIZES, IMAGE_FORMATS, type ImageFormatName, MAIN_FILE } from "./display-sizes";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The most images one upload or one form may carry. */
export const MAX_IMAGES_AT_ONCE = 10;
export const IMAGE_TOO_LARGE = "Image must be at most 5 MB";
const NOT_AN_IMAGE = "Only JPEG, PNG and WebP images are accepted";
const BAD_IMAGE_URL = "Image must be an uploaded file or an http(s) URL";

const ACCEPTED_FORMATS = ["jpeg", "png", "webp"];
/** Refuses decompression bombs: a small file that would decode to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const DATA_URL = /^data:[^,]*?;base64,/i;

/** sharp (libvips) loads with the first image stored, not at every start of the shop. */
const imageLibrary = () => import("sharp").then((m) => m.default);

/**
 * Product, category and banner images: checked (what the bytes are, not what the client says),
 * resized into the display sizes in WebP and JPEG, and stored through an AssetStorage.
 */
export class AssetService {
  constructor(readonly storage: AssetStorage) {}

  /** Stores an uploaded picture and answers the URL it is known by (its large JPEG). */
  async storeImage(bytes: Buffer, field = "image"): Promise<string> {
    if (bytes.length > MAX_IMAGE_BYTES) throw ValidationError.field(field, IMAGE_TOO_LARGE);
    const sharp = await imageLibrary();
    const format = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .then((m) => m.format as string)
      .catch(() => null);
    if (!format || !ACCEPTED_FORMATS.includes(format)) throw ValidationError.field(field, NOT_AN_IMAGE);

    const files = await resizeForDisplay(bytes).catch(() => {
      // The header looked like an image but the pixels do not decode: still not an image.
      throw ValidationError.field(field, NOT_AN_IMAGE);
    });
    const id = crypto.randomUUID();
    try {
      await Promise.all(files.map((f) => this.storage.put(`${id}/${f.name}`, f.body, f.contentType)));
    } catch (err) {
      await this.storage.removeFolder(id);
      throw err;
    }
    return this.storage.publicUrl(`${id}/${MAIN_FILE}`);
  }

  /**
   * An image URL as an admin form sends it: an inline `data:` URL (the file read in the browser)
   * is stored and replaced by its URL; the URL of a stored image or an http(s) URL is kept.
   */
  async acceptImageUrl(url: string, field: string): Promise<string> {
    const trimmed = url.trim();
    const inline = DATA_URL.exec(trimmed);
    if (inline) {
      const base64 = trimmed.slice(inline[0].length);
      // Checked before decoding: a huge upload is refused without holding it twice in memory.
      if (Math.floor((base64.length * 3) / 4) > MAX_IMAGE_BYTES + 2) throw ValidationError.field(field, IMAGE_TOO_LARGE);
      return this.storeImage(Buffer.from(base64, "base64"), field);
    }
    if (/^data:/i.test(trimmed)) throw ValidationError.field(field, NOT_AN_IMAGE);
    if (this.isStored(trimmed) || isHttpUrl(trimmed)) return trimmed;
    throw ValidationError.field(field, BAD_IMAGE_URL);
  }

  /** Removes the files of the stored images among `urls`; other URLs are left alone. */
  async removeImages(urls: Iterable<string>): Promise<void> {
    const ids = new Set([...urls].filter((u) => this.isStored(u)).map((u) => assetIdOf(u)!));
    await Promise.all([...ids].map((id) => this.storage.removeFolder(id)));
  }

  /** Whether a URL names an image this shop stored (not an outside link). */
  isStored(url: string): boolean {
    const key = this.storage.keyOf(url);
    return key !== null && assetIdOf(url) !== null;
  }
}

/**
 * Every display size in every format. The picture is decoded once (rotate() applies the camera's
 * EXIF orientation, whose metadata is not kept) and each width is cut from those pixels; sizes
 * wider than the original are the original's width, encoded once and stored under each name.
 */
async function resizeForDisplay(bytes: Buffer): Promise<{ name: string; body: Buffer; contentType: string }[]> {
  const sharp = await imageLibrary();
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().raw().toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encoded = new Map<string, Promise<Buffer>>();
  const encodeOnce = (width: number, format: ImageFormatName) => {
    const key = `${width}.${format}`;
    if (!encoded.has(key)) encoded.set(key, encode(sharp(data, pixels).resize({ width }), format));
    return encoded.get(key)!;
  };
  return Promise.all(
    DISPLAY_SIZES.flatMap((size) =>
      IMAGE_FORMATS.map(async ({ format, extension, contentType }) => ({
        name: `${size.name}.${extension}`,
        body: await encodeOnce(Math.min(size.width, info.width), format),
        contentType,
      })),
    ),
  );
}

function encode(image: Sharp, format: ImageFormatName): Promise<Buffer> {
  return format === "webp"
    ? image.webp({ quality: 80, effort: 3 }).toBuffer()
    : image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, progressive: true }).toBuffer();
}

function isHttpUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}
