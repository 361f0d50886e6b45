import { graphql } from "../gql";
import { staffMember, staffRoleId } from "../support/staff";
import { startTestShop, type TestShop, TEST_ADMIN } from "../support/test-shop";

const ME = graphql(`query StaffRolesMe { me { id role permissions } }`);
const ROLES = graphql(`query StaffRoles { staffRoles { id name isOwner permissions } }`);
const MEMBERS = graphql(`query StaffRolesMembers { staffMembers { id email isShopOwner role { name } } }`);
const CREATE = graphql(
  `mutation StaffCreateRole($input: StaffRoleInput!) { createStaffRole(input: $input) { id name permissions isOwner } }`,
);
const UPDATE = graphql(
  `mutation StaffUpdateRole($id: ID!, $input: UpdateStaffRoleInput!) { updateStaffRole(id: $id, input: $input) { id name permissions } }`,
);
const DELETE = graphql(`mutation StaffDeleteRole($id: ID!) { deleteStaffRole(id: $id) { id } }`);
const ASSIGN = graphql(
  `mutation StaffAssignRole($userId: ID!, $roleId: ID!) { assignStaffRole(userId: $userId, roleId: $roleId) { id role { name } } }`,
);
const CREATE_CATEGORY = graphql(`mutation StaffCreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }`);

let t: TestShop;
let owner: string;
let ownerId: string;
beforeAll(async () => {
  t = await startTestShop();
  owner = await t.adminToken();
  ownerId = (await t.gqlOk(ME, {}, owner)).me.id;
});
afterAll(() => t.close());

const codeOf = (res: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) => res.errors?.[0]?.extensions?.code;

it("the first admin is the shop's owner, an Owner with every permission; a customer has none", async () => {
  const me = await t.gqlOk(ME, {}, owner);
  expect(me.me).toMatchObject({ role: "ADMIN" });
  expect(me.me.permissions).toHaveLength(9);
  const members = (await t.gqlOk(MEMBERS, {}, owner)).staffMembers;
  expect(members.find((m) => m.email === TEST_ADMIN.email)).toMatchObject({ isShopOwner: true, role: { name: "Owner" } });
  const customer = await t.registerCustomer();
  expect((await t.gqlOk(ME, {}, customer.token)).me.permissions).toEqual([]);
});

it("lets the owner create, rename, change and delete a role that nobody holds", async () => {
  const made = (await t.gqlOk(CREATE, { input: { name: "Photographer", permissions: ["MANAGE_CATALOGUE"] } }, owner)).createStaffRole;
  expect(made).toMatchObject({ name: "Photographer", permissions: ["MANAGE_CATALOGUE"], isOwner: false });
  const taken = await t.gql(CREATE, { input: { name: "photographer", permissions: [] } }, owner);
  expect(codeOf(taken)).toBe("STAFF_ROLE_NAME_TAKEN");

  const changed = await t.gqlOk(
    UPDATE,
    { id: made.id, input: { name: "Studio", permissions: ["MANAGE_CATALOGUE", "MANAGE_PROMOTIONS"] } },
    owner,
  );
  expect(changed.updateStaffRole).toEqual({ id: made.id, name: "Studio", permissions: ["MANAGE_CATALOGUE", "MANAGE_PROMOTIONS"] });

  const member = await staffMember(t, "Studio");
  expect(codeOf(await t.gql(DELETE, { id: made.id }, owner))).toBe("STAFF_ROLE_IN_USE");
  await t.gqlOk(ASSIGN, { userId: member.id, roleId: await staffRoleId(t, "Catalogue") }, owner);
  expect((await t.gqlOk(DELETE, { id: made.id }, owner)).deleteStaffRole.id).toBe(made.id);
  expect((await t.gqlOk(ROLES, {}, owner)).staffRoles.map((r) => r.name)).toEqual([
    "Owner",
    "Catalogue",
    "Fulfilment",
    "Manager",
    "Support",
  ]);
});

it("keeps the Owner role whole: every permission, never changed or deleted", async () => {
  const ownerRole = await staffRoleId(t, "Owner");
  expect(codeOf(await t.gql(UPDATE, { id: ownerRole, input: { permissions: ["MANAGE_CATALOGUE"] } }, owner))).toBe("OWNER_ROLE_FIXED");
  expect(codeOf(await t.gql(DELETE, { id: ownerRole }, owner))).toBe("OWNER_ROLE_FIXED");
});

it("refuses role management to staff without MANAGE_STAFF, and to customers", async () => {
  const manager = await staffMember(t, "Manager");
  const customer = await t.registerCustomer();
  for (const token of [manager.token, customer.token]) {
    expect(codeOf(await t.gql(ROLES, {}, token))).toBe("FORBIDDEN");
    expect(codeOf(await t.gql(CREATE, { input: { name: "Sneaky", permissions: ["MANAGE_STAFF"] } }, token))).toBe("FORBIDDEN");
    expect(codeOf(await t.gql(ASSIGN, { userId: manager.id, roleId: await staffRoleId(t, "Owner") }, token))).toBe("FORBIDDEN");
  }
  expect((await t.gqlOk(ME, {}, manager.token)).me.permissions).not.toContain("MANAGE_STAFF");
});

