import { IsEmail, IsNotEmpty, IsOptional, MaxLength, MinLength } from "class-validator";
import { Field, InputType, ObjectType } from "type-graphql";
import { KeptUnlessSent } from "../../common/partial-update";
import { Connected } from "../../common/pagination";
import { User } from "./user.entity";
import { PHONE, PINCODE } from "@shop/words/patterns";
import { MatchesTrimmed } from "../../vocabulary/matches-trimmed";

export const PASSWORD_MIN_LENGTH = 6;

/** What the API says on success, the same through GraphQL and REST. */
export const AUTH_MESSAGES = {
  registered: "Registration successful",
  loggedIn: "Login successful",
  resetRequested: "If an account exists for this email, a reset link has been sent.",
  passwordReset: "Your password has been reset",
  passwordChanged: "Your password has been changed; you are signed out everywhere else",
  loggedOut: "You are signed out",
  sessionsEnded: "Every session of this account has ended",
  codeSent: "A 6-digit code is on its way by SMS if the number can receive one. Enter it within a few minutes.",
  phoneAdded: "You can now sign in with this phone number too",
} as const;

// class-validator runs a property's decorators bottom-up and we report the first failure, so the
// "is required" check sits nearest the property: an empty field says it is required, not invalid.

@InputType({ description: "A new customer account" })
export class RegisterInput {
  @Field({ description: "First name, at most 100 characters" })
  @MaxLength(100, { message: "First name must be at most 100 characters" })
  @IsNotEmpty({ message: "First name is required" })
  firstName: string;

  @Field({ description: "Last name, at most 100 characters" })
  @MaxLength(100, { message: "Last name must be at most 100 characters" })
  @IsNotEmpty({ message: "Last name is required" })
  lastName: string;

  @Field({ description: "The account's email; one account per email" })
  @IsEmail({}, { message: "Enter a valid email" })
  @IsNotEmpty({ message: "Email is required" })
  email: string;

  @Field({ description: "The password, 6 to 200 characters" })
  @MinLength(PASSWORD_MIN_LENGTH, { message: "Password must be at least 6 characters" })
  @MaxLength(200, { message: "Password must be at most 200 characters" })
  @IsNotEmpty({ message: "Password is required" })
  password: string;
}

@InputType({ description: "Email and password" })
export class LoginInput {
  @Field({ description: "The account's email" })
  @IsEmail({}, { message: "Invalid email address" })
  @IsNotEmpty({ message: "Email is required" })
  email: string;

  @Field({ description: "The account's password" })
  @IsNotEmpty({ message: "Password is required" })
  password: string;
}

@InputType({ description: "Profile fields to change; omitted fields stay as they are" })
export class UpdateProfileInput {
  @Field(() => String, { description: "First name, at most 100 characters; left out: unchanged (it cannot be cleared)", nullable: true })
  @MaxLength(100, { message: "First name must be at most 100 characters" })
  @KeptUnlessSent("First name is required")
  firstName?: string | null;

  @Field(() => String, { description: "Last name, at most 100 characters; left out: unchanged (it cannot be cleared)", nullable: true })
  @MaxLength(100, { message: "Last name must be at most 100 characters" })
  @KeptUnlessSent("Last name is required")
  lastName?: string | null;

  @Field({ description: "Phone number, 10 digits; null clears it; left out: unchanged", nullable: true })
  @IsOptional()
  @MatchesTrimmed(PHONE, "Phone number must be 10 digits")
  phone?: string;

  @Field({ description: "Street address, at most 300 characters; null or blank clears it; left out: unchanged", nullable: true })
  @IsOptional()
  @MaxLength(300, { message: "Address must be at most 300 characters" })
  address?: string;

  @Field({ description: "City, at most 100 characters; null or blank clears it; left out: unchanged", nullable: true })
  @IsOptional()
  @MaxLength(100, { message: "City must be at most 100 characters" })
  city?: string;

  @Field({ description: "State, at most 100 characters; null or blank clears it; left out: unchanged", nullable: true })
  @IsOptional()
  @MaxLength(100, { message: "State must be at most 100 characters" })
  state?: string;

  @Field({ description: "The 6-digit pincode; null clears it; left out: unchanged", nullable: true })
  @IsOptional()
  @MatchesTrimmed(PINCODE, "Postal Code must be 6 digits")
  postalCode?: string;
}

@InputType({ description: "The reset link's token and the new password" })
export class ResetPasswordInput {
  @Field({ description: "The token from the reset link" })
  @IsNotEmpty({ message: "Reset token is required" })
  token: string;

  @Field({ description: "The new password, 6 to 200 characters" })
  @MinLength(PASSWORD_MIN_LENGTH, { message: "Password must be at least 6 characters" })
  @MaxLength(200, { message: "Password must be at most 200 characters" })
  @IsNotEmpty({ message: "Password is required" })
  newPassword: string;
}

@InputType({ description: "A new password for the signed-in account, proven by the current one" })
export class ChangePasswordInput {
  @Field({ description: "The password now; a wrong one is refused" })
  @IsNotEmpty({ message: "Current password is required" })
  currentPassword: string;

  @Field({ description: "The new password, 6 to 200 characters" })
  @MinLength(PASSWORD_MIN_LENGTH, { message: "Password must be at least 6 characters" })
  @MaxLength(200, { message: "Password must be at most 200 characters" })
  @IsNotEmpty({ message: "Password is required" })
  newPassword: string;
}

@ObjectType({ description: "A signed-in user and the bearer token that proves it" })
export class AuthPayload {
  @Field(() => User, { description: "The signed-in user" })
  user: User;

  @Field({ description: "Send as `Authorization: Bearer <token>`" })
  token: string;

  @Field({ description: "A confirmation to show the user" })
  message: string;
}

@ObjectType({ description: "A confirmation of an account action" })
export class MessagePayload {
  @Field({ description: "A confirmation to show the user" })
  message: string;
}

@ObjectType({ description: "A page of users" })
export class UserConnection extends Connected(User, "User") {}
