import crypto from "node:crypto";
import pLimit from "p-limit";
import type { Sharp } from "sharp";
import { ValidationError } from "../../common/errors";
import { isUuid } from "../../common/uuid";
import { type AssetStorage, type StoredFile } from "./asset-storage";
import { assetIdOf, DISPLAY_SIZES, IMAGE_FORMATS, type ImageFormatName, MAIN_FILE } from "./display-sizes";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The most images one upload or one form may carry. */
export const MAX_IMAGES_AT_ONCE = 10;
export const IMAGE_TOO_LARGE = "Image must be at most 5 MB";
const NOT_AN_IMAGE = "Only JPEG, PNG and WebP images are accepted";
const BAD_IMAGE_URL = "Image must be an uploaded file or an http(s) URL";

const ACCEPTED_FORMATS = ["jpeg", "png", "webp"];
const DATA_URL = /^data:[^,]*?;base64,/i;
/** The one file a private photo is kept as: the large display size, in JPEG. */
const PRIVATE_PHOTO = { size: DISPLAY_SIZES.find((s) => s.name === "large")!, format: IMAGE_FORMATS.find((f) => f.format === "jpeg")! };

/**
 * sharp (libvips) loads with the first image stored, not at every start of the shop. Its cache of
 * decoded operations is off: every upload is a new picture, so the cache only held memory.
 */
const imageLibrary = () =>
  import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });

export interface ImageLimits {
  /** Pictures above this many pixels are refused from their header, before any decoding. */
  maxPixels: number;
  /** Pictures decoded at the same time; the others wait their turn. */
  decodesAtOnce: number;
}

/**
 * Uploaded pictures: checked (what the bytes are, not what the client says, and how many pixels
 * they would decode to), then resized. Product, category and banner images are stored in the
 * display sizes in WebP and JPEG for anyone to load; private photos (a return's) as one JPEG that
 * only the API's own routes read.
 */
export class AssetService {
  /**
   * A decoded picture takes width x height x 4 bytes and more while it is resized: uploads arriving
   * together wait here instead of all holding their pixels at once.
   */
  private readonly decodeInTurn: pLimit.Limit;

  constructor(
    readonly storage: AssetStorage,
    private readonly privateStorage: AssetStorage,
    private readonly limits: ImageLimits,
  ) {
    this.decodeInTurn = pLimit(limits.decodesAtOnce);
  }

