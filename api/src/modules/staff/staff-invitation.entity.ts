import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** Where an invitation stands. */
export enum InvitationStatus {
  PENDING = "PENDING",
  EXPIRED = "EXPIRED",
  ACCEPTED = "ACCEPTED",
  REVOKED = "REVOKED",
}
registerEnumType(InvitationStatus, {
  name: "InvitationStatus",
  description: "Where a staff invitation stands",
  valuesConfig: {
    PENDING: { description: "Sent, and its link can still be accepted" },
    EXPIRED: { description: "Not accepted in time: resend it for a new link" },
    ACCEPTED: { description: "The invitee is staff now" },
    REVOKED: { description: "Withdrawn by the owner; its link is refused" },
  },
});

/** An invitation to join the shop's staff, sent by email with a single-use link. */
@ObjectType({ description: "Admin: an invitation to join the shop's staff" })
@Entity("staff_invitations")
export class StaffInvitation {
  @Field(() => ID, { description: "The invitation's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "Who is invited (lowercased)" })
  @Column()
  email: string;

  /** The staff role the invitee gets on acceptance; the roles' table belongs to the permissions. */
  @Field(() => ID, { description: "The staff role the invitee gets on accepting" })
  @Column({ type: "uuid" })
  roleId: string;

  @Field(() => ID, { nullable: true, description: "The staff member who sent it; null once their account is gone" })
  @Column({ type: "uuid", nullable: true })
  invitedBy: string | null;

  /** HMAC of the link's token under the shop's key: the token itself is only in the email. */
  @Column({ select: false })
  tokenHash: string;

  @Field({ description: "When the link stops working (the latest send's)" })
  @Column({ type: "timestamptz" })
  expiresAt: Date;

  @Field(() => Date, { nullable: true, description: "When it was accepted; null until then" })
  @Column({ type: "timestamptz", nullable: true })
  acceptedAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When it was revoked; null if it was not" })
  @Column({ type: "timestamptz", nullable: true })
  revokedAt: Date | null;

  @Field({ description: "When it was first sent" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** Where it stands at `now` (the shop's clock). */
  statusAt(now: Date): InvitationStatus {
    if (this.acceptedAt) return InvitationStatus.ACCEPTED;
    if (this.revokedAt) return InvitationStatus.REVOKED;
    return this.expiresAt.getTime() <= now.getTime() ? InvitationStatus.EXPIRED : InvitationStatus.PENDING;
  }
}
