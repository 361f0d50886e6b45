import { createCategory, dataUrl, download, picture, productForm } from "../support/catalog-admin";
import { deliveredOrderOk } from "../support/commerce";
import { startS3Server, type S3TestServer } from "../support/s3-server";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/** ASSET_STORAGE=s3: uploads and their sizes in a bucket on an S3-compatible server, through the AWS SDK. */

const CREATE = graphql(
  `mutation AssetS3Create($input: ProductInput!) { createProduct(input: $input) { id images { url files { url } } } }`,
);
const DELETE = graphql(`mutation AssetS3Delete($id: ID!) { deleteProduct(id: $id) { id } }`);
const REQUEST_RETURN = graphql(`mutation AssetS3Return($input: RequestReturnInput!) { requestReturn(input: $input) { photos } }`);

let s3: S3TestServer;
let t: TestShop;
let cdn: TestShop;
let admin: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestShop(s3.env);
  cdn = await startTestShop({ ...s3.env, ASSET_PUBLIC_URL: "https://cdn.example.com/bagzone" });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
  await cdn?.close();
  await s3?.close();
});

it("stores an upload in every size in the bucket, serves it through the API, and removes it with its product", async () => {
  const categoryId = (await createCategory(t, { name: "Bucket bags" })).id;
  const bytes = await picture("png", 1000, 600);
  const { createProduct: product } = await t.gqlOk(
    CREATE,
    { input: productForm(categoryId, { name: "Bucket Tote", images: [{ url: dataUrl(bytes, "image/png"), altText: "Front" }] }) },
    admin,
  );
  const url: string = product.images[0].url;
  const id = /^\/assets\/([0-9a-f-]{36})\/large\.jpg$/.exec(url)![1];
  expect(await s3.keys()).toEqual(
    ["large.jpg", "large.webp", "medium.jpg", "medium.webp", "small.jpg", "small.webp"].map((f) => `${id}/${f}`),
  );

  const large = await download(t, url);
  expect(large.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  const res = await t.http.get(`/assets/${id}/small.webp`);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("image/webp");
  expect(res.headers["cache-control"]).toContain("immutable");
  expect((await t.http.get(`/assets/${id}/missing.jpg`)).status).toBe(404);

  await t.gqlOk(DELETE, { id: product.id }, admin);
  expect(await s3.keys()).toEqual([]);
  expect((await t.http.get(url)).status).toBe(404);
});

it("hands out ASSET_PUBLIC_URL links, so a CDN in front of the bucket serves the images", async () => {
  const res = await cdn.http
    .post("/assets")
    .set("authorization", `Bearer ${await cdn.adminToken()}`)
    .attach("images", await picture("jpeg"), { filename: "bag.jpg", contentType: "image/jpeg" });
  expect(res.status).toBe(201);
  const url: string = res.body.images[0].url;
  expect(url).toMatch(/^https:\/\/cdn\.example\.com\/bagzone\/[0-9a-f-]{36}\/large\.jpg$/);
  const key = url.slice("https://cdn.example.com/bagzone/".length);
  expect(await s3.keys()).toContain(key);
  expect(res.body.images[0].files.map((f: { url: string }) => f.url)).toContain(url.replace("large.jpg", "small.webp"));
});

it("keeps return photos in the bucket's private folder, which /assets/ does not serve, and opens them through their links", async () => {
  const delivered = await deliveredOrderOk(cdn);
  const upload = await cdn.http
    .post("/api/returns/photos")
    .set("authorization", `Bearer ${delivered.customer.token}`)
    .send({ image: dataUrl(await picture("png", 300, 200), "image/png") });
  expect(upload.status).toBe(201);
  const key = `private/${upload.body.url}`;
  expect(await s3.keys()).toContain(key);
  // Never one for a shared cache, even where a CDN fronts the bucket.
  expect(await s3.cacheControlOf(key)).toBe("private, no-store");
  for (const path of [key, encodeURIComponent(key), `x/..%2F${key}`]) expect((await cdn.http.get(`/assets/${path}`)).status).toBe(404);

  const { requestReturn } = await cdn.gqlOk(
    REQUEST_RETURN,
    {
      input: {
        orderId: delivered.orderId,
        kind: "RETURN",
        reason: "Wrong colour",
        lines: [{ orderItemId: delivered.itemIds[0], quantity: 1 }],
        photos: [upload.body.url],
      },
    },
    delivered.customer.token,
  );
  const res = await cdn.http.get(requestReturn.photos[0]);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("image/jpeg");
  expect(res.headers["cache-control"]).toBe("private, no-store");
  expect((await cdn.http.get(requestReturn.photos[0].replace(/\?.*$/, ""))).status).toBe(401);
});
