import { graphql } from "../gql";
import type { TestShop } from "./test-shop";

const STAFF_ROLE_IDS = graphql(`query StaffRoleIds { staffRoles { id name } }`);
const ASSIGN = graphql(
  `mutation StaffAssignForTest($userId: ID!, $roleId: ID!) { assignStaffRole(userId: $userId, roleId: $roleId) { id } }`,
);
const STAFF_LOGIN = graphql(`mutation StaffLogin($input: LoginInput!) { login(input: $input) { token } }`);

/** The id of a staff role by its name, as the owner lists them. */
export async function staffRoleId(t: TestShop, name: string): Promise<string> {
  const { staffRoles } = await t.gqlOk(STAFF_ROLE_IDS, {}, await t.adminToken());
  const role = staffRoles.find((r) => r.name === name);
  if (!role) throw new Error(`no staff role named ${name}`);
  return role.id;
}

/**
 * A new staff member holding the role named `roleName`, signed in. The account is made staff in
 * SQL (the shop has no way to invite staff yet); the owner gives it its role through the API.
 */
export async function staffMember(t: TestShop, roleName: string): Promise<{ id: string; token: string; email: string }> {
  const account = await t.registerCustomer();
  await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [account.id]);
  await t.gqlOk(ASSIGN, { userId: account.id, roleId: await staffRoleId(t, roleName) }, await t.adminToken());
  const { login } = await t.gqlOk(STAFF_LOGIN, { input: { email: account.email, password: account.password } });
  return { id: account.id, token: login.token, email: account.email };
}
