import { placeOrderOk } from "../support/commerce";
import { startTestShop, TEST_ADMIN, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import { ACCEPT, INVITE, invitationTokens, LOGIN, ME, newStaffEmail, newStaffMember, someRole } from "./staff-support";

/** Staff accounts through GraphQL: invitations by email, suspending, reactivating and removing staff. */
let t: TestShop;
let now = new Date("2026-11-20T06:00:00Z");
beforeAll(async () => {
  t = await startTestShop({}, { clock: () => now });
});
afterAll(() => t.close());

const PREVIEW = graphql(`query StaffPreview($token: String!) { staffInvitation(token: $token) { email hasAccount } }`);
const INVITATIONS = graphql(`query StaffInvitations { staffInvitations { id email status } }`);
const RESEND = graphql(`mutation StaffResend($id: ID!) { resendStaffInvitation(id: $id) { id status } }`);
const REVOKE = graphql(`mutation StaffRevoke($id: ID!) { revokeStaffInvitation(id: $id) { id status } }`);
const MEMBERS = graphql(`query StaffAccountsMembers { staffMembers { id email status isShopOwner secondFactorEnabled role { name } } }`);
const MY_PERMISSIONS = graphql(`query StaffAccountsPermissions { me { permissions } }`);
const SUSPEND = graphql(`mutation StaffSuspend($userId: ID!) { suspendStaff(userId: $userId) { message } }`);
const REACTIVATE = graphql(`mutation StaffReactivate($userId: ID!) { reactivateStaff(userId: $userId) { message } }`);
const REMOVE = graphql(`mutation StaffRemove($userId: ID!) { removeStaff(userId: $userId) { message } }`);
const MY_ORDERS = graphql(`query StaffMyOrders { myOrders(first: 10) { nodes { id } } }`);

async function ownerId(): Promise<string> {
  const { staffMembers } = await t.gqlOk(MEMBERS, {}, await t.adminToken());
  return staffMembers.find((m) => m.isShopOwner)!.id;
}

async function expectUnauthenticated(token: string) {
  const res = await t.gql(ME, {}, token);
  expect(res.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
}

describe("invitations", () => {
  it("an invitation emails a link; accepting it makes a staff account that signs in", async () => {
    const email = newStaffEmail();
    const { inviteStaff } = await t.gqlOk(
      INVITE,
      { input: { email: email.toUpperCase(), roleId: await someRole(t) } },
      await t.adminToken(),
    );
    expect(inviteStaff).toMatchObject({ email, roleId: await someRole(t), status: "PENDING" });
    expect(new Date(inviteStaff.expiresAt).getTime() - now.getTime()).toBe(72 * 3600_000);
    expect((await t.gqlOk(INVITATIONS, {}, await t.adminToken())).staffInvitations.map((i) => i.email)).toContain(email);

    const [token] = await invitationTokens(t, email);
    expect((await t.gqlOk(PREVIEW, { token })).staffInvitation).toEqual({ email, hasAccount: false });
    const nameless = await t.gql(ACCEPT, { input: { token, password: "staff-secret" } });
    expect(nameless.errors?.[0]).toMatchObject({ message: "First name is required", extensions: { field: "firstName" } });

    const accepted = await t.gqlOk(ACCEPT, { input: { token, password: "staff-secret", firstName: "Meera", lastName: "Iyer" } });
    expect(accepted.acceptStaffInvitation.next).toBeNull();
    const session = accepted.acceptStaffInvitation.session;
    expect(session.user.role).toBe("ADMIN");
    // They hold the role the invitation handed out, and may do what it grants.
    const listed = (await t.gqlOk(MEMBERS, {}, await t.adminToken())).staffMembers.find((m) => m.email === email);
    expect(listed?.role?.name).toBe("Fulfilment");
    expect((await t.gqlOk(MY_PERMISSIONS, {}, session.token)).me?.permissions).toEqual(["FULFIL_ORDERS"]);
    expect((await t.gqlOk(LOGIN, { input: { email, password: "staff-secret" } })).login.user.role).toBe("ADMIN");
    expect((await t.gqlOk(INVITATIONS, {}, await t.adminToken())).staffInvitations.map((i) => i.email)).not.toContain(email);

    const again = await t.gql(ACCEPT, { input: { token, password: "other-secret", firstName: "X", lastName: "Y" } });
    expect(again.errors?.[0]).toMatchObject({
      message: "This invitation link has already been used",
      extensions: { code: "INVITATION_INVALID", field: "token" },
    });
  });

  it("a link past its expiry is refused, and resending gives a new link that kills the old one", async () => {
    const email = newStaffEmail();
    const { inviteStaff } = await t.gqlOk(INVITE, { input: { email, roleId: await someRole(t) } }, await t.adminToken());
    const [first] = await invitationTokens(t, email);
    const started = now;
    now = new Date(started.getTime() + 72 * 3600_000 + 1000);
    try {
      const expired = await t.gql(PREVIEW, { token: first });
      expect(expired.errors?.[0]).toMatchObject({
        message: "This invitation link has expired. Ask for a new invitation",
        extensions: { code: "INVITATION_INVALID" },
      });
      expect((await t.gqlOk(INVITATIONS, {}, await t.adminToken())).staffInvitations.find((i) => i.id === inviteStaff.id)?.status).toBe(
        "EXPIRED",
      );

      expect((await t.gqlOk(RESEND, { id: inviteStaff.id }, await t.adminToken())).resendStaffInvitation.status).toBe("PENDING");
      const [, second] = await invitationTokens(t, email, 2);
      expect(second).not.toBe(first);
      expect((await t.gql(PREVIEW, { token: first })).errors?.[0].extensions).toMatchObject({ code: "INVITATION_INVALID" });
      await t.gqlOk(ACCEPT, { input: { token: second, password: "staff-secret", firstName: "Anil", lastName: "Das" } });
    } finally {
      now = started;
    }
  });

  it("a revoked invitation's link is refused, and it leaves the pending list", async () => {
    const email = newStaffEmail();
    const { inviteStaff } = await t.gqlOk(INVITE, { input: { email, roleId: await someRole(t) } }, await t.adminToken());
    const [token] = await invitationTokens(t, email);
    expect((await t.gqlOk(REVOKE, { id: inviteStaff.id }, await t.adminToken())).revokeStaffInvitation.status).toBe("REVOKED");
    const refused = await t.gql(ACCEPT, { input: { token, password: "staff-secret", firstName: "A", lastName: "B" } });
    expect(refused.errors?.[0]).toMatchObject({ message: "This invitation has been revoked", extensions: { code: "INVITATION_INVALID" } });
    expect((await t.gqlOk(INVITATIONS, {}, await t.adminToken())).staffInvitations.map((i) => i.id)).not.toContain(inviteStaff.id);
    expect((await t.gql(RESEND, { id: inviteStaff.id }, await t.adminToken())).errors?.[0].extensions?.code).toBe("INVITATION_CLOSED");
  });

  it("a customer's email accepts with the account's password, and keeps its orders; removing staff access keeps them too", async () => {
    const { customer, orderId } = await placeOrderOk(t);
    await t.gqlOk(INVITE, { input: { email: customer.email, roleId: await someRole(t) } }, await t.adminToken());
    const [token] = await invitationTokens(t, customer.email);
    expect((await t.gqlOk(PREVIEW, { token })).staffInvitation.hasAccount).toBe(true);
    const wrong = await t.gql(ACCEPT, { input: { token, password: "not-the-password" } });
    expect(wrong.errors?.[0]).toMatchObject({ message: "Invalid email or password", extensions: { code: "UNAUTHENTICATED" } });

    const accepted = await t.gqlOk(ACCEPT, { input: { token, password: customer.password } });
    const staffToken = accepted.acceptStaffInvitation.session.token;
    expect(accepted.acceptStaffInvitation.session.user).toEqual({ id: customer.id, role: "ADMIN" });
    expect((await t.gqlOk(MY_ORDERS, {}, staffToken)).myOrders.nodes.map((o) => o.id)).toEqual([orderId]);

    await t.gqlOk(REMOVE, { userId: customer.id }, await t.adminToken());
    await expectUnauthenticated(staffToken);
    const back = await t.gqlOk(LOGIN, { input: { email: customer.email, password: customer.password } });
    expect(back.login.user.role).toBe("CUSTOMER");
    expect((await t.gqlOk(MY_ORDERS, {}, back.login.token)).myOrders.nodes.map((o) => o.id)).toEqual([orderId]);
    expect((await t.gql(MEMBERS, {}, back.login.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("only admins invite, and an email that is already staff is refused", async () => {
    const customer = await t.registerCustomer();
    const asCustomer = await t.gql(INVITE, { input: { email: newStaffEmail(), roleId: await someRole(t) } }, customer.token);
    expect(asCustomer.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const staff = await t.gql(INVITE, { input: { email: TEST_ADMIN.email, roleId: await someRole(t) } }, await t.adminToken());
    expect(staff.errors?.[0].extensions?.code).toBe("ALREADY_STAFF");
    const badRole = await t.gql(INVITE, { input: { email: newStaffEmail(), roleId: "owner" } }, await t.adminToken());
    expect(badRole.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "roleId" } });
    const noSuchRole = await t.gql(INVITE, { input: { email: newStaffEmail(), roleId: crypto.randomUUID() } }, await t.adminToken());
    expect(noSuchRole.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});

describe("suspending and removing staff", () => {
  it("suspending ends a live session at once and blocks sign-in; reactivating lets them back in", async () => {
    const member = await newStaffMember(t);
    expect((await t.gqlOk(ME, {}, member.token)).me?.id).toBe(member.id);

    await t.gqlOk(SUSPEND, { userId: member.id }, await t.adminToken());
    await expectUnauthenticated(member.token);
    const rest = await t.http.get("/api/orders/my-orders").set("authorization", `Bearer ${member.token}`);
    expect(rest.status).toBe(401);
    const signIn = await t.gql(LOGIN, { input: { email: member.email, password: member.password } });
    expect(signIn.errors?.[0]).toMatchObject({
      message: "This staff account is suspended: ask the shop's owner to reactivate it",
      extensions: { code: "UNAUTHENTICATED" },
    });
    const listed = (await t.gqlOk(MEMBERS, {}, await t.adminToken())).staffMembers.find((m) => m.id === member.id);
    expect(listed?.status).toBe("SUSPENDED");

    await t.gqlOk(REACTIVATE, { userId: member.id }, await t.adminToken());
    await expectUnauthenticated(member.token);
    const back = await t.gqlOk(LOGIN, { input: { email: member.email, password: member.password } });
    expect((await t.gqlOk(ME, {}, back.login.token)).me).toMatchObject({ id: member.id, suspendedAt: null });
  });

  it("nobody suspends or removes the owner, nor themselves", async () => {
    // Even another Owner, who holds every permission.
    const member = await newStaffMember(t, "Owner");
    const owner = await ownerId();
    for (const mutation of [SUSPEND, REMOVE]) {
      const onOwner = await t.gql(mutation, { userId: owner }, member.token);
      expect(onOwner.errors?.[0]).toMatchObject({
        message: "The shop's owner cannot be suspended or removed",
        extensions: { code: "STAFF_PROTECTED" },
      });
      const onSelf = await t.gql(mutation, { userId: member.id }, member.token);
      expect(onSelf.errors?.[0]).toMatchObject({
        message: "You cannot suspend or remove your own account",
        extensions: { code: "STAFF_PROTECTED" },
      });
    }
    expect((await t.gqlOk(ME, {}, await t.adminToken())).me?.id).toBe(owner);
  });

  it("a customer's account is no staff member to suspend", async () => {
    const customer = await t.registerCustomer();
    const res = await t.gql(SUSPEND, { userId: customer.id }, await t.adminToken());
    expect(res.errors?.[0]).toMatchObject({ message: "Staff member not found", extensions: { code: "NOT_FOUND" } });
    expect((await t.gql(SUSPEND, { userId: "nope" }, await t.adminToken())).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});
