import crypto from "node:crypto";
import type { Test } from "supertest";
import { ConfigError, loadConfig } from "../../src/shop/config";
import { createProduct } from "../support/catalog-fixtures";
import { ADDRESS, customerWithBag, newGuestId, placeCheckout, placeCheckoutOk } from "../support/commerce";
import { describeWithRedis, TEST_REDIS_URL } from "../support/redis";
import { startTestShop, type TestShop } from "../support/test-shop";

/** Each test sends from addresses of its own (X-Forwarded-For from the loopback proxy, trusted by default). */
const anAddress = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const email = () => `someone-${crypto.randomUUID()}@test.local`;
const ENQUIRY = { name: "Ravi", email: "ravi@example.com", phone: "9876543210", message: "Do you ship to Goa?" };

function graphql(t: TestShop, from: string, query: string, variables: Record<string, unknown>, token?: string): Test {
  const req = t.http.post("/graphql").set("x-forwarded-for", from);
  if (token) req.set("authorization", `Bearer ${token}`);
  return req.send({ query, variables });
}
function rest(t: TestShop, from: string, method: "post", path: string, body: unknown, token?: string): Test {
  const req = t.http[method](`/api${path}`).set("x-forwarded-for", from);
  if (token) req.set("authorization", `Bearer ${token}`);
  return req.send(body as object);
}

interface Case {
  action: string;
  /** Budgeted per account (needs a token) rather than per address. */
  perAccount?: boolean;
  graphql(t: TestShop, from: string, token: string | undefined, productId: string): Test;
  rest(t: TestShop, from: string, token: string | undefined, productId: string): Test;
}

const CASES: Case[] = [
  {
    action: "REGISTER",
    graphql: (t, from) =>
      graphql(t, from, `mutation($input: RegisterInput!) { register(input: $input) { token } }`, {
        input: { firstName: "A", lastName: "B", email: email(), password: "secret123" },
      }),
    rest: (t, from) => rest(t, from, "post", "/auth/register", { firstName: "A", lastName: "B", email: email(), password: "secret123" }),
  },
  {
    action: "FORGOT_PASSWORD",
    graphql: (t, from) =>
      graphql(t, from, `mutation($email: String!) { requestPasswordReset(email: $email) { message } }`, { email: email() }),
    rest: (t, from) => rest(t, from, "post", "/auth/forgot-password", { email: email() }),
  },
  {
    action: "RESET_PASSWORD",
    graphql: (t, from) =>
      graphql(t, from, `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { token } }`, {
        input: { token: "guess", newPassword: "secret123" },
      }),
    rest: (t, from) => rest(t, from, "post", "/auth/reset-password", { token: "guess", newPassword: "secret123" }),
  },
  {
    action: "NEWSLETTER",
    graphql: (t, from) =>
      graphql(t, from, `mutation($email: String!) { subscribeToNewsletter(email: $email) { message } }`, { email: email() }),
    rest: (t, from) => rest(t, from, "post", "/newsletter/subscribe", { email: email() }),
  },
  {
    action: "ENQUIRY",
    graphql: (t, from) => graphql(t, from, `mutation($input: EnquiryInput!) { sendEnquiry(input: $input) { id } }`, { input: ENQUIRY }),
    rest: (t, from) => rest(t, from, "post", "/contact", ENQUIRY),
  },
  {
    action: "GUEST_CART",
    graphql: (t, from, _token, productId) =>
      graphql(t, from, `mutation($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }`, {
        input: { productId, size: "Medium", color: "Black", quantity: 1, guestId: newGuestId() },
      }),
    rest: (t, from, _token, productId) =>
      rest(t, from, "post", "/cart", { productId, size: "Medium", color: "Black", quantity: 1, guestId: newGuestId() }),
  },
  {
    action: "REVIEW",
    perAccount: true,
    graphql: (t, from, token, productId) =>
      graphql(
        t,
        from,
        `mutation($id: ID!, $input: ReviewInput!) { addReview(productId: $id, input: $input) { id } }`,
        { id: productId, input: { rating: 5, comment: "Lovely" } },
        token,
      ),
    rest: (t, from, token, productId) => rest(t, from, "post", `/products/${productId}/reviews`, { rating: 4, comment: "Nice" }, token),
  },
  {
    action: "CHECKOUT",
    perAccount: true,
    graphql: (t, from, token) =>
      graphql(
        t,
        from,
        `mutation($input: CreateCheckoutInput!) { createCheckout(input: $input) { id } }`,
        {
          input: { shippingInfo: ADDRESS, paymentMethod: "COD", expectedTotalPaise: 0, idempotencyKey: crypto.randomUUID() },
        },
        token,
      ),
    rest: (t, from, token) =>
      rest(t, from, "post", "/checkout", { shippingInfo: ADDRESS, paymentMethod: "COD", totalPrice: 0, checkoutItems: [] }, token),
  },
];

