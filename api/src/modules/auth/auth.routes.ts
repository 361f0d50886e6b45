import { z } from "zod";
import { parseRequest, requiredText } from "../../common/rest/parse";
import { defineRoutes, type DocumentedError } from "../../common/rest/route";
import { RestMessage } from "../../common/rest/shapes";
import { validatedInput } from "../../common/validation";
import { requireViewer } from "../../common/current-viewer";
import { AUTH_MESSAGES, ChangePasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from "./auth.types";
import type { SignedIn } from "./auth.service";
import type { User } from "./user.entity";
import { RestSignedIn, type RestUser } from "./auth.rest-shapes";

const loginBody = z.object({ email: requiredText("Email"), password: requiredText("Password") });
const registerBody = z.object({
  firstName: requiredText("First name"),
  lastName: requiredText("Last name"),
  email: requiredText("Email"),
  password: requiredText("Password"),
});
const forgotBody = z.object({ email: requiredText("Email") });
const resetBody = z.object({ token: requiredText("Reset token"), newPassword: requiredText("Password") });
const changePasswordBody = z.object({ currentPassword: requiredText("Current password"), newPassword: requiredText("Password") });
const phoneBody = z.object({ phone: requiredText("Phone number") });
const phoneCodeBody = z.object({ phone: requiredText("Phone number"), code: requiredText("Code") });
const phoneLinkBody = z.object({ phone: requiredText("Phone number"), currentPassword: requiredText("Current password") });
const CODE_REQUEST_ERRORS: DocumentedError[] = [
  { status: 409, when: "PHONE_SIGN_IN_OFF: the shop has no SMS provider configured" },
  { status: 429, when: "Too many codes for this number or from this address: Retry-After says when to try again" },
];

export const authRoutes = defineRoutes([
  {
    method: "post",
    operationId: "login",
    path: "/auth/login",
    tag: "auth",
    summary: "Sign in with email and password",
    access: "public",
    body: loginBody,
    returns: "{ user, token, message }",
    response: RestSignedIn,
    errors: [
      { status: 401, when: "Wrong email or password, or a suspended staff account" },
      { status: 409, when: "A staff account with a second factor (SECOND_FACTOR_REQUIRED): it signs in through GraphQL's staffSignIn" },
      { status: 429, when: "Too many failed logins for this email: Retry-After says when to try again" },
    ],
    async handle({ ctx, req }) {
      const input = await validatedInput(LoginInput, parseRequest(loginBody, req.body));
      return { body: authResponse(await ctx.services.auth.login(input, ctx.ip), AUTH_MESSAGES.loggedIn) };
    },
  },
  {
    method: "post",
    operationId: "register",
    path: "/auth/register",
    tag: "auth",
    rateLimit: "register",
    summary: "Create a customer account and sign it in",
    access: "public",
    body: registerBody,
    successStatus: 201,
    returns: "{ user, token, message }",
    response: RestSignedIn,
    async handle({ ctx, req }) {
      const input = await validatedInput(RegisterInput, parseRequest(registerBody, req.body));
      return { body: authResponse(await ctx.services.auth.register(input), AUTH_MESSAGES.registered) };
    },
  },
  {
    method: "post",
    operationId: "requestPasswordReset",
    path: "/auth/forgot-password",
    tag: "auth",
    rateLimit: "forgotPassword",
    summary: "Email a single-use password reset link, valid for one hour",
    note: "Added: the original REST API had no call for the forgot-password form. Answers the same whether or not the email has an account.",
    access: "public",
    body: forgotBody,
    returns: "{ message }",
    response: RestMessage,
    async handle({ ctx, req }) {
      const { email } = parseRequest(forgotBody, req.body);
      await ctx.services.auth.requestPasswordReset(email);
      return { body: { message: AUTH_MESSAGES.resetRequested } };
    },
  },
  {
    method: "post",
    operationId: "resetPassword",
    path: "/auth/reset-password",
    tag: "auth",
    rateLimit: "resetPassword",
    summary: "Set a new password with the token from a reset link",
    note: "Added: completes the password reset that forgot-password started.",
    access: "public",
    body: resetBody,
    returns: "{ user, token, message }: signed in with the new password",
    response: RestSignedIn,
    async handle({ ctx, req }) {
      const input = await validatedInput(ResetPasswordInput, parseRequest(resetBody, req.body));
      return { body: authResponse(await ctx.services.auth.resetPassword(input), AUTH_MESSAGES.passwordReset) };
    },
  },
  {
    method: "post",
    operationId: "logout",
    path: "/auth/logout",
    tag: "auth",
    summary: "End the session of the token sent, on the server",
    note: "Added: logout used to clear only the browser; the token is now refused from then on.",
    access: "customer",
    returns: "{ message }",
    response: RestMessage,
    async handle({ ctx }) {
      requireViewer(ctx);
      await ctx.services.auth.logout(ctx.session!);
      return { body: { message: AUTH_MESSAGES.loggedOut } };
    },
  },
  {
    method: "post",
    operationId: "changePassword",
    path: "/auth/change-password",
    tag: "auth",
    summary: "Change the signed-in account's password; every earlier token ends",
    note: "Added: answers a new token, since the one sent ends with the others.",
    access: "customer",
    body: changePasswordBody,
    returns: "{ user, token, message }",
    response: RestSignedIn,
    errors: [{ status: 429, when: "Too many wrong current passwords: Retry-After says when to try again" }],
    async handle({ ctx, req }) {
      const input = await validatedInput(ChangePasswordInput, parseRequest(changePasswordBody, req.body));
      const signedIn = await ctx.services.auth.changePassword(requireViewer(ctx).userId, input, ctx.ip);
      return { body: authResponse(signedIn, AUTH_MESSAGES.passwordChanged) };
    },
  },
  {
    method: "post",
    operationId: "requestOtp",
    path: "/auth/otp/request",
    tag: "auth",
    summary: "Send a 6-digit sign-in code by SMS to an Indian mobile number",
    note: "Added: sign-in by phone. Answers the same whether or not the number has an account.",
    access: "public",
    body: phoneBody,
    returns: "{ message }",
    response: RestMessage,
    errors: CODE_REQUEST_ERRORS,
    async handle({ ctx, req }) {
      const { phone } = parseRequest(phoneBody, req.body);
      await ctx.services.phoneSignIn.requestSignInCode(phone, ctx.ip);
      return { body: { message: AUTH_MESSAGES.codeSent } };
    },
  },
  {
    method: "post",
    operationId: "verifyOtp",
    path: "/auth/otp/verify",
    tag: "auth",
    summary: "Sign in with the code sent to the number; the number's first sign-in makes its account",
    note: "Added: sign-in by phone.",
    access: "public",
    body: phoneCodeBody,
    returns: "{ user, token, message }",
    response: RestSignedIn,
    async handle({ ctx, req }) {
      const { phone, code } = parseRequest(phoneCodeBody, req.body);
      return { body: authResponse(await ctx.services.phoneSignIn.verifySignInCode(phone, code), AUTH_MESSAGES.loggedIn) };
    },
  },
  {
    method: "post",
    operationId: "requestPhoneLinkOtp",
    path: "/auth/phone/request",
    tag: "auth",
    summary: "Send a code to a number the signed-in account will also sign in with (the password is asked for first)",
    note: "Added: sign-in by phone.",
    access: "customer",
    body: phoneLinkBody,
    returns: "{ message }",
    response: RestMessage,
    errors: CODE_REQUEST_ERRORS,
    async handle({ ctx, req }) {
      const { phone, currentPassword } = parseRequest(phoneLinkBody, req.body);
      await ctx.services.phoneSignIn.requestLinkCode(requireViewer(ctx).userId, phone, currentPassword, ctx.ip);
      return { body: { message: AUTH_MESSAGES.codeSent } };
    },
  },
  {
    method: "post",
    operationId: "linkPhone",
    path: "/auth/phone/verify",
    tag: "auth",
    summary: "Make the number the signed-in account's sign-in number with the code sent to it",
    note: "Added: sign-in by phone.",
    access: "customer",
    body: phoneCodeBody,
    returns: "{ message }",
    response: RestMessage,
    async handle({ ctx, req }) {
      const { phone, code } = parseRequest(phoneCodeBody, req.body);
      await ctx.services.phoneSignIn.confirmLink(requireViewer(ctx).userId, phone, code);
      return { body: { message: AUTH_MESSAGES.phoneAdded } };
    },
  },
]);

/** The REST auth (docs/rest-api.md) response: `{ user, token, message }` with `_id`. */
function authResponse({ user, token }: SignedIn, message: string): z.output<typeof RestSignedIn> {
  return { user: restUser(user), token, message };
}

function restUser(user: User): z.output<typeof RestUser> {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    signInPhone: user.signInPhone,
    role: user.role,
    phone: user.phone,
    address: user.address,
    city: user.city,
    state: user.state,
    postalCode: user.postalCode,
  };
}
