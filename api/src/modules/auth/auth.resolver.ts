import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver, UseMiddleware } from "type-graphql";
import { AS_ADMIN, SIGNED_IN, raising } from "../../common/errors/raises";
import { RateLimited } from "../../common/rate-limited";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { ConnectionArgs, connect, pagedComplexity } from "../../common/pagination";
import { RequestContext } from "../../common/context";
import { requireViewer } from "../../common/current-viewer";
import {
  AUTH_MESSAGES,
  AuthPayload,
  ChangePasswordInput,
  LoginInput,
  MessagePayload,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
  UserConnection,
} from "./auth.types";
import { User } from "./user.entity";

@Resolver()
export class AuthResolver {
  @UseMiddleware(RateLimited("register"))
  @Mutation(() => AuthPayload, { description: raising("Creates a customer account and signs it in", "EMAIL_TAKEN", "BAD_USER_INPUT") })
  async register(
    @Arg("input", { description: "The new account's details" }) input: RegisterInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    const signedIn = await ctx.services.auth.register(input);
    return { ...signedIn, message: AUTH_MESSAGES.registered };
  }

  @Mutation(() => AuthPayload, {
    description: raising(
      "Signs in with email and password. A staff account with a second factor (or made to enrol one) is refused: it signs in with staffSignIn",
      SIGNED_IN,
      "BAD_USER_INPUT",
      "SECOND_FACTOR_REQUIRED",
      "TOO_MANY_REQUESTS",
    ),
  })
  async login(@Arg("input", { description: "Email and password" }) input: LoginInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    const signedIn = await ctx.services.auth.login(input, ctx.ip);
    return { ...signedIn, message: AUTH_MESSAGES.loggedIn };
  }

  @Query(() => User, { nullable: true, description: raising("The signed-in user, or null for a guest") })
  async me(@Ctx() ctx: RequestContext): Promise<User | null> {
    if (ctx.tokenProblem) throw ctx.tokenProblem;
    return ctx.viewer ? ctx.services.auth.getUser(ctx.viewer.userId) : null;
  }

  @Authorized()
  @Mutation(() => User, {
    description: raising("Changes the signed-in user's name, phone and address", SIGNED_IN, "NOT_FOUND", "BAD_USER_INPUT"),
  })
  async updateProfile(
    @Arg("input", { description: "The profile's new fields" }) input: UpdateProfileInput,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return ctx.services.auth.updateProfile(requireViewer(ctx).userId, input);
  }

  @Authorized()
  @Mutation(() => AuthPayload, {
    description: raising(
      "Changes the signed-in account's password. Every token issued before ends; the answer carries a new one.",
      SIGNED_IN,
      "NOT_FOUND",
      "BAD_USER_INPUT",
    ),
  })
  async changePassword(
    @Arg("input", { description: "The current password and the new one" }) input: ChangePasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    const signedIn = await ctx.services.auth.changePassword(requireViewer(ctx).userId, input, ctx.ip);
    return { ...signedIn, message: AUTH_MESSAGES.passwordChanged };
  }

  @Authorized()
  @Mutation(() => MessagePayload, { description: raising("Ends the session of the token sent with it, on the server", SIGNED_IN) })
  async logout(@Ctx() ctx: RequestContext): Promise<MessagePayload> {
    requireViewer(ctx);
    await ctx.services.auth.logout(ctx.session!);
    return { message: AUTH_MESSAGES.loggedOut };
  }

  @Requires(Permission.VIEW_CUSTOMERS)
  @Mutation(() => MessagePayload, {
    description: raising("Admin: ends every session of an account (for example a customer's stolen phone)", AS_ADMIN, "NOT_FOUND"),
  })
  async endUserSessions(
    @Arg("userId", () => ID, { description: "The account whose sessions end" }) userId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await ctx.services.auth.endAllSessions(userId);
    return { message: AUTH_MESSAGES.sessionsEnded };
  }

  @UseMiddleware(RateLimited("forgotPassword"))
  @Mutation(() => MessagePayload, {
    description: raising(
      "Emails a single-use reset link valid for one hour. Answers the same whether or not the email has an account.",
      "TOO_MANY_REQUESTS",
    ),
  })
  async requestPasswordReset(
    @Arg("email", { description: "The account's email address" }) email: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await ctx.services.auth.requestPasswordReset(email);
    return { message: AUTH_MESSAGES.resetRequested };
  }

  @UseMiddleware(RateLimited("resetPassword"))
  @Mutation(() => AuthPayload, {
    description: raising(
      "Sets a new password with the token from a reset link, and signs in (a staff account with a second factor then signs in with staffSignIn)",
      "BAD_USER_INPUT",
      "NOT_FOUND",
      "SECOND_FACTOR_REQUIRED",
    ),
  })
  async resetPassword(
    @Arg("input", { description: "The reset link's token and the new password" }) input: ResetPasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    const signedIn = await ctx.services.auth.resetPassword(input);
    return { ...signedIn, message: AUTH_MESSAGES.passwordReset };
  }

  @Requires(Permission.VIEW_CUSTOMERS)
  @Query(() => UserConnection, {
    description: raising("Admin: accounts, newest first, optionally matching a name or email", AS_ADMIN, "BAD_USER_INPUT"),
    complexity: pagedComplexity,
  })
  async users(
    @Ctx() ctx: RequestContext,
    @Arg("search", () => String, { nullable: true, description: "Part of a name or email; null lists every account" })
    search: string | null | undefined,
    @Args() paging: ConnectionArgs,
  ): Promise<UserConnection> {
    return connect(paging, (window) => ctx.services.auth.listUsers(search ?? undefined, window));
  }
}
