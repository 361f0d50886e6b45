import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded images live. The shop writes and removes files only through this, so an object
 * store (S3AssetStorage) replaces the local disk when several API replicas serve one shop.
 */
export interface AssetStorage {
  /** Saves `body` under `key`, e.g. "9b1c.../large.webp". */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes everything stored under the folder `prefix` (one asset's files). */
  removeFolder(prefix: string): Promise<void>;
  /** The URL clients load `key` from. */
  publicUrl(key: string): string;
  /** The key behind a URL this storage handed out, or null for any other URL. */
  keyOf(url: string): string | null;
}

/** Files under DATA_DIR/assets, served by the API itself at /assets/ (see http/asset-routes.ts). */
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