  /** Stores an uploaded picture and answers the URL it is known by (its large JPEG). */
  async storeImage(bytes: Buffer, field = "image"): Promise<string> {
    await this.checkImage(bytes, field);
    const files = await this.decode(bytes, field, (pixels) => resizeForDisplay(pixels));
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
   * Stores a picture nobody may load from a public URL, in `folder` (a name of the caller's, such
   * as the uploader's), and answers its key for privateFile().
   */
  async storePrivatePhoto(bytes: Buffer, folder: string, field = "image"): Promise<string> {
    await this.checkImage(bytes, field);
    const { size, format } = PRIVATE_PHOTO;
    const body = await this.decode(bytes, field, (pixels) =>
      encode(pixels.resize({ width: size.width, withoutEnlargement: true }), format.format),
    );
    const key = `${folder}/${crypto.randomUUID()}.${format.extension}`;
    await this.privateStorage.put(key, body, format.contentType);
    return key;
  }

  /** Whether `key` names a private photo stored in `folder`. */
  isPrivatePhotoIn(key: string, folder: string): boolean {
    const extension = `.${PRIVATE_PHOTO.format.extension}`;
    const name = key.startsWith(`${folder}/`) && key.endsWith(extension) ? key.slice(folder.length + 1, -extension.length) : "";
    return isUuid(name);
  }

  /** A private photo's file, or null when it is gone. */
  privateFile(key: string): Promise<StoredFile | null> {
    return this.privateStorage.read(key);
  }

  /** The large JPEG of an image stored publicly (by its URL), or null for any other URL. */
  storedFile(url: string): Promise<StoredFile | null> {
    const key = this.storage.keyOf(url);
    return key !== null && this.isStored(url) ? this.storage.read(key) : Promise.resolve(null);
  }

  /**
   * What the bytes are and how large they would decode, from the header alone: a 200 kB PNG can
   * hold 49 megapixels (200 MB once decoded), which is refused here before any pixel is read.
   */
  private async checkImage(bytes: Buffer, field: string): Promise<void> {
    if (bytes.length > MAX_IMAGE_BYTES) throw ValidationError.field(field, IMAGE_TOO_LARGE);
    const sharp = await imageLibrary();
    const header = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (!header?.format || !ACCEPTED_FORMATS.includes(header.format)) throw ValidationError.field(field, NOT_AN_IMAGE);
    const pixels = (header.width ?? 0) * (header.height ?? 0);
    if (pixels > this.limits.maxPixels) {
      throw ValidationError.field(
        field,
        `Image must be at most ${megapixels(this.limits.maxPixels)} megapixels; this one is ${header.width} × ${header.height} (${megapixels(pixels)} megapixels)`,
        "BAD_USER_INPUT",
        { limit: this.limits.maxPixels },
      );
    }
  }

  /**
   * Decodes a checked picture in its turn and hands its pixels to `work`. limitInputPixels repeats
   * the header's check inside libvips, for a file whose header and pixels disagree.
   */
  private async decode<T>(bytes: Buffer, field: string, work: (pixels: Sharp) => Promise<T>): Promise<T> {
    const sharp = await imageLibrary();
    return this.decodeInTurn(() => work(sharp(bytes, { limitInputPixels: this.limits.maxPixels }).rotate())).catch(() => {
      // The header looked like an image but the pixels do not decode: still not an image.
      throw ValidationError.field(field, NOT_AN_IMAGE);
    });
  }

  /**
   * An image URL as an admin form sends it: an inline `data:` URL (the file read in the browser)
   * is stored and replaced by its URL; the URL of a stored image or an http(s) URL is kept.
   */
  async acceptImageUrl(url: string, field: string): Promise<string> {
    const trimmed = url.trim();
    const inline = inlineBytes(trimmed, field);
    if (inline) return this.storeImage(inline, field);
    if (this.isStored(trimmed) || isHttpUrl(trimmed)) return trimmed;
    throw ValidationError.field(field, BAD_IMAGE_URL);
  }

  /** A private photo sent as an inline `data:` URL, stored as storePrivatePhoto does. */
  async acceptPrivatePhoto(dataUrl: string, folder: string, field: string): Promise<string> {
    const inline = inlineBytes(dataUrl.trim(), field);
    if (!inline) throw ValidationError.field(field, "Send the photo itself, as a data: URL");
    return this.storePrivatePhoto(inline, folder, field);
  }

  /** Removes the files of the stored images among `urls`; other URLs are left alone. */
  async removeImages(urls: Iterable<string>): Promise<void> {
    await Promise.all([...this.storedIds(urls)].map((id) => this.storage.removeFolder(id)));
  }

  /** The asset ids (the folders under /assets/) of the stored images among `urls`. */
  storedIds(urls: Iterable<string>): Set<string> {
    return new Set([...urls].filter((u) => this.isStored(u)).map((u) => assetIdOf(u)!));
  }

  /** Whether a URL names an image this shop stored (not an outside link). */
  isStored(url: string): boolean {
    const key = this.storage.keyOf(url);
    return key !== null && assetIdOf(url) !== null;
  }
}

/** The bytes of an inline `data:` URL, or null for any other text. */
function inlineBytes(text: string, field: string): Buffer | null {
  const inline = DATA_URL.exec(text);
  if (!inline) {
    if (/^data:/i.test(text)) throw ValidationError.field(field, NOT_AN_IMAGE);
    return null;
  }
  const base64 = text.slice(inline[0].length);
  // Checked before decoding: a huge upload is refused without holding it twice in memory.
  if (Math.floor((base64.length * 3) / 4) > MAX_IMAGE_BYTES + 2) throw ValidationError.field(field, IMAGE_TOO_LARGE);
  return Buffer.from(base64, "base64");
}

/** 20000000 -> "20", 2500000 -> "2.5". */
const megapixels = (pixels: number) => String(Math.round(pixels / 100_000) / 10);

/**
 * Every display size in every format. The picture is decoded once (rotate() applies the camera's
 * EXIF orientation, whose metadata is not kept) and each width is cut from those pixels; sizes
 * wider than the original are the original's width, encoded once and stored under each name.
 */
async function resizeForDisplay(image: Sharp): Promise<{ name: string; body: Buffer; contentType: string }[]> {
  const sharp = await imageLibrary();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
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
