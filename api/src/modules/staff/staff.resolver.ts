import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { requireViewer } from "../../common/current-viewer";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { MessagePayload } from "../auth/auth.types";
import { StaffSignInStep, stepAnswer } from "../auth/staff-sign-in.types";
import { InvitationStatus, StaffInvitation } from "./staff-invitation.entity";
import { AcceptStaffInvitationInput, InviteStaffInput, StaffInvitationPreview } from "./staff.types";

@Resolver(() => StaffInvitation)
export class StaffResolver {
  @FieldResolver(() => InvitationStatus, { description: "Where the invitation stands now" })
  status(@Root() invitation: StaffInvitation, @Ctx() ctx: RequestContext): InvitationStatus {
    return invitation.statusAt(ctx.services.staff.now());
  }

  @Requires(Permission.MANAGE_STAFF)
  @Query(() => [StaffInvitation], {
    description: raising("Admin: invitations neither accepted nor revoked (expired ones too, to resend), newest first", AS_ADMIN),
  })
  async staffInvitations(@Ctx() ctx: RequestContext): Promise<StaffInvitation[]> {
    return ctx.services.staff.open();
  }

  @Requires(Permission.MANAGE_STAFF)
  @Mutation(() => StaffInvitation, {
    description: raising(
      "Admin: invites an email to the staff with a role, emailing a link valid for STAFF_INVITATION_HOURS; an open invitation to the same email is sent again. Nobody hands out a permission they lack, and only an Owner invites an Owner",
      AS_ADMIN,
      "BAD_USER_INPUT",
      "NOT_FOUND",
      "ALREADY_STAFF",
    ),
  })
  async inviteStaff(
    @Arg("input", { description: "The email and the role" }) input: InviteStaffInput,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffInvitation> {
    return ctx.services.staff.invite(requireViewer(ctx), input.email, input.roleId);
  }

  @Requires(Permission.MANAGE_STAFF)
  @Mutation(() => StaffInvitation, {
    description: raising(
      "Admin: sends an invitation again with a new link; the old link stops working",
      AS_ADMIN,
      "NOT_FOUND",
      "INVITATION_CLOSED",
    ),
  })
  async resendStaffInvitation(
    @Arg("id", () => ID, { description: "The invitation" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffInvitation> {
    return ctx.services.staff.resend(id);
  }

  @Requires(Permission.MANAGE_STAFF)
  @Mutation(() => StaffInvitation, {
    description: raising("Admin: revokes an invitation; its link is refused", AS_ADMIN, "NOT_FOUND", "INVITATION_CLOSED"),
  })
  async revokeStaffInvitation(
    @Arg("id", () => ID, { description: "The invitation" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffInvitation> {
    return ctx.services.staff.revoke(id);
  }

  @Query(() => StaffInvitationPreview, {
    description: raising(
      "What an invitation's link opens: the email invited and whether it has an account; a link that can no longer be accepted is refused, saying why",
      "INVITATION_INVALID",
    ),
  })
  async staffInvitation(
    @Arg("token", { description: "The token from the invitation's link" }) token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffInvitationPreview> {
    return ctx.services.staff.preview(token);
  }

  @Mutation(() => StaffSignInStep, {
    description: raising(
      "Accepts a staff invitation and signs in: a new account with the name and password given, or the email's existing account proven by its password",
      "UNAUTHENTICATED",
      "BAD_USER_INPUT",
      "INVITATION_INVALID",
      "ALREADY_STAFF",
      "TOO_MANY_REQUESTS",
    ),
  })
  async acceptStaffInvitation(
    @Arg("input", { description: "The link's token and the password (and a new account's name)" }) input: AcceptStaffInvitationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffSignInStep> {
    return stepAnswer(await ctx.services.staff.accept(input, ctx.ip));
  }

  @Requires(Permission.MANAGE_STAFF)
  @Mutation(() => MessagePayload, {
    description: raising(
      "Admin: suspends a staff member: they cannot sign in, and every session they hold ends at once. Not the owner, not oneself",
      AS_ADMIN,
      "NOT_FOUND",
      "STAFF_PROTECTED",
    ),
  })
  async suspendStaff(
    @Arg("userId", () => ID, { description: "The staff member's account" }) userId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await ctx.services.staff.suspend(requireViewer(ctx).userId, userId);
    return { message: "The staff member is suspended and signed out everywhere" };
  }

  @Requires(Permission.MANAGE_STAFF)
  @Mutation(() => MessagePayload, {
    description: raising("Admin: lets a suspended staff member sign in again", AS_ADMIN, "NOT_FOUND"),
  })
  async reactivateStaff(
    @Arg("userId", () => ID, { description: "The staff member's account" }) userId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await ctx.services.staff.reactivate(userId);
    return { message: "The staff member can sign in again" };
  }

  @Requires(Permission.MANAGE_STAFF)
  @Mutation(() => MessagePayload, {
    description: raising(
      "Admin: removes a staff member's access: their account becomes a customer's again (orders kept) and every session ends. Not the owner, not oneself",
      AS_ADMIN,
      "NOT_FOUND",
      "STAFF_PROTECTED",
    ),
  })
  async removeStaff(
    @Arg("userId", () => ID, { description: "The staff member's account" }) userId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await ctx.services.staff.remove(requireViewer(ctx).userId, userId);
    return { message: "The account no longer has staff access" };
  }
}
