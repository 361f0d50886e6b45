import { type DataSource, type EntityManager, In } from "typeorm";
import { type Permission } from "../../common/auth/permissions";
import type { Viewer } from "../../common/auth/viewer";
import { forbidden } from "../../common/auth-checker";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../common/errors";
import { isForeignKeyViolation, isUniqueViolation } from "../../common/postgres-errors";
import { isUuid } from "../../common/uuid";
import { grantedBy, StaffRole } from "./staff-role.entity";
import { type StaffMember, type StaffRoleInput, StaffStatus, type UpdateStaffRoleInput } from "./staff-roles.types";

/**
 * Staff roles and who holds which: the owner's tools. Every method is behind MANAGE_STAFF; beyond
 * that, nobody grants a permission they lack (so a role manager cannot make a stronger role), only
 * an Owner makes or unmakes an Owner, only the shop's owner (ADMIN_EMAIL) changes their own role,
 * and the last Owner stays one, so the shop cannot be locked out of itself.
 */
export class StaffRoleService {
  constructor(
    private readonly dataSource: DataSource,
    /** ADMIN_EMAIL: the first admin, the shop's owner. */
    private readonly ownerEmail: string,
  ) {}

  listRoles(): Promise<StaffRole[]> {
    return this.dataSource.getRepository(StaffRole).find({ order: { isOwner: "DESC", name: "ASC" } });
  }

  /** Roles by id, for a page of accounts' permissions (one query). */
  findRolesByIds(ids: readonly string[]): Promise<StaffRole[]> {
    return this.dataSource.getRepository(StaffRole).findBy({ id: In(ids.filter(isUuid)) });
  }

  /** Every staff account with its role, in one statement. */
  async listMembers(): Promise<StaffMember[]> {
    const rows: MemberRow[] = await this.dataSource.query(
      `SELECT u.id, u.first_name, u.last_name, u.email, s.id AS role_id, s.name AS role_name, s.permissions, s.is_owner,
              s.created_at AS role_created_at, s.updated_at AS role_updated_at,
              u.suspended_at IS NOT NULL AS suspended, u.totp_enabled_at IS NOT NULL AS second_factor
         FROM users u LEFT JOIN staff_roles s ON s.id = u.staff_role_id
        WHERE u.role = 'admin'
        ORDER BY u.first_name, u.last_name, u.id`,
    );
    return rows.map((row) => this.memberOf(row));
  }

  async createRole(viewer: Viewer, input: StaffRoleInput): Promise<StaffRole> {
    this.mayGrant(viewer, input.permissions);
    const repo = this.dataSource.getRepository(StaffRole);
    const role = repo.create({ name: nameOf(input.name), permissions: input.permissions, isOwner: false });
    await this.namedUniquely(() => repo.insert(role));
    return repo.findOneByOrFail({ id: role.id });
  }

  async updateRole(viewer: Viewer, id: string, input: UpdateStaffRoleInput): Promise<StaffRole> {
    const repo = this.dataSource.getRepository(StaffRole);
    const role = isUuid(id) ? await repo.findOneBy({ id }) : null;
    if (!role) throw new NotFoundError("Staff role");
    if (role.isOwner && input.permissions) throw new ConflictError("OWNER_ROLE_FIXED", "The Owner role holds every permission, always");
    if (role.isOwner && !(await this.isOwner(this.dataSource.manager, viewer.userId))) {
      throw new ForbiddenError("Only an Owner can rename the Owner role");
    }
    if (input.permissions) this.mayGrant(viewer, input.permissions);
    await this.namedUniquely(() =>
      repo.update(id, {
        ...(input.name !== undefined ? { name: nameOf(input.name) } : {}),
        ...(input.permissions ? { permissions: input.permissions } : {}),
      }),
    );
    return repo.findOneByOrFail({ id });
  }

  /** Deletes a role nobody holds; a role in use stays (its members would be left with nothing). */
  async deleteRole(id: string): Promise<string> {
    return this.dataSource.transaction(async (tx) => {
      const rows: Array<{ is_owner: boolean; members: number }> = isUuid(id)
        ? await tx.query(
            `SELECT s.is_owner, (SELECT count(*)::int FROM users u WHERE u.staff_role_id = s.id) AS members
               FROM staff_roles s WHERE s.id = $1 FOR UPDATE`,
            [id],
          )
        : [];
      const role = rows[0];
      if (!role) throw new NotFoundError("Staff role");
      if (role.is_owner) throw new ConflictError("OWNER_ROLE_FIXED", "The Owner role cannot be deleted");
      if (role.members > 0) {
        throw new ConflictError("STAFF_ROLE_IN_USE", `${role.members} staff member(s) hold this role`);
      }
      try {
        // An open invitation that hands out the role keeps it (its foreign key refuses the delete).
        await tx.query(`DELETE FROM staff_roles WHERE id = $1`, [id]);
      } catch (err) {
        if (!isForeignKeyViolation(err)) throw err;
        throw new ConflictError("STAFF_ROLE_IN_USE", "An open staff invitation hands out this role: revoke it first");
      }
      return id;
    });
  }

