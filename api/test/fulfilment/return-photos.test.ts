import sharp from "sharp";
import { createCategory, dataUrl, getBytes, picture, productForm } from "../support/catalog-admin";
import { deliveredOrderOk } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/**
 * Return photos often show the parcel's label (a name, an address, a phone number): only the
 * order's customer and admins see them, through links that end, and no shared cache keeps them.
 */

const REQUEST_RETURN = graphql(`mutation ReturnPhotosRequest($input: RequestReturnInput!) { requestReturn(input: $input) { id photos } }`);
const ORDER_PHOTOS = graphql(`query ReturnPhotosOrder($id: ID!) { order(id: $id) { returnRequests { id photos } } }`);
const CREATE_PRODUCT = graphql(`mutation ReturnPhotosProduct($input: ProductInput!) { createProduct(input: $input) { images { url } } }`);

/** The shop's clock: real time unless a test moves it on. */
let clockOffsetMs = 0;

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop({}, { clock: () => new Date(Date.now() + clockOffsetMs) });
  admin = await t.adminToken();
});
afterAll(() => t.close());
afterEach(() => {
  clockOffsetMs = 0;
});

async function uploadPhoto(token: string, shop = t): Promise<string> {
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#884400" } })
    .png()
    .toBuffer();
  const res = await shop.http
    .post("/api/returns/photos")
    .set("authorization", `Bearer ${token}`)
    .send({ image: dataUrl(png, "image/png") });
  expect(res.status).toBe(201);
  return res.body.url;
}

/** A delivered order whose customer asked to return it with one photo; the links the answer gave. */
async function returnWithPhoto(shop = t) {
  const delivered = await deliveredOrderOk(shop);
  const reference = await uploadPhoto(delivered.customer.token, shop);
  const { requestReturn } = await shop.gqlOk(
    REQUEST_RETURN,
    {
      input: {
        orderId: delivered.orderId,
        kind: "RETURN",
        reason: "The strap tore",
        lines: [{ orderItemId: delivered.itemIds[0], quantity: 1 }],
        photos: [reference],
      },
    },
    delivered.customer.token,
  );
  return { ...delivered, reference, request: requestReturn };
}

/** GET of a photo link, its body as bytes. */
const open = (url: string, token?: string, shop = t) => getBytes(shop, url, token);
const withoutKey = (link: string) => link.replace(/\?.*$/, "");

it("gives the order's customer and admins links that open the photo, never kept in a shared cache", async () => {
  const { customer, orderId, reference, request } = await returnWithPhoto();
  // The upload answers a reference, not a public file.
  expect(reference).toMatch(/^return-photos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/);
  expect((await t.http.get(`/assets/${reference}`)).status).toBe(404);

  const [link] = request.photos;
  expect(link).toMatch(new RegExp(`^/api/returns/${request.id}/photos/1\\?key=\\d+\\.[\\w-]+$`));
  const customersView = (await t.gqlOk(ORDER_PHOTOS, { id: orderId }, customer.token)).order.returnRequests[0].photos;
  const adminsView = (await t.gqlOk(ORDER_PHOTOS, { id: orderId }, admin)).order.returnRequests[0].photos;

  for (const url of [link, ...customersView, ...adminsView]) {
    // The link's key opens it without a bearer token (an <img> sends none).
    const res = await open(url);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-disposition"]).toMatch(/^inline/);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: "jpeg", width: 60, height: 40 });
  }
  // Without the key: the customer and admins by their token.
  for (const token of [customer.token, admin]) {
    const res = await open(withoutKey(link), token);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  }
});

it("refuses another customer and guests, and a key made for another photo", async () => {
  const { request } = await returnWithPhoto();
  const other = await returnWithPhoto();
  const stranger = await t.registerCustomer();
  const photo = withoutKey(request.photos[0]);

  expect((await open(photo)).status).toBe(401);
  expect((await open(photo, stranger.token)).status).toBe(404);
  // The customer of another return is a stranger to this one, and their link's key opens only theirs.
  expect((await open(photo, other.customer.token)).status).toBe(404);
  const otherKey = other.request.photos[0].replace(/^.*\?/, "?");
  expect((await open(photo + otherKey)).status).toBe(401);
  expect((await open(`${photo}?key=${"1".repeat(12)}.forged`)).status).toBe(401);
  expect((await open(withoutKey(request.photos[0]).replace(/1$/, "2"), admin)).status).toBe(404);
});

