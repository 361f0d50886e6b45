import { createProduct } from "../support/catalog-fixtures";
import {
  ADD_TO_CART,
  addToCart,
  CLEAR_CART,
  GET_CART,
  MERGE_GUEST_CART,
  newGuestId,
  REMOVE_FROM_CART,
  UPDATE_CART_LINE,
} from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

const paise = (money: { paise: number }) => money.paise;

describe("a guest's bag", () => {
  it("keeps lines by guest id with current prices, gift wrap and delivery", async () => {
    const guestId = newGuestId();
    const tote = await createProduct(t.dataSource, { name: "Canvas Tote", pricePaise: 400_00, discountPricePaise: 350_00 });
    const wallet = await createProduct(t.dataSource, { name: "Slim Wallet", pricePaise: 250_00, sizes: [], colors: ["Brown", "Black"] });

    await addToCart(t, { guestId }, tote.id, { quantity: 2, giftWrap: true });
    const cart = await addToCart(t, { guestId }, wallet.id, { size: null, color: "brown" });

    expect(cart.lines).toEqual([
      expect.objectContaining({
        productId: tote.id,
        name: "Canvas Tote",
        size: "Medium",
        color: "Black",
        quantity: 2,
        giftWrap: true,
        problem: null,
      }),
      // The product's own spelling of the color is kept.
      expect.objectContaining({ productId: wallet.id, name: "Slim Wallet", size: null, color: "Brown", quantity: 1, giftWrap: false }),
    ]);
    expect(cart.lines[0].unitPrice).toEqual({ paise: 350_00, amount: "350.00", formatted: "Rs. 350.00" });
    expect(paise(cart.lines[0].lineTotal)).toBe(700_00);
    expect(cart.itemCount).toBe(3);
    // 700 + 250 = 950: not above Rs. 1,000, so delivery is charged; one wrapped line.
    expect(cart.totals.subtotal.paise).toBe(950_00);
    expect(cart.totals.giftWrap.paise).toBe(35_00);
    expect(cart.totals.delivery.paise).toBe(50_00);
    expect(cart.totals.discount.paise).toBe(0);
    expect(cart.totals.total).toEqual({ paise: 1035_00, amount: "1035.00", formatted: "Rs. 1,035.00" });

    const again = (await t.gqlOk(GET_CART, { guestId })).cart;
    expect(again.totals.total.paise).toBe(1035_00);
    expect((await t.gqlOk(GET_CART, { guestId: newGuestId() })).cart).toMatchObject({ lines: [], itemCount: 0 });
  });

  it("makes delivery free above Rs. 1,000 and none for an empty bag", async () => {
    const guestId = newGuestId();
    const exact = await createProduct(t.dataSource, { pricePaise: 1000_00 });
    const atThreshold = await addToCart(t, { guestId }, exact.id);
    expect(atThreshold.totals.delivery.paise).toBe(50_00);

    const small = await createProduct(t.dataSource, { pricePaise: 1 });
    const above = await addToCart(t, { guestId }, small.id);
    expect(above.totals).toMatchObject({ subtotal: { paise: 1000_01 }, delivery: { paise: 0 }, total: { paise: 1000_01 } });

    const empty = (await t.gqlOk(CLEAR_CART, { guestId })).clearCart;
    expect(empty.totals).toMatchObject({ subtotal: { paise: 0 }, delivery: { paise: 0 }, total: { paise: 0 } });
  });

  it("prices lines from the catalog now, not when they were added", async () => {
    const guestId = newGuestId();
    const bag = await createProduct(t.dataSource, { pricePaise: 800_00 });
    await addToCart(t, { guestId }, bag.id);
    await t.dataSource.query(`UPDATE products SET price_paise = 90000, discount_price_paise = 85000 WHERE id = $1`, [bag.id]);
    const cart = (await t.gqlOk(GET_CART, { guestId })).cart;
    expect(cart.lines[0].unitPrice.paise).toBe(850_00);
  });

  it("adds more of the same product, size and color to one line, and changes and removes lines", async () => {
    const guestId = newGuestId();
    const bag = await createProduct(t.dataSource, { countInStock: 20, sizes: ["Small", "Large"], colors: ["Red"] });
    await addToCart(t, { guestId }, bag.id, { size: "Small", color: "Red", quantity: 2 });
    await addToCart(t, { guestId }, bag.id, { size: "Large", color: "Red" });
    let cart = await addToCart(t, { guestId }, bag.id, { size: "small", color: "RED", quantity: 3, giftWrap: true });
    expect(cart.lines.map((l) => [l.size, l.quantity, l.giftWrap])).toEqual([
      ["Small", 5, true],
      ["Large", 1, false],
    ]);

    const [small, large] = cart.lines;
    cart = (await t.gqlOk(UPDATE_CART_LINE, { input: { guestId, lineId: small.id, quantity: 4, giftWrap: false } })).updateCartLine;
    expect(cart.lines[0]).toMatchObject({ quantity: 4, giftWrap: false });
    cart = (await t.gqlOk(UPDATE_CART_LINE, { input: { guestId, lineId: small.id, giftWrap: true } })).updateCartLine;
    expect(cart.lines[0]).toMatchObject({ quantity: 4, giftWrap: true });
    const noQuantity = await t.gql(UPDATE_CART_LINE, { input: { guestId, lineId: small.id, quantity: null } });
    expect(noQuantity.errors?.[0]).toMatchObject({
      message: "Quantity is required",
      extensions: { code: "BAD_USER_INPUT", field: "quantity" },
    });

    cart = (await t.gqlOk(REMOVE_FROM_CART, { guestId, lineId: large.id })).removeFromCart;
    expect(cart.lines.map((l) => l.size)).toEqual(["Small"]);
    // Removing again is harmless.
    cart = (await t.gqlOk(REMOVE_FROM_CART, { guestId, lineId: large.id })).removeFromCart;
    expect(cart.itemCount).toBe(4);

    const other = newGuestId();
    const foreign = await t.gql(UPDATE_CART_LINE, { input: { guestId: other, lineId: small.id, quantity: 1 } });
    expect(foreign.errors?.[0]).toMatchObject({ message: "Cart item not found", extensions: { code: "NOT_FOUND" } });
  });

  it("refuses a missing, malformed or guessable guest id", async () => {
    const bag = await createProduct(t.dataSource);
    for (const [guestId, message, code] of [
      [undefined, "A guest id is required when nobody is signed in", "BAD_USER_INPUT"],
      ["guest_1700000000000", "Invalid guest id", "INVALID_GUEST_ID"],
      ["someone-else", "Invalid guest id", "INVALID_GUEST_ID"],
      ["gc_short", "Invalid guest id", "INVALID_GUEST_ID"],
    ] as const) {
      const res = await t.gql(ADD_TO_CART, { input: { guestId, productId: bag.id, size: "Medium", color: "Black" } });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code, kind: "BAD_USER_INPUT", field: "guestId" } });
    }
  });

  it("refuses an expired or tampered token instead of falling back to a guest bag", async () => {
    const res = await t.gql(GET_CART, { guestId: newGuestId() }, "not.a.token");
    expect(res.errors?.[0]).toMatchObject({ message: "Invalid token, please log in again", extensions: { code: "UNAUTHENTICATED" } });
  });
});

