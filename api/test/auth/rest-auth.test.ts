import { waitForEmail } from "../support/outbox";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop({ LOGIN_MAX_FAILURES: "2" });
});
afterAll(() => t.close());

describe("REST /api/auth", () => {
  it("registers and logs in with { user, token, message } and _id", async () => {
    const reg = await t.http
      .post("/api/auth/register")
      .send({ firstName: "Meera", lastName: "Iyer", email: "Meera@Example.com", password: "secret123" });
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({
      user: {
        _id: expect.any(String),
        firstName: "Meera",
        lastName: "Iyer",
        email: "meera@example.com",
        signInPhone: null,
        role: "customer",
        phone: null,
        address: null,
        city: null,
        state: null,
        postalCode: null,
      },
      token: expect.any(String),
      message: "Registration successful",
    });

    const login = await t.http.post("/api/auth/login").send({ email: "meera@example.com", password: "secret123" });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user: { _id: reg.body.user._id, role: "customer" }, message: "Login successful" });
    const me = await t.gqlOk(graphql(`query RestAuthMe { me { id } }`), {}, login.body.token);
    expect(me.me.id).toBe(reg.body.user._id);
  });

  it.each([
    [{ email: "x@example.com" }, 400, "Password is required"],
    [{ email: "nope", password: "x" }, 400, "Invalid email address"],
    [{ email: 42, password: "secret123" }, 400, "Email must be text"],
    [{ email: "meera@example.com", password: "wrong" }, 401, "Invalid email or password"],
  ])("login with %p answers %i %s", async (body, status, message) => {
    const res = await t.http.post("/api/auth/login").send(body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it("gives the registration validation messages with 400", async () => {
    const res = await t.http.post("/api/auth/register").send({ firstName: "A", lastName: "B", email: "a@b.co", password: "123" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Password must be at least 6 characters", field: "password" });
    const dup = await t.http
      .post("/api/auth/register")
      .send({ firstName: "A", lastName: "B", email: "MEERA@example.com", password: "123456" });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe("An account with this email already exists");
  });

  it("rate limits failed logins with 429 and Retry-After", async () => {
    await t.http.post("/api/auth/register").send({ firstName: "R", lastName: "L", email: "rl@example.com", password: "secret123" });
    for (let i = 0; i < 2; i++)
      expect((await t.http.post("/api/auth/login").send({ email: "rl@example.com", password: "bad-password" })).status).toBe(401);
    const blocked = await t.http.post("/api/auth/login").send({ email: "rl@example.com", password: "secret123" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed login attempts/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("resets a password through the added forgot/reset routes", async () => {
    const forgot = await t.http.post("/api/auth/forgot-password").send({ email: "meera@example.com" });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ message: "If an account exists for this email, a reset link has been sent." });
    const mail = await waitForEmail(t.config.outboxDir, "meera@example.com");
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    const reset = await t.http.post("/api/auth/reset-password").send({ token, newPassword: "new-secret" });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe("Your password has been reset");
    expect((await t.http.post("/api/auth/login").send({ email: "meera@example.com", password: "new-secret" })).status).toBe(200);
    expect((await t.http.post("/api/auth/reset-password").send({ token, newPassword: "again-secret" })).status).toBe(400);
  });

  it("answers malformed JSON, unknown paths and wrong methods with a JSON message", async () => {
    const malformed = await t.http.post("/api/auth/login").set("content-type", "application/json").send("{oops");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: "Malformed JSON in request body", code: "MALFORMED_JSON", kind: "BAD_REQUEST" });
    const unknown = await t.http.get("/api/nothing-here");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "No such API path: GET /api/nothing-here", code: "UNKNOWN_API_PATH", kind: "NOT_FOUND" });
    const wrongMethod = await t.http.get("/api/auth/login");
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe("POST");
    expect(wrongMethod.body).toEqual({
      message: "GET is not allowed on /api/auth/login",
      code: "METHOD_NOT_ALLOWED",
      kind: "METHOD_NOT_ALLOWED",
      allowed: ["POST"],
    });
  });

  it("documents its routes in /api/openapi.json", async () => {
    const res = await t.http.get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(["/api/auth/login", "/api/auth/register", "/api/auth/forgot-password", "/api/auth/reset-password"]),
    );
    expect(res.body.paths["/api/auth/login"].post.requestBody.content["application/json"].schema.required).toEqual(["email", "password"]);
  });
});
