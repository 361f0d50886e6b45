import crypto from "node:crypto";
import escapeHtml from "escape-html";
import { DataSource, IsNull, MoreThan, Repository } from "typeorm";
import { UserRole } from "../../common/auth/roles";
import { TokenIssuer } from "../../common/auth/tokens";
import { NotFoundError, UnauthenticatedError, ValidationError } from "../../common/errors";
import { isUniqueViolation } from "../../database/postgres-errors";
import { Page, PageInput, pageWindow, toPage } from "../../common/pagination";
import { escapeLike } from "../../common/sql";
import type { EmailOutbox } from "../notification/email-outbox";
import { LoginInput, RegisterInput, ResetPasswordInput, UpdateProfileInput } from "./auth.types";
import { LoginThrottle } from "./login-throttle";
import { hashPassword, passwordMatches, UNKNOWN_USER_HASH } from "./passwords";
import { PasswordResetToken } from "./password-reset-token.entity";
import { User } from "./user.entity";

const RESET_LINK_VALIDITY_MS = 60 * 60 * 1000;
const WRONG_CREDENTIALS = "Invalid email or password";
const DUPLICATE_EMAIL = "An account with this email already exists";

export interface SignedIn {
  user: User;
  token: string;
}

/** Accounts: registration, login, profile and password reset. */
export class AuthService {
  private readonly users: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly tokens: TokenIssuer,
    private readonly throttle: LoginThrottle,
    private readonly emails: EmailOutbox,
    private readonly publicUrl: string,
  ) {
    this.users = dataSource.getRepository(User);
  }

  async register(input: RegisterInput): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    if (await this.users.existsBy({ email })) throw ValidationError.field("email", DUPLICATE_EMAIL);
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
      if (isUniqueViolation(err)) throw ValidationError.field("email", DUPLICATE_EMAIL);
      throw err;
    }
    return this.signIn(await this.getUser(user.id));
  }

  async login(input: LoginInput, ip: string): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    await this.throttle.assertAllowed(email, ip);
    const found = await this.users.findOne({ where: { email }, select: { id: true, passwordHash: true } });
    const ok = await passwordMatches(found?.passwordHash ?? (await UNKNOWN_USER_HASH), input.password);
    if (!found || !ok) {
      await this.throttle.recordFailure(email, ip);
      throw new UnauthenticatedError(WRONG_CREDENTIALS);
    }
    await this.throttle.recordSuccess(email);
    return this.signIn(await this.getUser(found.id));
  }

  async getUser(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFoundError("User");
    return user;
  }

  async findUsersByIds(ids: readonly string[]): Promise<User[]> {
    return this.users.createQueryBuilder("u").where("u.id = ANY(:ids)", { ids }).getMany();
  }

  async listUsers(search: string | undefined, page?: PageInput): Promise<Page<User>> {
    const query = this.users.createQueryBuilder("u").orderBy("u.createdAt", "DESC");
    if (search?.trim()) {
      query.where("(u.email ILIKE :s OR u.firstName || ' ' || u.lastName ILIKE :s)", { s: `%${escapeLike(search.trim())}%` });
    }
    const { skip, take } = pageWindow(page);
    const [items, total] = await query.skip(skip).take(take).getManyAndCount();
    return toPage(items, total, page);
  }

  async updateProfile(userId: string, input: UpdateProfileInput): Promise<User> {
    const user = await this.getUser(userId);
    const changes: Partial<User> = {};
    if (input.firstName !== undefined) changes.firstName = input.firstName.trim();
    if (input.lastName !== undefined) changes.lastName = input.lastName.trim();
    for (const key of ["phone", "address", "city", "state", "postalCode"] as const) {
      const value = input[key];
      if (value !== undefined) changes[key] = value.trim() || null;
    }
    await this.users.update(user.id, changes);
    return this.getUser(user.id);
  }

  /** Always answers the same, so that nobody can probe which emails have accounts. */
  async requestPasswordReset(rawEmail: string): Promise<void> {
    const user = await this.users.findOneBy({ email: normalizeEmail(rawEmail) });
    if (!user) return;
    const token = crypto.randomBytes(32).toString("base64url");
    const link = `${this.publicUrl}/reset-password?token=${token}`;
    await this.users.manager.transaction(async (tx) => {
      const { identifiers } = await tx.getRepository(PasswordResetToken).insert({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_LINK_VALIDITY_MS),
      });
      await this.emails.enqueue(tx, `password-reset:${identifiers[0].id}`, {
        to: user.email,
        subject: "Reset your password",
        text: `Hello ${user.firstName},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this email; your password stays as it is.\n`,
        html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>To choose a new password, open this link within one hour:</p><p><a href="${link}">${link}</a></p><p>If you did not ask for this, ignore this email; your password stays as it is.</p>`,
      });
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
      return row.user_id;
    });
    return this.signIn(await this.getUser(userId));
  }

  /** Creates the first admin from configuration, or makes that account an admin if it exists. */
  async ensureAdmin(email: string, password: string): Promise<void> {
    const normalized = normalizeEmail(email);
    const existing = await this.users.findOneBy({ email: normalized });
    if (existing) {
      if (existing.role !== UserRole.ADMIN) await this.users.update(existing.id, { role: UserRole.ADMIN });
      return;
    }
    await this.users.insert({
      firstName: "Shop",
      lastName: "Admin",
      email: normalized,
      passwordHash: await hashPassword(password),
      role: UserRole.ADMIN,
    });
  }

  private signIn(user: User): SignedIn {
    return { user, token: this.tokens.issue({ userId: user.id, role: user.role }) };
  }
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
