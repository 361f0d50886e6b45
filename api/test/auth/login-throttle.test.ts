import crypto from "node:crypto";
import { describeWithRedis, TEST_REDIS_URL } from "../support/redis";
import { startTestShop, type TestShop } from "../support/test-shop";

/**
 * Password guessing against one account, from one address and from many, in this process and
 * over Redis (as several replicas share it). Each test signs in from addresses of its own
 * (X-Forwarded-For from the loopback proxy), so runs never share a counter.
 */
const anAddress = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

const login = (t: TestShop, email: string, password: string, from: string) =>
  t.http.post("/api/auth/login").set("x-forwarded-for", from).send({ email, password });

const throttleTests = (env: Record<string, string>) => () => {
  let t: TestShop;
  // An admin of this run's own, so that runs sharing Redis never share the account's counters.
  const admin = { email: `admin-${crypto.randomUUID()}@test.local`, password: "admin-password" };
  beforeAll(async () => {
    t = await startTestShop({
      ...env,
      LOGIN_MAX_FAILURES: "5",
      LOGIN_ACCOUNT_MAX_FAILURES: "8",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
  });
  afterAll(() => t.close());

  it("checks 40 guesses sent at once at one account no more than the limit's 5 times", async () => {
    const { email } = await t.registerCustomer();
    const from = anAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(t, email, "wrong-guess", from)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("locks out the guesser's address, not the owner signing in from another", async () => {
    const { email, password } = await t.registerCustomer();
    const attacker = anAddress();
    for (let i = 0; i < 5; i++) expect((await login(t, email, "wrong-guess", attacker)).status).toBe(401);
    expect((await login(t, email, password, attacker)).status).toBe(429);
    expect((await login(t, email, password, anAddress())).status).toBe(200);
  });

  it("stops guessers on many addresses at the slower per-account backstop", async () => {
    const { email, password } = await t.registerCustomer();
    const first = anAddress();
    for (let i = 0; i < 5; i++) expect((await login(t, email, "wrong-guess", first)).status).toBe(401);
    const second = anAddress();
    for (let i = 0; i < 3; i++) expect((await login(t, email, "wrong-guess", second)).status).toBe(401);
    // Eight failures in all: the account's backstop is spent for every address.
    expect((await login(t, email, password, anAddress())).status).toBe(429);
  });

  it("lets the admin sign in from an address they used before while guessers on many addresses are refused", async () => {
    const home = anAddress();
    expect((await login(t, admin.email, admin.password, home)).status).toBe(200);
    // Six guessers, three guesses each: the account's backstop of 8 lets 8 be checked, then refuses.
    const statuses: number[] = [];
    for (const from of Array.from({ length: 6 }, anAddress)) {
      for (let i = 0; i < 3; i++) statuses.push((await login(t, admin.email, "wrong-guess", from)).status);
    }
    expect(statuses).toEqual([...Array<number>(8).fill(401), ...Array<number>(10).fill(429)]);
    // The right password from an address the admin never used waits like a guess ...
    expect((await login(t, admin.email, admin.password, anAddress())).status).toBe(429);
    // ... but from the admin's own address it signs in, during the attack and after it.
    for (let i = 0; i < 2; i++) {
      const signedIn = await login(t, admin.email, admin.password, home);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user.role).toBe("admin");
      expect((await login(t, admin.email, "wrong-guess", anAddress())).status).toBe(429);
    }
  });

  it("does not count a right password, and starts the address's count again after it", async () => {
    const { email, password } = await t.registerCustomer();
    const from = anAddress();
    // 3 + 1 + 3 + 1 attempts from one address pass its limit of 5 only if the successes counted.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 3; i++) expect((await login(t, email, "wrong-guess", from)).status).toBe(401);
      expect((await login(t, email, password, from)).status).toBe(200);
    }
  });
};

describe("login throttle in this process", throttleTests({}));
describeWithRedis("login throttle shared through Redis", throttleTests({ REDIS_URL: TEST_REDIS_URL }));

describeWithRedis("login throttle across two replicas sharing Redis", () => {
  let a: TestShop;
  let b: TestShop;
  beforeAll(async () => {
    a = await startTestShop({ REDIS_URL: TEST_REDIS_URL, LOGIN_MAX_FAILURES: "4" });
    b = await startTestShop({ REDIS_URL: TEST_REDIS_URL, LOGIN_MAX_FAILURES: "4" });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("counts guesses through both against one limit", async () => {
    const email = `shared-${crypto.randomUUID()}@test.local`;
    await a.registerCustomer({ email });
    await b.registerCustomer({ email });
    const from = anAddress();
    expect((await login(a, email, "wrong", from)).status).toBe(401);
    expect((await login(b, email, "wrong", from)).status).toBe(401);
    expect((await login(a, email, "wrong", from)).status).toBe(401);
    expect((await login(b, email, "wrong", from)).status).toBe(401);
    expect((await login(a, email, "wrong", from)).status).toBe(429);
    expect((await login(b, email, "wrong", from)).status).toBe(429);
  });
});