  /** Gives a staff member a role. The Owner role's row is locked first, so two demotions at once cannot leave no Owner. */
  async assignRole(viewer: Viewer, userId: string, roleId: string): Promise<StaffMember> {
    return this.dataSource.transaction(async (tx) => {
      const ownerRoles: Array<{ id: string }> = await tx.query(`SELECT id FROM staff_roles WHERE is_owner FOR UPDATE`);
      const member = await this.memberRow(tx, userId);
      if (!member) throw new NotFoundError("Staff member");
      const role = isUuid(roleId) ? await tx.findOneBy(StaffRole, { id: roleId }) : null;
      if (!role) throw new NotFoundError("Staff role");
      const target = this.memberOf(member);
      if (target.isShopOwner && userId !== viewer.userId) throw new ForbiddenError("Only the shop's owner can change the owner's role");
      const wasOwner = member.is_owner === true;
      if ((wasOwner || role.isOwner) && !(await this.isOwner(tx, viewer.userId))) {
        throw new ForbiddenError("Only an Owner can make or unmake an Owner");
      }
      this.mayGrant(viewer, grantedBy(role));
      if (wasOwner && !role.isOwner) {
        const [{ owners }]: Array<{ owners: number }> = await tx.query(
          `SELECT count(*)::int AS owners FROM users WHERE staff_role_id = $1`,
          [ownerRoles[0].id],
        );
        if (owners <= 1) throw new ConflictError("LAST_OWNER", "The shop's last Owner cannot be given another role");
      }
      await tx.query(`UPDATE users SET staff_role_id = $2, updated_at = now() WHERE id = $1`, [userId, role.id]);
      return this.memberOf((await this.memberRow(tx, userId))!);
    });
  }

  /**
   * An invitation hands out a role as assigning it would: it must exist, and nobody hands out a
   * permission they lack or, unless an Owner, the Owner role.
   */
  async mayHandOut(tx: EntityManager, inviter: Viewer, roleId: string): Promise<void> {
    const role = isUuid(roleId) ? await tx.findOneBy(StaffRole, { id: roleId }) : null;
    if (!role) throw new NotFoundError("Staff role");
    if (role.isOwner && !(await this.isOwner(tx, inviter.userId))) throw new ForbiddenError("Only an Owner can make an Owner");
    this.mayGrant(inviter, grantedBy(role));
  }

  /** An accepted invitation's role becomes the new staff member's (the invitation's key keeps it existing). */
  async assign(tx: EntityManager, userId: string, roleId: string): Promise<void> {
    await tx.query(`UPDATE users SET staff_role_id = $2, updated_at = now() WHERE id = $1`, [userId, roleId]);
  }

  /** A removed staff member holds no role (before the account turns back into a customer's). */
  async withdraw(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`UPDATE users SET staff_role_id = NULL WHERE id = $1`, [userId]);
  }

  private mayGrant(viewer: Viewer, permissions: readonly Permission[]): void {
    const lacking = permissions.filter((p) => !viewer.permissions.includes(p));
    if (lacking.length) throw forbidden(viewer, lacking);
  }

  private async isOwner(tx: EntityManager, userId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `SELECT 1 FROM users u JOIN staff_roles s ON s.id = u.staff_role_id WHERE u.id = $1 AND s.is_owner`,
      [userId],
    );
    return rows.length > 0;
  }

  private async memberRow(tx: EntityManager, userId: string): Promise<MemberRow | undefined> {
    if (!isUuid(userId)) return undefined;
    const rows: MemberRow[] = await tx.query(
      `SELECT u.id, u.first_name, u.last_name, u.email, s.id AS role_id, s.name AS role_name, s.permissions, s.is_owner,
              s.created_at AS role_created_at, s.updated_at AS role_updated_at,
              u.suspended_at IS NOT NULL AS suspended, u.totp_enabled_at IS NOT NULL AS second_factor
         FROM users u LEFT JOIN staff_roles s ON s.id = u.staff_role_id
        WHERE u.id = $1 AND u.role = 'admin' FOR UPDATE OF u`,
      [userId],
    );
    return rows[0];
  }

  private memberOf(row: MemberRow): StaffMember {
    const role =
      row.role_id === null
        ? null
        : Object.assign(new StaffRole(), {
            id: row.role_id,
            name: row.role_name,
            permissions: row.permissions,
            isOwner: row.is_owner,
            createdAt: row.role_created_at,
            updatedAt: row.role_updated_at,
          });
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      role,
      isShopOwner: row.email !== null && row.email === this.ownerEmail.trim().toLowerCase(),
      status: row.suspended ? StaffStatus.SUSPENDED : StaffStatus.ACTIVE,
      secondFactorEnabled: row.second_factor,
    };
  }

  private async namedUniquely(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError("STAFF_ROLE_NAME_TAKEN", "Another staff role has this name");
      throw err;
    }
  }
}

interface MemberRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  role_id: string | null;
  role_name: string;
  permissions: Permission[];
  is_owner: boolean | null;
  role_created_at: Date;
  role_updated_at: Date;
  suspended: boolean;
  second_factor: boolean;
}

function nameOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw ValidationError.field("name", "A staff role needs a name");
  return trimmed;
}
