import { createProduct, productRow } from "../support/catalog-fixtures";
import { ADDRESS, simulatorPage } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop({ PUBLIC_URL: "http://shop.test" });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A customer whose bag (filled through REST) holds `quantity` of a new product; the cart as the client last saw it. */
async function customerWithRestBag(product: { pricePaise?: number; countInStock?: number } = {}, quantity = 1) {
  const bag = await createProduct(t.dataSource, { name: "Travel Duffel", pricePaise: 600_00, ...product });
  const customer = await t.registerCustomer();
  const cart = await t.http
    .post("/api/cart")
    .set(bearer(customer.token))
    .send({ productId: bag.id, quantity, size: "Medium", color: "Black", userId: customer.id });
  expect(cart.status).toBe(200);
  return { customer, product: bag, cart: cart.body };
}

/** POST /api/checkout as an older client sends it: the bag's lines, the address, the method and the total it shows. */
function postCheckout(token: string, cart: { products: unknown[]; totals: { total: number } }, overrides: Record<string, unknown> = {}) {
  return t.http
    .post("/api/checkout")
    .set(bearer(token))
    .send({ checkoutItems: cart.products, shippingInfo: ADDRESS, paymentMethod: "COD", totalPrice: cart.totals.total, ...overrides });
}

async function counts() {
  const [row] = await t.dataSource.query(
    `SELECT (SELECT count(*) FROM checkouts)::int AS checkouts, (SELECT count(*) FROM orders)::int AS orders`,
  );
  return row as { checkouts: number; orders: number };
}

