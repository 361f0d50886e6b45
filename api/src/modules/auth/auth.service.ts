import crypto from "node:crypto";
import escapeHtml from "escape-html";
import { type DataSource, type EntityManager, IsNull, MoreThan, type Repository } from "typeorm";
import { UserRole } from "../../common/auth/roles";
import { type SignedSession, type TokenIssuer } from "../../common/auth/tokens";
import type { Viewer } from "../../common/auth/viewer";
import type { Permission } from "../../common/auth/permissions";
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from "../../common/errors";
import { isUniqueViolation } from "../../common/postgres-errors";
import { type ListSlice, type ListWindow } from "../../common/pagination";
import { Keyset, key } from "../../common/keyset";
import { escapeLike } from "../../common/sql";
import { isUuid } from "../../common/uuid";
import type { MessageOutbox } from "../notification/message-outbox";
import type { AuditService } from "../audit/audit.service";
import {
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type UpdateProfileInput,
} from "./auth.types";
import { type LoginThrottle } from "./login-throttle";
import { hashPassword, passwordMatches, UNKNOWN_USER_HASH } from "./passwords";
import { PasswordResetToken } from "./password-reset-token.entity";
import { RevokedToken } from "./revoked-token.entity";
import { type SecondFactors } from "./second-factor";
import { SignInAddresses } from "./sign-in-addresses";
import { grantedBy } from "./staff-role.entity";
import { User } from "./user.entity";

const RESET_LINK_VALIDITY_MS = 60 * 60 * 1000;
const WRONG_CREDENTIALS = "Invalid email or password";
const DUPLICATE_EMAIL = "An account with this email already exists";
const SESSION_ENDED = "Your session has ended, please log in again";
const SUSPENDED = "This staff account is suspended: ask the shop's owner to reactivate it";
const SECOND_STEP = "This staff account signs in with a code from an authenticator app: sign in from the admin";

/** Newest accounts first; the id orders accounts made in the same instant, so pages neither skip nor repeat. */
const NEWEST_USERS = new Keyset("users", [key("u.created_at", "DESC", "timestamptz"), key("u.id", "DESC", "uuid")]);

/** Start-up cannot make the configured first admin: ADMIN_EMAIL belongs to a customer. */
export class AdminEmailTakenError extends Error {}

export interface SignedIn {
  user: User;
  token: string;
}

/** Accounts: registration, login, profile and password reset. */
export class AuthService {
  private readonly users: Repository<User>;
  private readonly revokedTokens: Repository<RevokedToken>;
  private readonly signInAddresses: SignInAddresses;

  constructor(
    dataSource: DataSource,
    private readonly tokens: TokenIssuer,
    private readonly throttle: LoginThrottle,
    private readonly emails: MessageOutbox,
    private readonly audit: AuditService,
    private readonly publicUrl: string,
    private readonly log: (line: string) => void,
    private readonly secondFactors: SecondFactors,
  ) {
    this.users = dataSource.getRepository(User);
    this.revokedTokens = dataSource.getRepository(RevokedToken);
    this.signInAddresses = new SignInAddresses(dataSource);
  }

