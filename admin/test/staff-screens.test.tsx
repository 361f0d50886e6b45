import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { Route, Routes } from "react-router";
import { readSession } from "@shop/client/session";
import { ConfirmProvider } from "../src/components/ConfirmDialog";
import {
  AcceptStaffInvitationDocument,
  CompleteStaffSignInDocument,
  StaffInvitationPreviewDocument,
  StaffMembersDocument,
  StaffSignInDocument,
  SuspendStaffDocument,
} from "../src/gql/graphql";
import { LoginPage } from "../src/screens/login/LoginPage";
import { AcceptInvitationPage } from "../src/screens/staff/AcceptInvitationPage";
import { StaffPage } from "../src/screens/staff/StaffPage";
import { SessionProvider } from "../src/session-context";
import { renderInApp } from "./render";

const staffUser = {
  __typename: "User" as const,
  id: "5a1f3c2e-0000-4000-8000-0000000000a1",
  firstName: "Meera",
  lastName: "Iyer",
  email: "meera@bagzone.in",
  signInPhone: null,
  role: "ADMIN" as const,
  phone: null,
  address: null,
  city: null,
  state: null,
  postalCode: null,
};

function renderWith(mocks: ReadonlyArray<MockLink.MockedResponse>, ui: ReactElement, at = "/") {
  const client = new ApolloClient({ link: new MockLink(mocks, { defaultOptions: { delay: 0 } }), cache: new InMemoryCache() });
  return renderInApp(
    <ApolloProvider client={client}>
      <SessionProvider>
        <ConfirmProvider>
          <Routes>
            <Route path="/login" element={ui} />
            <Route path="/accept-invitation" element={ui} />
            <Route path="/staff" element={ui} />
            <Route path="/" element={<h1>Dashboard</h1>} />
          </Routes>
        </ConfirmProvider>
      </SessionProvider>
    </ApolloProvider>,
    { path: "*", at },
  );
}

beforeEach(() => localStorage.clear());

it("asks a staff member with a second factor for the app's code after the password, then signs them in", async () => {
  const credentials = { email: staffUser.email, password: "staff-secret" };
  const { user } = renderWith(
    [
      {
        request: { query: StaffSignInDocument, variables: { input: credentials } },
        result: {
          data: { staffSignIn: { __typename: "StaffSignInStep", next: "CODE", secondStepToken: "step-token", session: null } },
        },
      },
      {
        request: { query: CompleteStaffSignInDocument, variables: { input: { secondStepToken: "step-token", code: "123456" } } },
        result: { data: { completeStaffSignIn: { __typename: "AuthPayload", token: "session-token", user: staffUser } } },
      },
    ],
    <LoginPage />,
    "/login",
  );
  await user.type(await screen.findByLabelText("Email"), credentials.email);
  await user.type(screen.getByLabelText("Password"), credentials.password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));

  await user.type(await screen.findByLabelText("Authenticator code"), " 123456 ");
  await user.click(screen.getByRole("button", { name: "Verify" }));
  expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  expect(readSession()?.token).toBe("session-token");
});

it("accepts an invitation with a new account's name and password", async () => {
  const input = { token: "invite-token", firstName: "Meera", lastName: "Iyer", password: "staff-secret" };
  const { user } = renderWith(
    [
      {
        request: { query: StaffInvitationPreviewDocument, variables: { token: "invite-token" } },
        result: { data: { staffInvitation: { __typename: "StaffInvitationPreview", email: staffUser.email, hasAccount: false } } },
      },
      {
        request: { query: AcceptStaffInvitationDocument, variables: { input } },
        result: {
          data: {
            acceptStaffInvitation: {
              __typename: "StaffSignInStep",
              next: null,
              secondStepToken: null,
              session: { __typename: "AuthPayload", token: "new-staff-token", user: staffUser },
            },
          },
        },
      },
    ],
    <AcceptInvitationPage />,
    "/accept-invitation?token=invite-token",
  );
  expect(await screen.findByText(`Set up your staff account for ${staffUser.email}.`)).toBeInTheDocument();
  await user.type(screen.getByLabelText("First name"), "Meera");
  await user.type(screen.getByLabelText("Last name"), "Iyer");
  await user.type(screen.getByLabelText("Password"), "staff-secret");
  await user.click(screen.getByRole("button", { name: "Accept invitation" }));
  expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  expect(readSession()?.token).toBe("new-staff-token");
});