describe("what may go in a bag", () => {
  const attempt = (productId: string, line: Record<string, unknown>) =>
    t.gql(ADD_TO_CART, { input: { guestId: newGuestId(), productId, size: "Medium", color: "Black", quantity: 1, ...line } });

  it.each([
    [{ quantity: 0 }, "quantity", "Quantity must be at least 1"],
    [{ quantity: -3 }, "quantity", "Quantity must be at least 1"],
    [{ quantity: 1000 }, "quantity", "Quantity cannot be more than 999"],
    [{ size: "XL" }, "size", "This product is not available in size XL"],
    [{ size: null }, "size", "Please select a size"],
    [{ color: "Purple" }, "color", "This product is not available in color Purple"],
    [{ color: "" }, "color", "Please select a color"],
  ])("refuses %p: %s '%s'", async (line, field, message) => {
    const bag = await createProduct(t.dataSource, { countInStock: 2000 });
    const res = await attempt(bag.id, line);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
  });

  it("refuses a size or color for a product that has none", async () => {
    const wallet = await createProduct(t.dataSource, { sizes: [], colors: [] });
    const res = await attempt(wallet.id, { size: "Medium", color: null });
    expect(res.errors?.[0]).toMatchObject({ message: "This product does not come in different sizes", extensions: { field: "size" } });
    expect((await attempt(wallet.id, { size: null, color: null })).errors).toBeUndefined();
  });

  it("refuses unpublished, deleted and unknown products as not found", async () => {
    const hidden = await createProduct(t.dataSource, { isPublished: false });
    const deleted = await createProduct(t.dataSource);
    await t.dataSource.query(`DELETE FROM products WHERE id = $1`, [deleted.id]);
    for (const id of [hidden.id, deleted.id, "00000000-0000-4000-8000-000000000000"]) {
      expect((await attempt(id, {})).errors?.[0]).toMatchObject({ message: "Product not found", extensions: { code: "NOT_FOUND" } });
    }
    expect((await attempt("not-a-uuid", {})).errors?.[0]).toMatchObject({
      message: "Product not found",
      extensions: { field: "productId" },
    });
  });

  it("refuses an out-of-stock product, and more than the stock saying how many are left", async () => {
    const soldOut = await createProduct(t.dataSource, { countInStock: 0 });
    expect((await attempt(soldOut.id, {})).errors?.[0]).toMatchObject({
      message: "Out of stock in Medium, Black",
      extensions: { code: "OUT_OF_STOCK", kind: "CONFLICT", productId: soldOut.id, unitsLeft: 0 },
    });

    const guestId = newGuestId();
    const few = await createProduct(t.dataSource, { countInStock: 3 });
    const tooMany = await t.gql(ADD_TO_CART, { input: { guestId, productId: few.id, size: "Medium", color: "Black", quantity: 4 } });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: "Only 3 left in stock in Medium, Black",
      extensions: { code: "OUT_OF_STOCK", kind: "CONFLICT", unitsLeft: 3 },
    });

    // Two in the bag, two more asked for: four would be above the stock of three.
    const cart = await addToCart(t, { guestId }, few.id, { quantity: 2 });
    const more = await t.gql(ADD_TO_CART, { input: { guestId, productId: few.id, size: "Medium", color: "Black", quantity: 2 } });
    expect(more.errors?.[0].message).toBe("Only 3 left in stock in Medium, Black");
    const raise = await t.gql(UPDATE_CART_LINE, { input: { guestId, lineId: cart.lines[0].id, quantity: 5 } });
    expect(raise.errors?.[0].message).toBe("Only 3 left in stock in Medium, Black");
    expect((await t.gqlOk(GET_CART, { guestId })).cart.lines[0].quantity).toBe(2);
  });

  it("caps a line at 999 units", async () => {
    const guestId = newGuestId();
    const bag = await createProduct(t.dataSource, { countInStock: 5000 });
    await addToCart(t, { guestId }, bag.id, { quantity: 999 });
    const res = await t.gql(ADD_TO_CART, { input: { guestId, productId: bag.id, size: "Medium", color: "Black", quantity: 1 } });
    expect(res.errors?.[0]).toMatchObject({
      message: "You can have at most 999 of an item in your bag",
      extensions: { field: "quantity" },
    });
  });

  it("flags lines the catalog no longer supports, and still lets the shopper lower them", async () => {
    const guestId = newGuestId();
    const bag = await createProduct(t.dataSource, { countInStock: 5 });
    const cart = await addToCart(t, { guestId }, bag.id, { quantity: 4 });
    await t.dataSource.query(`UPDATE product_variants SET count_in_stock = 2 WHERE product_id = $1`, [bag.id]);
    expect((await t.gqlOk(GET_CART, { guestId })).cart.lines[0].problem).toBe("Only 2 left in stock in Medium, Black");

    const lowered = (await t.gqlOk(UPDATE_CART_LINE, { input: { guestId, lineId: cart.lines[0].id, quantity: 2 } })).updateCartLine;
    expect(lowered.lines[0]).toMatchObject({ quantity: 2, problem: null });

    await t.dataSource.query(`UPDATE products SET sizes = '{Large}' WHERE id = $1`, [bag.id]);
    expect((await t.gqlOk(GET_CART, { guestId })).cart.lines[0].problem).toBe("Size Medium is no longer available");
    await t.dataSource.query(`UPDATE products SET is_published = false WHERE id = $1`, [bag.id]);
    expect((await t.gqlOk(GET_CART, { guestId })).cart.lines[0].problem).toBe("This product is no longer available");

    await t.dataSource.query(`DELETE FROM products WHERE id = $1`, [bag.id]);
    expect((await t.gqlOk(GET_CART, { guestId })).cart.lines).toEqual([]);
  });
});

