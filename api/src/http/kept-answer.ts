import zlib from "node:zlib";
import etag from "etag";
import Negotiator from "negotiator";

/** The encodings compression (the middleware on every other response) offers, in its order; brotli at its quality. */
const ENCODINGS = ["br", "gzip", "deflate", "identity"] as const;
const PREFERRED = ["br", "gzip"];
const BROTLI_QUALITY = 4;
/** Smaller bodies go as they are, as compression sends them. */
const COMPRESS_FROM_BYTES = 1024;

export type ContentEncoding = (typeof ENCODINGS)[number];

/**
 * A guest's catalogue answer kept to be sent again (catalog-response-cache.ts): its JSON as
 * UTF-8, and the same compressed in each encoding a browser has asked for, each made the first
 * time it is asked for. A kept answer is sent many times, so it is encoded and compressed once,
 * not on every request as compression would.
 */
export class KeptAnswer {
  private readonly encoded = new Map<ContentEncoding, Buffer>();
  /** The ETag Express gives the same JSON (weak, of the uncompressed body). */
  readonly etag: string;

  constructor(readonly json: Buffer) {
    this.encoded.set("identity", json);
    this.etag = etag(json, { weak: true });
  }

  /** The answer's bytes in `encoding`. */
  bytes(encoding: ContentEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compressed(this.json, encoding);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

function compressed(json: Buffer, encoding: ContentEncoding): Buffer {
  switch (encoding) {
    case "br":
      return zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    case "gzip":
      return zlib.gzipSync(json);
    case "deflate":
      return zlib.deflateSync(json);
    case "identity":
      return json;
  }
}

/** Negotiator 1's `encoding`, with the `preferred` option (for equally weighted encodings) its types do not have yet. */
interface PreferringNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/** Accept-Encoding headers seen, with the encoding each chose: browsers send a handful of different ones. */
const chosen = new Map<string, ContentEncoding>();
const MAX_REMEMBERED = 100;

/** The encoding to send `bytes` of JSON in to a request that accepts `acceptEncoding`, as compression would choose it. */
export function encodingFor(acceptEncoding: string | undefined, bytes: number): ContentEncoding {
  if (!acceptEncoding || bytes < COMPRESS_FROM_BYTES) return "identity";
  let encoding = chosen.get(acceptEncoding);
  if (!encoding) {
    const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as unknown as PreferringNegotiator;
    encoding = (negotiator.encoding(ENCODINGS, { preferred: PREFERRED }) as ContentEncoding | undefined) ?? "identity";
    if (chosen.size >= MAX_REMEMBERED) chosen.clear();
    chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}
