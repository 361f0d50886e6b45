import { randomUUID } from "node:crypto";
import {
  getNamedType,
  getNullableType,
  type GraphQLField,
  type GraphQLInputType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  isCompositeType,
} from "graphql";
import { ALL_PERMISSIONS, type Permission, requiresSentence } from "../../src/common/auth/permissions";
import { requiredPermissions } from "../../src/common/auth/requires";
import { staffPermissionsOf } from "../../src/common/rest/route";
import { restRoutes } from "../../src/http/rest/routes";
import { buildShopSchema } from "../../src/shop/schema";
import { staffMember } from "../support/staff";
import { startTestShop, type TestShop } from "../support/test-shop";

/**
 * Walks every admin operation of the schema and every staff route of the REST shim as each seeded
 * role: exactly what the role's permissions allow gets past the permission check (an answer other
 * than FORBIDDEN: bad input and NOT_FOUND are fine, since the arguments are minimal), and
 * everything else is refused with FORBIDDEN and changes nothing in the database.
 */
const SEEDED: Record<string, readonly Permission[]> = {
  Owner: ALL_PERMISSIONS,
  Manager: [
    "MANAGE_CATALOGUE",
    "MANAGE_ORDERS",
    "FULFIL_ORDERS",
    "ISSUE_REFUNDS",
    "MANAGE_PROMOTIONS",
    "VIEW_REPORTS",
    "VIEW_CUSTOMERS",
  ] as Permission[],
  Catalogue: ["MANAGE_CATALOGUE"] as Permission[],
  Fulfilment: ["FULFIL_ORDERS"] as Permission[],
  Support: ["MANAGE_ORDERS", "ISSUE_REFUNDS", "VIEW_CUSTOMERS"] as Permission[],
};

interface AdminOperation {
  kind: "query" | "mutation";
  field: GraphQLField<unknown, unknown>;
  permissions: readonly Permission[];
}

let t: TestShop;
let operations: AdminOperation[];
beforeAll(async () => {
  t = await startTestShop();
  const schema = await buildShopSchema();
  operations = (["query", "mutation"] as const).flatMap((kind) => {
    const root = kind === "query" ? schema.getQueryType()! : schema.getMutationType()!;
    return Object.values(root.getFields()).flatMap((field) => {
      const permissions = requiredPermissions(field);
      return permissions ? [{ kind, field, permissions }] : [];
    });
  });
});
afterAll(() => t.close());

it("declares a permission on every admin operation, and its description says which", async () => {
  const schema = await buildShopSchema();
  const roots = [schema.getQueryType()!, schema.getMutationType()!];
  const undeclared = roots.flatMap((root) =>
    Object.values(root.getFields())
      .filter((f) => f.description?.startsWith("Admin:") && !requiredPermissions(f))
      .map((f) => f.name),
  );
  expect(undeclared).toEqual([]);
  expect(operations.length).toBeGreaterThan(75);
  for (const op of operations) expect(op.field.description).toContain(requiresSentence(op.permissions));
});

it("the seeded roles hold the documented permissions", async () => {
  const roles: Array<{ name: string; permissions: Permission[] }> = await t.dataSource.query(
    `SELECT name, permissions FROM staff_roles WHERE name = ANY($1)`,
    [Object.keys(SEEDED)],
  );
  expect(roles).toHaveLength(5);
  for (const role of roles) {
    if (role.name !== "Owner") expect([...role.permissions].sort()).toEqual([...SEEDED[role.name]].sort());
  }
});

