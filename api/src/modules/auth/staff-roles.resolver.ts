import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { UserRole } from "../../common/auth/roles";
import { RequestContext } from "../../common/context";
import { requireViewer } from "../../common/current-viewer";
import { Deleted } from "../../common/deleted";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { grantedBy, StaffRole } from "./staff-role.entity";
import { StaffMember, StaffRoleInput, UpdateStaffRoleInput } from "./staff-roles.types";
import { User } from "./user.entity";

@Resolver()
export class StaffRoleResolver {
  @Requires(Permission.MANAGE_STAFF)
  @Query(() => [StaffRole], { description: raising("Admin: the staff roles, the Owner role first, then by name", AS_ADMIN) })
  staffRoles(@Ctx() ctx: RequestContext): Promise<StaffRole[]> {
    return ctx.services.staffRoles.listRoles();
  }

  @Requires(Permission.MANAGE_STAFF)
  @Query(() => [StaffMember], { description: raising("Admin: every staff account and the role it holds, by name", AS_ADMIN) })
  staffMembers(@Ctx() ctx: RequestContext): Promise<StaffMember[]> {
    return ctx.services.staffRoles.listMembers();
  }

  @Requires(Permission.MANAGE_STAFF)
  @Mutation(() => StaffRole, {
    description: raising("Admin: adds a staff role", AS_ADMIN, "BAD_USER_INPUT", "STAFF_ROLE_NAME_TAKEN"),
  })
  createStaffRole(
    @Arg("input", { description: "The role's name and permissions" }) input: StaffRoleInput,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffRole> {
    return ctx.services.staffRoles.createRole(requireViewer(ctx), input);
  }

  @Requires(Permission.MANAGE_STAFF)
  @Mutation(() => StaffRole, {
    description: raising(
      "Admin: renames a staff role or changes its permissions; its members may do the new set at once",
      AS_ADMIN,
      "BAD_USER_INPUT",
      "NOT_FOUND",
      "STAFF_ROLE_NAME_TAKEN",
      "OWNER_ROLE_FIXED",
    ),
  })
  updateStaffRole(
    @Arg("id", () => ID, { description: "The role to change" }) id: string,
    @Arg("input", { description: "Only the fields to change" }) input: UpdateStaffRoleInput,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffRole> {
    return ctx.services.staffRoles.updateRole(requireViewer(ctx), id, input);
  }

  @Requires(Permission.MANAGE_STAFF)
  @Mutation(() => Deleted, {
    description: raising("Admin: deletes a staff role nobody holds", AS_ADMIN, "NOT_FOUND", "STAFF_ROLE_IN_USE", "OWNER_ROLE_FIXED"),
  })
  async deleteStaffRole(
    @Arg("id", () => ID, { description: "The role to delete" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Deleted> {
    return { id: await ctx.services.staffRoles.deleteRole(id) };
  }

  @Requires(Permission.MANAGE_STAFF)
  @Mutation(() => StaffMember, {
    description: raising(
      "Admin: gives a staff member a role. Only an Owner makes or unmakes an Owner, only the shop's owner changes their own role, and the last Owner stays one",
      AS_ADMIN,
      "NOT_FOUND",
      "LAST_OWNER",
    ),
  })
  assignStaffRole(
    @Arg("userId", () => ID, { description: "The staff member" }) userId: string,
    @Arg("roleId", () => ID, { description: "Their new role" }) roleId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffMember> {
    return ctx.services.staffRoles.assignRole(requireViewer(ctx), userId, roleId);
  }
}

@Resolver(() => User)
export class UserPermissionsResolver {
  @FieldResolver(() => [Permission], {
    description: "What a staff member may do, from their staff role (the admin app shows only these); empty for a customer",
  })
  async permissions(@Root() user: User, @Ctx() ctx: RequestContext): Promise<readonly Permission[]> {
    if (user.role !== UserRole.ADMIN || !user.staffRoleId) return [];
    // The viewer's own were read with the session.
    if (ctx.viewer?.userId === user.id) return ctx.viewer.permissions;
    const role = await ctx.loaders.staffRoleById.load(user.staffRoleId);
    return role ? grantedBy(role) : [];
  }
}