  async register(input: RegisterInput): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    if (await this.users.existsBy({ email })) throw ValidationError.field("email", DUPLICATE_EMAIL, "EMAIL_TAKEN");
    const user = this.users.create({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      passwordHash: await hashPassword(input.password),
      role: UserRole.CUSTOMER,
    });
    try {
      await this.users.insert(user);
    } catch (err) {
      // Two registrations for one email at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw ValidationError.field("email", DUPLICATE_EMAIL, "EMAIL_TAKEN");
      throw err;
    }
    return this.signIn(user.id);
  }

  /**
   * The attempt counts against the throttle before the password is checked (see LoginThrottle);
   * a right password makes the address one the account has signed in from.
   */
  async login(input: LoginInput, ip: string): Promise<SignedIn> {
    return this.signInAfterPassword(await this.checkPassword(input, ip));
  }

  /**
   * The account an email and password prove, counted against the throttle like a login; a right
   * password makes the address one the account has signed in from. Signs nobody in.
   */
  async checkPassword(input: LoginInput, ip: string): Promise<string> {
    const email = normalizeEmail(input.email);
    const knownAddress = await this.beginAttempt(email, ip);
    const found = await this.users.findOne({ where: { email }, select: { id: true, email: true, role: true, passwordHash: true } });
    const ok = await passwordMatches(found?.passwordHash ?? (await UNKNOWN_USER_HASH), input.password);
    // Staff sign-ins, right or wrong, go to the audit log; a shopper's are not staff's doing.
    if (found && found.role !== UserRole.CUSTOMER) await this.audit.recordSignIn(found, ip, ok);
    if (!found || !ok) throw new UnauthenticatedError(WRONG_CREDENTIALS);
    await Promise.all([this.throttle.succeeded(email, ip, knownAddress), this.signInAddresses.remember(found.id, ip)]);
    return found.id;
  }

  /**
   * A check of something only the account's owner should know besides a session (a second
   * factor's code), counted against the login throttle of the account's email like a password:
   * wrong codes run out the same budgets, and a right one gives its unit back.
   */
  async throttledCheck(userId: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
    const email = await this.emailOf(userId);
    if (email === null) return check();
    const knownAddress = await this.beginAttempt(email, ip);
    if (!(await check())) return false;
    await this.throttle.succeeded(email, ip, knownAddress);
    return true;
  }

  /**
   * The viewer a validly signed token proves, if its session is still current: the account
   * exists, its session version is the token's (no password change or revocation since), and the
   * token was not logged out. The role is the account's current one, not the token's.
   */
  async currentViewer(signed: SignedSession): Promise<Viewer> {
    const rows: Array<{
      role: Viewer["role"];
      session_version: number;
      revoked: boolean;
      suspended: boolean;
      is_owner: boolean | null;
      permissions: Permission[] | null;
    }> = await this.users.query(
      `SELECT u.role, u.session_version, u.suspended_at IS NOT NULL AS suspended,
              EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.token_id = $2) AS revoked,
              s.is_owner, s.permissions
         FROM users u LEFT JOIN staff_roles s ON s.id = u.staff_role_id AND u.role = 'admin'
        WHERE u.id = $1`,
      [signed.viewer.userId, signed.tokenId],
    );
    const account = rows[0];
    // Suspending raises the session version too; the mark is checked as well so that no token
    // issued in the instant between the two could outlive it.
    if (!account || account.revoked || account.suspended || account.session_version !== signed.sessionVersion) {
      throw new UnauthenticatedError(SESSION_ENDED);
    }
    // The staff role is read with the session, so each request learns its permissions once.
    const permissions = account.is_owner === null ? [] : grantedBy({ isOwner: account.is_owner, permissions: account.permissions ?? [] });
    return { userId: signed.viewer.userId, role: account.role, permissions };
  }

  /** Ends the one session a token belongs to, on the server: the token is refused from now on. */
  async logout(session: SignedSession): Promise<void> {
    await this.revokedTokens
      .createQueryBuilder()
      .insert()
      .values({ tokenId: session.tokenId, expiresAt: session.expiresAt })
      .orIgnore()
      .execute();
  }

  /** Ends every session of an account (an admin's action, or after a password change). */
  async endAllSessions(userId: string): Promise<void> {
    if (!isUuid(userId)) throw new NotFoundError("User");
    const result = await this.users.increment({ id: userId }, "sessionVersion", 1);
    if (!result.affected) throw new NotFoundError("User");
  }

  /** Changes the password after checking the current one; every other session of the account ends. */
  async changePassword(userId: string, input: ChangePasswordInput, ip: string): Promise<SignedIn> {
    await this.provePassword(userId, input.currentPassword, "currentPassword", ip);
    const passwordHash = await hashPassword(input.newPassword);
    await this.users.manager.transaction(async (tx) => {
      await tx.update(User, userId, { passwordHash });
      await tx.increment(User, { id: userId }, "sessionVersion", 1);
    });
    return this.signIn(userId);
  }

  /**
   * Checks the signed-in account's password before an action that changes how it is reached (a new
   * password, a phone to sign in with): a stolen session alone must not be enough. Counted against
   * the login throttle, so it is no way to guess the password without the login's limits.
   */
  async provePassword(userId: string, password: string, field: string, ip: string): Promise<void> {
    const account = await this.users.findOne({ where: { id: userId }, select: { id: true, email: true, passwordHash: true } });
    if (!account) throw new NotFoundError("User");
    if (account.email === null || account.passwordHash === null) {
      throw ValidationError.field(field, "This account signs in by phone and has no password");
    }
    const knownAddress = await this.beginAttempt(account.email, ip);
    if (!(await passwordMatches(account.passwordHash, password))) {
      throw ValidationError.field(field, "Your current password is not correct");
    }
    await this.throttle.succeeded(account.email, ip, knownAddress);
  }

  /** Tokens logged out and past their expiry need no record any more. */
  async forgetExpiredRevocations(): Promise<void> {
    await this.revokedTokens.createQueryBuilder().delete().where("expires_at < now()").execute();
  }

  /** Addresses accounts have not signed in from for months are no longer their owners' own. */
  forgetUnusedSignInAddresses(): Promise<void> {
    return this.signInAddresses.forgetUnused();
  }

  async getUser(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFoundError("User");
    return user;
  }

  async exists(id: string): Promise<boolean> {
    return this.users.existsBy({ id });
  }

  /**
   * Holds a shopper's account row until the transaction ends: what another domain keeps a bounded
   * number of for one shopper (addresses, wishlist items) is counted and written under it, so two
   * requests at once cannot both pass the bound.
   */
  async lockForUpdate(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  }

  /** A customer's email alone (a checkout keeps it with the order): not the whole account row; null for a phone-only account. */
  async emailOf(id: string): Promise<string | null> {
    const user = await this.users.findOne({ where: { id }, select: { id: true, email: true } });
    if (!user) throw new NotFoundError("User");
    return user.email;
  }

  async findUsersByIds(ids: readonly string[]): Promise<User[]> {
    return this.users.createQueryBuilder("u").where("u.id = ANY(:ids)", { ids }).getMany();
  }

  /** Accounts are customer data: a staff member's read of the list is logged as an export. */
  async listUsers(search: string | undefined, window: ListWindow): Promise<ListSlice<User>> {
    await this.audit.recordExport("users", { search: search ?? null, after: window.after, skip: window.skip, take: window.take });
    const query = this.users.createQueryBuilder("u");
    if (search?.trim()) {
      query.where("(u.email ILIKE :s OR u.signInPhone ILIKE :s OR u.firstName || ' ' || u.lastName ILIKE :s)", {
        s: `%${escapeLike(search.trim())}%`,
      });
    }
    return NEWEST_USERS.read(query, window);
  }

  async updateProfile(userId: string, input: UpdateProfileInput): Promise<User> {
    const user = await this.getUser(userId);
    const changes: Partial<User> = {};
    // The input refuses a null name (it cannot be cleared); the other fields clear on null.
    if (input.firstName != null) changes.firstName = input.firstName.trim();
    if (input.lastName != null) changes.lastName = input.lastName.trim();
    for (const key of ["phone", "address", "city", "state", "postalCode"] as const) {
      const value = input[key];
      if (value !== undefined) changes[key] = value?.trim() || null;
    }
    await this.users.update(user.id, changes);
    return this.getUser(user.id);
  }

  /**
   * Always answers the same, and as fast, so that nobody can probe which emails have accounts:
   * the link is made and sent after the answer, never awaited by it.
   */
  requestPasswordReset(rawEmail: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    void this.sendResetLink(email).catch((err: unknown) =>
      this.log(`password reset email to ${email} failed: ${err instanceof Error ? err.message : String(err)}`),
    );
    return Promise.resolve();
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findOneBy({ email });
    if (!user) return;
    const token = crypto.randomBytes(32).toString("base64url");
    const link = `${this.publicUrl}/reset-password?token=${token}`;
    await this.users.manager.transaction(async (tx) => {
      const { identifiers } = await tx.getRepository(PasswordResetToken).insert({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_LINK_VALIDITY_MS),
      });
      await this.emails.enqueueEmail(
        tx,
        `password-reset:${identifiers[0].id}`,
        {
          to: email,
          subject: "Reset your password",
          text: `Hello ${user.firstName},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this email; your password stays as it is.\n`,
          html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>To choose a new password, open this link within one hour:</p><p><a href="${link}">${link}</a></p><p>If you did not ask for this, ignore this email; your password stays as it is.</p>`,
        },
        { urgent: true },
      );
    });
  }

  async resetPassword(input: ResetPasswordInput): Promise<SignedIn> {
    const invalid = ValidationError.field("token", "This reset link is invalid or has expired");
    const passwordHash = await hashPassword(input.newPassword);
    const userId = await this.users.manager.transaction(async (tx) => {
      // Marking the token used in the same statement that checks it makes it single-use even
      // when the link is opened twice at once.
      const used = await tx
        .createQueryBuilder()
        .update(PasswordResetToken)
        .set({ usedAt: () => "now()" })
        .where({ tokenHash: sha256(input.token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) })
        .returning(["userId"])
        .execute();
      const row = used.raw[0] as { user_id: string } | undefined;
      if (!row) throw invalid;
      await tx.update(User, row.user_id, { passwordHash });
      // Whoever knew the old password (or holds an old token) is signed out everywhere.
      await tx.increment(User, { id: row.user_id }, "sessionVersion", 1);
      return row.user_id;
    });
    return this.signInAfterPassword(userId);
  }

  /**
   * Creates the first admin from configuration. If the email already belongs to a customer, start-up
   * stops: promoting it would hand the shop to whoever knows that customer's password.
   */
  async ensureAdmin(email: string, password: string): Promise<void> {
    const normalized = normalizeEmail(email);
    const existing = await this.users.findOneBy({ email: normalized });
    if (existing) {
      if (existing.role === UserRole.ADMIN) return;
      throw new AdminEmailTakenError(
        `ADMIN_EMAIL ${normalized} belongs to a customer account, which start-up will not turn into an admin. ` +
          "Set ADMIN_EMAIL to an address that has no account yet.",
      );
    }
    // The first admin is the shop's owner: an Owner, whose role only they may change.
    await this.users.query(
      `INSERT INTO users (first_name, last_name, email, password_hash, role, staff_role_id)
       VALUES ('Shop', 'Admin', $1, $2, 'admin', (SELECT id FROM staff_roles WHERE is_owner))`,
      [normalized, await hashPassword(password)],
    );
  }

  /** Takes a password attempt from the throttle; whether the account has signed in from `ip` before. */
  private async beginAttempt(email: string, ip: string): Promise<boolean> {
    const knownAddress = await this.signInAddresses.known(email, ip);
    await this.throttle.beginAttempt(email, ip, knownAddress);
    return knownAddress;
  }

  /**
   * A session for an account whose password was just proven, unless it is a staff account with a
   * second factor to type (or to enrol): that one signs in through StaffSignInService instead.
   */
  private async signInAfterPassword(userId: string): Promise<SignedIn> {
    if ((await this.secondFactors.stepAfterPassword(userId)) !== null) throw new ConflictError("SECOND_FACTOR_REQUIRED", SECOND_STEP);
    return this.signIn(userId);
  }

  /**
   * The account and a new token for it, under the account's current session version (every way of
   * signing in ends here); a suspended account gets none.
   */
  async signIn(userId: string): Promise<SignedIn> {
    const user = await this.users.createQueryBuilder("u").addSelect("u.sessionVersion").where("u.id = :userId", { userId }).getOne();
    if (!user) throw new NotFoundError("User");
    if (user.suspendedAt !== null) throw new UnauthenticatedError(SUSPENDED);
    return { user, token: this.tokens.issue({ userId: user.id, role: user.role }, user.sessionVersion) };
  }
}

/** Emails are stored lowercased and trimmed: one account per address, whatever its case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
