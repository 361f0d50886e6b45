import { Secret, TOTP } from "otpauth";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import { LOGIN, ME, newStaffMember, STAFF_SIGN_IN } from "./staff-support";

/** Staff's second factor: enrolling, signing in with a code (once each), recovery codes, and the owner's requirement. */
let t: TestShop;
let now = new Date("2026-11-20T06:00:00Z");
beforeAll(async () => {
  t = await startTestShop({}, { clock: () => now });
});
afterAll(() => t.close());

const BEGIN = graphql(
  `mutation StaffBeginEnrolment($input: SecondFactorEnrolmentInput!) { beginSecondFactorEnrolment(input: $input) { secret otpauthUri qrCodeSvg } }`,
);
const CONFIRM = graphql(
  `mutation StaffConfirmEnrolment($input: ConfirmSecondFactorInput!) { confirmSecondFactorEnrolment(input: $input) { recoveryCodes session { token user { id secondFactorEnabled } } } }`,
);
const COMPLETE = graphql(
  `mutation StaffCompleteSignIn($input: CompleteStaffSignInInput!) { completeStaffSignIn(input: $input) { token user { id } } }`,
);
const REQUIRE = graphql(
  `mutation StaffRequireSecondFactor($required: Boolean!) { setStaffSecondFactorRequired(required: $required) { secondFactorRequired } }`,
);

/** What the staff member's authenticator app shows at the shop's current time. */
const codeAt = (secret: string, at: Date = now) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: at.getTime() });

/** Moves the shop's clock on by whole 30-second steps, so the app shows a new code. */
const nextStep = (steps = 1) => {
  now = new Date(now.getTime() + steps * 30_000);
};

async function enrolled() {
  const member = await newStaffMember(t);
  const { beginSecondFactorEnrolment: enrolment } = await t.gqlOk(BEGIN, { input: {} }, member.token);
  const { confirmSecondFactorEnrolment: confirmed } = await t.gqlOk(CONFIRM, { input: { code: codeAt(enrolment.secret) } }, member.token);
  nextStep();
  return { ...member, secret: enrolment.secret, recoveryCodes: confirmed.recoveryCodes };
}

async function secondStepToken(email: string, password: string): Promise<string> {
  const { staffSignIn } = await t.gqlOk(STAFF_SIGN_IN, { input: { email, password } });
  expect(staffSignIn).toMatchObject({ next: "CODE", session: null });
  return staffSignIn.secondStepToken;
}

