import { createProduct } from "../support/catalog-fixtures";
import { startTestShop, type TestShop } from "../support/test-shop";

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe("REST /api/coupons for admins", () => {
  it("adds, lists, edits and deletes coupons with { coupon, message } and the documented coupon shape", async () => {
    const added = await t.http
      .post("/api/coupons")
      .set(bearer(admin))
      .send({ code: " diwali10 ", percentage: 10, active: true, expiresAt: `${NEXT_YEAR}-11-15` });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      coupon: {
        _id: expect.any(String),
        code: "DIWALI10",
        discountType: "percentage",
        percentage: 10,
        fixedAmount: null,
        active: true,
        // A bare date works through the end of that day in India.
        expiresAt: `${NEXT_YEAR}-11-15T18:29:59.999Z`,
        status: "active",
        createdAt: expect.any(String),
      },
      message: "Coupon added successfully!",
    });
    const id = added.body.coupon._id;

    const flat = await t.http.post("/api/coupons").set(bearer(admin)).send({ code: "FLAT150", fixedAmount: 150.5, active: false });
    expect(flat.body.coupon).toMatchObject({
      code: "FLAT150",
      discountType: "amount",
      percentage: null,
      fixedAmount: 150.5,
      active: false,
      expiresAt: null,
      status: "inactive",
    });

    const list = await t.http.get("/api/coupons").set(bearer(admin));
    expect(list.status).toBe(200);
    expect(list.body.map((c: { code: string }) => c.code)).toEqual(["FLAT150", "DIWALI10"]);
    expect(list.headers["x-total-count"]).toBe("2");

    const edited = await t.http
      .put(`/api/coupons/${id}`)
      .set(bearer(admin))
      .send({ code: "DIWALI20", fixedAmount: 200, active: true, expiresAt: null });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      coupon: expect.objectContaining({
        _id: id,
        code: "DIWALI20",
        percentage: null,
        fixedAmount: 200,
        discountType: "amount",
        expiresAt: null,
      }),
      message: "Coupon updated successfully!",
    });

    const deleted = await t.http.delete(`/api/coupons/${id}`).set(bearer(admin));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ _id: id, message: "Coupon deleted successfully!" });
    expect((await t.http.delete(`/api/coupons/${id}`).set(bearer(admin))).status).toBe(404);
  });

  it.each([
    [{ percentage: 10 }, "code", "Coupon code is required"],
    [{ code: "   ", percentage: 10 }, "code", "Coupon code is required"],
    [{ code: "BAD CODE", percentage: 10 }, "code", "Coupon code may contain only letters, digits, - and _"],
    [{ code: "NOVALUE" }, "percentage", "Give a percentage or an amount off, or make delivery free"],
    [{ code: "ZERO", percentage: 0 }, "percentage", "Percentage must be at least 1"],
    [{ code: "HUGE", percentage: 150 }, "percentage", "Percentage cannot exceed 100"],
    [{ code: "HALF", percentage: 12.5 }, "percentage", "Percentage must be a whole number"],
    [{ code: "TINY", fixedAmount: 0.5 }, "fixedAmount", "Amount off must be at least Rs. 1"],
    [{ code: "PAISA", fixedAmount: 10.005 }, "fixedAmount", "Fixed amount must be in rupees with at most two decimals"],
    [{ code: "BOTH", percentage: 10, fixedAmount: 100 }, "fixedAmount", "Give either a percentage or a fixed amount, not both"],
    [{ code: "TEXT", percentage: "10" }, "percentage", "Percentage must be a number"],
    [{ code: "FLAG", percentage: 10, active: "yes" }, "active", "Active must be true or false"],
    [{ code: "WHEN", percentage: 10, expiresAt: "someday" }, "expiresAt", "Expiry date must be a date"],
    [{ code: "PAST", percentage: 10, expiresAt: "2020-01-01" }, "expiresAt", "Expiry date cannot be earlier than today"],
  ])("refuses %p with 400 on %s: %s", async (body, field, message) => {
    const res = await t.http.post("/api/coupons").set(bearer(admin)).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
  });

  it("refuses a duplicate code, and answers unknown or malformed ids with 404", async () => {
    await t.http.post("/api/coupons").set(bearer(admin)).send({ code: "ONCE", percentage: 5 });
    const dup = await t.http.post("/api/coupons").set(bearer(admin)).send({ code: "once", percentage: 5 });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ field: "code", message: "A coupon with this code already exists" });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const put = await t.http.put(`/api/coupons/${id}`).set(bearer(admin)).send({ code: "X1", percentage: 5 });
      expect(put.status).toBe(404);
      expect(put.body).toEqual({ message: "Coupon not found", code: "NOT_FOUND", kind: "NOT_FOUND" });
      expect((await t.http.delete(`/api/coupons/${id}`).set(bearer(admin))).status).toBe(404);
    }
  });

  it("refuses anonymous callers with 401 and customers with 403", async () => {
    const customer = await t.registerCustomer();
    const calls = (token?: string) => {
      const auth = (req: ReturnType<typeof t.http.get>) => (token ? req.set(bearer(token)) : req);
      return [
        auth(t.http.get("/api/coupons")),
        auth(t.http.post("/api/coupons")).send({ code: "X", percentage: 5 }),
        auth(t.http.put("/api/coupons/00000000-0000-4000-8000-000000000000")).send({ code: "X", percentage: 5 }),
        auth(t.http.delete("/api/coupons/00000000-0000-4000-8000-000000000000")),
      ];
    };
    for (const res of await Promise.all(calls()))
      expect([res.status, res.body]).toEqual([
        401,
        { message: "You must be logged in to do this", code: "UNAUTHENTICATED", kind: "UNAUTHENTICATED" },
      ]);
    for (const res of await Promise.all(calls(customer.token)))
      expect([res.status, res.body]).toEqual([403, { message: "Only an admin can do this", code: "FORBIDDEN", kind: "FORBIDDEN" }]);
  });
});

