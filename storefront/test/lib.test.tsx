import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { attempt, toProblem } from "../src/lib/call-result";
import { currentGuestId, GUEST_ID_PATTERN, newGuestId, replaceGuestId } from "../src/lib/guest";
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

  it("is guest_<timestamp>_<random>, different every time", () => {
    const id = newGuestId(1700000000000);
    expect(id).toMatch(/^guest_1700000000000_[a-z0-9]{12,}$/);
    expect(newGuestId(1700000000000)).not.toBe(id);
  });

  it("is made once and kept; a new one replaces it (after logout)", () => {
    const first = currentGuestId();
    expect(first).toMatch(GUEST_ID_PATTERN);
    expect(currentGuestId()).toBe(first);
    const next = replaceGuestId();
    expect(next).not.toBe(first);
    expect(currentGuestId()).toBe(next);
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
      message: "Phone number must be 10 digits",
      fields: { "shippingInfo.phoneNo": "Phone number must be 10 digits" },
      retryable: false,
    });
  });

  it("shows the server's message for domain errors and the fallback for internal ones", () => {
    expect(toProblem(graphQLError("Only 2 left in stock", { code: "CONFLICT" }), "Failed to add item to cart")).toMatchObject({
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
    const badGateway = new ServerError("Bad gateway", { response: { status: 502 } as Response, bodyText: "<html>" }) // jsdom has no Response;
    expect(toProblem(badGateway, "Failed to fetch products")).toMatchObject({ kind: "network", retryable: true });
  });

  it("wraps a call into ok or problem", async () => {
    await expect(attempt(async () => ({ data: { login: { token: "t" } } }), (d) => d.login.token, "Login failed")).resolves.toEqual({
      ok: true,
      data: "t",
    });
    await expect(
      attempt(() => Promise.reject(graphQLError("Invalid email or password", { code: "UNAUTHENTICATED" })), () => 1, "Login failed"),
    ).resolves.toEqual({ ok: false, problem: { kind: "server", code: "UNAUTHENTICATED", message: "Invalid email or password", retryable: false } });
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
