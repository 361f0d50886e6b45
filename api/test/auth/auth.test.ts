import fs from "node:fs";
import path from "node:path";
import jwt from "jsonwebtoken";
import { readOutbox, waitForEmail } from "../support/outbox";
import { startTestShop, type TestShop, TEST_ADMIN } from "../support/test-shop";
import { graphql } from "../gql";

const REGISTER = graphql(`mutation AuthRegister($input: RegisterInput!) {
  register(input: $input) { token message user { id firstName lastName email role phone } }
}`);
const LOGIN = graphql(`mutation AuthLogin($input: LoginInput!) { login(input: $input) { token message user { id email role } } }`);
const ME = graphql(`query AuthMe { me { id email firstName role } }`);
const UPDATE_PROFILE = graphql(
  `mutation AuthUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName phone address city state postalCode } }`,
);
const USERS = graphql(`query AuthUsers { users { totalCount nodes { email } } }`);
const REQUEST_RESET = graphql(`mutation AuthRequestReset($email: String!) { requestPasswordReset(email: $email) { message } }`);
const RESET = graphql(`mutation AuthReset($input: ResetPasswordInput!) { resetPassword(input: $input) { token user { email } } }`);

const validRegistration = { firstName: "Asha", lastName: "Verma", email: "asha@example.com", password: "secret123" };

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop({ LOGIN_MAX_FAILURES: "3" });
});
afterAll(() => t.close());

