import crypto from "node:crypto";
import { graphql } from "../gql";
import { addToCart, ADDRESS, CREATE_CHECKOUT, GET_CART, MERGE_GUEST_CART, newGuestId } from "../support/commerce";
import { createProduct } from "../support/catalog-fixtures";
import { MSG91_TEST_KEY, newPhone, type SmsShop, startSmsShop } from "../support/sms";
import { TEST_ADMIN } from "../support/test-shop";
import { until } from "../support/until";

/**
 * Signing in with a mobile number and a one-time code: the codes go by SMS over HTTP to the repo's
 * MSG91 sandbox, the shop's clock is moved instead of waited for, and every answer is read through
 * GraphQL or REST on real PostgreSQL.
 */

const REQUEST_OTP = graphql(`mutation PhoneRequestOtp($phone: String!) { requestOtp(phone: $phone) { message } }`);
const VERIFY_OTP = graphql(`
  mutation PhoneVerifyOtp($phone: String!, $code: String!) {
    verifyOtp(phone: $phone, code: $code) { token message user { id email signInPhone signInMethods } }
  }
`);
const REQUEST_LINK = graphql(`
  mutation PhoneRequestLink($phone: String!, $currentPassword: String!) {
    requestPhoneLinkOtp(phone: $phone, currentPassword: $currentPassword) { message }
  }
`);
const LINK_PHONE = graphql(
  `mutation PhoneLink($phone: String!, $code: String!) { linkPhone(phone: $phone, code: $code) { id signInPhone signInMethods } }`,
);
const ME = graphql(`query PhoneMe { me { id email signInPhone signInMethods } }`);
const LOGIN = graphql(`mutation PhoneEmailLogin($input: LoginInput!) { login(input: $input) { token user { id } } }`);
const UPDATE_PROFILE = graphql(`mutation PhoneUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id phone } }`);
const MY_ORDERS = graphql(`query PhoneMyOrders { myOrders(first: 10) { nodes { id customerEmail } } }`);
const USERS = graphql(
  `query PhoneUsers($search: String) { users(search: $search, first: 5) { nodes { id email signInPhone signInMethods } } }`,
);
const END_SESSIONS = graphql(`mutation PhoneEndSessions($userId: ID!) { endUserSessions(userId: $userId) { message } }`);

let s: SmsShop;
beforeAll(async () => {
  s = await startSmsShop({ OTP_SENDS_PER_PHONE: "3/900" });
});
afterAll(() => s.close());

/** Asks for a code and signs in with it. */
async function signInByPhone(phone: string, nth = 1) {
  await s.t.gqlOk(REQUEST_OTP, { phone });
  const code = await s.codeSentTo(phone, nth);
  return (await s.t.gqlOk(VERIFY_OTP, { phone, code })).verifyOtp;
}

