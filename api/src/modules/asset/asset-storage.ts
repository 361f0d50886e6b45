import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

export interface StoredFile {
  body: Readable;
  contentType: string;
  size?: number;
}

/**
 * Where uploaded images live. The shop writes and removes files only through this, so an object
 * store (S3AssetStorage) replaces the local disk when several API replicas serve one shop.
 */
export interface AssetStorage {
  /** Saves `body` under `key`, e.g. "9b1c.../large.webp". */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes everything stored under the folder `prefix` (one asset's files). */
  removeFolder(prefix: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /** The URL clients load `key` from. */
  publicUrl(key: string): string;
  /** The key behind a URL this storage handed out, or null for any other URL. */
  keyOf(url: string): string | null;
}

/**
 * Files under a folder: DATA_DIR/assets, served by the API itself at /assets/ (see
 * http/asset-routes.ts), or DATA_DIR/private-assets, which only the API's own routes read.
 */
export class DiskAssetStorage implements AssetStorage {
  static readonly URL_PREFIX = "/assets/";

  constructor(readonly dir: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
  }

  async removeFolder(prefix: string): Promise<void> {
    await fs.rm(this.fileOf(prefix), { recursive: true, force: true });
  }

  async read(key: string): Promise<StoredFile | null> {
    const file = this.fileOf(key);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return { body: createReadStream(file), contentType: CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream", size: stat.size };
  }

  publicUrl(key: string): string {
    return DiskAssetStorage.URL_PREFIX + key;
  }

  keyOf(url: string): string | null {
    return url.startsWith(DiskAssetStorage.URL_PREFIX) ? url.slice(DiskAssetStorage.URL_PREFIX.length) : null;
  }

  /** Keys come from our own uuids and size names; refusing anything that climbs out keeps it that way. */
  private fileOf(key: string): string {
    const file = path.resolve(this.dir, key);
    if (!file.startsWith(path.resolve(this.dir) + path.sep)) throw new Error(`Asset key outside the assets folder: ${key}`);
    return file;
  }
}

/** The types of the files the shop writes (a bucket keeps each file's own). */
const CONTENT_TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".webp": "image/webp" };
