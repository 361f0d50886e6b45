import type * as S3 from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import type { AssetStorage, StoredFile } from "./asset-storage";

type S3Sdk = typeof S3;

/** The bucket's folder of files only the API's own routes serve (return photos): /assets/ refuses it. */
export const PRIVATE_FOLDER = "private/";

/** Public files never change content (each upload gets a new id), so a CDN may keep them for a year. */
export const PUBLIC_CACHING = "public, max-age=31536000, immutable";

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, ...); unset for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where clients load the files from (a CDN, or the bucket's own URL); unset: through the API at /assets/. */
  publicUrl?: string;
}

/**
 * Images in an S3-compatible bucket, shared by every API replica. Clients load them from
 * ASSET_PUBLIC_URL (a CDN in front of the bucket) when set, else through the API at /assets/,
 * which reads them from the bucket.
 */
export class S3AssetStorage implements AssetStorage {
  private client: Promise<{ sdk: S3Sdk; s3: S3.S3Client }> | null = null;
  private readonly urlPrefix: string;
  /** Where this storage's keys start in the bucket: "" for the public images, PRIVATE_FOLDER for the private ones. */
  private readonly folder: string;

  constructor(
    private readonly settings: S3Settings,
    readonly visibility: "public" | "private" = "public",
  ) {
    this.urlPrefix = settings.publicUrl ? settings.publicUrl.replace(/\/$/, "") + "/" : "/assets/";
    this.folder = visibility === "private" ? PRIVATE_FOLDER : "";
  }

  /**
   * The AWS SDK and its client, loaded on the first call: the SDK takes a tenth of a second to
   * load, which every start of the shop paid even when it answers no image request.
   */
  private connect(): Promise<{ sdk: S3Sdk; s3: S3.S3Client }> {
    const { settings } = this;
    this.client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // S3-compatible servers do not all know the SDK's newer default checksums; send them only where S3 requires one.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return this.client;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { sdk, s3 } = await this.connect();
    await s3.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.folder + key,
        Body: body,
        ContentType: contentType,
        CacheControl: this.visibility === "public" ? PUBLIC_CACHING : "private, no-store",
      }),
    );
  }

  async removeFolder(prefix: string): Promise<void> {
    const { sdk, s3 } = await this.connect();
    for (;;) {
      const listed = await s3.send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: `${this.folder}${prefix}/` }));
      const keys = (listed.Contents ?? []).map((o) => ({ Key: o.Key! }));
      if (keys.length === 0) return;
      await s3.send(new sdk.DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys, Quiet: true } }));
      if (!listed.IsTruncated) return;
    }
  }

  /** For the API's own routes: /assets/ when no ASSET_PUBLIC_URL serves the bucket directly, and private files. */
  async read(key: string): Promise<StoredFile | null> {
    const { sdk, s3 } = await this.connect();
    try {
      const object = await s3.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.folder + key }));
      return { body: object.Body as Readable, contentType: object.ContentType ?? "application/octet-stream", size: object.ContentLength };
    } catch (err) {
      if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
      throw err;
    }
  }

  publicUrl(key: string): string {
    return this.urlPrefix + key;
  }

  keyOf(url: string): string | null {
    return url.startsWith(this.urlPrefix) ? url.slice(this.urlPrefix.length) : null;
  }
}