describe("a staff member's second factor", () => {
  it("is enrolled with a code from the app; then sign-in asks for a code, each good once", async () => {
    const member = await newStaffMember(t);
    const { beginSecondFactorEnrolment: enrolment } = await t.gqlOk(BEGIN, { input: {} }, member.token);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Bagzone:.*secret=[A-Z2-7]+.*digits=6.*period=30/);
    expect(enrolment.qrCodeSvg).toMatch(/^<svg/);
    expect((await t.gqlOk(ME, {}, member.token)).me?.secondFactorEnabled).toBe(false);

    const wrong = await t.gql(CONFIRM, { input: { code: codeAt(enrolment.secret, new Date(now.getTime() + 600_000)) } }, member.token);
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: "SECOND_FACTOR_INVALID", field: "code" });
    const confirmed = await t.gqlOk(CONFIRM, { input: { code: codeAt(enrolment.secret) } }, member.token);
    expect(confirmed.confirmSecondFactorEnrolment.session.user.secondFactorEnabled).toBe(true);
    expect(confirmed.confirmSecondFactorEnrolment.recoveryCodes).toHaveLength(8);
    const stored: Array<{ totp_secret: string }> = await t.dataSource.query(`SELECT totp_secret FROM users WHERE id = $1`, [member.id]);
    expect(stored[0].totp_secret).not.toContain(enrolment.secret);

    const refused = await t.gql(LOGIN, { input: { email: member.email, password: member.password } });
    expect(refused.errors?.[0].extensions?.code).toBe("SECOND_FACTOR_REQUIRED");

    nextStep();
    const step = await secondStepToken(member.email, member.password);
    const bad = await t.gql(COMPLETE, {
      input: { secondStepToken: step, code: "000000" === codeAt(enrolment.secret) ? "111111" : "000000" },
    });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: "SECOND_FACTOR_INVALID", field: "code" } });
    const code = codeAt(enrolment.secret);
    const signedIn = await t.gqlOk(COMPLETE, { input: { secondStepToken: step, code } });
    expect((await t.gqlOk(ME, {}, signedIn.completeStaffSignIn.token)).me?.id).toBe(member.id);

    const replayed = await t.gql(COMPLETE, { input: { secondStepToken: await secondStepToken(member.email, member.password), code } });
    expect(replayed.errors?.[0].extensions?.code).toBe("SECOND_FACTOR_INVALID");
    const again = await t.gql(BEGIN, { input: {} }, signedIn.completeStaffSignIn.token);
    expect(again.errors?.[0].extensions?.code).toBe("SECOND_FACTOR_ALREADY_ENROLLED");
  });

  it("takes a recovery code once instead of the app's code", async () => {
    const member = await enrolled();
    const [recovery] = member.recoveryCodes;
    const signedIn = await t.gqlOk(COMPLETE, {
      input: { secondStepToken: await secondStepToken(member.email, member.password), code: recovery.toUpperCase() },
    });
    expect(signedIn.completeStaffSignIn.user.id).toBe(member.id);
    const used = await t.gql(COMPLETE, {
      input: { secondStepToken: await secondStepToken(member.email, member.password), code: recovery },
    });
    expect(used.errors?.[0].extensions?.code).toBe("SECOND_FACTOR_INVALID");
  });

  it("counts wrong codes as failed logins, and refuses a second-step token that has expired", async () => {
    const member = await enrolled();
    const step = await secondStepToken(member.email, member.password);
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.gql(COMPLETE, { input: { secondStepToken: step, code: "12345" + String(i) } });
      codes.push(res.errors?.[0].extensions?.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill("SECOND_FACTOR_INVALID"));
    expect(codes[5]).toBe("TOO_MANY_REQUESTS");

    const other = await enrolled();
    const stale = await secondStepToken(other.email, other.password);
    nextStep(11);
    const expired = await t.gql(COMPLETE, { input: { secondStepToken: stale, code: codeAt(other.secret) } });
    expect(expired.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "secondStepToken" } });
  });
});

describe("the owner's requirement of a second factor", () => {
  afterAll(async () => {
    await t.gqlOk(REQUIRE, { required: false }, await t.adminToken());
  });

  it("makes staff without one enrol at sign-in before they get a session", async () => {
    const member = await newStaffMember(t);
    const admin = await t.adminToken();
    expect((await t.gqlOk(REQUIRE, { required: true }, admin)).setStaffSecondFactorRequired.secondFactorRequired).toBe(true);
    // Only whoever manages the staff changes the requirement: a Fulfilment member cannot lift it.
    expect((await t.gql(REQUIRE, { required: false }, member.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");

    expect((await t.gql(LOGIN, { input: { email: member.email, password: member.password } })).errors?.[0].extensions?.code).toBe(
      "SECOND_FACTOR_REQUIRED",
    );
    const { staffSignIn } = await t.gqlOk(STAFF_SIGN_IN, { input: { email: member.email, password: member.password } });
    expect(staffSignIn).toMatchObject({ next: "ENROL", session: null });
    const token = staffSignIn.secondStepToken;
    const notACodeStep = await t.gql(COMPLETE, { input: { secondStepToken: token, code: "123456" } });
    expect(notACodeStep.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "secondStepToken" });

    const { beginSecondFactorEnrolment: enrolment } = await t.gqlOk(BEGIN, { input: { secondStepToken: token } });
    const confirmed = await t.gqlOk(CONFIRM, { input: { secondStepToken: token, code: codeAt(enrolment.secret) } });
    expect((await t.gqlOk(ME, {}, confirmed.confirmSecondFactorEnrolment.session.token)).me).toMatchObject({
      id: member.id,
      secondFactorEnabled: true,
    });
  });

  it("leaves customers' sign-in as it was", async () => {
    await t.gqlOk(REQUIRE, { required: true }, await t.adminToken());
    const customer = await t.registerCustomer();
    expect((await t.gqlOk(LOGIN, { input: { email: customer.email, password: customer.password } })).login.user.id).toBe(customer.id);
    const customerEnrol = await t.gql(BEGIN, { input: {} }, customer.token);
    expect(customerEnrol.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});
