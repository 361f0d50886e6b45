import type { DataSource } from "typeorm";
import type { SignedLinks } from "../../common/auth/signed-links";
import { ValidationError } from "../../common/errors";
import type { AuthService, SignedIn } from "./auth.service";
import type { LoginInput } from "./auth.types";
import { type Enrolment, type SecondFactors, wrongCode } from "./second-factor";

/** What comes after the password: a code from the app, or enrolling one first. */
export type SecondStep = "CODE" | "ENROL";

/** Where a staff sign-in stands after one step: signed in, or a second step to take with its token. */
export type StaffSignInStep =
  { session: SignedIn; next: null; secondStepToken: null } | { session: null; next: SecondStep; secondStepToken: string };

/** Who is enrolling: the signed-in account, or one between its password and its first code. */
export type Enrolling = { userId: string } | { secondStepToken: string };

/** Long enough to open an app and type a code, short enough that a token left in a browser is soon worthless. */
const SECOND_STEP_SECONDS = 5 * 60;
const STEP_EXPIRED = "This sign-in has expired or is no longer valid: sign in with your password again";

/**
 * Signing staff in with a second factor. The password step answers a short-lived second-step
 * token instead of a session when the account has a second factor (or the owner requires one and
 * it has none yet); the token names the account, the step and the account's session version, signed
 * like the shop's document links (SignedLinks), so it needs no table and a password change voids it.
 * The code step is counted against the login throttle; enrolment with a second-step token ends in
 * the session, so an account made to enrol can do nothing else first.
 */
export class StaffSignInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly factors: SecondFactors,
    private readonly links: SignedLinks,
  ) {}

  async begin(input: LoginInput, ip: string): Promise<StaffSignInStep> {
    return this.afterPassword(await this.auth.checkPassword(input, ip));
  }

  /** What an account whose password was just proven gets: its session, or the second step. */
  async afterPassword(userId: string): Promise<StaffSignInStep> {
    const next = await this.factors.stepAfterPassword(userId);
    if (next === null) return { session: await this.auth.signIn(userId), next: null, secondStepToken: null };
    return { session: null, next, secondStepToken: await this.stepToken(userId, next) };
  }

  async complete(secondStepToken: string, code: string, ip: string): Promise<SignedIn> {
    const userId = await this.accountOf(secondStepToken, "CODE");
    if (!code.trim()) throw ValidationError.field("code", "Enter the 6-digit code from your authenticator app, or a recovery code");
    if (!(await this.auth.throttledCheck(userId, ip, () => this.factors.accepts(userId, code)))) throw wrongCode();
    return this.auth.signIn(userId);
  }

  async beginEnrolment(who: Enrolling): Promise<Enrolment> {
    const userId = await this.enrolling(who);
    return this.factors.begin(userId, (await this.auth.emailOf(userId)) ?? userId);
  }

  /** Confirms enrolment; a session (a new one, for an account that enrolled before signing in) and the recovery codes. */
  async confirmEnrolment(who: Enrolling, code: string): Promise<{ session: SignedIn; recoveryCodes: string[] }> {
    const userId = await this.enrolling(who);
    const recoveryCodes = await this.factors.confirm(userId, code);
    return { session: await this.auth.signIn(userId), recoveryCodes };
  }

  private async enrolling(who: Enrolling): Promise<string> {
    if ("userId" in who) return who.userId;
    return this.accountOf(who.secondStepToken, "ENROL");
  }

  private async stepToken(userId: string, step: SecondStep): Promise<string> {
    const version = await this.sessionVersionOf(userId);
    const key = this.links.key(subject(userId, step, version), { seconds: SECOND_STEP_SECONDS, roundedToSeconds: 1 });
    return `${userId}.${version}.${key}`;
  }

  /** The account a second-step token was made for, if it is still good for `step`. */
  private async accountOf(token: string, step: SecondStep): Promise<string> {
    const match = /^([0-9a-f-]{36})\.(\d{1,9})\.(\d{1,12}\.[\w-]{43})$/.exec(token.trim());
    const expired = ValidationError.field("secondStepToken", STEP_EXPIRED);
    if (!match) throw expired;
    const [, userId, version, key] = match;
    if (!this.links.isKey(subject(userId, step, Number(version)), key)) throw expired;
    if ((await this.sessionVersionOf(userId)) !== Number(version)) throw expired;
    return userId;
  }

  private async sessionVersionOf(userId: string): Promise<number> {
    const [row]: Array<{ session_version: number }> = await this.dataSource.query(`SELECT session_version FROM users WHERE id = $1`, [
      userId,
    ]);
    if (!row) throw ValidationError.field("secondStepToken", STEP_EXPIRED);
    return row.session_version;
  }
}

/** Bound to the step, so a token to enrol never passes for one to type a code, and the reverse. */
const subject = (userId: string, step: SecondStep, version: number) => `staff-second-step:${step}:${userId}:${version}`;
