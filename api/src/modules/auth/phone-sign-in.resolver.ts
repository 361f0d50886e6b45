import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import { SIGNED_IN, raising } from "../../common/errors/raises";
import { RequestContext } from "../../common/context";
import { requireViewer } from "../../common/current-viewer";
import { AUTH_MESSAGES, AuthPayload, MessagePayload } from "./auth.types";
import { User } from "./user.entity";

const PHONE = { description: "An Indian mobile number: 10 digits starting 6-9, optionally after +91" };
const CODE = { description: "The 6-digit code from the SMS" };

@Resolver()
export class PhoneSignInResolver {
  @Mutation(() => MessagePayload, {
    description: raising(
      "Sends a 6-digit sign-in code by SMS. Answers the same whether or not the number has an account; limited per number and per client address.",
      "BAD_USER_INPUT",
      "TOO_MANY_REQUESTS",
      "PHONE_SIGN_IN_OFF",
    ),
  })
  async requestOtp(@Arg("phone", PHONE) phone: string, @Ctx() ctx: RequestContext): Promise<MessagePayload> {
    await ctx.services.phoneSignIn.requestSignInCode(phone, ctx.ip);
    return { message: AUTH_MESSAGES.codeSent };
  }

  @Mutation(() => AuthPayload, {
    description: raising(
      "Signs in with the code sent to the number, making an account for the number on its first sign-in. A code works once, for a few minutes and a few attempts.",
      "BAD_USER_INPUT",
      "OTP_INVALID",
    ),
  })
  async verifyOtp(@Arg("phone", PHONE) phone: string, @Arg("code", CODE) code: string, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    const signedIn = await ctx.services.phoneSignIn.verifySignInCode(phone, code);
    return { ...signedIn, message: AUTH_MESSAGES.loggedIn };
  }

  @Authorized()
  @Mutation(() => MessagePayload, {
    description: raising(
      "Sends a code to a number the signed-in account will also sign in with; the account's password is asked for first.",
      SIGNED_IN,
      "NOT_FOUND",
      "BAD_USER_INPUT",
      "TOO_MANY_REQUESTS",
      "PHONE_SIGN_IN_OFF",
    ),
  })
  async requestPhoneLinkOtp(
    @Arg("phone", PHONE) phone: string,
    @Arg("currentPassword", { description: "The account's password" }) currentPassword: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await ctx.services.phoneSignIn.requestLinkCode(requireViewer(ctx).userId, phone, currentPassword, ctx.ip);
    return { message: AUTH_MESSAGES.codeSent };
  }

  @Authorized()
  @Mutation(() => User, {
    description: raising(
      "Makes the number the signed-in account's sign-in number with the code requestPhoneLinkOtp sent. Refused when another account signs in with it.",
      SIGNED_IN,
      "NOT_FOUND",
      "BAD_USER_INPUT",
      "OTP_INVALID",
      "PHONE_TAKEN",
    ),
  })
  async linkPhone(@Arg("phone", PHONE) phone: string, @Arg("code", CODE) code: string, @Ctx() ctx: RequestContext): Promise<User> {
    return ctx.services.phoneSignIn.confirmLink(requireViewer(ctx).userId, phone, code);
  }
}
