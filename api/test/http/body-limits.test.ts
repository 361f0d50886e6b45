import crypto from "node:crypto";
import sharp from "sharp";
import { createCategory, dataUrl } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";

/** JSON bodies are 100 kB for everyone; an admin's image-carrying form may carry its images. */
let t: TestShop;
beforeAll(async () => {
  t = await startTestShop({ BODY_LIMIT: "" }); // the default
});
afterAll(() => t.close());

const padding = (bytes: number) => "x".repeat(bytes);

describe("request body limits", () => {
  it("refuses an 11 MB login without reading it as a login: 413 with a JSON message", async () => {
    const res = await t.http.post("/api/auth/login").send({ email: "a@b.co", password: padding(11 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large", code: "BODY_TOO_LARGE", kind: "PAYLOAD_TOO_LARGE" });
  });

  it("refuses a GraphQL body over 100 kB from a guest or a customer", async () => {
    const customer = await t.registerCustomer();
    for (const token of [undefined, customer.token]) {
      const req = t.http.post("/graphql").set("content-type", "application/json");
      if (token) req.set("authorization", `Bearer ${token}`);
      const res = await req.send({ query: `{ me { id } }`, variables: { note: padding(120 * 1024) } });
      expect(res.status).toBe(413);
    }
    const small = await t.http.post("/graphql").send({ query: `{ me { id } }`, variables: { note: padding(90 * 1024) } });
    expect(small.status).toBe(200);
  });

  it("accepts an admin's category form with a large inline image", async () => {
    const admin = await t.adminToken();
    // A picture of a few MB, as a camera makes them (noise does not compress).
    const photo = await sharp(crypto.randomBytes(1200 * 900 * 3), { raw: { width: 1200, height: 900, channels: 3 } })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    const input = {
      name: "Travel",
      description: "For the road",
      isPublished: false,
      image: { url: dataUrl(photo, "image/png"), altText: "Travel bags" },
    };
    const res = await t.http
      .post("/graphql")
      .set("authorization", `Bearer ${admin}`)
      .send({ query: `mutation($input: CategoryInput!) { createCategory(input: $input) { id image { url } } }`, variables: { input } });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createCategory.image.url).toMatch(/^\/assets\//);
    await createCategory(t); // the shop still takes small admin forms
  });
});
