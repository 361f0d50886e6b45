import zlib from "node:zlib";
import { encodingFor, KeptAnswer } from "../../src/http/kept-answer";

const BIG = 5000;

describe("the encoding a kept answer is sent in", () => {
  it("is brotli, then gzip, among what the browser accepts with equal weight, as compression chooses", () => {
    expect(encodingFor("gzip, deflate, br, zstd", BIG)).toBe("br");
    expect(encodingFor("gzip, deflate", BIG)).toBe("gzip");
    expect(encodingFor("deflate", BIG)).toBe("deflate");
  });

  it("follows the browser's weights", () => {
    expect(encodingFor("br;q=0.1, gzip;q=0.9", BIG)).toBe("gzip");
    expect(encodingFor("br;q=0, gzip;q=0", BIG)).toBe("identity");
  });

  it("is none without Accept-Encoding, for an encoding nobody offers, and below 1 kB", () => {
    expect(encodingFor(undefined, BIG)).toBe("identity");
    expect(encodingFor("compress", BIG)).toBe("identity");
    expect(encodingFor("gzip, br", 1023)).toBe("identity");
    expect(encodingFor("gzip, br", 1024)).toBe("br");
  });
});

describe("a kept answer's bytes", () => {
  const json = Buffer.from(JSON.stringify({ data: { products: Array.from({ length: 50 }, (_, i) => ({ name: `Tote ${i}` })) } }));
  const answer = new KeptAnswer(json);

  it("decompress to its JSON in every encoding", () => {
    expect(answer.bytes("identity")).toBe(json);
    expect(zlib.brotliDecompressSync(answer.bytes("br"))).toEqual(json);
    expect(zlib.gunzipSync(answer.bytes("gzip"))).toEqual(json);
    expect(zlib.inflateSync(answer.bytes("deflate"))).toEqual(json);
    expect(answer.bytes("br").length).toBeLessThan(json.length);
  });

  it("are compressed once per encoding", () => {
    expect(answer.bytes("gzip")).toBe(answer.bytes("gzip"));
  });
});