it("says why an invitation link can no longer be accepted", async () => {
  renderWith(
    [
      {
        request: { query: StaffInvitationPreviewDocument, variables: { token: "old" } },
        result: {
          errors: [
            {
              message: "This invitation link has expired. Ask for a new invitation",
              extensions: { code: "INVITATION_INVALID", kind: "BAD_USER_INPUT", field: "token" },
            },
          ],
        },
      },
    ],
    <AcceptInvitationPage />,
    "/accept-invitation?token=old",
  );
  expect(await screen.findByText("This invitation link has expired. Ask for a new invitation")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Accept invitation" })).not.toBeInTheDocument();
});

it("lists staff with status and second factor, and suspends one after asking; the owner has no such buttons", async () => {
  const fulfilment = {
    owner: { __typename: "StaffRole", id: "5a1f3c2e-0000-4000-8000-0000000000d1", name: "Owner" },
    packer: { __typename: "StaffRole", id: "5a1f3c2e-0000-4000-8000-0000000000c1", name: "Fulfilment" },
  };
  const member = (
    u: { id: string; firstName: string; lastName: string; email: string },
    rest: { status: string; isShopOwner: boolean; secondFactorEnabled: boolean; role: (typeof fulfilment)["owner"] },
  ) => ({ __typename: "StaffMember", id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, ...rest });
  const owner = {
    ...staffUser,
    id: "5a1f3c2e-0000-4000-8000-0000000000a0",
    firstName: "Shop",
    lastName: "Owner",
    email: "owner@bagzone.in",
  };
  const listed = (status: "ACTIVE" | "SUSPENDED") => ({
    data: {
      staffMembers: [
        member(owner, { status: "ACTIVE", isShopOwner: true, secondFactorEnabled: true, role: fulfilment.owner }),
        member(staffUser, { status, isShopOwner: false, secondFactorEnabled: false, role: fulfilment.packer }),
      ],
      staffInvitations: [
        {
          __typename: "StaffInvitation",
          id: "5a1f3c2e-0000-4000-8000-0000000000b1",
          email: "ravi@bagzone.in",
          roleId: "5a1f3c2e-0000-4000-8000-0000000000c1",
          status: "PENDING",
          expiresAt: "2026-11-30T06:00:00.000Z",
        },
      ],
      staffSignInPolicy: { __typename: "StaffSignInPolicy", secondFactorRequired: false },
      staffRoles: [fulfilment.owner, fulfilment.packer],
    },
  });
  const { user } = renderWith(
    [
      { request: { query: StaffMembersDocument }, result: listed("ACTIVE") },
      {
        request: { query: SuspendStaffDocument, variables: { userId: staffUser.id } },
        result: {
          data: { suspendStaff: { __typename: "MessagePayload", message: "The staff member is suspended and signed out everywhere" } },
        },
      },
      { request: { query: StaffMembersDocument }, result: listed("SUSPENDED") },
    ],
    <StaffPage />,
    "/staff",
  );
  const table = await screen.findByRole("table", { name: "Staff" });
  const ownerRow = within(table).getByRole("row", { name: /Shop Owner \(owner\)/ });
  expect(ownerRow).toHaveTextContent("On");
  expect(within(ownerRow).queryByRole("button")).not.toBeInTheDocument();
  const row = within(table).getByRole("row", { name: /Meera Iyer/ });
  expect(row).toHaveTextContent("Active");
  expect(row).toHaveTextContent("Off");
  expect(screen.getByRole("table", { name: "Open invitations" })).toHaveTextContent("ravi@bagzone.in");

  await user.click(within(row).getByRole("button", { name: "Suspend Meera Iyer" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Suspend" }));
  expect(await within(table).findByText("Suspended")).toBeInTheDocument();
  expect(within(table).getByRole("button", { name: "Reactivate Meera Iyer" })).toBeInTheDocument();
});