describe.each(Object.keys(SEEDED))("as a member of %s", (roleName) => {
  it("calls exactly the GraphQL operations its permissions allow; the others are FORBIDDEN and change nothing", async () => {
    const member = await staffMember(t, roleName);
    const held = SEEDED[roleName];
    const allowed = operations.filter((op) => op.permissions.some((p) => held.includes(p)));
    const refused = operations.filter((op) => !allowed.includes(op));

    const before = await snapshot();
    const refusals = await Promise.all(refused.map(async (op) => [op.field.name, await codeOf(op, member.token)] as const));
    expect(await snapshot()).toEqual(before);
    expect(refusals.filter(([, code]) => code !== "FORBIDDEN")).toEqual([]);

    const answers: Array<readonly [string, string | null]> = [];
    // One at a time: an allowed call may change the shop, and the next one should see it settled.
    for (const op of allowed) answers.push([op.field.name, await codeOf(op, member.token)]);
    expect(answers.filter(([, code]) => code === "FORBIDDEN" || code === "UNAUTHENTICATED")).toEqual([]);
    if (roleName === "Owner") expect(refused).toEqual([]);
  });

  it("calls exactly the REST staff routes its permissions allow (403 otherwise, 401 without a token)", async () => {
    const member = await staffMember(t, roleName);
    const held = SEEDED[roleName];
    const routes = restRoutes.flatMap((route) => {
      const permissions = staffPermissionsOf(route);
      return permissions ? [{ route, permissions }] : [];
    });
    expect(routes.length).toBeGreaterThan(10);
    const call = async ({ route, permissions }: (typeof routes)[number]) => {
      const path = `/api${route.path.replace(/:(\w+)/g, () => randomUUID())}`;
      const anonymous = await t.http[route.method](path).send({});
      const res = await t.http[route.method](path).set("Authorization", `Bearer ${member.token}`).send({});
      const allowed = permissions.some((p) => held.includes(p));
      return { route: route.operationId, anonymous: anonymous.status, refused: res.status === 403, allowed };
    };
    const mayCall = (permissions: readonly Permission[]) => permissions.some((p) => held.includes(p));
    const before = await snapshot();
    const statuses = await Promise.all(routes.filter((r) => !mayCall(r.permissions)).map(call));
    expect(await snapshot()).toEqual(before);
    for (const route of routes.filter((r) => mayCall(r.permissions))) statuses.push(await call(route));
    expect(statuses.filter((s) => s.anonymous !== 401)).toEqual([]);
    expect(statuses.filter((s) => s.refused === s.allowed)).toEqual([]);
  });
});

/** The error code an operation answers with minimal arguments, or null when it answers without one. */
async function codeOf(op: AdminOperation, token: string): Promise<string | null> {
  const args = op.field.args.filter((a) => a.type instanceof GraphQLNonNull && a.defaultValue === undefined);
  const variables = Object.fromEntries(args.map((a) => [a.name, minimal(a.type)]));
  const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(", ");
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isCompositeType(getNamedType(op.field.type)) ? " { __typename }" : "";
  const document = `${op.kind} Walk${declared ? `(${declared})` : ""} { ${op.field.name}${passed ? `(${passed})` : ""}${selection} }`;
  const answer = await t.gqlRaw(document, variables, token);
  const code = answer.errors?.[0]?.extensions?.code;
  return typeof code === "string" ? code : null;
}

/** The smallest value of an input type the schema accepts: its required fields only, ids as random uuids. */
function minimal(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (inner instanceof GraphQLList) return [];
  if (inner instanceof GraphQLEnumType) return inner.getValues()[0].name;
  if (inner instanceof GraphQLInputObjectType) {
    const required = Object.values(inner.getFields()).filter((f) => f.type instanceof GraphQLNonNull && f.defaultValue === undefined);
    return Object.fromEntries(required.map((f) => [f.name, minimal(f.type)]));
  }
  const scalar = inner;
  switch (scalar.name) {
    case "ID":
      return randomUUID();
    case "Int":
    case "SafeInt":
    case "Float":
      return 1;
    case "Boolean":
      return false;
    case "DateTimeISO":
      return new Date().toISOString();
    default:
      return "x";
  }
}

/** A checksum of every row of every table of the shop, to prove a refused call wrote nothing. */
async function snapshot(): Promise<Record<string, string>> {
  const tables: Array<{ name: string }> = await t.dataSource.query(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const sums = await Promise.all(
    tables.map(async ({ name }) => {
      const [row]: Array<{ sum: string }> = await t.dataSource.query(
        `SELECT count(*) || ':' || coalesce(md5(string_agg(r::text, ',' ORDER BY r::text)), '') AS sum FROM "${name}" r`,
      );
      return [name, row.sum] as const;
    }),
  );
  return Object.fromEntries(sums);
}