describe("POST /api/coupons/check (token)", () => {
  it("answers the coupon and what it takes off the customer's bag", async () => {
    await t.http.post("/api/coupons").set(bearer(admin)).send({ code: "SAVE10", percentage: 10 });
    const customer = await t.registerCustomer();
    const bag = await createProduct(t.dataSource, { pricePaise: 800_00 });
    await t.http.post("/api/cart").set(bearer(customer.token)).send({ productId: bag.id, size: "Medium", color: "Black" });

    const res = await t.http.post("/api/coupons/check").set(bearer(customer.token)).send({ code: "save10" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: expect.any(String),
      code: "SAVE10",
      discountType: "percentage",
      percentage: 10,
      fixedAmount: null,
      active: true,
      expiresAt: null,
      status: "active",
      createdAt: expect.any(String),
      discount: 80,
      totals: { subtotal: 800, giftWrap: 0, delivery: 50, discount: 80, total: 770 },
    });

    // The total the check gives is what checkout accepts with the code.
    const cart = (await t.http.get("/api/cart").set(bearer(customer.token))).body;
    const checkout = await t.http
      .post("/api/checkout")
      .set(bearer(customer.token))
      .send({
        checkoutItems: cart.products,
        shippingInfo: {
          firstName: "Asha",
          lastName: "Verma",
          address: "12 MG Road",
          city: "Pune",
          state: "Maharashtra",
          postalCode: 411001,
          phoneNo: 9876543210,
        },
        paymentMethod: "cod",
        totalPrice: res.body.totals.total,
        couponCode: "SAVE10",
      });
    expect(checkout.status).toBe(201);
    expect(checkout.body).toMatchObject({
      couponCode: "SAVE10",
      totalPrice: 770,
      shippingInfo: { postalCode: "411001", phoneNo: "9876543210" },
    });
  });

  it.each([
    [{}, "Please enter a coupon code"],
    [{ code: "  " }, "Please enter a coupon code"],
    [{ code: "NOSUCH" }, "Invalid coupon code"],
  ])("refuses %p with 400: %s", async (body, message) => {
    const customer = await t.registerCustomer();
    const res = await t.http.post("/api/coupons/check").set(bearer(customer.token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: "code", message });
  });

  it("says when a coupon is switched off or expired, and needs a token", async () => {
    const off = await t.http.post("/api/coupons").set(bearer(admin)).send({ code: "OFF5", percentage: 5, active: false });
    expect(off.status).toBe(201);
    const customer = await t.registerCustomer();
    expect((await t.http.post("/api/coupons/check").set(bearer(customer.token)).send({ code: "OFF5" })).body.message).toBe(
      "This coupon is no longer active",
    );
    await t.dataSource.query(`UPDATE coupons SET active = true, expires_at = now() - interval '1 minute' WHERE code = 'OFF5'`);
    expect((await t.http.post("/api/coupons/check").set(bearer(customer.token)).send({ code: "OFF5" })).body.message).toBe(
      "This coupon has expired",
    );
    expect((await t.http.post("/api/coupons/check").send({ code: "OFF5" })).status).toBe(401);
  });
});
