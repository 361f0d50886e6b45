import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { UserRole } from "../../common/auth/roles";
import { RequestContext } from "../../common/context";
import { requireViewer } from "../../common/current-viewer";
import { ForbiddenError } from "../../common/errors";
import { AS_ADMIN, SIGNED_IN, raising } from "../../common/errors/raises";
import { AUTH_MESSAGES, AuthPayload, LoginInput } from "./auth.types";
import type { Enrolling } from "./staff-sign-in.service";
import {
  CompleteStaffSignInInput,
  ConfirmSecondFactorInput,
  SecondFactorConfirmed,
  SecondFactorEnrolment,
  SecondFactorEnrolmentInput,
  StaffSignInPolicy,
  StaffSignInStep,
  stepAnswer,
} from "./staff-sign-in.types";

/** Who enrols: the second-step token's account, or the signed-in staff member. */
const enrolling = (ctx: RequestContext, token: string | null | undefined): Enrolling =>
  token ? { secondStepToken: token } : { userId: staffMember(ctx).userId };

/** Any staff member enrols their own second factor, whatever their role's permissions. */
function staffMember(ctx: RequestContext) {
  const viewer = requireViewer(ctx);
  if (viewer.role !== UserRole.ADMIN) throw new ForbiddenError("Only staff sign in with a second factor");
  return viewer;
}

@Resolver()
export class StaffSignInResolver {
  @Mutation(() => StaffSignInStep, {
    description: raising(
      "Signs in with email and password, answering either the session or the second step a staff account takes (a code, or enrolling a second factor)",
      SIGNED_IN,
      "BAD_USER_INPUT",
      "TOO_MANY_REQUESTS",
    ),
  })
  async staffSignIn(
    @Arg("input", { description: "Email and password" }) input: LoginInput,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffSignInStep> {
    return stepAnswer(await ctx.services.staffSignIn.begin(input, ctx.ip));
  }

  @Mutation(() => AuthPayload, {
    description: raising(
      "Completes a staff sign-in with the authenticator app's current code (each code works once) or a recovery code (used up); wrong codes count as failed logins",
      SIGNED_IN,
      "BAD_USER_INPUT",
      "SECOND_FACTOR_INVALID",
      "NOT_FOUND",
      "TOO_MANY_REQUESTS",
    ),
  })
  async completeStaffSignIn(
    @Arg("input", { description: "The second-step token and the code" }) input: CompleteStaffSignInInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    const signedIn = await ctx.services.staffSignIn.complete(input.secondStepToken, input.code, ctx.ip);
    return { ...signedIn, message: AUTH_MESSAGES.loggedIn };
  }

  @Mutation(() => SecondFactorEnrolment, {
    description: raising(
      "Staff: a new second-factor secret to scan into an authenticator app; nothing changes until a code from it confirms it",
      AS_ADMIN,
      "BAD_USER_INPUT",
      "SECOND_FACTOR_ALREADY_ENROLLED",
    ),
  })
  async beginSecondFactorEnrolment(
    @Arg("input", () => SecondFactorEnrolmentInput, { description: "Who enrols; empty for the signed-in staff member" })
    input: SecondFactorEnrolmentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SecondFactorEnrolment> {
    const enrolment = await ctx.services.staffSignIn.beginEnrolment(enrolling(ctx, input.secondStepToken));
    return { secret: enrolment.secret, otpauthUri: enrolment.uri, qrCodeSvg: enrolment.qrSvg };
  }

  @Mutation(() => SecondFactorConfirmed, {
    description: raising(
      "Staff: confirms the second factor with the app's current code; from now on sign-in asks for a code. Answers a session and the recovery codes (shown once)",
      AS_ADMIN,
      "BAD_USER_INPUT",
      "SECOND_FACTOR_INVALID",
      "SECOND_FACTOR_ALREADY_ENROLLED",
    ),
  })
  async confirmSecondFactorEnrolment(
    @Arg("input", { description: "Who enrols, and the app's code" }) input: ConfirmSecondFactorInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SecondFactorConfirmed> {
    const confirmed = await ctx.services.staffSignIn.confirmEnrolment(enrolling(ctx, input.secondStepToken), input.code);
    return { session: { ...confirmed.session, message: AUTH_MESSAGES.loggedIn }, recoveryCodes: confirmed.recoveryCodes };
  }

  @Requires(Permission.MANAGE_STAFF)
  @Query(() => StaffSignInPolicy, { description: raising("Admin: how staff sign in", AS_ADMIN) })
  async staffSignInPolicy(@Ctx() ctx: RequestContext): Promise<StaffSignInPolicy> {
    return { secondFactorRequired: await ctx.services.secondFactors.requiredForStaff() };
  }

  @Requires(Permission.MANAGE_STAFF)
  @Mutation(() => StaffSignInPolicy, {
    description: raising(
      "Owner: requires (or stops requiring) a second factor of every staff member; those without one enrol at their next sign-in",
      AS_ADMIN,
    ),
  })
  async setStaffSecondFactorRequired(
    @Arg("required", { description: "Whether every staff member must sign in with a second factor" }) required: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffSignInPolicy> {
    await ctx.services.secondFactors.setRequiredForStaff(required);
    return { secondFactorRequired: required };
  }
}
