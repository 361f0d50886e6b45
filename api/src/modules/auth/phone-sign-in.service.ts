import type { DataSource } from "typeorm";
import { UserRole } from "../../common/auth/roles";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { isUniqueViolation } from "../../common/postgres-errors";
import type { SmsOutbox } from "../notification/sms-outbox";
import type { AuthService, SignedIn } from "./auth.service";
import { indianMobile } from "../../vocabulary/indian-mobile";
import { CODE_DIGITS, isCodeShaped, linkPurpose, SIGN_IN_PURPOSE } from "./one-time-code";
import type { PhoneCodes } from "./phone-codes";
import { User } from "./user.entity";

const PHONE_TAKEN = "This phone number already signs in to another account. Sign in with it there, or use another number.";
/** Staff accounts open the admin: a code sent to a phone alone is too weak a lock for that. */
const NOT_FOR_STAFF = "Staff accounts sign in with their email and password only, not with a code by SMS";

/**
 * Signing in with a mobile number and a one-time code sent to it by SMS, and adding a verified
 * number to an email account. Asking for a code answers the same whether or not the number has an
 * account (the first right code makes one), so nobody learns who shops here. A number is an
 * account's only once its owner has typed a code sent to it; the profile's contact `phone` never
 * signs anyone in. Adding a number to an account also needs the account's password, so a session
 * left open somewhere cannot be turned into a way back in.
 */
export class PhoneSignInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly codes: PhoneCodes,
    /** Null when no SMS provider is configured (production without MSG91_AUTH_KEY): phone sign-in is off. */
    private readonly sms: SmsOutbox | null,
  ) {}

  /** Sends a sign-in code to the number; 429 past the sending limits. */
  async requestSignInCode(typedPhone: string, ip: string): Promise<void> {
    const phone = this.phoneOrRefuse(typedPhone);
    await this.codes.issue(phone, SIGN_IN_PURPOSE, ip, this.sender());
  }

  /** Signs in with a right code: the account whose verified number it is, or a new one made for it. */
  async verifySignInCode(typedPhone: string, code: string): Promise<SignedIn> {
    const phone = this.phoneOrRefuse(typedPhone);
    assertCodeShaped(code);
    await this.codes.consume(phone, SIGN_IN_PURPOSE, code);
    // The number's account, or a new one. Should an account take the number meanwhile (by adding
    // it), the unique index keeps one account per number and the statement answers that one.
    const [row]: Array<{ id: string; role: UserRole }> = await this.dataSource.query(
      `WITH made AS (
         INSERT INTO users (first_name, last_name, sign_in_phone, role) VALUES ('', '', $1, 'customer')
         ON CONFLICT (sign_in_phone) DO NOTHING RETURNING id, role
       )
       SELECT id, role FROM made UNION ALL SELECT id, role FROM users WHERE sign_in_phone = $1 LIMIT 1`,
      [phone],
    );
    // An account that took the number while this statement ran is not in its snapshot: read it after.
    const account =
      row ?? (await this.dataSource.getRepository(User).findOneOrFail({ where: { signInPhone: phone }, select: { id: true, role: true } }));
    // A customer's number that later became staff's signs nobody in: staff sign in with a password.
    if (account.role !== UserRole.CUSTOMER) throw ValidationError.field("phone", NOT_FOR_STAFF);
    return this.auth.signIn(account.id);
  }

  /** Sends a code to a number the signed-in account wants to sign in with, once its password is proven. */
  async requestLinkCode(userId: string, typedPhone: string, currentPassword: string, ip: string): Promise<void> {
    const phone = this.phoneOrRefuse(typedPhone);
    await this.auth.provePassword(userId, currentPassword, "currentPassword", ip);
    if ((await this.auth.getUser(userId)).role !== UserRole.CUSTOMER) throw ValidationError.field("phone", NOT_FOR_STAFF);
    await this.codes.issue(phone, linkPurpose(userId), ip, this.sender());
  }

  /**
   * Makes the number the account's sign-in number with the code sent to it (replacing an earlier
   * one). A number another account signs in with is refused: said only after the code proves the
   * number is the caller's, so this is no way to learn whose number has an account.
   */
  async confirmLink(userId: string, typedPhone: string, code: string): Promise<User> {
    const phone = this.phoneOrRefuse(typedPhone);
    assertCodeShaped(code);
    await this.codes.consume(phone, linkPurpose(userId), code);
    const users = this.dataSource.getRepository(User);
    const holder = await users.findOne({ where: { signInPhone: phone }, select: { id: true } });
    if (holder && holder.id !== userId) throw ValidationError.field("phone", PHONE_TAKEN, "PHONE_TAKEN");
    try {
      const result = await users.update({ id: userId }, { signInPhone: phone });
      if (!result.affected) throw new NotFoundError("User");
    } catch (err) {
      // Another account took the number between the check and the update: the unique index decides.
      if (isUniqueViolation(err)) throw ValidationError.field("phone", PHONE_TAKEN, "PHONE_TAKEN");
      throw err;
    }
    return this.auth.getUser(userId);
  }

  /** Codes and sends past keeping. */
  forgetOldCodes(): Promise<void> {
    return this.codes.forgetOld();
  }

  private sender() {
    const sms = this.sms;
    if (!sms) throw new ConflictError("PHONE_SIGN_IN_OFF", "Sign-in by phone is not available on this shop yet: sign in with your email");
    return sms.enqueue.bind(sms);
  }

  private phoneOrRefuse(typed: string): string {
    const verdict = indianMobile(typed);
    if (!verdict.ok) throw ValidationError.field("phone", verdict.problem);
    return verdict.e164;
  }
}

function assertCodeShaped(code: string): void {
  if (!isCodeShaped(code)) throw ValidationError.field("code", `Enter the ${CODE_DIGITS}-digit code from the SMS`);
}
