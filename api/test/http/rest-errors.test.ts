import { createProduct } from "../support/catalog-fixtures";
import { newGuestId } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop({ BODY_LIMIT: "2kb" });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A body or an answer that leaks how the server is built. */
const STACK_TRACE = /\bat .+\(.+:\d+:\d+\)|node_modules|QueryFailedError|TypeError/;

describe("REST errors are JSON { message, code, kind } with the right status, never a 500 or a stack trace", () => {
  it("malformed JSON: 400 on every kind of route", async () => {
    const admin = await t.adminToken();
    const customer = await t.registerCustomer();
    const calls = [
      t.http.post("/api/cart"),
      t.http.post("/api/checkout").set(bearer(customer.token)),
      t.http.put("/api/orders/00000000-0000-4000-8000-000000000000").set(bearer(admin)),
      t.http.post("/api/coupons").set(bearer(admin)),
      t.http.post("/api/contact"),
    ];
    for (const call of calls) {
      const res = await call.set("content-type", "application/json").send('{"productId": "x",');
      expect([res.status, res.body]).toEqual([
        400,
        { message: "Malformed JSON in request body", code: "MALFORMED_JSON", kind: "BAD_REQUEST" },
      ]);
    }
  });

  it("a body above the size limit: 413", async () => {
    const res = await t.http.post("/api/contact").send({ name: "A", email: "a@b.co", phone: "9876543210", message: "x".repeat(5000) });
    expect([res.status, res.body]).toEqual([
      413,
      { message: "Request body is too large", code: "BODY_TOO_LARGE", kind: "PAYLOAD_TOO_LARGE" },
    ]);
    const cart = await t.http.post("/api/cart").send({ productId: "x", guestId: "y".repeat(4000) });
    expect(cart.status).toBe(413);
  });

  it("a body in an encoding or charset the shop cannot read: 415 UNSUPPORTED_BODY_ENCODING", async () => {
    for (const [header, value] of [
      ["content-encoding", "x-zip"],
      ["content-type", "application/json; charset=latin9"],
    ]) {
      const res = await t.http.post("/api/contact").set("content-type", "application/json").set(header, value).send("{}");
      expect([res.status, res.body.code, res.body.kind]).toEqual([415, "UNSUPPORTED_BODY_ENCODING", "UNSUPPORTED_MEDIA_TYPE"]);
    }
  });

  it("files and paths that are not there keep their status and get a code", async () => {
    const image = await t.http.get("/assets/no-such-image.webp");
    expect([image.status, image.body]).toEqual([404, { message: "Not Found", code: "NOT_FOUND", kind: "NOT_FOUND" }]);
    const undecodable = await t.http.get("/api/products/%E0%A4%A");
    expect([undecodable.status, undecodable.body.code, undecodable.body.kind]).toEqual([400, "BAD_REQUEST", "BAD_REQUEST"]);
  });

  it("a body of the wrong kind (a list, a string, null, a number, no JSON at all): 400 naming what is wrong", async () => {
    const list = await t.http.post("/api/newsletter/subscribe").send([{ email: "a@b.co" }]);
    expect(list.status).toBe(400);
    expect(list.body).toMatchObject({ field: "body", message: "Invalid input: expected object, received array" });
    for (const json of ['"a@b.co"', "null", "42"]) {
      const text = await t.http.post("/api/newsletter/subscribe").set("content-type", "application/json").send(json);
      expect([text.status, text.body]).toEqual([
        400,
        { message: "The request body must be a JSON object or list", code: "MALFORMED_JSON", kind: "BAD_REQUEST" },
      ]);
    }
    const form = await t.http.post("/api/newsletter/subscribe").type("form").send({ email: "a@b.co" });
    expect(form.status).toBe(400);
    expect(form.body).toMatchObject({ field: "email", message: "Email is required" });
  });

  it("wrong types in every kind of field: 400 with the field's message", async () => {
    const guestId = newGuestId();
    const bag = await createProduct(t.dataSource);
    const cases: [string, Record<string, unknown>, string, string][] = [
      ["/api/cart", { productId: 12, guestId }, "productId", "Product must be text"],
      ["/api/cart", { productId: bag.id, guestId, quantity: true }, "quantity", "Quantity must be a number"],
      ["/api/cart", { productId: bag.id, guestId: { id: 1 } }, "guestId", "Guest id must be text"],
      ["/api/cart", { productId: bag.id, guestId, giftWrap: "yes" }, "giftWrap", "Gift wrap must be true or false"],
      ["/api/contact", { name: "A", email: "a@b.co", phone: ["9876543210"], message: "Hi" }, "phone", "Phone number must be text"],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await t.http.post(path).send(body);
      expect({ body, status: res.status, field: res.body.field, message: res.body.message }).toEqual({ body, status: 400, field, message });
    }
  });

  it("unknown and malformed ids: 404 with a message", async () => {
    const admin = await t.adminToken();
    const customer = await t.registerCustomer();
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "'; DROP TABLE orders; --", "%E2%9C%93"]) {
      const path = encodeURIComponent(id);
      const answers = await Promise.all([
        t.http.get(`/api/orders/${path}`).set(bearer(customer.token)),
        t.http.put(`/api/orders/${path}`).set(bearer(admin)).send({ status: "Shipped" }),
        t.http.delete(`/api/admin/orders/${path}`).set(bearer(admin)),
        t.http.put(`/api/coupons/${path}`).set(bearer(admin)).send({ code: "X", percentage: 5 }),
        t.http.delete(`/api/coupons/${path}`).set(bearer(admin)),
        t.http.post(`/api/checkout/${path}/finalize`).set(bearer(customer.token)),
        t.http.put(`/api/checkout/${path}/pay`).set(bearer(customer.token)).send({ paymentDetails: {} }),
      ]);
      for (const res of answers) {
        expect({ id, url: res.request.url, status: res.status }).toEqual({ id, url: res.request.url, status: 404 });
        expect(res.body.message).toMatch(/ not found$/);
      }
    }
  });

  it("no answer of the shim carries a stack trace, and failures are JSON", async () => {
    const admin = await t.adminToken();
    const answers = await Promise.all([
      t.http.get("/api/cart").query({ guestId: "guest_" }),
      t.http.post("/api/cart").send({ productId: "00000000-0000-4000-8000-000000000000", guestId: newGuestId() }),
      t.http
        .put("/api/orders/x")
        .set(bearer(admin))
        .send({ status: { $ne: 1 } }),
      t.http.get("/api/orders").set(bearer(admin)).query({ limit: "1e9" }),
      t.http.post("/api/coupons").set(bearer(admin)).send({ code: "X", percentage: 1e308 }),
      t.http.get("/api/nowhere"),
    ]);
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(typeof res.body.message).toBe("string");
      expect(res.body).toMatchObject({ code: expect.any(String), kind: expect.any(String) });
      expect(res.text).not.toMatch(STACK_TRACE);
    }
  });
});
