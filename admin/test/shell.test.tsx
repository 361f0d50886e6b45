import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { of } from "rxjs";
import { ThemeProvider } from "styled-components";
import { ConfirmProvider } from "../src/components/ConfirmDialog";
import { adminRoutes } from "../src/router";
import { saveSession, type SessionUser } from "@shop/client/session";
import { SessionProvider } from "../src/session-context";
import { theme } from "../src/theme";

const admin: SessionUser = {
  id: "a1",
  firstName: "Asha",
  lastName: "Admin",
  email: "asha@bagzone.in",
  signInPhone: null,
  role: "ADMIN",
  permissions: [
    "MANAGE_CATALOGUE",
    "MANAGE_ORDERS",
    "FULFIL_ORDERS",
    "ISSUE_REFUNDS",
    "MANAGE_PROMOTIONS",
    "VIEW_REPORTS",
    "MANAGE_SETTINGS",
    "VIEW_CUSTOMERS",
    "MANAGE_STAFF",
  ],
  phone: null,
  address: null,
  city: null,
  state: null,
  postalCode: null,
};

/** The app as main.tsx assembles it, at `path`, with an API that answers `me` with the stored admin. */
function renderAdminApp(path: string) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(() => of({ data: { me: { __typename: "User", ...admin } } })),
  });
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  render(
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <SessionProvider>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </SessionProvider>
      </ThemeProvider>
    </ApolloProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => localStorage.clear());

describe("admin shell", () => {
  it("sends a visitor without a session to the admin login, remembering where they were going", async () => {
    const { router } = renderAdminApp("/orders?status=SHIPPED");
    expect(await screen.findByRole("heading", { name: "Bagzone Admin login" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.state).toEqual({ from: "/orders?status=SHIPPED" });
  });

  it("checks the login form before calling the server", async () => {
    const { user } = renderAdminApp("/login");
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Invalid email address");
  });

  it("shows an admin the sidebar with every section and Logout", async () => {
    saveSession({ token: "t", user: admin });
    renderAdminApp("/no-such-screen");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Dashboard", "/"],
      ["Products", "/products"],
      ["Categories", "/categories"],
      ["Orders", "/orders"],
      ["Payments to check", "/payments"],
      ["Payouts", "/payouts"],
      ["COD remittances", "/cod-remittances"],
      ["Coupon Code", "/coupon-code"],
      ["Banner", "/banner"],
      ["Enquiries", "/enquiries"],
      ["GST report", "/gst"],
      ["Delivery and COD", "/delivery"],
      ["Settings", "/settings"],
      ["Webhooks", "/webhooks"],
      ["Failed jobs", "/jobs"],
      ["Staff", "/staff"],
      ["Staff roles", "/staff/roles"],
      ["Audit log", "/audit-log"],
    ]);
    expect(within(nav).getByRole("button", { name: "Logout" })).toBeInTheDocument();
    // The menu button shows below 768px only (jsdom applies no media queries).
    expect(screen.getByLabelText("Open menu")).toHaveAttribute("aria-expanded", "false");
  });

  it("shows a staff member only the sections their role's permissions open", async () => {
    const catalogue: SessionUser = { ...admin, permissions: ["MANAGE_CATALOGUE"] };
    saveSession({ token: "t", user: catalogue });
    renderAdminApp("/no-such-screen");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Products", "Categories"]);
  });

  it("opens and closes the mobile menu from its button and with Escape", async () => {
    saveSession({ token: "t", user: admin });
    const { user } = renderAdminApp("/no-such-screen");
    const menu = await screen.findByLabelText("Open menu");
    await user.click(menu);
    expect(screen.getByLabelText("Close menu")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(screen.getByLabelText("Open menu")).toHaveAttribute("aria-expanded", "false");
  });
});
