import type { DataSource, EntityManager } from "typeorm";
import { UserRole } from "../../common/auth/roles";
import { NotFoundError } from "../../common/errors";
import { isUuid } from "../../common/uuid";
import { hashPassword } from "./passwords";
import type { SecondFactors } from "./second-factor";
import { User } from "./user.entity";

/** A new staff account's details, as the invitee typed them. */
export interface NewStaffAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/**
 * The accounts side of staff: making an account staff, suspending, reactivating and handing it
 * back to the customer it was. Who may do which to whom is the staff domain's rule; this keeps the
 * `users` rows right. Each change that takes access away raises the account's session version in
 * the same statement, so every token it holds is refused on its next request, on every replica
 * (tokens are checked against the row, AuthService.currentViewer).
 */
export class StaffAccounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secondFactors: SecondFactors,
  ) {}

  /** The account an email belongs to, if any (emails are stored lowercased). */
  async byEmail(tx: EntityManager, email: string): Promise<{ id: string; role: UserRole } | null> {
    const [row]: Array<{ id: string; role: UserRole }> = await tx.query(`SELECT id, role FROM users WHERE email = $1`, [email]);
    return row ?? null;
  }

  async create(tx: EntityManager, account: NewStaffAccount): Promise<string> {
    const { identifiers } = await tx.getRepository(User).insert({
      email: account.email,
      firstName: account.firstName.trim(),
      lastName: account.lastName.trim(),
      passwordHash: await hashPassword(account.password),
      role: UserRole.ADMIN,
    });
    return identifiers[0].id as string;
  }

  /** A customer's account becomes staff; its orders, addresses and reviews stay its own. */
  async promote(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`UPDATE users SET role = 'admin', suspended_at = NULL WHERE id = $1`, [userId]);
  }

  /** The staff account's email and whether it is staff; NotFound for an account that is not staff. */
  async staffMember(userId: string): Promise<{ id: string; email: string | null; suspended: boolean }> {
    if (!isUuid(userId)) throw new NotFoundError("Staff member");
    const [row]: Array<{ id: string; email: string | null; suspended: boolean }> = await this.dataSource.query(
      `SELECT id, email, suspended_at IS NOT NULL AS suspended FROM users WHERE id = $1 AND role = 'admin'`,
      [userId],
    );
    if (!row) throw new NotFoundError("Staff member");
    return row;
  }

  async suspend(userId: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE users SET suspended_at = COALESCE(suspended_at, $2), session_version = session_version + 1 WHERE id = $1 AND role = 'admin'`,
      [userId, at],
    );
  }

  async reactivate(userId: string): Promise<void> {
    await this.dataSource.query(`UPDATE users SET suspended_at = NULL WHERE id = $1 AND role = 'admin'`, [userId]);
  }

  /**
   * The account goes back to being a customer's: no staff access, no second factor, every session
   * ended. Nothing is deleted: its orders stay its own.
   */
  async demote(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(
      `UPDATE users SET role = 'customer', suspended_at = NULL, session_version = session_version + 1 WHERE id = $1 AND role = 'admin'`,
      [userId],
    );
    await this.secondFactors.forget(tx, userId);
  }
}
