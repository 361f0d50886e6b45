import { IsEmail, IsNotEmpty, IsOptional, MaxLength, MinLength } from "class-validator";
import { Field, ID, InputType, ObjectType } from "type-graphql";
import { PASSWORD_MIN_LENGTH } from "../auth/auth.types";

@InputType({ description: "Who to invite to the staff, and as what" })
export class InviteStaffInput {
  @Field({ description: "The invitee's email; the invitation's link is sent there" })
  @IsEmail({}, { message: "Enter a valid email" })
  @IsNotEmpty({ message: "Email is required" })
  email: string;

  @Field(() => ID, { description: "The staff role the invitee gets on accepting" })
  @IsNotEmpty({ message: "Choose a staff role" })
  roleId: string;
}

@InputType({
  description: "Accepts a staff invitation: a new account's name and password, or the password of the account the email already has",
})
export class AcceptStaffInvitationInput {
  @Field({ description: "The token from the invitation's link" })
  @IsNotEmpty({ message: "The invitation's token is required" })
  token: string;

  @Field({ description: "A new account's password (6 to 200 characters), or the existing account's password" })
  @MinLength(PASSWORD_MIN_LENGTH, { message: "Password must be at least 6 characters" })
  @MaxLength(200, { message: "Password must be at most 200 characters" })
  @IsNotEmpty({ message: "Password is required" })
  password: string;

  @Field(() => String, {
    nullable: true,
    description: "A new account's first name (at most 100 characters); ignored for an existing account",
  })
  @IsOptional()
  @MaxLength(100, { message: "First name must be at most 100 characters" })
  firstName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A new account's last name (at most 100 characters); ignored for an existing account",
  })
  @IsOptional()
  @MaxLength(100, { message: "Last name must be at most 100 characters" })
  lastName?: string | null;
}

@ObjectType({ description: "What an invitation's link opens, before the invitee acts" })
export class StaffInvitationPreview {
  @Field({ description: "The email invited" })
  email: string;

  @Field({ description: "Whether the email already has an account: then its password accepts, and no name is asked" })
  hasAccount: boolean;
}
