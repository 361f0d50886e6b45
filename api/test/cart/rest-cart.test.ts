import { createProduct } from "../support/catalog-fixtures";
import { newGuestId } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("REST /api/cart for a guest, as an older client sends it", () => {
  it("adds, reads, changes and removes lines with the documented cart shape in rupees", async () => {
    const guestId = newGuestId();
    const tote = await createProduct(t.dataSource, {
      name: "Canvas Tote",
      pricePaise: 400_00,
      discountPricePaise: 349_50,
      sizes: ["Medium"],
      colors: ["Black", "Brown"],
    });

    const added = await t.http
      .post("/api/cart")
      .send({ productId: tote.id, quantity: 2, size: "Medium", color: "brown", guestId, userId: undefined });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      products: [
        {
          productId: tote.id,
          name: "Canvas Tote",
          slug: tote.slug,
          image: `/assets/${tote.slug}.jpg`,
          size: "Medium",
          color: "Brown",
          quantity: 2,
          price: 349.5,
          giftWrap: false,
          problem: null,
        },
      ],
      totalPrice: 699,
      itemCount: 2,
      totals: { subtotal: 699, giftWrap: 0, delivery: 50, discount: 0, total: 749 },
    });

    const read = await t.http.get("/api/cart").query({ guestId });
    expect(read.status).toBe(200);
    expect(read.body.products).toHaveLength(1);
    expect(read.body.totalPrice).toBe(699);

    const changed = await t.http.put("/api/cart").send({ productId: tote.id, quantity: 3, guestId, size: "Medium", color: "Brown" });
    expect(changed.status).toBe(200);
    expect(changed.body.products[0].quantity).toBe(3);
    expect(changed.body.totalPrice).toBe(1048.5);
    expect(changed.body.totals.delivery).toBe(0);

    const removed = await t.http.delete("/api/cart").send({ productId: tote.id, guestId, size: "Medium", color: "Brown" });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ products: [], totalPrice: 0 });
  });

  it("adds one when no quantity is sent, and a PUT with quantity 0 removes the line", async () => {
    const guestId = newGuestId();
    const wallet = await createProduct(t.dataSource, { pricePaise: 250_00, sizes: [], colors: [] });
    const added = await t.http.post("/api/cart").send({ productId: wallet.id, guestId });
    expect(added.body.products).toEqual([
      expect.objectContaining({ productId: wallet.id, quantity: 1, size: null, color: null, price: 250 }),
    ]);
    const gone = await t.http.put("/api/cart").send({ productId: wallet.id, quantity: 0, guestId });
    expect(gone.status).toBe(200);
    expect(gone.body.products).toEqual([]);
  });

  it("answers bad cart input with 400 and the field's message", async () => {
    const guestId = newGuestId();
    const bag = await createProduct(t.dataSource, { countInStock: 3 });
    const cases: [string, "post" | "put" | "delete" | "get", Record<string, unknown>, string, string][] = [
      [
        "no guest id and no token",
        "post",
        { productId: bag.id, size: "Medium", color: "Black" },
        "guestId",
        "A guest id is required when nobody is signed in",
      ],
      [
        "a guessable guest id",
        "post",
        { productId: bag.id, size: "Medium", color: "Black", guestId: "guest_1" },
        "guestId",
        "Invalid guest id",
      ],
      ["no product", "post", { guestId, size: "Medium", color: "Black" }, "productId", "Product is required"],
      [
        "quantity as text",
        "post",
        { productId: bag.id, guestId, quantity: "2", size: "Medium", color: "Black" },
        "quantity",
        "Quantity must be a number",
      ],
      [
        "a fractional quantity",
        "post",
        { productId: bag.id, guestId, quantity: 1.5, size: "Medium", color: "Black" },
        "quantity",
        "Quantity must be a whole number",
      ],
      [
        "quantity above 999",
        "post",
        { productId: bag.id, guestId, quantity: 1000, size: "Medium", color: "Black" },
        "quantity",
        "Quantity cannot be more than 999",
      ],
      ["no size chosen", "post", { productId: bag.id, guestId, color: "Black" }, "size", "Please select a size"],
      [
        "a size the bag lacks",
        "post",
        { productId: bag.id, guestId, size: "XL", color: "Black" },
        "size",
        "This product is not available in size XL",
      ],
      ["size as a number", "post", { productId: bag.id, guestId, size: 3, color: "Black" }, "size", "Size must be text"],
      [
        "a negative quantity",
        "put",
        { productId: bag.id, guestId, quantity: -1, size: "Medium", color: "Black" },
        "quantity",
        "Quantity must be at least 1",
      ],
      ["a guest id given twice", "get", { guestId: [guestId, guestId] }, "guestId", "Guest id must be text"],
    ];
    for (const [what, method, payload, field, message] of cases) {
      const req = method === "get" ? t.http.get("/api/cart").query(payload) : t.http[method]("/api/cart").send(payload);
      const res = await req;
      expect({ what, status: res.status, field: res.body.field, message: res.body.message }).toEqual({ what, status: 400, field, message });
    }
  });

  it("answers unknown products with 404, also for malformed ids, and too much with 409", async () => {
    const guestId = newGuestId();
    const unknown = await t.http
      .post("/api/cart")
      .send({ productId: "00000000-0000-4000-8000-000000000000", guestId, size: "Medium", color: "Black" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Product not found", code: "NOT_FOUND", kind: "NOT_FOUND" });
    const malformed = await t.http.post("/api/cart").send({ productId: "not-a-uuid", guestId });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Product not found");
    const unknownLine = await t.http.put("/api/cart").send({ productId: "not-a-uuid", guestId, quantity: 2 });
    expect(unknownLine.status).toBe(404);
    expect(unknownLine.body).toEqual({ message: "Cart item not found", code: "NOT_FOUND", kind: "NOT_FOUND" });
    // Removing a line that is not there is not an error, whatever the id looks like.
    expect((await t.http.delete("/api/cart").send({ productId: "not-a-uuid", guestId })).status).toBe(200);

    const scarce = await createProduct(t.dataSource, { name: "Rare Satchel", countInStock: 2 });
    const tooMany = await t.http.post("/api/cart").send({ productId: scarce.id, guestId, quantity: 3, size: "Medium", color: "Black" });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({
      message: "Only 2 left in stock in Medium, Black",
      code: "OUT_OF_STOCK",
      kind: "CONFLICT",
      productId: expect.any(String),
      variantId: expect.any(String),
      unitsLeft: 2,
    });
  });
});