describe("registration and login", () => {
  it("registers a customer, logs in with any email case, and knows who they are", async () => {
    const reg = await t.gqlOk(REGISTER, { input: { ...validRegistration, email: "Asha@Example.COM" } });
    expect(reg.register).toMatchObject({
      message: "Registration successful",
      user: { email: "asha@example.com", role: "CUSTOMER", phone: null },
    });

    const login = await t.gqlOk(LOGIN, { input: { email: "ASHA@example.com", password: "secret123" } });
    expect(login.login.user.id).toBe(reg.register.user.id);

    const me = await t.gqlOk(ME, {}, login.login.token);
    expect(me.me).toEqual({ id: reg.register.user.id, email: "asha@example.com", firstName: "Asha", role: "CUSTOMER" });
    expect((await t.gqlOk(ME)).me).toBeNull();
  });

  it("never returns or stores the password in clear", async () => {
    const res = await t.gqlRaw(`{ me { passwordHash } }`);
    expect(res.errors?.[0].message).toMatch(/Cannot query field "passwordHash"/);
    const [row] = await t.dataSource.query(`SELECT password_hash FROM users WHERE email = 'asha@example.com'`);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a second account for the same email in another case", async () => {
    const res = await t.gql(REGISTER, { input: { ...validRegistration, email: "ASHA@EXAMPLE.COM" } });
    expect(res.errors?.[0]).toMatchObject({
      message: "An account with this email already exists",
      extensions: { code: "EMAIL_TAKEN", kind: "BAD_USER_INPUT", field: "email" },
    });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = 'asha@example.com'`);
    expect(count).toBe(1);
  });

  it.each([
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ lastName: "" }, "lastName", "Last name is required"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "not-an-email" }, "email", "Enter a valid email"],
    [{ password: "" }, "password", "Password is required"],
    [{ password: "12345" }, "password", "Password must be at least 6 characters"],
  ])("registration with %p says '%s: %s' and creates nothing", async (change, field, message) => {
    const before = await userCount();
    const res = await t.gql(REGISTER, { input: { ...validRegistration, email: "new@example.com", ...change } });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ email: "" }, "email", "Email is required"],
    [{ email: "asha" }, "email", "Invalid email address"],
    [{ password: "" }, "password", "Password is required"],
  ])("login with %p says '%s: %s'", async (change, field, message) => {
    const res = await t.gql(LOGIN, { input: { email: "asha@example.com", password: "secret123", ...change } });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
  });

  it("gives one message for a wrong password and an unknown email", async () => {
    const wrongPassword = await t.gql(LOGIN, { input: { email: "asha@example.com", password: "wrong-password" } });
    const unknownEmail = await t.gql(LOGIN, { input: { email: "nobody@example.com", password: "secret123" } });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.errors?.[0]).toMatchObject({ message: "Invalid email or password", extensions: { code: "UNAUTHENTICATED" } });
      expect(res.data).toBeNull();
    }
  });
});

describe("tokens and roles", () => {
  it("refuses an expired token and a tampered one", async () => {
    const { token, id } = await t.registerCustomer();
    const secret = fs.readFileSync(path.join(t.config.dataDir, "secrets", "jwt-secret"), "utf8");
    const expired = jwt.sign({ sub: id, role: "CUSTOMER", exp: Math.floor(Date.now() / 1000) - 60 }, secret);
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: "admin" })).toString("base64url");
    const tampered = [header, promoted, signature].join(".");

    const expiredRes = await t.gql(ME, {}, expired);
    expect(expiredRes.errors?.[0]).toMatchObject({
      message: "Your session has expired, please log in again",
      extensions: { code: "UNAUTHENTICATED" },
    });
    for (const bad of [tampered, "not.a.token"]) {
      const res = await t.gql(USERS, {}, bad);
      expect(res.errors?.[0]).toMatchObject({ message: "Invalid token, please log in again", extensions: { code: "UNAUTHENTICATED" } });
    }
  });

  it("lets an admin list users, refuses a customer (FORBIDDEN) and a guest (UNAUTHENTICATED)", async () => {
    const admin = await t.gqlOk(USERS, {}, await t.adminToken());
    expect(admin.users.nodes.map((u: { email: string }) => u.email)).toContain(TEST_ADMIN.email);

    const { token } = await t.registerCustomer();
    const asCustomer = await t.gql(USERS, {}, token);
    expect(asCustomer.errors?.[0]).toMatchObject({ message: "Only an admin can do this", extensions: { code: "FORBIDDEN" } });
    expect(asCustomer.data).toBeNull();

    const asGuest = await t.gql(USERS);
    expect(asGuest.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
  });

  it("updates the signed-in customer's profile and validates phone and postal code", async () => {
    const { token } = await t.registerCustomer();
    const input = {
      firstName: "Ravi",
      phone: "9876543210",
      address: "12 MG Road",
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411001",
    };
    expect((await t.gqlOk(UPDATE_PROFILE, { input }, token)).updateProfile).toEqual({
      firstName: "Ravi",
      phone: "9876543210",
      address: "12 MG Road",
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411001",
    });
    const badPhone = await t.gql(UPDATE_PROFILE, { input: { phone: "12345" } }, token);
    expect(badPhone.errors?.[0]).toMatchObject({ message: "Phone number must be 10 digits", extensions: { field: "phone" } });
    const badPostal = await t.gql(UPDATE_PROFILE, { input: { postalCode: "4110" } }, token);
    expect(badPostal.errors?.[0]).toMatchObject({ message: "Postal Code must be 6 digits", extensions: { field: "postalCode" } });
    expect((await t.gql(UPDATE_PROFILE, { input })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a null name and clears an optional field sent as null, keeping the rest", async () => {
    const { token } = await t.registerCustomer();
    await t.gqlOk(UPDATE_PROFILE, { input: { phone: "9876543210", city: "Pune" } }, token);
    for (const [field, value] of [
      ["firstName", null],
      ["lastName", null],
      ["firstName", "  "],
    ]) {
      const refused = await t.gql(UPDATE_PROFILE, { input: { [field!]: value } }, token);
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field } });
    }
    const cleared = (await t.gqlOk(UPDATE_PROFILE, { input: { phone: null } }, token)).updateProfile;
    expect(cleared).toMatchObject({ phone: null, city: "Pune" });
  });
});

describe("password reset", () => {
  it("emails a single-use link that sets a new password", async () => {
    const { email } = await t.registerCustomer({ email: "reset-me@example.com" });
    const answerForKnown = await t.gqlOk(REQUEST_RESET, { email: "Reset-Me@example.com" });
    const answerForUnknown = await t.gqlOk(REQUEST_RESET, { email: "ghost@example.com" });
    expect(answerForKnown).toEqual(answerForUnknown);

    await waitForEmail(t.config.outboxDir, email);
    const mails = await readOutbox(t.config.outboxDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, subject: "Reset your password" });
    const token = resetTokenIn(mails[0].text);

    const reset = await t.gqlOk(RESET, { input: { token, newPassword: "brand-new-pass" } });
    expect(reset.resetPassword.user.email).toBe(email);
    await t.gqlOk(LOGIN, { input: { email, password: "brand-new-pass" } });
    expect((await t.gql(LOGIN, { input: { email, password: "secret123" } })).errors?.[0].message).toBe("Invalid email or password");

    const reused = await t.gql(RESET, { input: { token, newPassword: "another-pass" } });
    expect(reused.errors?.[0]).toMatchObject({
      message: "This reset link is invalid or has expired",
      extensions: { code: "BAD_USER_INPUT", field: "token" },
    });
    await t.gqlOk(LOGIN, { input: { email, password: "brand-new-pass" } });
  });

  it("refuses an expired link and a too-short new password", async () => {
    const { email } = await t.registerCustomer();
    await t.gqlOk(REQUEST_RESET, { email });
    const mail = await waitForEmail(t.config.outboxDir, email);
    const token = resetTokenIn(mail.text);

    const short = await t.gql(RESET, { input: { token, newPassword: "123" } });
    expect(short.errors?.[0]).toMatchObject({ message: "Password must be at least 6 characters", extensions: { field: "newPassword" } });

    await t.dataSource.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`);
    const expired = await t.gql(RESET, { input: { token, newPassword: "long-enough" } });
    expect(expired.errors?.[0].message).toBe("This reset link is invalid or has expired");
  });
});

describe("failed login rate limit", () => {
  it("refuses further logins for an email after too many failures with 429, even with the right password", async () => {
    const { email, password } = await t.registerCustomer();
    for (let i = 0; i < 3; i++) {
      const res = await t.gql(LOGIN, { input: { email, password: "wrong-password" } });
      expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    }
    const blocked = await t.gql(LOGIN, { input: { email, password } });
    expect(blocked.status).toBe(429);
    expect(blocked.errors?.[0]).toMatchObject({ extensions: { code: "TOO_MANY_REQUESTS" } });
    expect(blocked.errors?.[0].message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);

    const other = await t.registerCustomer();
    await t.gqlOk(LOGIN, { input: { email: other.email, password: other.password } });
  });
});

function resetTokenIn(text: string): string {
  const link = /(http\S+\/reset-password\?token=([\w-]+))/.exec(text);
  expect(link?.[1]).toMatch(new RegExp(`^${t.config.publicUrl}/reset-password\\?token=`));
  return link![2];
}

async function userCount(): Promise<number> {
  const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users`);
  return count;
}
