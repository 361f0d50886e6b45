import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createCategory, createProduct, dataUrl, download, picture, productForm } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const CREATE = graphql(`mutation CatalogImagesCreate($input: ProductInput!) { createProduct(input: $input) {
  id images { url altText srcSet jpegSrcSet: srcSet(format: JPEG) files { url width format } }
} }`);
const UPDATE = graphql(
  `mutation CatalogImagesUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { images { url altText } } }`,
);
const DELETE = graphql(`mutation CatalogImagesDelete($id: ID!) { deleteProduct(id: $id) { id } }`);

const MIME = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;
const SIX_MB = Buffer.alloc(5 * 1024 * 1024 + 1, 7);

let t: TestShop;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
  categoryId = (await createCategory(t, { name: "Pictured" })).id;
});
afterAll(() => t.close());

/** The folder on disk behind a stored image URL (/assets/<id>/large.jpg). */
const folderOf = (url: string) => path.join(t.config.assetsDir, url.split("/")[2]);
const storedFolders = () => (fs.existsSync(t.config.assetsDir) ? fs.readdirSync(t.config.assetsDir).sort() : []);

describe("images in the product form (inline data URLs)", () => {
  it.each(["jpeg", "png", "webp"] as const)("stores a %s in every display size as WebP and JPEG, served for a year", async (format) => {
    const bytes = await picture(format, 1000, 700);
    const { createProduct: p } = await t.gqlOk(
      CREATE,
      {
        input: productForm(categoryId, {
          name: `Pictured ${format}`,
          images: [{ url: dataUrl(bytes, MIME[format]), altText: "Front view" }],
        }),
      },
      admin,
    );
    const [image] = p.images;
    expect(image.url).toMatch(/^\/assets\/[0-9a-f-]{36}\/large\.jpg$/);
    expect(image.altText).toBe("Front view");
    const folder = image.url.replace("/large.jpg", "");
    expect(image.files).toEqual([
      { url: `${folder}/small.webp`, width: 400, format: "WEBP" },
      { url: `${folder}/medium.webp`, width: 800, format: "WEBP" },
      { url: `${folder}/large.webp`, width: 1600, format: "WEBP" },
      { url: `${folder}/small.jpg`, width: 400, format: "JPEG" },
      { url: `${folder}/medium.jpg`, width: 800, format: "JPEG" },
      { url: `${folder}/large.jpg`, width: 1600, format: "JPEG" },
    ]);
    expect(image.srcSet).toBe(`${folder}/small.webp 400w, ${folder}/medium.webp 800w, ${folder}/large.webp 1600w`);
    expect(image.jpegSrcSet).toBe(`${folder}/small.jpg 400w, ${folder}/medium.jpg 800w, ${folder}/large.jpg 1600w`);

    for (const file of image.files) {
      const res = await t.http.get(file.url);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe(file.format === "WEBP" ? "image/webp" : "image/jpeg");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(await download(t, file.url)).metadata();
      expect(meta.format).toBe(file.format === "WEBP" ? "webp" : "jpeg");
      // Resized to the display width, never enlarged past the 1000px original.
      expect(meta.width).toBe(Math.min(file.width, 1000));
    }
  });

  it("uses the product name when an image has no alt text, and keeps image URLs from the web", async () => {
    const { createProduct: p } = await t.gqlOk(
      CREATE,
      { input: productForm(categoryId, { name: "Linked Picture Bag", images: [{ url: "https://cdn.example.com/bag.jpg" }] }) },
      admin,
    );
    expect(p.images).toEqual([
      { url: "https://cdn.example.com/bag.jpg", altText: "Linked Picture Bag", srcSet: null, jpegSrcSet: null, files: [] },
    ]);
  });

  it.each<[string, () => string | Promise<string>, string]>([
    ["a file over 5 MB", () => dataUrl(SIX_MB, "image/jpeg"), "Image must be at most 5 MB"],
    [
      "a text file",
      () => dataUrl(Buffer.from("just some words, not a picture"), "text/plain"),
      "Only JPEG, PNG and WebP images are accepted",
    ],
    [
      "text claiming to be a JPEG",
      () => dataUrl(Buffer.from("not really a jpeg"), "image/jpeg"),
      "Only JPEG, PNG and WebP images are accepted",
    ],
    [
      "a GIF",
      async () => dataUrl(await picture("jpeg").then((b) => sharp(b).gif().toBuffer()), "image/gif"),
      "Only JPEG, PNG and WebP images are accepted",
    ],
    [
      "an SVG",
      () =>
        dataUrl(
          Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`),
          "image/svg+xml",
        ),
      "Only JPEG, PNG and WebP images are accepted",
    ],
    ["a data URL that is not base64", () => "data:image/png,hello", "Only JPEG, PNG and WebP images are accepted"],
    ["a javascript: URL", () => "javascript:alert(1)", "Image must be an uploaded file or an http(s) URL"],
  ])("refuses %s, stores no file and writes nothing", async (_, url, message) => {
    const folders = storedFolders();
    const [{ n: before }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM products`);
    const good = dataUrl(await picture("png"), "image/png");
    const res = await t.gql(
      CREATE,
      { input: productForm(categoryId, { name: "Refused Picture", images: [{ url: good }, { url: await url() }] }) },
      admin,
    );
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field: "images.1.url" } });
    const [{ n: after }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM products`);
    expect(after).toBe(before);
    // The good first picture, stored before the second was refused, is removed again.
    expect(storedFolders()).toEqual(folders);
  });

  it("removes a product's files when it is deleted, and an image's files when an update drops it", async () => {
    const [front, back] = [dataUrl(await picture("jpeg"), MIME.jpeg), dataUrl(await picture("webp"), MIME.webp)];
    const { createProduct: p } = await t.gqlOk(
      CREATE,
      { input: productForm(categoryId, { name: "Two Sided Bag", images: [{ url: front }, { url: back }] }) },
      admin,
    );
    const [frontUrl, backUrl] = p.images.map((i: { url: string }) => i.url);
    expect(fs.existsSync(folderOf(frontUrl)) && fs.existsSync(folderOf(backUrl))).toBe(true);

    const { updateProduct } = await t.gqlOk(
      UPDATE,
      { id: p.id, input: productForm(categoryId, { name: "Two Sided Bag", images: [{ url: frontUrl, altText: "Front" }] }) },
      admin,
    );
    expect(updateProduct.images).toEqual([{ url: frontUrl, altText: "Front" }]);
    expect(fs.existsSync(folderOf(frontUrl))).toBe(true);
    expect(fs.existsSync(folderOf(backUrl))).toBe(false);
    expect((await t.http.get(backUrl.replace("large.jpg", "small.webp"))).status).toBe(404);

    await t.gqlOk(DELETE, { id: p.id }, admin);
    expect(fs.existsSync(folderOf(frontUrl))).toBe(false);
  });

  it("keeps the files of an image another product still shows", async () => {
    const { createProduct: first } = await t.gqlOk(
      CREATE,
      { input: productForm(categoryId, { name: "Shared Picture One", images: [{ url: dataUrl(await picture("png"), MIME.png) }] }) },
      admin,
    );
    const shared = first.images[0].url;
    const second = await createProduct(t, categoryId, { name: "Shared Picture Two", images: [{ url: shared }] });
    await t.gqlOk(DELETE, { id: first.id }, admin);
    expect(fs.existsSync(folderOf(shared))).toBe(true);
    await t.gqlOk(DELETE, { id: second.id }, admin);
    expect(fs.existsSync(folderOf(shared))).toBe(false);
  });
});

describe("category images", () => {
  it("stores an inline category picture and removes it when the category goes", async () => {
    const create = graphql(
      `mutation CatalogImagesCreate2($input: CategoryInput!) { createCategory(input: $input) { id image { url altText files { url } } } }`,
    );
    const { createCategory: c } = await t.gqlOk(
      create,
      { input: { name: "Pictured Category", description: "x", image: { url: dataUrl(await picture("webp"), MIME.webp) } } },
      admin,
    );
    expect(c.image).toMatchObject({ url: expect.stringMatching(/^\/assets\/.+\/large\.jpg$/), altText: "Pictured Category" });
    expect(c.image.files).toHaveLength(6);
    await t.gqlOk(graphql(`mutation CatalogImagesDeleteCategory($id: ID!) { deleteCategory(id: $id) { id } }`), { id: c.id }, admin);
    expect(fs.existsSync(folderOf(c.image.url))).toBe(false);
  });
});

describe("multipart upload: POST /assets", () => {
  it.each(["jpeg", "png", "webp"] as const)("stores an uploaded %s and answers its URL and files", async (format) => {
    const res = await t.http
      .post("/assets")
      .set("authorization", `Bearer ${admin}`)
      .attach("images", await picture(format), { filename: `bag.${format}`, contentType: MIME[format] });
    expect(res.status).toBe(201);
    const [image] = res.body.images;
    expect(image.url).toMatch(/^\/assets\/[0-9a-f-]{36}\/large\.jpg$/);
    expect(image.files).toHaveLength(6);
    expect((await t.http.get(image.url)).status).toBe(200);
    // The URL it answers is what the product form then sends.
    const product = await createProduct(t, categoryId, { name: `Uploaded ${format}`, images: [{ url: image.url }] });
    expect(product.id).toBeDefined();
  });

  it("stores several files at once", async () => {
    const res = await t.http
      .post("/assets")
      .set("authorization", `Bearer ${admin}`)
      .attach("images", await picture("jpeg"), "a.jpg")
      .attach("images", await picture("png"), "b.png");
    expect(res.status).toBe(201);
    expect(res.body.images).toHaveLength(2);
  });

  it.each<[string, () => Buffer | Promise<Buffer>, string]>([
    ["a file over 5 MB", () => SIX_MB, "Image must be at most 5 MB"],
    ["a text file", () => Buffer.from("hello, not an image"), "Only JPEG, PNG and WebP images are accepted"],
  ])("refuses %s with 400 and a clear message", async (_, bytes, message) => {
    const folders = storedFolders();
    const res = await t.http
      .post("/assets")
      .set("authorization", `Bearer ${admin}`)
      .attach("images", await bytes(), "upload.jpg");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(storedFolders()).toEqual(folders);
  });

  it("refuses a request without files", async () => {
    const res = await t.http.post("/assets").set("authorization", `Bearer ${admin}`).field("note", "nothing attached");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Choose an image to upload");
  });

  it("is for admins only: 401 for a guest, 403 for a customer", async () => {
    const bytes = await picture("jpeg");
    const guest = await t.http.post("/assets").attach("images", bytes, "a.jpg");
    expect(guest.status).toBe(401);
    const { token } = await t.registerCustomer();
    const customer = await t.http.post("/assets").set("authorization", `Bearer ${token}`).attach("images", bytes, "a.jpg");
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe("Only an admin can do this");
  });

  it("answers 404 for a missing file and 403 for a path that climbs out of the assets", async () => {
    expect((await t.http.get("/assets/00000000-0000-4000-8000-000000000000/large.jpg")).status).toBe(404);
    expect((await t.http.get("/assets/%2e%2e/package.json")).status).toBe(403);
  });
});
