import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { ALL_PERMISSIONS, Permission } from "../../common/auth/permissions";

/**
 * A named set of permissions a staff member holds (`users.staff_role_id`). The Owner role is the
 * one `isOwner` row: it holds every permission, including any added later, and cannot be changed
 * or deleted, so the shop always has someone who can do everything.
 */
@ObjectType({ description: "A staff role: a named set of permissions, held by staff members" })
@Entity("staff_roles")
export class StaffRole {
  @Field(() => ID, { description: "The role's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "The role's name, unique whatever its letter case (Owner, Manager, Catalogue, ...)" })
  @Column({ type: "varchar", length: 60 })
  name: string;

  /** As stored; `permissionsHeld` is what the role grants. */
  @Column({ type: "text", array: true, default: () => "'{}'" })
  permissions: Permission[];

  @Field({ description: "The Owner role: every permission, and only its members may make or unmake an Owner" })
  @Column({ name: "is_owner", type: "boolean", default: false })
  isOwner: boolean;

  @Field({ description: "When the role was made" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @Field(() => [Permission], { name: "permissions", description: "What the role's members may do; the Owner role holds every permission" })
  get permissionsHeld(): readonly Permission[] {
    return grantedBy(this);
  }
}

/** What a role grants: the Owner role every permission there is, any other role its stored list. */
export const grantedBy = (role: Pick<StaffRole, "isOwner" | "permissions">): readonly Permission[] =>
  role.isOwner ? ALL_PERMISSIONS : ALL_PERMISSIONS.filter((p) => role.permissions.includes(p));