/** A new customer's token, registered from an address of its own so it spends no test's budget. */
async function customerToken(t: TestShop): Promise<string> {
  const res = await CASES[0].graphql(t, anAddress(), undefined, "");
  return res.body.data.register.token;
}

const budgets = (value: string) => Object.fromEntries(CASES.map((c) => [`RATE_LIMIT_${c.action}`, value]));

/** A refusal, from REST (`message`) or GraphQL (`errors`). */
interface RefusedBody {
  message?: string;
  errors?: { message: string; extensions: { code: string } }[];
}

function expectRefused(res: { status: number; headers: Record<string, string>; body: RefusedBody }) {
  expect(res.status).toBe(429);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  const message = res.body.message ?? res.body.errors?.[0]?.message;
  expect(message).toMatch(/^Too many .+\. Please try again in \d+ (seconds?|minutes?)\.$/);
  if (res.body.errors) expect(res.body.errors[0].extensions.code).toBe("TOO_MANY_REQUESTS");
}

describe("every anonymous write has a budget", () => {
  let t: TestShop;
  let productId: string;
  beforeAll(async () => {
    t = await startTestShop(budgets("2/3600"));
    productId = (await createProduct(t.dataSource, { countInStock: 100_000 })).id;
  });
  afterAll(() => t.close());

  describe.each(CASES)("$action", (c) => {
    it.each(["graphql", "rest"] as const)("through %s: the third call is refused; another caller still gets through", async (surface) => {
      const from = anAddress();
      const account = c.perAccount ? await customerToken(t) : undefined;
      for (let i = 0; i < 2; i++) expect((await c[surface](t, from, account, productId)).status).not.toBe(429);
      // A customer's budget follows the account, whichever address it comes from.
      expectRefused(await c[surface](t, c.perAccount ? anAddress() : from, account, productId));
      const someoneElse = c.perAccount ? await customerToken(t) : undefined;
      expect((await c[surface](t, c.perAccount ? from : anAddress(), someoneElse, productId)).status).not.toBe(429);
    });
  });

  it("behind a proxy that appends to X-Forwarded-For, counts the address it saw, whatever the client wrote before it", async () => {
    const register = CASES[0];
    const from = anAddress();
    const forged = () => `${anAddress()}, ${from}`;
    for (let i = 0; i < 2; i++) expect((await register.graphql(t, forged(), undefined, "")).status).toBe(200);
    expectRefused(await register.rest(t, forged(), undefined, ""));
    expect((await register.rest(t, `${from}, ${anAddress()}`, undefined, "")).status).toBe(201);
  });

  it("does not budget a signed-in customer's own bag", async () => {
    const token = await customerToken(t);
    const from = anAddress();
    for (let i = 0; i < 4; i++) {
      const res = await graphql(
        t,
        from,
        `mutation($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }`,
        { input: { productId, size: "Medium", color: "Black", quantity: 1 } },
        token,
      );
      expect(res.body.errors).toBeUndefined();
    }
  });
});

