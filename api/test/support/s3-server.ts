import { HeadObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { tempDir } from "./test-server";

/**
 * An S3-compatible server the tests start themselves (s3rver: the S3 REST API over a temp folder,
 * real HTTP and real request signing), with one bucket, and the settings that point the shop at it.
 */
export interface S3TestServer {
  bucket: string;
  /** ASSET_STORAGE=s3 and the S3_* variables for a shop. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** The Cache-Control a stored object carries (what a CDN in front of the bucket would follow). */
  cacheControlOf(key: string): Promise<string | undefined>;
  close(): Promise<void>;
}

// s3rver checks signatures made with these.
const ACCESS_KEY = "S3RVER";

export async function startS3Server(bucket = "bagzone-test"): Promise<S3TestServer> {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: tempDir("s3rver"),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    bucket,
    env: {
      ASSET_STORAGE: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async cacheControlOf(key) {
      return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).CacheControl;
    },
    async close() {
      client.destroy();
      await server.close();
    },
  };
}
