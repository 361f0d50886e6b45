import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CartDocument,
  HomePageDocument,
  LoginDocument,
  MeDocument,
  MergeGuestCartDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  RequestOtpDocument,
  ResetPasswordDocument,
  VerifyOtpDocument,
} from "../src/gql/graphql";
import { SESSION_KEYS } from "@shop/client/session";
import { cart, cartLine, emptyCart, typed } from "./support/fixtures";
import { asGuest, customer, GUEST_ID, renderShop, type Mocks } from "./support/render";

const auth = (user = customer) => typed("AuthPayload", { message: "Welcome", token: "jwt-token", user });

/** What the layout and the next page ask for around a sign-in: the guest's bag, then the customer, home. */
const around: Mocks = [
  { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: emptyCart } }, maxUsageCount: 5 },
  { request: { query: MeDocument }, result: { data: { me: customer } }, maxUsageCount: 5 },
  {
    request: { query: HomePageDocument },
    result: {
      data: {
        bannerSlides: typed("BannerSlideConnection", { nodes: [] }),
        categories: typed("CategoryConnection", { nodes: [] }),
        newArrivals: [],
        bestSellers: [],
      },
    },
    maxUsageCount: 5,
  },
];

describe("signing in with a mobile number", () => {
  beforeEach(() => asGuest());

  it("sends a code, takes it in a one-time-code field of digits, and signs in", async () => {
    const user = userEvent.setup();
    const phoneUser = { ...customer, email: null, signInPhone: "+919876543210" };
    renderShop("/login", [
      { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: emptyCart } } },
      {
        request: { query: RequestOtpDocument, variables: { phone: "98765 43210" } },
        result: { data: { requestOtp: typed("MessagePayload", { message: "A 6-digit code is on its way by SMS." }) } },
      },
      {
        request: { query: VerifyOtpDocument, variables: { phone: "98765 43210", code: "123456" } },
        result: { data: { verifyOtp: auth(phoneUser) } },
      },
      { request: { query: CartDocument, variables: {} }, result: { data: { cart: emptyCart } }, maxUsageCount: 5 },
      ...around,
    ]);
    const phoneForm = await screen.findByRole("form", { name: "Sign in with your phone" });
    await user.click(within(phoneForm).getByRole("button", { name: "Send code" }));
    expect(within(phoneForm).getByText("Phone number is required")).toBeInTheDocument();
    await user.type(within(phoneForm).getByLabelText("Mobile number"), "98765 43210");
    await user.click(within(phoneForm).getByRole("button", { name: "Send code" }));

    const codeForm = await screen.findByRole("form", { name: "Enter the code from the SMS" });
    const code = within(codeForm).getByLabelText("6-digit code sent to 98765 43210");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, "12a3456");
    expect(code).toHaveValue("123456");
    await user.click(within(codeForm).getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe("jwt-token");
  });

  it("shows the server's word on a wrong code next to the field", async () => {
    const user = userEvent.setup();
    renderShop("/login", [
      { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: emptyCart } } },
      {
        request: { query: RequestOtpDocument, variables: { phone: "9876543210" } },
        result: { data: { requestOtp: typed("MessagePayload", { message: "Sent" }) } },
      },
      {
        request: { query: VerifyOtpDocument, variables: { phone: "9876543210", code: "000000" } },
        result: {
          errors: [
            {
              message: "That code is not right: 4 attempts left",
              extensions: {
                code: "OTP_INVALID",
                kind: "BAD_USER_INPUT",
                field: "code",
                fields: [{ field: "code", message: "That code is not right: 4 attempts left" }],
              },
            },
          ],
        },
      },
      ...around,
    ]);
    const phoneForm = await screen.findByRole("form", { name: "Sign in with your phone" });
    await user.type(within(phoneForm).getByLabelText("Mobile number"), "9876543210");
    await user.click(within(phoneForm).getByRole("button", { name: "Send code" }));
    const codeForm = await screen.findByRole("form", { name: "Enter the code from the SMS" });
    await user.type(within(codeForm).getByLabelText(/6-digit code/), "000000");
    await user.click(within(codeForm).getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(within(codeForm).getAllByText("That code is not right: 4 attempts left").length).toBeGreaterThan(0));
    expect(within(codeForm).getByLabelText(/6-digit code/)).toHaveAttribute("aria-invalid", "true");
  });
});

