import fs from "node:fs";
import path from "node:path";
import {
  buildSchema,
  getNamedType,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isCompositeType,
  type GraphQLField,
} from "graphql";
import { isErrorCode } from "../../src/common/errors";
import { codesDeclaredIn } from "../support/declared-errors";
import { startTestShop, type TestShop } from "../support/test-shop";

/*
 * Every operation says in its description which codes it can refuse with, and every answer a test
 * receives is held to that list (support/declared-errors.ts, checked by TestShop's gql). Here each
 * operation is also called with bad arguments by a guest, a customer and an admin, so each meets
 * its refusals at least once even where no other test asks for them.
 */

const schema = buildSchema(fs.readFileSync(path.join(__dirname, "../../../schema.graphql"), "utf8"));
const operations = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
  Object.values(type.getFields()).map((field) => ({ kind: type.name === "Query" ? "query" : "mutation", field })),
);

it("every query and mutation lists the codes it can refuse with, each one the API defines", () => {
  const undeclared = operations.filter(({ field }) => codesDeclaredIn(field.description) === null).map(({ field }) => field.name);
  expect(undeclared).toEqual([]);
  for (const { field } of operations) {
    for (const code of codesDeclaredIn(field.description)!) expect([field.name, isErrorCode(code)]).toEqual([field.name, true]);
  }
});

/** A wrong but well-typed value of `type`: `variant` 0 names nothing that exists, 1 is malformed. */
function badValue(type: GraphQLInputType, variant: 0 | 1): unknown {
  if (isNonNullType(type)) return badValue(type.ofType, variant);
  if (isListType(type)) return [badValue(type.ofType, variant)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(fields.map((f) => [f.name, badValue(f.type, variant)]));
  }
  if (isScalarType(type)) {
    const values: Record<string, [unknown, unknown]> = {
      ID: ["00000000-0000-4000-8000-000000000000", "nope"],
      String: ["", "  x  "],
      Int: [-1, 0],
      SafeInt: [-1, 0],
      Float: [-1, 0],
      Boolean: [false, true],
      DateTimeISO: ["2020-01-01T00:00:00.000Z", "2999-12-31T00:00:00.000Z"],
    };
    return (values[type.name] ?? ["", "x"])[variant];
  }
  return null;
}

/** The operation alone, its required arguments as variables, and `__typename` of what it answers. */
function documentOf(kind: string, field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const declared = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
  return `${kind} Probe${declared ? `(${declared})` : ""} { ${field.name}${passed ? `(${passed})` : ""}${selection} }`;
}

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

// Ending sessions last, so the admin's token serves every other call.
const ENDS_SESSIONS = new Set(["logout", "endUserSessions", "changePassword"]);
const inOrder = [...operations].sort((a, b) => Number(ENDS_SESSIONS.has(a.field.name)) - Number(ENDS_SESSIONS.has(b.field.name)));

it("answers bad arguments from a guest, a customer and an admin only with codes the operation declares, and never fails", async () => {
  const customer = (await t.registerCustomer()).token;
  const admin = await t.adminToken();
  const failures: string[] = [];
  for (const { kind, field } of inOrder) {
    const document = documentOf(kind, field);
    for (const token of [undefined, customer, admin]) {
      for (const variant of [0, 1] as const) {
        const variables = Object.fromEntries(field.args.map((a) => [a.name, badValue(a.type, variant)]));
        // gqlRaw throws on a code the operation does not declare: kept, to list every such operation at once.
        const res = await t.gqlRaw(document, variables, token).catch((error: Error) => {
          failures.push(error.message);
          return { errors: [] };
        });
        for (const error of res.errors ?? []) {
          if (error.extensions?.code === "INTERNAL_SERVER_ERROR") failures.push(`${field.name}: ${error.message}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
});
