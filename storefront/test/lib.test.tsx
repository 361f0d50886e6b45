import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { attempt, toProblem } from "../src/lib/call-result";
import { forgetGuestId, keepGuestId, storedGuestId } from "../src/lib/guest";
import { formatRupees } from "../src/lib/money";
import { toHalfStars } from "../src/components/product/Stars";

describe("formatRupees", () => {
  it.each([
    [129900, "Rs. 1,299.00"],
    [12999950, "Rs. 1,29,999.50"],
    [0, "Rs. 0.00"],
    [5, "Rs. 0.05"],
    [1000000000, "Rs. 1,00,00,000.00"],
    [-5000, "-Rs. 50.00"],
  ])("%i paise is %s", (paise, text) => expect(formatRupees(paise)).toBe(text));
});

describe("guest identity", () => {
  beforeEach(() => localStorage.clear());

  it("is none until the API issues one, then kept as issued; forgotten after logout", () => {
    expect(storedGuestId()).toBeNull();
    // Whatever the API issued is kept as it is: the storefront does not judge its format.
    keepGuestId("gc_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(storedGuestId()).toBe("gc_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    forgetGuestId();
    expect(storedGuestId()).toBeNull();
  });
});

describe("call results", () => {
  const graphQLError = (message: string, extensions: Record<string, unknown>) =>
    new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

  it("tells validation problems apart, with each field's message", () => {
    const problem = toProblem(
      graphQLError("Phone number must be 10 digits", {
        code: "BAD_USER_INPUT",
        field: "shippingInfo.phoneNo",
        fields: [{ field: "shippingInfo.phoneNo", message: "Phone number must be 10 digits" }],
      }),
      "Failed to create checkout session",
    );
    expect(problem).toEqual({
      kind: "validation",
      code: "BAD_USER_INPUT",
      message: "Phone number must be 10 digits",
      fields: { "shippingInfo.phoneNo": "Phone number must be 10 digits" },
      details: expect.any(Object),
      retryable: false,
    });
  });

  it("classifies by the error's kind and keeps its own code and data", () => {
    const expired = toProblem(
      graphQLError("This coupon has expired", {
        code: "COUPON_EXPIRED",
        kind: "BAD_USER_INPUT",
        field: "code",
        fields: [{ field: "code", message: "This coupon has expired" }],
      }),
      "Invalid coupon code",
    );
    expect(expired).toMatchObject({ kind: "validation", code: "COUPON_EXPIRED", fields: { code: "This coupon has expired" } });
    const soldOut = toProblem(
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
      kind: "server",
      code: "OUT_OF_STOCK",
      details: { productId: "p1", variantId: "v1", unitsLeft: 2 },
      retryable: false,
    });
  });

  it("shows the server's message for domain errors and the fallback for internal ones", () => {
    expect(
      toProblem(graphQLError("Only 2 left in stock", { code: "OUT_OF_STOCK", kind: "CONFLICT" }), "Failed to add item to cart"),
    ).toMatchObject({
      kind: "server",
      message: "Only 2 left in stock",
      retryable: false,
    });
    expect(toProblem(graphQLError("Internal server error", { code: "INTERNAL_SERVER_ERROR" }), "Failed to fatch cart")).toMatchObject({
      kind: "server",
      message: "Failed to fatch cart",
      retryable: true,
    });
  });

  it("treats failed requests and 5xx answers as network problems worth retrying", () => {
    expect(toProblem(new TypeError("Failed to fetch"), "Failed to fetch products")).toEqual({
      kind: "network",
      message: "Failed to fetch products",
      retryable: true,
    });
    const badGateway = new ServerError("Bad gateway", { response: { status: 502 } as Response, bodyText: "<html>" }); // jsdom has no Response;
    expect(toProblem(badGateway, "Failed to fetch products")).toMatchObject({ kind: "network", retryable: true });
  });

  it("wraps a call into ok or problem", async () => {
    await expect(
      attempt(
        () => Promise.resolve({ data: { login: { token: "t" } } }),
        (d) => d.login.token,
        "Login failed",
      ),
    ).resolves.toEqual({
      ok: true,
      data: "t",
    });
    await expect(
      attempt(
        () => Promise.reject(graphQLError("Invalid email or password", { code: "UNAUTHENTICATED" })),
        () => 1,
        "Login failed",
      ),
    ).resolves.toEqual({
      ok: false,
      problem: {
        kind: "server",
        code: "UNAUTHENTICATED",
        message: "Invalid email or password",
        details: { code: "UNAUTHENTICATED" },
        retryable: false,
      },
    });
  });
});

describe("stars", () => {
  it.each([
    [4.3, 4.5],
    [4.2, 4],
    [4.76, 5],
    [0, 0],
    [7, 5],
  ])("rating %f shows %f stars", (rating, stars) => expect(toHalfStars(rating)).toBe(stars));
});
