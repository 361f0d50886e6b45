import { waitForEmail } from "../support/outbox";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/** Tokens stop working when the account says so: password change or reset, logout, an admin. */
let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

const ME = graphql(`query SessionsMe { me { id } }`);
const LOGIN = graphql(`mutation SessionsLogin($input: LoginInput!) { login(input: $input) { token } }`);
const CHANGE_PASSWORD = graphql(
  `mutation SessionsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token message } }`,
);
const LOGOUT = graphql(`mutation SessionsLogout{ logout { message } }`);
const END_SESSIONS = graphql(`mutation SessionsEndSessions($userId: ID!) { endUserSessions(userId: $userId) { message } }`);

async function signInAgain(email: string, password: string): Promise<string> {
  return (await t.gqlOk(LOGIN, { input: { email, password } })).login.token;
}

async function expectEnded(token: string) {
  const res = await t.gql(ME, {}, token);
  expect(res.errors?.[0]).toMatchObject({
    message: "Your session has ended, please log in again",
    extensions: { code: "UNAUTHENTICATED" },
  });
  const rest = await t.http.get("/api/orders/my-orders").set("authorization", `Bearer ${token}`);
  expect(rest.status).toBe(401);
}

async function expectWorks(token: string, userId: string) {
  expect((await t.gqlOk(ME, {}, token)).me.id).toBe(userId);
}

describe("sessions", () => {
  it("a password reset ends every token issued before it", async () => {
    const customer = await t.registerCustomer();
    const other = await signInAgain(customer.email, customer.password);
    await t.gqlOk(graphql(`mutation SessionsRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { message } }`), {
      email: customer.email,
    });
    const token = /token=([\w-]+)/.exec((await waitForEmail(t.config.outboxDir, customer.email)).text)![1];
    const reset = await t.gqlOk(
      graphql(`mutation SessionsResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { token } }`),
      {
        input: { token, newPassword: "a-new-secret" },
      },
    );
    await expectEnded(customer.token);
    await expectEnded(other);
    await expectWorks(reset.resetPassword.token, customer.id);
  });

  it("changing the password checks the current one and ends every other token", async () => {
    const customer = await t.registerCustomer();
    const other = await signInAgain(customer.email, customer.password);

    const wrong = await t.gql(CHANGE_PASSWORD, { input: { currentPassword: "not-it", newPassword: "new-secret" } }, customer.token);
    expect(wrong.errors?.[0]).toMatchObject({
      message: "Your current password is not correct",
      extensions: { code: "BAD_USER_INPUT", field: "currentPassword" },
    });
    await expectWorks(other, customer.id);

    const changed = await t.gqlOk(
      CHANGE_PASSWORD,
      { input: { currentPassword: customer.password, newPassword: "new-secret" } },
      customer.token,
    );
    await expectEnded(customer.token);
    await expectEnded(other);
    await expectWorks(changed.changePassword.token, customer.id);
    await signInAgain(customer.email, "new-secret");
  });

  it("logout ends the token it was given, and only that one", async () => {
    const customer = await t.registerCustomer();
    const phone = await signInAgain(customer.email, customer.password);
    expect((await t.gqlOk(LOGOUT, {}, customer.token)).logout.message).toBe("You are signed out");
    await expectEnded(customer.token);
    await expectWorks(phone, customer.id);

    const rest = await t.http.post("/api/auth/logout").set("authorization", `Bearer ${phone}`);
    expect(rest.status).toBe(200);
    await expectEnded(phone);
    expect((await t.gql(LOGOUT, {}, phone)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("an admin can end every session of a customer; a customer cannot", async () => {
    const customer = await t.registerCustomer();
    const victim = await t.registerCustomer();
    expect((await t.gql(END_SESSIONS, { userId: victim.id }, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    await expectWorks(victim.token, victim.id);

    await t.gqlOk(END_SESSIONS, { userId: victim.id }, await t.adminToken());
    await expectEnded(victim.token);
    await signInAgain(victim.email, victim.password);
    expect((await t.gql(END_SESSIONS, { userId: "not-a-user" }, await t.adminToken())).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("changes the password through REST too, answering a new token", async () => {
    const customer = await t.registerCustomer();
    const res = await t.http
      .post("/api/auth/change-password")
      .set("authorization", `Bearer ${customer.token}`)
      .send({ currentPassword: customer.password, newPassword: "rest-secret" });
    expect(res.status).toBe(200);
    await expectEnded(customer.token);
    await expectWorks(res.body.token, customer.id);
  });
});
