import { IsNotEmpty, IsOptional, MaxLength } from "class-validator";
import { Field, InputType, ObjectType, registerEnumType } from "type-graphql";
import { AUTH_MESSAGES, AuthPayload } from "./auth.types";
import type { StaffSignInStep as Step } from "./staff-sign-in.service";

/** What a staff sign-in asks for after the password. */
export enum SecondStepKind {
  CODE = "CODE",
  ENROL = "ENROL",
}
registerEnumType(SecondStepKind, {
  name: "SecondStepKind",
  description: "What a staff sign-in asks for after the password",
  valuesConfig: {
    CODE: { description: "The 6-digit code from the account's authenticator app (or a recovery code): completeStaffSignIn" },
    ENROL: {
      description:
        "The owner requires a second factor and the account has none: enrol one (beginSecondFactorEnrolment, confirmSecondFactorEnrolment) before anything else",
    },
  },
});

@ObjectType({ description: "Where a sign-in stands after the password: signed in, or a second step to take" })
export class StaffSignInStep {
  @Field(() => AuthPayload, { nullable: true, description: "The session, when no second step is needed; null otherwise" })
  session: AuthPayload | null;

  @Field(() => SecondStepKind, { nullable: true, description: "The step to take next; null when signed in" })
  next: SecondStepKind | null;

  @Field(() => String, {
    nullable: true,
    description: "Valid for 5 minutes, for the next step only; proves the password was right, and nothing else. Null when signed in",
  })
  secondStepToken: string | null;
}

@ObjectType({ description: "A new second factor to add to an authenticator app, before it is confirmed" })
export class SecondFactorEnrolment {
  @Field({ description: "The secret in base32, for an app that cannot scan the QR code" })
  secret: string;

  @Field({ description: "The otpauth:// URI (RFC 6238 TOTP, SHA-1, 6 digits, 30 seconds) the QR code carries" })
  otpauthUri: string;

  @Field({ description: "The QR code of the URI, as an SVG document" })
  qrCodeSvg: string;
}

@ObjectType({ description: "A confirmed second factor: the account's session and its recovery codes" })
export class SecondFactorConfirmed {
  @Field(() => AuthPayload, { description: "A session for the account, now signed in with its second factor" })
  session: AuthPayload;

  @Field(() => [String], {
    description: "Single-use codes that stand in for the app's code when the phone is lost. Shown this once: write them down",
  })
  recoveryCodes: string[];
}

@ObjectType({ description: "Admin: how staff sign in" })
export class StaffSignInPolicy {
  @Field({ description: "Whether every staff member must sign in with a second factor (those without one enrol at their next sign-in)" })
  secondFactorRequired: boolean;
}

@InputType({ description: "The second step of a staff sign-in" })
export class CompleteStaffSignInInput {
  @Field({ description: "The token staffSignIn answered" })
  @IsNotEmpty({ message: "The second-step token is required" })
  secondStepToken: string;

  @Field({ description: "The 6-digit code the authenticator app shows now, or one of the recovery codes" })
  @MaxLength(40, { message: "Enter the 6-digit code from your authenticator app, or a recovery code" })
  @IsNotEmpty({ message: "Enter the 6-digit code from your authenticator app, or a recovery code" })
  code: string;
}

@InputType({ description: "Who enrols a second factor: the signed-in staff member (no token), or one asked to enrol at sign-in" })
export class SecondFactorEnrolmentInput {
  @Field(() => String, { nullable: true, description: "The ENROL token staffSignIn answered; null when signed in" })
  @IsOptional()
  secondStepToken?: string | null;
}

@InputType({ description: "Confirms a second factor with a code the app shows" })
export class ConfirmSecondFactorInput {
  @Field(() => String, { nullable: true, description: "The ENROL token staffSignIn answered; null when signed in" })
  @IsOptional()
  secondStepToken?: string | null;

  @Field({ description: "The 6-digit code the authenticator app shows now" })
  @IsNotEmpty({ message: "Enter the 6-digit code from your authenticator app" })
  code: string;
}

/** The answer of a step of a staff sign-in (also of accepting an invitation, which signs the new staff member in). */
export const stepAnswer = (step: Step): StaffSignInStep => ({
  session: step.session && { ...step.session, message: AUTH_MESSAGES.loggedIn },
  next: step.next && SecondStepKind[step.next],
  secondStepToken: step.secondStepToken,
});