describe("REST /api/cart for a customer: userId only with that user's token", () => {
  it("keeps the customer's bag by token, with or without their userId", async () => {
    const customer = await t.registerCustomer();
    const bag = await createProduct(t.dataSource, { pricePaise: 1200_00 });
    const added = await t.http
      .post("/api/cart")
      .set(bearer(customer.token))
      .send({ productId: bag.id, quantity: 1, size: "Medium", color: "Black", userId: customer.id, guestId: newGuestId() });
    expect(added.status).toBe(200);
    expect(added.body.totals).toEqual({ subtotal: 1200, giftWrap: 0, delivery: 0, discount: 0, total: 1200 });
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = $1`,
      [customer.id],
    );
    expect(row.n).toBe(1);

    const byToken = await t.http.get("/api/cart").set(bearer(customer.token));
    expect(byToken.body.products).toEqual([expect.objectContaining({ productId: bag.id, price: 1200 })]);
    const byBoth = await t.http.get("/api/cart").set(bearer(customer.token)).query({ userId: customer.id, guestId: newGuestId() });
    expect(byBoth.body.products).toHaveLength(1);
  });

  it("refuses a userId without a token (401) and someone else's userId (403)", async () => {
    const owner = await t.registerCustomer();
    const other = await t.registerCustomer();
    const bag = await createProduct(t.dataSource);
    await t.http.post("/api/cart").set(bearer(owner.token)).send({ productId: bag.id, size: "Medium", color: "Black" });

    const anonymous = await t.http.get("/api/cart").query({ userId: owner.id, guestId: newGuestId() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "You must be logged in to do this", code: "UNAUTHENTICATED", kind: "UNAUTHENTICATED" });
    const stranger = await t.http.get("/api/cart").set(bearer(other.token)).query({ userId: owner.id });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ message: "This is not your cart", code: "FORBIDDEN", kind: "FORBIDDEN" });
    for (const method of ["post", "put", "delete"] as const) {
      const res = await t.http[method]("/api/cart")
        .set(bearer(other.token))
        .send({ productId: bag.id, quantity: 1, size: "Medium", color: "Black", userId: owner.id });
      expect({ method, status: res.status }).toEqual({ method, status: 403 });
    }
    const badToken = await t.http.get("/api/cart").set(bearer("not.a.token")).query({ guestId: newGuestId() });
    expect(badToken.status).toBe(401);
    // The owner's bag is untouched.
    expect((await t.http.get("/api/cart").set(bearer(owner.token))).body.products).toEqual([
      expect.objectContaining({ productId: bag.id, quantity: 1 }),
    ]);
  });

  it("merges the guest's bag into the customer's after login (token route)", async () => {
    const guestId = newGuestId();
    const bag = await createProduct(t.dataSource, { pricePaise: 300_00 });
    await t.http.post("/api/cart").send({ productId: bag.id, quantity: 2, size: "Medium", color: "Black", guestId });
    const customer = await t.registerCustomer();
    await t.http.post("/api/cart").set(bearer(customer.token)).send({ productId: bag.id, quantity: 1, size: "Medium", color: "Black" });

    const merged = await t.http.post("/api/cart/merge").set(bearer(customer.token)).send({ guestId });
    expect(merged.status).toBe(200);
    expect(merged.body.products).toEqual([expect.objectContaining({ productId: bag.id, quantity: 3, price: 300 })]);
    expect(merged.body.totalPrice).toBe(900);
    expect((await t.http.get("/api/cart").query({ guestId })).body.products).toEqual([]);

    expect((await t.http.post("/api/cart/merge").send({ guestId })).status).toBe(401);
    const noGuest = await t.http.post("/api/cart/merge").set(bearer(customer.token)).send({});
    expect(noGuest.status).toBe(400);
    expect(noGuest.body).toMatchObject({ field: "guestId", message: "Guest id is required" });
  });
});