describe("a customer's bag", () => {
  it("is found by the token, whatever guest id is sent", async () => {
    const customer = await t.registerCustomer();
    const bag = await createProduct(t.dataSource);
    await addToCart(t, { token: customer.token, guestId: newGuestId() }, bag.id, { quantity: 2 });
    const mine = (await t.gqlOk(GET_CART, {}, customer.token)).cart;
    expect(mine.lines).toHaveLength(1);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int FROM carts WHERE user_id = $1`, [customer.id]);
    expect(count).toBe(1);
  });

  it("merges a guest bag after login: same lines sum (capped at 999), gift wrap kept, guest bag gone", async () => {
    const customer = await t.registerCustomer();
    const guestId = newGuestId();
    const tote = await createProduct(t.dataSource, { countInStock: 5000 });
    const pouch = await createProduct(t.dataSource, { countInStock: 50 });
    const clutch = await createProduct(t.dataSource, { countInStock: 50, colors: ["Black", "Red"] });

    await addToCart(t, customer, tote.id, { quantity: 600 });
    await addToCart(t, customer, pouch.id, { quantity: 2 });
    await addToCart(t, { guestId }, tote.id, { quantity: 500 });
    await addToCart(t, { guestId }, pouch.id, { quantity: 3, giftWrap: true });
    await addToCart(t, { guestId }, clutch.id, { color: "Red" });

    const merged = (await t.gqlOk(MERGE_GUEST_CART, { guestId }, customer.token)).mergeGuestCart;
    const byProduct = Object.fromEntries(merged.lines.map((l) => [l.productId, [l.quantity, l.giftWrap, l.color]]));
    expect(byProduct).toEqual({
      [tote.id]: [999, false, "Black"],
      [pouch.id]: [5, true, "Black"],
      [clutch.id]: [1, false, "Red"],
    });
    expect((await t.gqlOk(GET_CART, { guestId })).cart.lines).toEqual([]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int FROM carts WHERE guest_id = $1`, [guestId]);
    expect(count).toBe(0);

    // Merging a guest bag that is already gone changes nothing.
    const again = (await t.gqlOk(MERGE_GUEST_CART, { guestId }, customer.token)).mergeGuestCart;
    expect(again.itemCount).toBe(merged.itemCount);
  });

  it("housekeeping deletes guest bags untouched for a month, and only those", async () => {
    const bag = await createProduct(t.dataSource);
    const [stale, fresh] = [newGuestId(), newGuestId()];
    await addToCart(t, { guestId: stale }, bag.id);
    await addToCart(t, { guestId: fresh }, bag.id);
    await t.dataSource.query(`UPDATE carts SET updated_at = now() - interval '31 days' WHERE guest_id = $1`, [stale]);

    expect(await t.shop.services.cart.deleteAbandonedGuestCarts()).toBe(1);
    expect((await t.gqlOk(GET_CART, { guestId: stale })).cart.lines).toEqual([]);
    expect((await t.gqlOk(GET_CART, { guestId: fresh })).cart.lines).toHaveLength(1);
  });

  it("refuses merging without being signed in", async () => {
    const res = await t.gql(MERGE_GUEST_CART, { guestId: newGuestId() });
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("applies concurrent additions from two tabs one after the other", async () => {
    const customer = await t.registerCustomer();
    const bag = await createProduct(t.dataSource, { countInStock: 100 });
    await Promise.all(Array.from({ length: 10 }, () => addToCart(t, customer, bag.id, { quantity: 3 })));
    const cart = (await t.gqlOk(GET_CART, {}, customer.token)).cart;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0].quantity).toBe(30);
  });
});
