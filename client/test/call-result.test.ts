import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { attempt, failureNotice, fieldMessage, toCallError } from "../src/call-result";

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
/** jsdom has no Response; Apollo's ServerError reads only its status. */
const httpError = (status: number, bodyText: string) => new ServerError("not GraphQL", { response: { status } as Response, bodyText });

describe("call errors", () => {
  it("tell bad input apart, with each field's first problem in the server's order", () => {
    const error = toCallError(
      graphQLError("Phone number must be 10 digits", {
        code: "BAD_USER_INPUT",
        field: "shippingInfo.phoneNo",
        fields: [
          { field: "shippingInfo.phoneNo", message: "Phone number must be 10 digits" },
          { field: "shippingInfo.city", message: "City is required" },
          { field: "shippingInfo.phoneNo", message: "a second problem with the phone" },
          { field: 3, message: "not a field" },
        ],
      }),
      "Failed to create checkout session",
    );
    expect(error).toEqual({
      kind: "validation",
      code: "BAD_USER_INPUT",
      message: "Phone number must be 10 digits",
      fields: [
        { field: "shippingInfo.phoneNo", message: "Phone number must be 10 digits" },
        { field: "shippingInfo.city", message: "City is required" },
      ],
      details: {},
      retryable: false,
    });
    expect(fieldMessage(error, "shippingInfo.city")).toBe("City is required");
    expect(fieldMessage(error, "paymentMethod")).toBeUndefined();
  });

  it("class a particular refusal by its generic kind and keep its code and details", () => {
    const expired = toCallError(
      graphQLError("This coupon has expired", {
        code: "COUPON_EXPIRED",
        kind: "BAD_USER_INPUT",
        fields: [{ field: "code", message: "This coupon has expired" }],
      }),
      "Invalid coupon code",
    );
    expect(expired).toMatchObject({
      kind: "validation",
      code: "COUPON_EXPIRED",
      fields: [{ field: "code", message: "This coupon has expired" }],
    });

    const soldOut = toCallError(
      graphQLError("Tote: Only 2 left in stock", {
        code: "OUT_OF_STOCK",
        kind: "CONFLICT",
        productId: "p1",
        variantId: "v1",
        unitsLeft: 2,
      }),
      "Failed to create checkout session",
    );
    expect(soldOut).toMatchObject({
      kind: "conflict",
      code: "OUT_OF_STOCK",
      message: "Tote: Only 2 left in stock",
      fields: [],
      details: { productId: "p1", variantId: "v1", unitsLeft: 2 },
      retryable: false,
    });
    // Details of another type than documented are left out, not passed on.
    const gone = toCallError(graphQLError("Gone", { code: "PRODUCT_UNAVAILABLE", kind: "CONFLICT", productId: 7, variantId: null }), "x");
    expect(gone.details).toEqual({ variantId: null });
    expect(toCallError(graphQLError("This category still has products", { code: "CATEGORY_NOT_EMPTY", kind: "CONFLICT" }), "x").kind).toBe(
      "conflict",
    );
  });

  it("name refusals, missing things, expired sessions and rate limits", () => {
    expect(toCallError(graphQLError("Only an admin can do this", { code: "FORBIDDEN" }), "x")).toMatchObject({
      kind: "forbidden",
      message: "Only an admin can do this",
      retryable: false,
    });
    expect(toCallError(graphQLError("Order not found", { code: "NOT_FOUND" }), "x")).toMatchObject({ kind: "not-found", retryable: false });
    expect(toCallError(graphQLError("Your session has expired", { code: "UNAUTHENTICATED" }), "x").kind).toBe("unauthenticated");
    expect(toCallError(graphQLError("Too many attempts", { code: "TOO_MANY_REQUESTS" }), "x")).toMatchObject({
      kind: "rate-limited",
      message: "Too many attempts",
      retryable: true,
    });
  });

  it("show the screen's fallback, not an internal error's text, and offer a retry", () => {
    expect(
      toCallError(graphQLError("Cannot read properties of undefined", { code: "INTERNAL_SERVER_ERROR" }), "Failed to fatch cart"),
    ).toMatchObject({
      kind: "server",
      message: "Failed to fatch cart",
      retryable: true,
    });
    expect(toCallError(graphQLError("", { code: "NOT_FOUND" }), "Failed to fetch order details").message).toBe(
      "Failed to fetch order details",
    );
  });

  it("treat no answer and a proxy's 5xx page as the network, worth retrying, with the screen's fallback", () => {
    const offline = { kind: "network", code: "", message: "Failed to fetch products", fields: [], details: {}, retryable: true };
    expect(toCallError(new TypeError("Failed to fetch"), "Failed to fetch products")).toEqual(offline);
    expect(toCallError(httpError(502, "<html>Bad gateway</html>"), "Failed to fetch products")).toEqual(offline);
  });

  it("keep the message of a refusal made before GraphQL ran, and say a rate limit is one", () => {
    expect(toCallError(httpError(413, JSON.stringify({ message: "Request body is too large" })), "Failed to create product")).toMatchObject(
      {
        kind: "server",
        code: "HTTP_413",
        message: "Request body is too large",
        retryable: false,
      },
    );
    expect(toCallError(httpError(400, "not json"), "Failed to create product").message).toBe("Failed to create product");
    expect(toCallError(httpError(429, ""), "Login failed")).toMatchObject({ kind: "rate-limited", retryable: true });
  });

  it("give a notice: the server's explanation of a refusal, else the screen's", () => {
    const taken = toCallError(graphQLError("That email is taken", { code: "EMAIL_TAKEN", kind: "BAD_USER_INPUT" }), "x");
    expect(failureNotice(taken, "Failed to save")).toBe("That email is taken");
    expect(failureNotice(toCallError(new TypeError("Failed to fetch"), "x"), "Failed to save")).toBe("Failed to save");
  });
});

describe("attempt", () => {
  it("answers the data, or the picked part of it", async () => {
    const call = () => Promise.resolve({ data: { login: { token: "t" } } });
    await expect(attempt(call, "Login failed")).resolves.toEqual({ ok: true, data: { login: { token: "t" } } });
    await expect(attempt(call, "Login failed", (d) => d.login.token)).resolves.toEqual({ ok: true, data: "t" });
  });

  it("answers what went wrong instead of throwing: a rejected call, an error in the answer, an empty answer", async () => {
    const refused = graphQLError("Invalid email or password", { code: "UNAUTHENTICATED" });
    await expect(attempt(() => Promise.reject(refused), "Login failed")).resolves.toMatchObject({
      ok: false,
      error: { kind: "unauthenticated", code: "UNAUTHENTICATED", message: "Invalid email or password", retryable: false },
    });
    await expect(attempt(() => Promise.resolve({ error: refused }), "Login failed")).resolves.toMatchObject({
      ok: false,
      error: { kind: "unauthenticated" },
    });
    await expect(attempt(() => Promise.resolve({ data: null }), "Failed to fetch orders")).resolves.toMatchObject({
      ok: false,
      error: { kind: "server", message: "Failed to fetch orders", retryable: true },
    });
  });
});