describe("sign-in by phone", () => {
  it("sends a 6-digit code through MSG91's Flow API, makes the account on the first sign-in and finds it again after", async () => {
    const phone = newPhone();
    const first = await signInByPhone(phone);
    expect(first.user).toMatchObject({ email: null, signInPhone: phone, signInMethods: ["PHONE"] });
    expect((await s.t.gqlOk(ME, {}, first.token)).me.id).toBe(first.user.id);

    const sent = s.sms.messages.find((m) => m.mobiles === phone.slice(1))!;
    expect(sent).toMatchObject({ templateId: "test-sign-in", variables: { otp: expect.stringMatching(/^\d{6}$/) } });
    // Stored hashed: the code itself is nowhere in the table.
    const [row] = await s.t.dataSource.query(`SELECT code_hash FROM phone_codes WHERE phone = $1`, [phone]);
    expect(row.code_hash).not.toContain(sent.variables.otp);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);

    const again = await signInByPhone(phone, 2);
    expect(again.user.id).toBe(first.user.id);
  });

  it("takes the number as shoppers type it, keeps it in E.164, and names what is wrong with a bad one", async () => {
    const phone = newPhone();
    const national = phone.slice(3);
    await s.t.gqlOk(REQUEST_OTP, { phone: `${national.slice(0, 5)} ${national.slice(5)}` });
    const code = await s.codeSentTo(phone);
    const signedIn = (await s.t.gqlOk(VERIFY_OTP, { phone: `+91-${national}`, code })).verifyOtp;
    expect(signedIn.user.signInPhone).toBe(phone);

    const refusals: Array<[string, string]> = [
      ["", "Phone number is required"],
      ["12345", "Phone number must be 10 digits, optionally after +91"],
      ["5876543210", "An Indian mobile number starts with 6, 7, 8 or 9"],
      ["+14155550123", "Only Indian mobile numbers (+91) can sign in by phone"],
      ["98765abcde", "Phone number may contain only digits, spaces and a leading +91"],
    ];
    for (const [typed, message] of refusals) {
      const res = await s.t.gql(REQUEST_OTP, { phone: typed });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field: "phone" } });
    }
    const badCode = await s.t.gql(VERIFY_OTP, { phone, code: "12ab" });
    expect(badCode.errors?.[0]).toMatchObject({ message: "Enter the 6-digit code from the SMS", extensions: { field: "code" } });
  });

  it("refuses a code once it has expired", async () => {
    const phone = newPhone();
    await s.t.gqlOk(REQUEST_OTP, { phone });
    const code = await s.codeSentTo(phone);
    s.clock.advanceSeconds(301);
    const res = await s.t.gql(VERIFY_OTP, { phone, code });
    expect(res.errors?.[0]).toMatchObject({
      message: "This code has expired or can no longer be used: ask for a new one",
      extensions: { code: "OTP_INVALID", field: "code" },
    });
  });

  it("counts wrong codes: the attempts left are said, and after the last one even the right code is refused", async () => {
    const phone = newPhone();
    await s.t.gqlOk(REQUEST_OTP, { phone });
    const code = await s.codeSentTo(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await s.t.gql(VERIFY_OTP, { phone, code: wrong })).errors![0].message);
    expect(messages).toEqual([
      "That code is not right: 4 attempts left",
      "That code is not right: 3 attempts left",
      "That code is not right: 2 attempts left",
      "That code is not right: 1 attempt left",
      "This code has expired or can no longer be used: ask for a new one",
    ]);
    expect((await s.t.gql(VERIFY_OTP, { phone, code })).errors?.[0].extensions?.code).toBe("OTP_INVALID");
  });

  it("limits the codes sent to one number, even when the requests race, until the window has passed", async () => {
    const phone = newPhone();
    const answers = await Promise.all(Array.from({ length: 8 }, () => s.t.gql(REQUEST_OTP, { phone })));
    expect(answers.filter((a) => !a.errors).length).toBe(3);
    const refused = answers.find((a) => a.errors)!.errors![0];
    expect(refused.message).toMatch(/^Too many codes were sent to this phone number\. Please try again in \d+ minutes?\.$/);
    expect(refused.extensions).toMatchObject({ code: "TOO_MANY_REQUESTS", retryAfterSeconds: expect.any(Number) });

    // A later code replaces the earlier ones: the last one sent is the one that works.
    await until("three SMS", () => s.sms.messages.filter((m) => m.mobiles === phone.slice(1)).length === 3);
    s.clock.advanceSeconds(901);
    await s.t.gqlOk(REQUEST_OTP, { phone });
    const code = await s.codeSentTo(phone, 4);
    expect((await s.t.gqlOk(VERIFY_OTP, { phone, code })).verifyOtp.user.signInPhone).toBe(phone);
  });

  it("gives one session to many checks of one code at once", async () => {
    const phone = newPhone();
    await s.t.gqlOk(REQUEST_OTP, { phone });
    const code = await s.codeSentTo(phone);
    const answers = await Promise.all(Array.from({ length: 6 }, () => s.t.gql(VERIFY_OTP, { phone, code })));
    expect(answers.filter((a) => a.data?.verifyOtp?.token).length).toBe(1);
    expect(answers.filter((a) => a.errors?.[0].extensions?.code === "OTP_INVALID").length).toBe(5);
    const [{ count }] = await s.t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE sign_in_phone = $1`, [phone]);
    expect(count).toBe(1);
  });

  it("answers the same for a number with an account and one without", async () => {
    const known = newPhone();
    await signInByPhone(known);
    s.clock.advanceSeconds(901);
    const unknown = newPhone();
    const [forKnown, forUnknown] = await Promise.all([s.t.gql(REQUEST_OTP, { phone: known }), s.t.gql(REQUEST_OTP, { phone: unknown })]);
    expect(forKnown).toEqual(forUnknown);
    const [wrongKnown, wrongUnknown] = await Promise.all([
      s.t.gql(VERIFY_OTP, { phone: known, code: "000000" }),
      s.t.gql(VERIFY_OTP, { phone: unknown, code: "000000" }),
    ]);
    // Unless the code happens to be 000000, both say the same; neither says whether an account exists.
    if (!wrongKnown.data && !wrongUnknown.data) expect(wrongKnown).toEqual(wrongUnknown);
    // The same through REST, body and status.
    const restKnown = await s.t.http.post("/api/auth/otp/request").send({ phone: newPhone() });
    const restUnknown = await s.t.http.post("/api/auth/otp/request").send({ phone: newPhone() });
    expect([restKnown.status, restKnown.body]).toEqual([restUnknown.status, restUnknown.body]);
  });

  it("signs in through REST as through GraphQL", async () => {
    const phone = newPhone();
    const requested = await s.t.http.post("/api/auth/otp/request").send({ phone: phone.slice(3) });
    expect(requested.status).toBe(200);
    const code = await s.codeSentTo(phone);
    const wrong = await s.t.http.post("/api/auth/otp/verify").send({ phone, code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "OTP_INVALID", field: "code" });
    const verified = await s.t.http.post("/api/auth/otp/verify").send({ phone, code });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email: null, signInPhone: phone, role: "customer" });
    const missing = await s.t.http.post("/api/auth/otp/request").send({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: "phone", message: "Phone number is required" });
  });
});

describe("phone and email on one account", () => {
  it("an email account adds a verified number with its password, then signs in either way; admins see both and end its sessions", async () => {
    const customer = await s.t.registerCustomer();
    const phone = newPhone();
    await s.t.gqlOk(REQUEST_LINK, { phone, currentPassword: customer.password }, customer.token);
    const code = await s.codeSentTo(phone);
    const linked = (await s.t.gqlOk(LINK_PHONE, { phone, code }, customer.token)).linkPhone;
    expect(linked).toMatchObject({ id: customer.id, signInPhone: phone, signInMethods: ["EMAIL", "PHONE"] });

    const byPhone = await signInByPhone(phone, 2);
    expect(byPhone.user.id).toBe(customer.id);
    const byEmail = (await s.t.gqlOk(LOGIN, { input: { email: customer.email, password: customer.password } })).login;
    expect(byEmail.user.id).toBe(customer.id);

    const admin = await s.t.adminToken();
    const listed = (await s.t.gqlOk(USERS, { search: phone.slice(3) }, admin)).users.nodes;
    expect(listed).toEqual([{ id: customer.id, email: customer.email, signInPhone: phone, signInMethods: ["EMAIL", "PHONE"] }]);
    await s.t.gqlOk(END_SESSIONS, { userId: customer.id }, admin);
    expect((await s.t.gql(ME, {}, byPhone.token)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("does not let a staff account sign in by a code: adding a number is refused, and a customer's number that became staff's signs nobody in", async () => {
    const admin = await s.t.adminToken();
    const refused = await s.t.gql(REQUEST_LINK, { phone: newPhone(), currentPassword: TEST_ADMIN.password }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: "Staff accounts sign in with their email and password only, not with a code by SMS",
      extensions: { code: "BAD_USER_INPUT", field: "phone" },
    });

    const phone = newPhone();
    const promoted = await signInByPhone(phone);
    await s.t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [promoted.user.id]);
    await s.t.gqlOk(REQUEST_OTP, { phone });
    const res = await s.t.gql(VERIFY_OTP, { phone, code: await s.codeSentTo(phone, 2) });
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "phone" } });
    expect(res.data?.verifyOtp ?? null).toBeNull();
  });

  it("refuses a number another account signs in with, but only once the code proves the number is the caller's", async () => {
    const owner = newPhone();
    await signInByPhone(owner);
    const other = await s.t.registerCustomer();
    const requested = await s.t.gql(REQUEST_LINK, { phone: owner, currentPassword: other.password }, other.token);
    expect(requested.errors).toBeUndefined();
    const wrong = await s.t.gql(LINK_PHONE, { phone: owner, code: "000000" }, other.token);
    expect(wrong.errors?.[0].extensions?.code).toBe("OTP_INVALID");
    const code = await s.codeSentTo(owner, 2);
    const res = await s.t.gql(LINK_PHONE, { phone: owner, code }, other.token);
    expect(res.errors?.[0]).toMatchObject({
      message: "This phone number already signs in to another account. Sign in with it there, or use another number.",
      extensions: { code: "PHONE_TAKEN", field: "phone" },
    });
    expect((await s.t.gqlOk(ME, {}, other.token)).me.signInPhone).toBeNull();
  });

  it("does not let a session alone, a code for another purpose, or a typed profile phone take over an account", async () => {
    const victim = await s.t.registerCustomer();
    const attackerPhone = newPhone();
    // A session left open somewhere: without the password no number is added.
    const noPassword = await s.t.gql(REQUEST_LINK, { phone: attackerPhone, currentPassword: "guess-123" }, victim.token);
    expect(noPassword.errors?.[0]).toMatchObject({
      message: "Your current password is not correct",
      extensions: { field: "currentPassword" },
    });
    expect(s.sms.messages.some((m) => m.mobiles === attackerPhone.slice(1))).toBe(false);

    // A sign-in code does not add a number to an account, and an adding code does not sign in.
    await s.t.gqlOk(REQUEST_OTP, { phone: attackerPhone });
    const signInCode = await s.codeSentTo(attackerPhone);
    expect((await s.t.gql(LINK_PHONE, { phone: attackerPhone, code: signInCode }, victim.token)).errors?.[0].extensions?.code).toBe(
      "OTP_INVALID",
    );
    const holder = await s.t.registerCustomer();
    await s.t.gqlOk(REQUEST_LINK, { phone: attackerPhone, currentPassword: holder.password }, holder.token);
    const linkCode = await s.codeSentTo(attackerPhone, 2);
    expect((await s.t.gql(VERIFY_OTP, { phone: attackerPhone, code: linkCode })).errors?.[0].extensions?.code).toBe("OTP_INVALID");

    // The profile's contact phone proves nothing: signing in with it makes an account of its own.
    const typed = newPhone();
    await s.t.gqlOk(UPDATE_PROFILE, { input: { phone: typed.slice(3) } }, victim.token);
    const byTyped = await signInByPhone(typed);
    expect(byTyped.user.id).not.toBe(victim.id);
    expect(byTyped.user.email).toBeNull();

    // A phone-only account has no password to guess or reset through email.
    const login = await s.t.gql(LOGIN, { input: { email: "", password: "" } });
    expect(login.errors).toBeDefined();
    const link = await s.t.gql(REQUEST_LINK, { phone: newPhone(), currentPassword: "anything" }, byTyped.token);
    expect(link.errors?.[0].message).toBe("This account signs in by phone and has no password");
  });
});

describe("the SMS provider", () => {
  it("checks the auth key, and a message MSG91 could not take for a moment is sent again; one it refuses is not retried", async () => {
    const refused = await fetch(`${s.sms.url}/api/v5/flow`, {
      method: "POST",
      headers: { authkey: "wrong-key", "content-type": "application/json" },
      body: JSON.stringify({ template_id: "t", recipients: [{ mobiles: "919876543210", otp: "123456" }] }),
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ type: "error", message: "Authentication failure" });
    expect(MSG91_TEST_KEY).not.toBe("wrong-key");

    const phone = newPhone();
    await fetch(`${s.sms.url}/sandbox/faults`, { method: "POST", body: JSON.stringify({ kind: "outage", count: 1 }) });
    await s.t.gqlOk(REQUEST_OTP, { phone });
    const code = await s.codeSentTo(phone);
    expect((await s.t.gqlOk(VERIFY_OTP, { phone, code })).verifyOtp.user.signInPhone).toBe(phone);

    const unreachable = newPhone();
    s.sms.failNext("invalid-number");
    await s.t.gqlOk(REQUEST_OTP, { phone: unreachable });
    await s.t.settleJobs();
    expect(s.sms.messages.some((m) => m.mobiles === unreachable.slice(1))).toBe(false);
  });
});

describe("guest checkout on a verified phone", () => {
  it("a guest verifies their phone, their bag comes along, the COD order is theirs and shows when they sign in again by phone", async () => {
    const product = await createProduct(s.t.dataSource, { countInStock: 5 });
    const guestId = newGuestId();
    await addToCart(s.t, { guestId }, product.id, { quantity: 2 });

    const phone = newPhone();
    const signedIn = await signInByPhone(phone);
    const merged = (await s.t.gqlOk(MERGE_GUEST_CART, { guestId }, signedIn.token)).mergeGuestCart;
    expect(merged.lines.map((l) => l.quantity)).toEqual([2]);

    const total = (await s.t.gqlOk(GET_CART, {}, signedIn.token)).cart.totals.total.paise;
    const input = { shippingInfo: ADDRESS, paymentMethod: "COD" as const, expectedTotalPaise: total, idempotencyKey: crypto.randomUUID() };
    const noEmail = await s.t.gql(CREATE_CHECKOUT, { input }, signedIn.token);
    expect(noEmail.errors?.[0]).toMatchObject({
      message: "Email is required for the order's updates",
      extensions: { field: "contactEmail" },
    });
    const placed = (await s.t.gqlOk(CREATE_CHECKOUT, { input: { ...input, contactEmail: "Guest@Example.com" } }, signedIn.token))
      .createCheckout;
    expect(placed.orderId).toBeTruthy();

    s.clock.advanceSeconds(901);
    const later = await signInByPhone(phone, 2);
    expect(later.user.id).toBe(signedIn.user.id);
    expect((await s.t.gqlOk(MY_ORDERS, {}, later.token)).myOrders.nodes).toEqual([
      { id: placed.orderId, customerEmail: "guest@example.com" },
    ]);
  });
});

describe("codes asked for from one client address", () => {
  it("are limited across numbers, whether or not they have accounts", async () => {
    const limited = await startSmsShop({ OTP_SENDS_PER_ADDRESS: "2/3600" });
    try {
      const answers = [];
      for (const phone of [newPhone(), newPhone(), newPhone()]) answers.push(await limited.t.gql(REQUEST_OTP, { phone }));
      expect(answers.map((a) => a.errors?.[0].extensions?.code ?? "sent")).toEqual(["sent", "sent", "TOO_MANY_REQUESTS"]);
      expect(answers[2].errors?.[0].message).toMatch(/^Too many codes were asked for from your network\./);
      limited.clock.advanceSeconds(3601);
      expect((await limited.t.gql(REQUEST_OTP, { phone: newPhone() })).errors).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});