describe("login form", () => {
  beforeEach(() => asGuest());

  it("says what is missing or wrong, next to each field", async () => {
    const user = userEvent.setup();
    renderShop("/login", around);
    const form = await screen.findByRole("form", { name: "Login" });
    await user.click(within(form).getByRole("button", { name: "Login" }));
    expect(within(form).getByText("Email is required")).toBeInTheDocument();
    expect(within(form).getByText("Password is required")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Email"), "not-an-email");
    expect(within(form).getByText("Invalid email address")).toBeInTheDocument();
    expect(within(form).getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's refusal on the page and as a toast", async () => {
    const user = userEvent.setup();
    renderShop("/login", [
      {
        request: { query: LoginDocument, variables: { input: { email: "asha@example.com", password: "wrong1" } } },
        result: { errors: [{ message: "Invalid email or password", extensions: { code: "UNAUTHENTICATED" } }] },
      },
      ...around,
    ]);
    const form = await screen.findByRole("form", { name: "Login" });
    await user.type(within(form).getByLabelText("Email"), "asha@example.com");
    await user.type(within(form).getByLabelText("Password"), "wrong1");
    await user.click(within(form).getByRole("button", { name: "Login" }));
    // On the page, and in a toast.
    await waitFor(() => expect(screen.getAllByText("Invalid email or password")).toHaveLength(2));
  });

  it("merges the guest bag and goes on to checkout when it came from there", async () => {
    const user = userEvent.setup();
    const merged = jest.fn(() => ({ data: { mergeGuestCart: cart([cartLine({ quantity: 3 })]) } }));
    renderShop("/login?redirect=checkout", [
      { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: cart([cartLine()]) } } },
      {
        request: { query: LoginDocument, variables: { input: { email: "asha@example.com", password: "secret1" } } },
        result: { data: { login: auth() } },
      },
      { request: { query: MergeGuestCartDocument, variables: { guestId: GUEST_ID } }, result: merged },
      { request: { query: CartDocument, variables: {} }, result: { data: { cart: cart([cartLine({ quantity: 3 })]) } }, maxUsageCount: 5 },
      ...around,
    ]);
    expect(await screen.findByRole("button", { name: "Open cart, 1 item" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Login" });
    await user.type(within(form).getByLabelText("Email"), "asha@example.com");
    await user.type(within(form).getByLabelText("Password"), "secret1");
    await user.click(within(form).getByRole("button", { name: "Login" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/checkout$/));
    expect(merged).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("button", { name: "Open cart, 3 items" })).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe("jwt-token");
  });

  it("goes home without merging when the guest bag is empty", async () => {
    const user = userEvent.setup();
    renderShop("/login", [
      { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: emptyCart } } },
      {
        request: { query: LoginDocument, variables: { input: { email: "asha@example.com", password: "secret1" } } },
        result: { data: { login: auth() } },
      },
      { request: { query: CartDocument, variables: {} }, result: { data: { cart: emptyCart } }, maxUsageCount: 5 },
      ...around,
    ]);
    await screen.findByRole("button", { name: "Open cart, 0 items" });
    const form = screen.getByRole("form", { name: "Login" });
    await user.type(within(form).getByLabelText("Email"), "asha@example.com");
    await user.type(within(form).getByLabelText("Password"), "secret1");
    await user.click(within(form).getByRole("button", { name: "Login" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  });
});

describe("register form", () => {
  beforeEach(() => asGuest());

  it("says what is missing or wrong, next to each field", async () => {
    const user = userEvent.setup();
    renderShop("/register", around);
    const form = await screen.findByRole("form", { name: "Register" });
    await user.click(within(form).getByRole("button", { name: "Register" }));
    for (const message of ["First name is required", "Last name is required", "Email is required", "Password is required"]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    await user.type(within(form).getByLabelText("Email"), "asha@");
    expect(within(form).getByText("Enter a valid email")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Password"), "12345");
    expect(within(form).getByText("Password must be at least 6 characters")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Password"), "6");
    expect(within(form).queryByText("Password must be at least 6 characters")).not.toBeInTheDocument();
  });

  it("shows the server's field problem where it belongs", async () => {
    const user = userEvent.setup();
    renderShop("/register", [
      {
        request: {
          query: RegisterDocument,
          variables: { input: { firstName: "Asha", lastName: "Rao", email: "asha@example.com", password: "secret1" } },
        },
        result: {
          errors: [
            {
              message: "An account with this email already exists",
              extensions: {
                code: "BAD_USER_INPUT",
                field: "email",
                fields: [{ field: "email", message: "An account with this email already exists" }],
              },
            },
          ],
        },
      },
      ...around,
    ]);
    const form = await screen.findByRole("form", { name: "Register" });
    await user.type(within(form).getByLabelText("First name"), "Asha");
    await user.type(within(form).getByLabelText("Last name"), "Rao");
    await user.type(within(form).getByLabelText("Email"), "asha@example.com");
    await user.type(within(form).getByLabelText("Password"), "secret1");
    await user.click(within(form).getByRole("button", { name: "Register" }));
    await waitFor(() => expect(within(form).getByLabelText("Email")).toHaveAttribute("aria-invalid", "true"));
    expect(within(form).getByText("An account with this email already exists")).toBeInTheDocument();
  });
});

describe("forgot and reset password", () => {
  beforeEach(() => asGuest());

  it("asks for a valid email, then says the link is on its way", async () => {
    const user = userEvent.setup();
    const answer = "If an account exists for asha@example.com, a reset link is on its way.";
    renderShop("/forgot-password", [
      {
        request: { query: RequestPasswordResetDocument, variables: { email: "asha@example.com" } },
        result: { data: { requestPasswordReset: typed("MessagePayload", { message: answer }) } },
      },
      ...around,
    ]);
    const form = await screen.findByRole("form", { name: "Forgot password" });
    await user.click(within(form).getByRole("button", { name: "Send Reset Link" }));
    expect(within(form).getByText("Email is required")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Email"), "asha@example.com");
    await user.click(within(form).getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText(answer)).toBeInTheDocument();
  });

  it("needs the token from the emailed link", async () => {
    renderShop("/reset-password", around);
    expect(await screen.findByText("This reset link is incomplete. Please request a new one.")).toBeInTheDocument();
  });

  it("checks the new password twice, then signs in and goes home", async () => {
    const user = userEvent.setup();
    renderShop("/reset-password?token=abc123", [
      { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: emptyCart } } },
      {
        request: { query: ResetPasswordDocument, variables: { input: { token: "abc123", newPassword: "newpass1" } } },
        result: { data: { resetPassword: auth() } },
      },
      { request: { query: CartDocument, variables: {} }, result: { data: { cart: emptyCart } }, maxUsageCount: 5 },
      ...around,
    ]);
    const form = await screen.findByRole("form", { name: "Reset password" });
    await user.type(within(form).getByLabelText("New password"), "new");
    await user.type(within(form).getByLabelText("Confirm new password"), "newpass2");
    await user.click(within(form).getByRole("button", { name: "Set new password" }));
    expect(within(form).getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(within(form).getByText("Passwords do not match")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("New password"), "pass1");
    await user.clear(within(form).getByLabelText("Confirm new password"));
    await user.type(within(form).getByLabelText("Confirm new password"), "newpass1");
    await user.click(within(form).getByRole("button", { name: "Set new password" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe("jwt-token");
  });
});