it("ends a link after about an hour; a fresh answer gives a working one", async () => {
  const { request, orderId, customer } = await returnWithPhoto();
  clockOffsetMs = 59 * 60 * 1000;
  expect((await open(request.photos[0])).status).toBe(200);
  clockOffsetMs = 76 * 60 * 1000;
  const expired = await open(request.photos[0]);
  expect(expired.status).toBe(401);
  expect(expired.body.toString()).toContain("This link's key is not valid");
  const fresh = (await t.gqlOk(ORDER_PHOTOS, { id: orderId }, customer.token)).order.returnRequests[0].photos[0];
  expect((await open(fresh)).status).toBe(200);
  clockOffsetMs += 76 * 60 * 1000;
  expect((await open(fresh)).status).toBe(401);
});

it("takes only photos the customer uploaded themselves", async () => {
  const theirs = await uploadPhoto((await t.registerCustomer()).token);
  const delivered = await deliveredOrderOk(t);
  const res = await t.gql(
    REQUEST_RETURN,
    {
      input: {
        orderId: delivered.orderId,
        kind: "RETURN",
        reason: "Not what I ordered",
        lines: [{ orderItemId: delivered.itemIds[0], quantity: 1 }],
        photos: [theirs],
      },
    },
    delivered.customer.token,
  );
  expect(res.errors?.[0]).toMatchObject({
    message: "Photos must be uploaded first, from this account (POST /api/returns/photos)",
    extensions: { code: "BAD_USER_INPUT", field: "photos" },
  });
});

describe("requests made when photos were public images", () => {
  // Its own shop: /assets/ reads which folders hold such photos when it first serves a file.
  let old: TestShop;
  beforeAll(async () => {
    old = await startTestShop();
  });
  afterAll(() => old.close());

  it("show their photos through the same links, to the same people, and no longer under /assets/", async () => {
    const { request, orderId, customer } = await returnWithPhoto(old);
    // Such a request names an image under /assets/, as product images are stored.
    const upload = await old.http
      .post("/assets")
      .set("authorization", `Bearer ${await old.adminToken()}`)
      .attach("images", await picture("jpeg", 300, 200), { filename: "label.jpg", contentType: "image/jpeg" });
    const legacyUrl: string = upload.body.images[0].url;
    await old.dataSource.query(`UPDATE return_requests SET photos = $1 WHERE id = $2`, [JSON.stringify([legacyUrl]), request.id]);

    const [link] = (await old.gqlOk(ORDER_PHOTOS, { id: orderId }, customer.token)).order.returnRequests[0].photos;
    const res = await open(link, undefined, old);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: "jpeg", width: 300 });
    expect((await open(withoutKey(link), customer.token, old)).status).toBe(200);
    expect((await open(withoutKey(link), (await old.registerCustomer()).token, old)).status).toBe(404);

    const folder = legacyUrl.split("/")[2];
    for (const url of [legacyUrl, legacyUrl.replace("large.jpg", "small.webp"), `/assets/x/..%2F${folder}/large.jpg`])
      expect((await old.http.get(url)).status).toBe(404);
  });
});

it("leaves product images public and cacheable for a year", async () => {
  const categoryId = (await createCategory(t, { name: "Return photo neighbours" })).id;
  const bytes = await picture("png", 500, 300);
  const { createProduct } = await t.gqlOk(
    CREATE_PRODUCT,
    { input: productForm(categoryId, { name: "Public Picture Bag", images: [{ url: dataUrl(bytes, "image/png") }] }) },
    admin,
  );
  const res = await t.http.get(createProduct.images[0].url);
  expect(res.status).toBe(200);
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});
