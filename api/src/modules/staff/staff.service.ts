import type { Viewer } from "../../common/auth/viewer";
import crypto from "node:crypto";
import escapeHtml from "escape-html";
import type { DataSource, EntityManager, Repository } from "typeorm";
import { UserRole } from "../../common/auth/roles";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { isUniqueViolation } from "../../common/postgres-errors";
import { isUuid } from "../../common/uuid";
import { type AuthService, normalizeEmail } from "../auth/auth.service";
import type { StaffAccounts } from "../auth/staff-accounts";
import type { StaffSignInService, StaffSignInStep } from "../auth/staff-sign-in.service";
import type { MessageOutbox } from "../notification/message-outbox";
import { InvitationStatus, StaffInvitation } from "./staff-invitation.entity";

/**
 * What accepting an invitation asks of the staff roles: give the new staff member the role they
 * were invited with, and take it away when they stop being staff. Handed in by shop/services.ts.
 */
export interface StaffRoleAssignment {
  /** Refuses a role that does not exist (NOT_FOUND) or grants what the inviter may not (FORBIDDEN). */
  mayHandOut(tx: EntityManager, inviter: Viewer, roleId: string): Promise<void>;
  assign(tx: EntityManager, userId: string, roleId: string): Promise<void>;
  withdraw(tx: EntityManager, userId: string): Promise<void>;
}

export interface StaffOptions {
  publicUrl: string;
  /** ADMIN_EMAIL: the owner's account, which nobody can suspend or remove. */
  ownerEmail: string;
  invitationHours: number;
  /** Keys the invitation tokens' hashes. */
  tokenKey: Buffer;
}

/** What the acceptance page shows before the invitee acts. */
export interface InvitationPreview {
  email: string;
  /** The email already has an account: its owner signs in with its password to accept. */
  hasAccount: boolean;
}

export interface AcceptInvitation {
  token: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}

const OWNER_PROTECTED = "The shop's owner cannot be suspended or removed";
const SELF_PROTECTED = "You cannot suspend or remove your own account";

/**
 * Staff accounts: inviting by email with a single-use link, accepting (a new account, or an
 * existing customer's, proven by its password), and suspending, reactivating and removing staff.
 * An invitation's token is only in its email; the table keeps its HMAC, so a copy of the table
 * accepts nothing. Resending makes a new token, so the old link dies.
 */