it("a role's new permissions apply from the next request, without signing in again", async () => {
  const member = await staffMember(t, "Catalogue");
  const category = { name: "Totes", description: "Bags to carry", isPublished: false };
  const first = await t.gql(CREATE_CATEGORY, { input: category }, member.token);
  expect(first.errors).toBeUndefined();
  await t.gqlOk(ASSIGN, { userId: member.id, roleId: await staffRoleId(t, "Fulfilment") }, owner);
  const after = await t.gql(CREATE_CATEGORY, { input: { ...category, name: "Clutches" } }, member.token);
  expect(after.errors?.[0]).toMatchObject({
    message: "You need the MANAGE_CATALOGUE permission to do this",
    extensions: { code: "FORBIDDEN" },
  });
});

describe("the owner cannot be locked out", () => {
  it("a staff manager who is not an Owner grants only what they hold, and makes or unmakes no Owner", async () => {
    await t.gqlOk(CREATE, { input: { name: "Team lead", permissions: ["MANAGE_STAFF", "MANAGE_CATALOGUE"] } }, owner);
    const lead = await staffMember(t, "Team lead");
    const other = await staffMember(t, "Fulfilment");

    expect(codeOf(await t.gql(CREATE, { input: { name: "Money", permissions: ["ISSUE_REFUNDS"] } }, lead.token))).toBe("FORBIDDEN");
    expect(codeOf(await t.gql(ASSIGN, { userId: lead.id, roleId: await staffRoleId(t, "Owner") }, lead.token))).toBe("FORBIDDEN");
    expect(codeOf(await t.gql(ASSIGN, { userId: other.id, roleId: await staffRoleId(t, "Manager") }, lead.token))).toBe("FORBIDDEN");
    expect(codeOf(await t.gql(ASSIGN, { userId: ownerId, roleId: await staffRoleId(t, "Catalogue") }, lead.token))).toBe("FORBIDDEN");
    const ownerRole = await staffRoleId(t, "Owner");
    expect(codeOf(await t.gql(UPDATE, { id: ownerRole, input: { name: "Nobody" } }, lead.token))).toBe("FORBIDDEN");

    const moved = await t.gqlOk(ASSIGN, { userId: other.id, roleId: await staffRoleId(t, "Catalogue") }, lead.token);
    expect(moved.assignStaffRole.role?.name).toBe("Catalogue");
    expect((await t.gqlOk(ME, {}, owner)).me.permissions).toHaveLength(9);
  });

  it("only the shop's owner changes their own role, and the last Owner stays one", async () => {
    const ownerRole = await staffRoleId(t, "Owner");
    const catalogue = await staffRoleId(t, "Catalogue");
    const [lastOwner] = await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE staff_role_id = $1`, [ownerRole]);
    expect(lastOwner.n).toBe(1);
    expect(codeOf(await t.gql(ASSIGN, { userId: ownerId, roleId: catalogue }, owner))).toBe("LAST_OWNER");

    const second = await staffMember(t, "Manager");
    await t.gqlOk(ASSIGN, { userId: second.id, roleId: ownerRole }, owner);
    expect((await t.gqlOk(ME, {}, second.token)).me.permissions).toHaveLength(9);
    expect(codeOf(await t.gql(ASSIGN, { userId: ownerId, roleId: catalogue }, second.token))).toBe("FORBIDDEN");

    // The second Owner may step down, since the shop's owner remains; the shop's owner may then not.
    await t.gqlOk(ASSIGN, { userId: second.id, roleId: catalogue }, second.token);
    expect(codeOf(await t.gql(ASSIGN, { userId: ownerId, roleId: catalogue }, owner))).toBe("LAST_OWNER");
    expect(codeOf(await t.gql(ASSIGN, { userId: second.id, roleId: ownerRole }, second.token))).toBe("FORBIDDEN");
  });

  it("two Owners stepping down at once leave one Owner", async () => {
    const ownerRole = await staffRoleId(t, "Owner");
    const catalogue = await staffRoleId(t, "Catalogue");
    const a = await staffMember(t, "Manager");
    await t.gqlOk(ASSIGN, { userId: a.id, roleId: ownerRole }, owner);
    const results = await Promise.all([
      t.gql(ASSIGN, { userId: ownerId, roleId: catalogue }, owner),
      t.gql(ASSIGN, { userId: a.id, roleId: catalogue }, a.token),
    ]);
    expect(results.map(codeOf).sort()).toEqual(["LAST_OWNER", undefined]);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE staff_role_id = $1`, [ownerRole]);
    expect(n).toBe(1);
  });
});
