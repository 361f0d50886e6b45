import { readOutbox } from "../support/outbox";
import type { TestShop } from "../support/test-shop";
import { until } from "../support/until";
import { graphql } from "../gql";

const ROLES = graphql(`query StaffAccountsRoles { staffRoles { id name } }`);

/** A seeded role's id (by default Fulfilment: a role the owner may hand out, not the Owner's). */
export async function someRole(t: TestShop, name = "Fulfilment"): Promise<string> {
  const { staffRoles } = await t.gqlOk(ROLES, {}, await t.adminToken());
  return staffRoles.find((r) => r.name === name)!.id;
}

export const INVITE = graphql(
  `mutation StaffInvite($input: InviteStaffInput!) { inviteStaff(input: $input) { id email roleId status expiresAt } }`,
);
export const ACCEPT = graphql(
  `mutation StaffAccept($input: AcceptStaffInvitationInput!) { acceptStaffInvitation(input: $input) { next secondStepToken session { token user { id role } } } }`,
);
export const STAFF_SIGN_IN = graphql(
  `mutation StaffSignIn($input: LoginInput!) { staffSignIn(input: $input) { next secondStepToken session { token user { id } } } }`,
);
export const LOGIN = graphql(`mutation StaffAccountsLogin($input: LoginInput!) { login(input: $input) { token user { id role } } }`);
export const ME = graphql(`query StaffAccountsMe { me { id role suspendedAt secondFactorEnabled } }`);

let invited = 0;

/** A fresh address, so that each test's invitation and its email are its own. */
export const newStaffEmail = () => `staff${++invited}-${Math.random().toString(36).slice(2, 8)}@test.local`;

/** The tokens of the invitation links emailed to `to`, oldest first, once there are `count` of them. */
export async function invitationTokens(t: TestShop, to: string, count = 1): Promise<string[]> {
  return until(`${count} invitation email(s) to ${to}`, async () => {
    const links = (await readOutbox(t.config.outboxDir))
      .filter((m) => m.to === to && m.subject.includes("invited"))
      .map((m) => /accept-invitation\?token=([\w-]+)/.exec(m.text)![1]);
    return links.length >= count ? links : undefined;
  });
}

/** Invites a new address and accepts as a new account: the staff member's token, id, email and password. */
export async function newStaffMember(
  t: TestShop,
  role = "Fulfilment",
): Promise<{ token: string; id: string; email: string; password: string }> {
  const email = newStaffEmail();
  await t.gqlOk(INVITE, { input: { email, roleId: await someRole(t, role) } }, await t.adminToken());
  const [token] = await invitationTokens(t, email);
  const password = "staff-secret";
  const accepted = await t.gqlOk(ACCEPT, { input: { token, password, firstName: "Ravi", lastName: "Kumar" } });
  const session = accepted.acceptStaffInvitation.session;
  return { token: session.token, id: session.user.id, email, password };
}