export class StaffService {
  private readonly invitations: Repository<StaffInvitation>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly accounts: StaffAccounts,
    private readonly signIn: StaffSignInService,
    private readonly emails: MessageOutbox,
    private readonly roles: StaffRoleAssignment,
    private readonly options: StaffOptions,
    private readonly clock: () => Date,
  ) {
    this.invitations = dataSource.getRepository(StaffInvitation);
  }

  now(): Date {
    return this.clock();
  }

  /** Invites `email` as staff with a role; an open invitation to the same email is sent again, with this role. */
  async invite(inviter: Viewer, rawEmail: string, roleId: string): Promise<StaffInvitation> {
    const inviterId = inviter.userId;
    const email = normalizeEmail(rawEmail);
    if (!isUuid(roleId)) throw ValidationError.field("roleId", "Choose a staff role");
    try {
      return await this.dataSource.transaction(async (tx) => {
        await this.roles.mayHandOut(tx, inviter, roleId);
        const account = await this.accounts.byEmail(tx, email);
        if (account?.role === UserRole.ADMIN) throw new ConflictError("ALREADY_STAFF", "This email already belongs to a staff member");
        const open = await tx
          .getRepository(StaffInvitation)
          .createQueryBuilder("i")
          .setLock("pessimistic_write")
          .where("i.email = :email AND i.accepted_at IS NULL AND i.revoked_at IS NULL", { email })
          .getOne();
        const invitation = open ?? tx.getRepository(StaffInvitation).create({ email, invitedBy: inviterId });
        invitation.roleId = roleId;
        return this.send(tx, invitation);
      });
    } catch (err) {
      // Two invitations to one email at once: the index keeps one open, which the other's sender sees listed.
      if (isUniqueViolation(err)) throw new ConflictError("ALREADY_STAFF", "An invitation to this email was just sent");
      throw err;
    }
  }

  /** Sends a pending or expired invitation again with a new link; the old link stops working. */
  async resend(id: string): Promise<StaffInvitation> {
    return this.dataSource.transaction(async (tx) => {
      const invitation = await this.openInvitation(tx, id);
      return this.send(tx, invitation);
    });
  }

  async revoke(id: string): Promise<StaffInvitation> {
    return this.dataSource.transaction(async (tx) => {
      const invitation = await this.openInvitation(tx, id);
      invitation.revokedAt = this.clock();
      return tx.save(invitation);
    });
  }

  /** Invitations neither accepted nor revoked (expired ones too, to resend), newest first. */
  async open(): Promise<StaffInvitation[]> {
    return this.invitations
      .createQueryBuilder("i")
      .where("i.accepted_at IS NULL AND i.revoked_at IS NULL")
      .orderBy("i.created_at", "DESC")
      .addOrderBy("i.id", "DESC")
      .getMany();
  }

  /** What the link's page shows; refuses a link that can no longer be accepted, saying why. */
  async preview(token: string): Promise<InvitationPreview> {
    const invitation = await this.acceptable(token);
    return { email: invitation.email, hasAccount: (await this.accounts.byEmail(this.dataSource.manager, invitation.email)) !== null };
  }

  /**
   * Accepts with the link's token: the email's existing account (its password proves it is the
   * invitee's) becomes staff, or a new staff account is made with the name and password given.
   * Answers what a sign-in would: the session, or the second step (enrolling, when the owner
   * requires a second factor).
   */
  async accept(input: AcceptInvitation, ip: string): Promise<StaffSignInStep> {
    const invitation = await this.acceptable(input.token);
    const existing = await this.accounts.byEmail(this.dataSource.manager, invitation.email);
    if (existing?.role === UserRole.ADMIN) throw new ConflictError("ALREADY_STAFF", "This email already belongs to a staff member");
    if (existing) await this.auth.checkPassword({ email: invitation.email, password: input.password }, ip);
    else {
      if (!input.firstName?.trim()) throw ValidationError.field("firstName", "First name is required");
      if (!input.lastName?.trim()) throw ValidationError.field("lastName", "Last name is required");
    }
    let userId: string;
    try {
      userId = await this.dataSource.transaction(async (tx) => {
        // Marked accepted in the statement that checks it, so a link opened twice at once makes one account.
        const used = await tx
          .createQueryBuilder()
          .update(StaffInvitation)
          .set({ acceptedAt: this.clock() })
          .where("id = :id AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > :now", { id: invitation.id, now: this.clock() })
          .execute();
        if (!used.affected) throw refused("This invitation link has already been used");
        const id = existing
          ? (await this.accounts.promote(tx, existing.id), existing.id)
          : await this.accounts.create(tx, {
              email: invitation.email,
              firstName: input.firstName!,
              lastName: input.lastName!,
              password: input.password,
            });
        await this.roles.assign(tx, id, invitation.roleId);
        return id;
      });
    } catch (err) {
      // The email registered as a customer between the page's load and now: accept with its password.
      if (isUniqueViolation(err))
        throw ValidationError.field("email", "This email now has an account: sign in with its password to accept");
      throw err;
    }
    return this.signIn.afterPassword(userId);
  }

  /** Suspends a staff member: they cannot sign in, and every session they hold ends now. */
  async suspend(actorId: string, userId: string): Promise<void> {
    await this.changeable(actorId, userId);
    await this.accounts.suspend(userId, this.clock());
  }

  async reactivate(userId: string): Promise<void> {
    await this.accounts.staffMember(userId);
    await this.accounts.reactivate(userId);
  }

  /** Ends a staff member's staff access: the account is a customer's again, orders and all, and signed out everywhere. */
  async remove(actorId: string, userId: string): Promise<void> {
    await this.changeable(actorId, userId);
    await this.dataSource.transaction(async (tx) => {
      await this.roles.withdraw(tx, userId);
      await this.accounts.demote(tx, userId);
    });
  }

  private async changeable(actorId: string, userId: string): Promise<void> {
    const member = await this.accounts.staffMember(userId);
    if (member.email === this.options.ownerEmail) throw new ConflictError("STAFF_PROTECTED", OWNER_PROTECTED);
    if (member.id === actorId) throw new ConflictError("STAFF_PROTECTED", SELF_PROTECTED);
  }

  /** A new token and expiry for the invitation, written with the email that carries the link. */
  private async send(tx: EntityManager, invitation: StaffInvitation): Promise<StaffInvitation> {
    const token = crypto.randomBytes(32).toString("base64url");
    invitation.tokenHash = this.tokenHash(token);
    invitation.expiresAt = new Date(this.clock().getTime() + this.options.invitationHours * 3600_000);
    const saved = await tx.save(invitation);
    const link = `${this.options.publicUrl}/admin/accept-invitation?token=${token}`;
    const hours = this.options.invitationHours;
    await this.emails.enqueueEmail(tx, `staff-invitation:${invitation.tokenHash}`, {
      to: invitation.email,
      subject: "You're invited to join the Bagzone team",
      text: `Hello,\n\nYou have been invited to help run the shop. To accept, open this link within ${hours} hours:\n${link}\n\nIf you were not expecting this, ignore this email.\n`,
      html: `<p>Hello,</p><p>You have been invited to help run the shop. To accept, open this link within ${hours} hours:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If you were not expecting this, ignore this email.</p>`,
    });
    return saved;
  }

  private async openInvitation(tx: EntityManager, id: string): Promise<StaffInvitation> {
    if (!isUuid(id)) throw new NotFoundError("Invitation");
    const invitation = await tx.getRepository(StaffInvitation).findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
    if (!invitation) throw new NotFoundError("Invitation");
    if (invitation.acceptedAt) throw new ConflictError("INVITATION_CLOSED", "This invitation has already been accepted");
    if (invitation.revokedAt) throw new ConflictError("INVITATION_CLOSED", "This invitation has been revoked");
    return invitation;
  }

  /** The invitation a link's token opens, if it can still be accepted; otherwise why not. */
  private async acceptable(token: string): Promise<StaffInvitation> {
    const invitation = await this.invitations.findOneBy({ tokenHash: this.tokenHash(token.trim()) });
    if (!invitation) throw refused("This invitation link is not valid: it may have been replaced by a newer one. Ask for a new invitation");
    switch (invitation.statusAt(this.clock())) {
      case InvitationStatus.ACCEPTED:
        throw refused("This invitation link has already been used");
      case InvitationStatus.REVOKED:
        throw refused("This invitation has been revoked");
      case InvitationStatus.EXPIRED:
        throw refused("This invitation link has expired. Ask for a new invitation");
      case InvitationStatus.PENDING:
        return invitation;
    }
  }

  private tokenHash(token: string): string {
    return crypto.createHmac("sha256", this.options.tokenKey).update(`staff-invitation\0${token}`).digest("hex");
  }
}

const refused = (message: string) => ValidationError.field("token", message, "INVITATION_INVALID");
