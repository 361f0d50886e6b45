import sharp from "sharp";
import { loadConfig } from "../../src/shop/config";
import { createCategory, dataUrl, picture, productForm } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/**
 * Decompression bombs: a PNG of one colour, 7000 × 7000, is a few hundred kB on the wire and
 * 49 megapixels (about 150 MB) once decoded. Every upload path refuses it from its header, before
 * decoding, so several at once leave the process's memory where it was.
 */

const CREATE = graphql(`mutation ImageLimitsCreate($input: ProductInput!) { createProduct(input: $input) { id images { url } } }`);
const BOMB_REFUSAL = "Image must be at most 20 megapixels; this one is 7000 × 7000 (49 megapixels)";
const MB = 1024 * 1024;

let t: TestShop;
let admin: string;
let customer: string;
let categoryId: string;
let bomb: Buffer;

beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
  customer = (await t.registerCustomer()).token;
  categoryId = (await createCategory(t, { name: "Bomb-proof" })).id;
  bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#ffffff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
});
afterAll(() => t.close());

const uploadReturnPhoto = (bytes: Buffer) =>
  t.http
    .post("/api/returns/photos")
    .set("authorization", `Bearer ${customer}`)
    .send({ image: dataUrl(bytes, "image/png") });

const createProduct = (bytes: Buffer, name: string) =>
  t.gql(CREATE, { input: productForm(categoryId, { name, images: [{ url: dataUrl(bytes, "image/png") }] }) }, admin);

it("the bomb is small on the wire and large in pixels", () => {
  expect(bomb.length).toBeLessThan(1 * MB);
});

it("refuses a bomb sent as a return photo, naming the limit", async () => {
  const res = await uploadReturnPhoto(bomb);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ message: BOMB_REFUSAL, code: "BAD_USER_INPUT", field: "image", limit: 20_000_000 });
});

it("refuses a bomb as a product image, in the form and as a file upload", async () => {
  const res = await createProduct(bomb, "Bomb Bag");
  expect(res.errors?.[0]).toMatchObject({
    message: BOMB_REFUSAL,
    extensions: { code: "BAD_USER_INPUT", field: "images.0.url", limit: 20_000_000 },
  });
  const upload = await t.http
    .post("/assets")
    .set("authorization", `Bearer ${admin}`)
    .attach("images", bomb, { filename: "bomb.png", contentType: "image/png" });
  expect(upload.status).toBe(400);
  expect(upload.body).toMatchObject({ message: BOMB_REFUSAL, field: "images.0" });
});

it("keeps memory where it was while bombs arrive together on both paths", async () => {
  // The process's own lifetime peak (resourceUsage's maxRSS) may come from a file this jest worker
  // ran before, so the peak of this test is watched here, sampled while the uploads run.
  const before = process.memoryUsage().rss;
  let peak = before;
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  for (let round = 0; round < 2; round++) {
    const [photos, products] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => uploadReturnPhoto(bomb))),
      Promise.all(Array.from({ length: 4 }, (_, i) => createProduct(bomb, `Bomb Bag ${round}-${i}`))),
    ]);
    expect(photos.map((res) => res.status)).toEqual([400, 400, 400, 400]);
    expect(products.map((res) => res.errors?.[0].message)).toEqual(Array(4).fill(BOMB_REFUSAL));
  }
  clearInterval(watch);
  // Decoded, each bomb takes some 150 MB: eight at once, over a gigabyte at the peak.
  expect((peak - before) / MB).toBeLessThan(150);
});

it("still takes pictures within the limit, several at once", async () => {
  const answers = await Promise.all(Array.from({ length: 4 }, async () => uploadReturnPhoto(await picture("png", 1200, 900))));
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
});

describe("IMAGE_MAX_MEGAPIXELS", () => {
  let small: TestShop;
  beforeAll(async () => {
    small = await startTestShop({ IMAGE_MAX_MEGAPIXELS: "0.5" });
  });
  afterAll(() => small.close());

  it("sets the limit, counted from the header", async () => {
    const token = (await small.registerCustomer()).token;
    const send = async (width: number, height: number) =>
      small.http
        .post("/api/returns/photos")
        .set("authorization", `Bearer ${token}`)
        .send({ image: dataUrl(await picture("jpeg", width, height), "image/jpeg") });
    const over = await send(800, 700);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("Image must be at most 0.5 megapixels; this one is 800 × 700 (0.6 megapixels)");
    expect((await send(700, 700)).status).toBe(201);
  });

  it("must be a positive number, and IMAGE_DECODES_AT_ONCE a whole number from 1", () => {
    expect(() => loadConfig({ IMAGE_MAX_MEGAPIXELS: "0" })).toThrow("IMAGE_MAX_MEGAPIXELS must be a positive number of megapixels");
    expect(() => loadConfig({ IMAGE_MAX_MEGAPIXELS: "lots" })).toThrow(/IMAGE_MAX_MEGAPIXELS/);
    expect(() => loadConfig({ IMAGE_DECODES_AT_ONCE: "0" })).toThrow(/IMAGE_DECODES_AT_ONCE/);
    expect(loadConfig({ IMAGE_MAX_MEGAPIXELS: "2.5", IMAGE_DECODES_AT_ONCE: "4" })).toMatchObject({
      imageMaxPixels: 2_500_000,
      imageDecodesAtOnce: 4,
    });
    expect(loadConfig({})).toMatchObject({ imageMaxPixels: 20_000_000, imageDecodesAtOnce: 2 });
  });
});