describe("POST /api/checkout with cash on delivery", () => {
  it("places the order at once and answers _id and redirectUrl; the order reads back in its documented shape", async () => {
    const { customer, product, cart } = await customerWithRestBag({ pricePaise: 600_00 }, 2);
    const created = await postCheckout(customer.token, cart);
    expect(created.status).toBe(201);
    const orderId = created.body.orderId;
    expect(created.body).toEqual({
      _id: expect.any(String),
      status: "completed",
      checkoutItems: [
        {
          productId: product.id,
          name: "Travel Duffel",
          image: expect.stringMatching(/^\/assets\//),
          price: 600,
          quantity: 2,
          size: "Medium",
          color: "Black",
          giftWrap: false,
        },
      ],
      shippingInfo: ADDRESS,
      paymentMethod: "COD",
      paymentStatus: "unpaid",
      isPaid: false,
      paidAt: null,
      paymentDetails: null,
      couponCode: null,
      totalPrice: 1200,
      totals: { subtotal: 1200, giftWrap: 0, delivery: 0, discount: 0, total: 1200 },
      isFinalized: true,
      orderId: expect.any(String),
      redirectUrl: `/order-confirmation?orderId=${orderId}`,
      paymentUrl: null,
      razorpay: null,
      expiresAt: null,
      createdAt: expect.any(String),
    });

    const order = await t.http.get(`/api/orders/${orderId}`).set(bearer(customer.token));
    expect(order.status).toBe(200);
    expect(order.body).toEqual({
      _id: orderId,
      number: expect.stringMatching(/^BZ-\d{5,}$/),
      user: { _id: customer.id, firstName: "Asha", lastName: "Verma", email: customer.email },
      customerEmail: customer.email,
      status: "Pending",
      orderStatus: "Pending",
      paymentMethod: "COD",
      paymentStatus: "unpaid",
      isPaid: false,
      paidAt: null,
      isDelivered: false,
      deliveredAt: null,
      cancelledAt: null,
      createdAt: expect.any(String),
      totalPrice: 1200,
      totals: { subtotal: 1200, giftWrap: 0, delivery: 0, discount: 0, total: 1200 },
      couponCode: null,
      orderItems: created.body.checkoutItems,
      shippingInfo: ADDRESS,
    });

    const mine = await t.http.get("/api/orders/my-orders").set(bearer(customer.token));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([order.body]);
    expect(mine.headers["x-total-count"]).toBe("1");
    expect((await t.http.get("/api/cart").set(bearer(customer.token))).body.products).toEqual([]);
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 8, soldCount: 2 });
  });

  it("finalize answers the checkout with its one order, however often it is called", async () => {
    const { customer, cart } = await customerWithRestBag();
    const created = await postCheckout(customer.token, cart);
    const finals = await Promise.all(
      [1, 2, 3].map(() => t.http.post(`/api/checkout/${created.body._id}/finalize`).set(bearer(customer.token)).send()),
    );
    for (const res of finals) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: created.body._id,
        orderId: created.body.orderId,
        redirectUrl: created.body.redirectUrl,
        isFinalized: true,
      });
    }
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE checkout_id = $1`, [created.body._id]);
    expect(n).toBe(1);
  });

  it("the same Idempotency-Key gives the same checkout, not a second order", async () => {
    const { customer, cart } = await customerWithRestBag();
    const first = await postCheckout(customer.token, cart).set("Idempotency-Key", "order-attempt-1");
    const again = await postCheckout(customer.token, cart).set("Idempotency-Key", "order-attempt-1");
    expect(first.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    expect(again.body.orderId).toBe(first.body.orderId);
  });
});

describe("UPI: PUT /api/checkout/:id/pay takes only the provider's signed confirmation", () => {
  async function upiCheckout() {
    const setup = await customerWithRestBag({ pricePaise: 600_00, countInStock: 5 }, 1);
    const created = await postCheckout(setup.customer.token, setup.cart, { paymentMethod: "UPI", totalPrice: 650 });
    expect(created.status).toBe(201);
    return { ...setup, checkout: created.body };
  }

  it("answers _id and paymentUrl, refuses 'paid' from the client, and pays with the provider's confirmation", async () => {
    const { customer, product, checkout } = await upiCheckout();
    expect(checkout).toMatchObject({
      status: "awaiting_payment",
      paymentMethod: "UPI",
      paymentStatus: "unpaid",
      redirectUrl: null,
      orderId: null,
      totalPrice: 650,
    });
    expect(checkout.paymentUrl).toMatch(new RegExp(`^http://shop\\.test/payments/simulator/${checkout._id}\\?token=`));

    const early = await t.http.post(`/api/checkout/${checkout._id}/finalize`).set(bearer(customer.token)).send();
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      message: "This checkout has not been paid yet",
      code: "CHECKOUT_NOT_PAID",
      kind: "CONFLICT",
      checkoutId: expect.any(String),
    });

    const pay = (body: unknown) =>
      t.http
        .put(`/api/checkout/${checkout._id}/pay`)
        .set(bearer(customer.token))
        .send(body as object);
    const justSaying = await pay({ paymentStatus: "paid" });
    expect(justSaying.status).toBe(400);
    expect(justSaying.body).toMatchObject({ field: "paymentDetails", message: "Payment details are required" });
    const { forms } = await simulatorPage(t, checkout.paymentUrl);
    const refusals = [
      { paymentStatus: "paid", paymentDetails: { transactionId: "txn_123", status: "succeeded" } },
      { paymentStatus: "paid", paymentDetails: { ...forms.paid.fields, signature: "forged" } },
      { paymentStatus: "paid", paymentDetails: { ...forms.failed.fields, outcome: "paid" } },
    ];
    for (const body of refusals) {
      const res = await pay(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: "signature", message: "The payment confirmation could not be verified" });
    }
    expect((await pay({ paymentStatus: "paid", paymentDetails: "paid" })).body.message).toBe("Payment details must be an object");
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 4, soldCount: 0 });

    const stranger = await t.registerCustomer();
    const notTheirs = await t.http
      .put(`/api/checkout/${checkout._id}/pay`)
      .set(bearer(stranger.token))
      .send({ paymentStatus: "paid", paymentDetails: forms.paid.fields });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body).toEqual({ message: "Checkout not found", code: "NOT_FOUND", kind: "NOT_FOUND" });

    const paid = await pay({ paymentStatus: "paid", paymentDetails: forms.paid.fields });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      _id: checkout._id,
      status: "completed",
      paymentStatus: "paid",
      isPaid: true,
      paymentDetails: { provider: "simulator", reference: forms.paid.fields.reference },
      paymentUrl: null,
      razorpay: null,
      orderId: expect.any(String),
    });
    expect(paid.body.paidAt).not.toBeNull();
    // Sending the same confirmation again changes nothing.
    expect((await pay({ paymentStatus: "paid", paymentDetails: forms.paid.fields })).body.orderId).toBe(paid.body.orderId);

    const finalized = await t.http.post(`/api/checkout/${checkout._id}/finalize`).set(bearer(customer.token)).send();
    expect(finalized.body).toMatchObject({ orderId: paid.body.orderId, redirectUrl: `/order-confirmation?orderId=${paid.body.orderId}` });
    const order = await t.http.get(`/api/orders/${paid.body.orderId}`).set(bearer(customer.token));
    expect(order.body).toMatchObject({ paymentMethod: "UPI", paymentStatus: "paid", isPaid: true, totalPrice: 650 });
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 4, soldCount: 1 });
  });

  it("a confirmation signed for another checkout does not pay this one; a confirmed failure answers the failed checkout", async () => {
    const one = await upiCheckout();
    const other = await upiCheckout();
    const otherForms = (await simulatorPage(t, other.checkout.paymentUrl)).forms;
    const swapped = await t.http
      .put(`/api/checkout/${one.checkout._id}/pay`)
      .set(bearer(one.customer.token))
      .send({ paymentStatus: "paid", paymentDetails: otherForms.paid.fields });
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toBe("The payment confirmation could not be verified");

    const ownForms = (await simulatorPage(t, one.checkout.paymentUrl)).forms;
    const failed = await t.http
      .put(`/api/checkout/${one.checkout._id}/pay`)
      .set(bearer(one.customer.token))
      .send({ paymentStatus: "paid", paymentDetails: ownForms.failed.fields });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: "failed", paymentStatus: "unpaid", orderId: null });
    const finalize = await t.http.post(`/api/checkout/${one.checkout._id}/finalize`).set(bearer(one.customer.token)).send();
    expect(finalize.status).toBe(409);
    expect(finalize.body.message).toBe("The payment for this checkout failed. Please try again or use a different payment method.");
    expect(await productRow(t.dataSource, one.product.id)).toEqual({ countInStock: 5, soldCount: 0 });
  });
});

