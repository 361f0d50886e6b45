import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { toCallError } from "../src/lib/call-result";
import { formatRupees } from "../src/lib/money";
import { orderStatusColor } from "../src/lib/order-status";
import { slugify } from "../src/lib/slug";
import { clearSession, readSession, saveSession } from "../src/session";

describe("slug preview", () => {
  it.each([
    ["Leather Wallet", "leather-wallet"],
    ["Men's Travel Bag!", "mens-travel-bag"],
    ["  Bag's on   sale ", "bags-on-sale"],
    ["Rucksack 40L (Grey)", "rucksack-40l-grey"],
  ])("%s becomes %s", (name, slug) => expect(slugify(name)).toBe(slug));
});

describe("price formatter", () => {
  it("shows rupees with Indian grouping and two decimals", () => {
    expect(formatRupees(12999900)).toBe("Rs. 1,29,999.00");
    expect(formatRupees(5000)).toBe("Rs. 50.00");
    expect(formatRupees(0)).toBe("Rs. 0.00");
    expect(formatRupees(-12345)).toBe("-Rs. 123.45");
  });
});

describe("order status badge colours (SPEC §4)", () => {
  it.each([
    ["PROCESSING", "yellow"],
    ["SHIPPED", "blue"],
    ["DELIVERED", "green"],
    ["CANCELLED", "red"],
    ["PENDING", "gray"],
    ["Delivered", "green"],
  ])("%s is %s", (status, color) => expect(orderStatusColor(status)).toBe(color));
});

describe("call results", () => {
  const graphQLError = (extensions: Record<string, unknown>, message = "Price cannot be negative") =>
    new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

  it("tells bad input apart and keeps each field's message", () => {
    const error = toCallError(
      graphQLError({ code: "BAD_USER_INPUT", field: "price", fields: [{ field: "price", message: "Price cannot be negative" }] }),
      "Failed to create product",
    );
    expect(error).toEqual({
      kind: "validation",
      code: "BAD_USER_INPUT",
      message: "Price cannot be negative",
      fields: [{ field: "price", message: "Price cannot be negative" }],
      retryable: false,
    });
  });

  it("classifies a particular refusal by its kind and keeps its code", () => {
    const busy = toCallError(
      graphQLError({ code: "CATEGORY_NOT_EMPTY", kind: "CONFLICT", productCount: 3 }, "This category still has products"),
      "x",
    );
    expect(busy).toMatchObject({ kind: "conflict", code: "CATEGORY_NOT_EMPTY", message: "This category still has products" });
    const taken = toCallError(
      graphQLError({ code: "EMAIL_TAKEN", kind: "BAD_USER_INPUT", field: "email", fields: [{ field: "email", message: "Taken" }] }),
      "x",
    );
    expect(taken).toMatchObject({ kind: "validation", code: "EMAIL_TAKEN", fields: [{ field: "email", message: "Taken" }] });
  });

  it("names refusals, missing things and expired sessions", () => {
    expect(toCallError(graphQLError({ code: "FORBIDDEN" }, "Only an admin can do this"), "x")).toMatchObject({
      kind: "forbidden",
      message: "Only an admin can do this",
    });
    expect(toCallError(graphQLError({ code: "NOT_FOUND" }, "Order not found"), "x")).toMatchObject({ kind: "not-found", retryable: false });
    expect(toCallError(graphQLError({ code: "UNAUTHENTICATED" }, "Your session has expired"), "x").kind).toBe("unauthenticated");
  });

  it("uses the screen's fallback when the server gives no message, and says when the network failed", () => {
    const response = new Response("oops", { status: 502 });
    expect(toCallError(new ServerError("bad gateway", { response, bodyText: "oops" }), "Failed to fetch orders")).toMatchObject({
      kind: "server",
      message: "Failed to fetch orders",
      retryable: true,
    });
    const tooLarge = new Response(JSON.stringify({ message: "Request body is too large" }), { status: 413 });
    expect(
      toCallError(
        new ServerError("too large", { response: tooLarge, bodyText: JSON.stringify({ message: "Request body is too large" }) }),
        "Failed to create product",
      ),
    ).toMatchObject({
      kind: "server",
      message: "Request body is too large",
      retryable: false,
    });
    const offline = toCallError(new TypeError("Failed to fetch"), "Failed to fetch orders");
    expect(offline.kind).toBe("network");
    expect(offline.message).toMatch(/^Failed to fetch orders: the shop could not be reached/);
  });
});

describe("session", () => {
  beforeEach(() => localStorage.clear());

  it("logout clears token, user, cart and the guest identity (the storefront starts a new guest bag when needed)", () => {
    localStorage.setItem("guestId", "guest_1_old");
    localStorage.setItem("cart", JSON.stringify({ products: [] }));
    saveSession({ token: "t", user: { id: "u1", firstName: "A", lastName: "B", email: "a@b.in", role: "ADMIN" } });
    expect(readSession()?.user.role).toBe("ADMIN");

    clearSession();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(localStorage.getItem("cart")).toBeNull();
    expect(localStorage.getItem("guestId")).toBeNull();
    expect(readSession()).toBeNull();
  });

  it("shares the storefront's keys and honours a user stored under the original shop's key", () => {
    saveSession({ token: "t", user: { id: "u1", firstName: "A", lastName: "B", email: "a@b.in", role: "CUSTOMER" } });
    expect(JSON.parse(localStorage.getItem("userInfo") ?? "null")).toMatchObject({ email: "a@b.in" });
    localStorage.clear();
    localStorage.setItem("token", "t");
    localStorage.setItem("user", JSON.stringify({ email: "old@b.in", role: "ADMIN" }));
    expect(readSession()?.user.email).toBe("old@b.in");
    clearSession();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("ignores a half or unreadable session", () => {
    localStorage.setItem("token", "t");
    expect(readSession()).toBeNull();
    localStorage.setItem("user", "{not json");
    expect(readSession()).toBeNull();
  });
});