describe("a retried checkout", () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop({ RATE_LIMIT_CHECKOUT: "2/3600" });
  });
  afterAll(() => t.close());

  it("gets the order it already made, through GraphQL and REST, once the budget is spent", async () => {
    const product = await createProduct(t.dataSource, { countInStock: 10 });
    const customer = await customerWithBag(t, product.id, 1);
    const idempotencyKey = crypto.randomUUID();
    const first = await placeCheckoutOk(t, customer.token, { idempotencyKey });
    expect(first.orderId).toEqual(expect.any(String));
    // The second unit of the budget goes on a checkout of the (now empty) bag; the third is refused.
    expect((await placeCheckout(t, customer.token, { expectedTotalPaise: 0 })).errors?.[0].extensions?.code).not.toBe("TOO_MANY_REQUESTS");
    expectRefused(await checkoutOverGraphql(customer.token, crypto.randomUUID()));

    for (let i = 0; i < 3; i++) {
      const replayed = await checkoutOverGraphql(customer.token, idempotencyKey);
      expect(replayed.body.errors).toBeUndefined();
      expect(replayed.body.data.createCheckout).toEqual({ id: first.id, orderId: first.orderId });
      const overRest = await rest(
        t,
        anAddress(),
        "post",
        "/checkout",
        { shippingInfo: ADDRESS, paymentMethod: "COD", totalPrice: 0 },
        customer.token,
      ).set("idempotency-key", idempotencyKey);
      expect(overRest.status).toBe(201);
      expect(overRest.body).toMatchObject({ _id: first.id, orderId: first.orderId });
    }
    // The replays spent nothing, and the budget is still spent for a new checkout.
    expectRefused(await checkoutOverGraphql(customer.token, crypto.randomUUID()));
  });

  const checkoutOverGraphql = (token: string, idempotencyKey: string) =>
    graphql(
      t,
      anAddress(),
      `mutation($input: CreateCheckoutInput!) { createCheckout(input: $input) { id orderId } }`,
      { input: { shippingInfo: ADDRESS, paymentMethod: "COD", expectedTotalPaise: 0, idempotencyKey } },
      token,
    );
});

describe("the default budgets cut a burst from one address", () => {
  let t: TestShop;
  let productId: string;
  beforeAll(async () => {
    t = await startTestShop(budgets("")); // empty: the shop's defaults
    productId = (await createProduct(t.dataSource, { countInStock: 100_000 })).id;
  });
  afterAll(() => t.close());

  it.each([
    ["REGISTER", 10],
    ["NEWSLETTER", 5],
    ["ENQUIRY", 5],
    ["GUEST_CART", 30],
  ])("60 %s calls at once: %i accepted, the rest refused with 429", async (action, accepted) => {
    const c = CASES.find((x) => x.action === action)!;
    const from = anAddress();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => c[i % 2 ? "rest" : "graphql"](t, from, undefined, productId)));
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(accepted);
    for (const refused of answers.filter((a) => a.status === 429)) expectRefused(refused);
  });
});

describe.each([
  ["a proxy this caller is not", "10.255.255.1"],
  ["no proxy", "none"],
])("with TRUST_PROXY naming %s", (_, trustProxy) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop({ ...budgets("2/3600"), TRUST_PROXY: trustProxy });
  });
  afterAll(() => t.close());

  it("a caller's own X-Forwarded-For does not change whose budget it spends", async () => {
    const register = CASES[0];
    for (let i = 0; i < 2; i++) expect((await register.graphql(t, anAddress(), undefined, "")).status).toBe(200);
    expectRefused(await register.rest(t, anAddress(), undefined, ""));
    expectRefused(await register.graphql(t, anAddress(), undefined, ""));
  });
});

describe("TRUST_PROXY", () => {
  it("takes addresses, subnets and the names of private ranges, or none", () => {
    expect(loadConfig({ TRUST_PROXY: "172.30.250.10" }).trustProxy).toEqual(["172.30.250.10"]);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,fd00::/8" }).trustProxy).toEqual(["loopback", "10.0.0.0/8", "fd00::/8"]);
    expect(loadConfig({ TRUST_PROXY: "none" }).trustProxy).toEqual([]);
    expect(loadConfig({}).trustProxy).toEqual(["loopback"]);
  });

  it.each(["1", "true", "10.0.0.0/33", "lb.internal", "10.0.0.1/8/8"])("refuses %s at start, naming the variable", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be "none" or comma-separated addresses/);
  });
});

describeWithRedis("budgets shared by two replicas through Redis", () => {
  let a: TestShop;
  let b: TestShop;
  beforeAll(async () => {
    a = await startTestShop({ ...budgets("3/3600"), REDIS_URL: TEST_REDIS_URL });
    b = await startTestShop({ ...budgets("3/3600"), REDIS_URL: TEST_REDIS_URL });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("counts registrations through both replicas against one budget", async () => {
    const register = CASES[0];
    const from = anAddress();
    expect((await register.graphql(a, from, undefined, "")).status).toBe(200);
    expect((await register.rest(b, from, undefined, "")).status).toBe(201);
    expect((await register.graphql(a, from, undefined, "")).status).toBe(200);
    expectRefused(await register.rest(b, from, undefined, ""));
    expectRefused(await register.graphql(a, from, undefined, ""));
  });
});