describe("POST /api/checkout refuses bad input with the field's message and takes nothing", () => {
  it.each([
    ["a short phone number", { shippingInfo: { ...ADDRESS, phoneNo: "98765" } }, "shippingInfo.phoneNo", "Phone number must be 10 digits"],
    ["no postal code", { shippingInfo: { ...ADDRESS, postalCode: undefined } }, "shippingInfo.postalCode", "Postal Code is required"],
    ["a blank city", { shippingInfo: { ...ADDRESS, city: "  " } }, "shippingInfo.city", "City is required"],
    ["no address at all", { shippingInfo: undefined }, "shippingInfo.firstName", "First name is required"],
    ["a first name that is a number", { shippingInfo: { ...ADDRESS, firstName: 7 } }, "shippingInfo.firstName", "First name must be text"],
    ["no payment method", { paymentMethod: undefined }, "paymentMethod", "Please select a payment method."],
    ["an unknown payment method", { paymentMethod: "CARD" }, "paymentMethod", "Please select a payment method."],
    ["no total", { totalPrice: undefined }, "totalPrice", "Total price is required"],
    ["a total as text", { totalPrice: "1200" }, "totalPrice", "Total price must be a number"],
    ["a negative total", { totalPrice: -5 }, "totalPrice", "Total price cannot be negative"],
    ["fractions of a paisa", { totalPrice: 1200.001 }, "totalPrice", "Total price must be in rupees with at most two decimals"],
    ["items that are not a list", { checkoutItems: "all" }, "checkoutItems", "Checkout items must be a list"],
    ["an unknown coupon", { couponCode: "NOPE" }, "couponCode", "Invalid coupon code"],
  ])("%s", async (_what, overrides, field, message) => {
    const { customer, product, cart } = await customerWithRestBag({ pricePaise: 1200_00 });
    const before = await counts();
    const res = await postCheckout(customer.token, cart, overrides);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
    expect(await counts()).toEqual(before);
    expect((await productRow(t.dataSource, product.id)).countInStock).toBe(10);
  });

  it("answers 409 when prices, the bag or the stock changed, or the bag is empty", async () => {
    const { customer, product, cart } = await customerWithRestBag({ pricePaise: 600_00, countInStock: 3 }, 2);
    const before = await counts();

    const staleTotal = await postCheckout(customer.token, cart, { totalPrice: 1100 });
    expect(staleTotal.status).toBe(409);
    expect(staleTotal.body.message).toBe(
      "Prices have changed since you last saw your bag: the total is now Rs. 1,200.00, not Rs. 1,100.00. Please review your order and place it again.",
    );

    const staleItems = await postCheckout(customer.token, cart, { checkoutItems: [{ ...cart.products[0], quantity: 1 }] });
    expect(staleItems.status).toBe(409);
    expect(staleItems.body).toEqual({
      message: "Your bag has changed since you last saw it. Please review it and place your order again.",
      code: "BAG_CHANGED",
      kind: "CONFLICT",
    });

    await t.dataSource.query(`UPDATE product_variants SET count_in_stock = 1 WHERE product_id = $1`, [product.id]);
    const soldOut = await postCheckout(customer.token, cart);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toEqual({
      message: "Travel Duffel: Only 1 left in stock in Medium, Black",
      code: "OUT_OF_STOCK",
      kind: "CONFLICT",
      productId: expect.any(String),
      variantId: expect.any(String),
      unitsLeft: 1,
    });
    expect(await counts()).toEqual(before);

    const empty = await t.registerCustomer();
    const nothing = await postCheckout(empty.token, { products: [], totals: { total: 0 } });
    expect(nothing.status).toBe(409);
    expect(nothing.body).toEqual({ message: "Your shopping bag is empty!", code: "EMPTY_BAG", kind: "CONFLICT" });
  });

  it("needs a token: 401 without one or with a bad one; 404 for a checkout that is not the caller's or does not exist", async () => {
    const anonymous = await t.http.post("/api/checkout").send({ shippingInfo: ADDRESS, paymentMethod: "COD", totalPrice: 1 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "You must be logged in to do this", code: "UNAUTHENTICATED", kind: "UNAUTHENTICATED" });
    const badToken = await t.http.post("/api/checkout").set(bearer("x.y.z")).send({});
    expect(badToken.status).toBe(401);
    expect((await t.http.put("/api/checkout/abc/pay").send({})).status).toBe(401);
    expect((await t.http.post("/api/checkout/abc/finalize").send()).status).toBe(401);

    const { customer, cart } = await customerWithRestBag();
    const created = await postCheckout(customer.token, cart);
    const stranger = await t.registerCustomer();
    for (const id of [created.body._id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await t.http.post(`/api/checkout/${id}/finalize`).set(bearer(stranger.token)).send();
      expect({ id, status: res.status, body: res.body }).toEqual({
        id,
        status: 404,
        body: { message: "Checkout not found", code: "NOT_FOUND", kind: "NOT_FOUND" },
      });
    }
  });
});

describe("orders through REST", () => {
  async function placedOrder() {
    const { customer, product, cart } = await customerWithRestBag({ pricePaise: 600_00, countInStock: 5 }, 2);
    const created = await postCheckout(customer.token, cart);
    return { customer, product, orderId: created.body.orderId as string };
  }

  it("a customer reads only their own orders: anyone else's is 404", async () => {
    const { customer, orderId } = await placedOrder();
    const stranger = await t.registerCustomer();
    expect((await t.http.get(`/api/orders/${orderId}`).set(bearer(stranger.token))).status).toBe(404);
    expect((await t.http.get("/api/orders/my-orders").set(bearer(stranger.token))).body).toEqual([]);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await t.http.get(`/api/orders/${id}`).set(bearer(customer.token));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Order not found", code: "NOT_FOUND", kind: "NOT_FOUND" });
    }
    const admin = await t.adminToken();
    expect((await t.http.get(`/api/orders/${orderId}`).set(bearer(admin))).body._id).toBe(orderId);
    expect((await t.http.get("/api/orders/my-orders")).status).toBe(401);
  });

  it("admin lists all orders with the customer's names, in pages, in a fixed number of queries", async () => {
    const admin = await t.adminToken();
    await placedOrder();
    const { orderId } = await placedOrder();
    const all = await t.http.get("/api/orders").set(bearer(admin));
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body[0]).toMatchObject({
      _id: orderId,
      user: { firstName: "Asha", lastName: "Verma" },
      status: "Pending",
      orderItems: [expect.objectContaining({ quantity: 2 })],
    });
    const total = Number(all.headers["x-total-count"]);
    expect(total).toBe(all.body.length);

    const page = await t.http.get("/api/orders").set(bearer(admin)).query({ limit: 1, page: 2 });
    expect(page.body).toEqual([all.body[1]]);
    expect(page.headers["x-total-count"]).toBe(String(total));
    const filtered = await t.http
      .get("/api/orders")
      .set(bearer(admin))
      .query({ status: "pending", search: orderId.slice(0, 8) });
    expect(filtered.body.map((o: { _id: string }) => o._id)).toEqual([orderId]);

    // The orders' confirmation emails are sent by jobs that also use the database: let them finish
    // so that only the listing's own statements are counted.
    await t.settleJobs();
    t.queries.reset();
    await t.http.get("/api/orders").set(bearer(admin)).query({ limit: 1 });
    const forOne = t.queries.count;
    t.queries.reset();
    await t.http.get("/api/orders").set(bearer(admin)).query({ limit: 4 });
    expect(t.queries.count).toBe(forOne);

    for (const [query, message] of [
      [{ limit: 0 }, "Page size must be at least 1"],
      [{ limit: 500 }, "Page size must be at most 100"],
      [{ page: "two" }, "Page must be a whole number"],
      [{ status: "lost" }, "Status must be Pending, Processing, Shipped, Delivered or Cancelled"],
    ] as const) {
      const res = await t.http.get("/api/orders").set(bearer(admin)).query(query);
      expect({ query, status: res.status, message: res.body.message }).toEqual({ query, status: 400, message });
    }
  });

  it("admin moves the order on: Shipped with its courier, Delivered stamps deliveredAt; Cancelled gives the stock back and is final", async () => {
    const admin = await t.adminToken();
    const shipped = await placedOrder();
    const put = (body: object, id = shipped.orderId) => t.http.put(`/api/orders/${id}`).set(bearer(admin)).send(body);

    expect((await put({ status: "Delivered" })).body).toEqual({
      message: "An order that is Pending can move to Processing, Shipped or Cancelled, not Delivered",
      code: "ORDER_STATUS_NOT_ALLOWED",
      kind: "CONFLICT",
      status: "PENDING",
      allowed: ["PROCESSING", "SHIPPED", "CANCELLED"],
    });
    expect((await put({ status: "Shipped", courier: "Blue Dart", trackingNumber: "BD1234567" })).body).toMatchObject({ status: "Shipped" });
    const delivered = await put({ status: "Delivered" });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ _id: shipped.orderId, status: "Delivered", orderStatus: "Delivered", isDelivered: true });
    expect(delivered.body.deliveredAt).not.toBeNull();

    const { product, orderId } = await placedOrder();
    const cancelled = await put({ status: "Cancelled" }, orderId);
    expect(cancelled.body).toMatchObject({ status: "Cancelled", deliveredAt: null });
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 5, soldCount: 0 });
    const reopened = await put({ status: "Processing" }, orderId);
    expect(reopened.status).toBe(409);
    expect(reopened.body).toEqual({
      message: "An order that is Cancelled cannot be moved on by hand",
      code: "ORDER_STATUS_NOT_ALLOWED",
      kind: "CONFLICT",
      status: "CANCELLED",
      allowed: [],
    });

    expect((await put({ status: "Lost" })).body).toMatchObject({
      message: "Status must be Processing, Shipped, Delivered or Cancelled",
      field: "status",
    });
    expect((await put({ status: "Shipped", courier: "Pigeon" }, orderId)).body).toMatchObject({
      message: expect.stringMatching(/^Courier must be one of/),
      field: "courier",
    });
    expect((await put({})).body).toMatchObject({ message: "Status is required", field: "status" });
    expect((await put({ status: 3 })).body).toMatchObject({ message: "Status must be text" });
    expect((await put({ status: "Shipped" }, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await put({ status: "Shipped" }, "not-a-uuid")).body).toEqual({
      message: "Order not found",
      code: "NOT_FOUND",
      kind: "NOT_FOUND",
    });
  });

  it("admin deletes an order with DELETE /api/admin/orders/:id; a pending one gives its stock back", async () => {
    const admin = await t.adminToken();
    const { customer, product, orderId } = await placedOrder();
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 3, soldCount: 2 });

    expect((await t.http.delete(`/api/admin/orders/${orderId}`)).status).toBe(401);
    const asCustomer = await t.http.delete(`/api/admin/orders/${orderId}`).set(bearer(customer.token));
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).toEqual({ message: "Only an admin can do this", code: "FORBIDDEN", kind: "FORBIDDEN" });

    const deleted = await t.http.delete(`/api/admin/orders/${orderId}`).set(bearer(admin));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ _id: orderId, message: "Order deleted" });
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 5, soldCount: 0 });
    expect((await t.http.get(`/api/orders/${orderId}`).set(bearer(customer.token))).status).toBe(404);
    expect((await t.http.delete(`/api/admin/orders/${orderId}`).set(bearer(admin))).status).toBe(404);
    expect((await t.http.delete(`/api/admin/orders/nope`).set(bearer(admin))).status).toBe(404);
  });

  it("the admin order routes refuse anonymous callers (401) and customers (403)", async () => {
    const { customer, orderId } = await placedOrder();
    const calls = [t.http.get("/api/orders"), t.http.put(`/api/orders/${orderId}`).send({ status: "Shipped" })];
    for (const call of calls) expect((await call).status).toBe(401);
    const asCustomer = [
      t.http.get("/api/orders").set(bearer(customer.token)),
      t.http.put(`/api/orders/${orderId}`).set(bearer(customer.token)).send({ status: "Shipped" }),
    ];
    for (const call of asCustomer)
      expect((await call).body).toEqual({ message: "Only an admin can do this", code: "FORBIDDEN", kind: "FORBIDDEN" });
  });
});
