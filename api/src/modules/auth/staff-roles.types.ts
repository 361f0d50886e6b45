import { ArrayUnique, IsOptional, Length } from "class-validator";
import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { Permission } from "../../common/auth/permissions";
import { StaffRole } from "./staff-role.entity";

@InputType({ description: "A new staff role: its name and what its members may do" })
export class StaffRoleInput {
  @Field({ description: "1 to 60 characters, unique whatever the letter case" })
  @Length(1, 60)
  name: string;

  @Field(() => [Permission], { description: "What the role's members may do; you can grant only permissions you hold" })
  @ArrayUnique()
  permissions: Permission[];
}

@InputType({ description: "The fields of a staff role to change; the others stay as they are" })
export class UpdateStaffRoleInput {
  @Field({ nullable: true, description: "1 to 60 characters, unique whatever the letter case" })
  @IsOptional()
  @Length(1, 60)
  name?: string;

  @Field(() => [Permission], {
    nullable: true,
    description: "The role's whole new set of permissions; you can grant only permissions you hold",
  })
  @IsOptional()
  @ArrayUnique()
  permissions?: Permission[];
}

/** Whether a staff member can work now. */
export enum StaffStatus {
  ACTIVE = "ACTIVE",
  SUSPENDED = "SUSPENDED",
}
registerEnumType(StaffStatus, {
  name: "StaffStatus",
  description: "Whether a staff member can sign in",
  valuesConfig: {
    ACTIVE: { description: "Signs in and works" },
    SUSPENDED: { description: "Cannot sign in; their sessions ended when suspended" },
  },
});

@ObjectType({ description: "A staff account: the role it holds, whether it may sign in and how" })
export class StaffMember {
  @Field(() => ID, { description: "The account's id" })
  id: string;

  @Field({ description: "First name" })
  firstName: string;

  @Field({ description: "Last name" })
  lastName: string;

  @Field(() => String, { nullable: true, description: "Email address; null for an account that signs in by phone only" })
  email: string | null;

  @Field(() => StaffRole, { nullable: true, description: "The member's role; null until given one (they may do nothing until then)" })
  role: StaffRole | null;

  @Field({
    description: "The shop's owner (ADMIN_EMAIL): only they may change their own role, and nobody may suspend or remove them",
  })
  isShopOwner: boolean;

  @Field(() => StaffStatus, { description: "Active or suspended" })
  status: StaffStatus;

  @Field({ description: "Whether they sign in with a second factor" })
  secondFactorEnabled: boolean;
}
