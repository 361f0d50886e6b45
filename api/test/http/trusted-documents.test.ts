import fs from "node:fs";
import path from "node:path";
import { type DocumentNode, Kind, parse, print, type SelectionSetNode, visit } from "graphql";
import { startTestShop, TEST_ADMIN, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/**
 * With GRAPHQL_TRUSTED_DOCUMENTS=require, strangers and customers may run only the operations the
 * storefront and admin were built with (codegen's persisted-documents.json); admins may run any.
 */
const OPERATIONS = ["storefront", "client"].map((app) => path.resolve(__dirname, "..", "..", "..", app, "src", "graphql"));
/** The storefront's own operations and fragments, and those it shares with the admin (client/). */
function operationText(name: string): string {
  const file = OPERATIONS.map((dir) => path.join(dir, `${name}.graphql`)).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`No ${name}.graphql in ${OPERATIONS.join(" or ")}`);
  return fs.readFileSync(file, "utf8");
}

/** An operation with its fragments, as Apollo Client prints it: `__typename` in every selection. */
function asTheStorefrontSendsIt(operation: string, fragments: string[]): string {
  const texts = [operation, ...fragments].map(operationText);
  const document = parse(texts.join("\n"));
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } } as const;
  return print(
    visit<DocumentNode>(document, {
      SelectionSet: (node: SelectionSetNode) =>
        node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === "__typename")
          ? undefined
          : { ...node, selections: [...node.selections, typename] },
    }),
  );
}

/** Tokens through REST: the test shop's own GraphQL helpers send operations no app was built with. */
async function customerToken(): Promise<string> {
  const res = await t.http
    .post("/api/auth/register")
    .send({ firstName: "T", lastName: "D", email: `td-${Date.now()}-${Math.random()}@test.local`, password: "secret123" });
  return res.body.token;
}
async function adminToken(): Promise<string> {
  return (await t.http.post("/api/auth/login").send(TEST_ADMIN)).body.token;
}

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop({ GRAPHQL_TRUSTED_DOCUMENTS: "require" });
});
afterAll(() => t.close());

describe("trusted documents", () => {
  it("runs the storefront's own operations for guests and customers", async () => {
    const customer = { token: await customerToken() };
    const products = asTheStorefrontSendsIt("CollectionProducts", ["ProductCard"]);
    for (const token of [undefined, customer.token]) {
      const res = await t.gqlRaw(products, { filter: {}, sort: "NEWEST", first: 4 }, token);
      expect(res.errors).toBeUndefined();
      expect(res.data).toMatchObject({ products: { totalCount: 0 } });
    }
    const me = await t.gqlRaw(asTheStorefrontSendsIt("Me", ["SessionUser"]), {}, customer.token);
    expect(me.errors).toBeUndefined();
  });

  it("refuses any other operation from a guest or a customer, before running it", async () => {
    const customer = { token: await customerToken() };
    for (const token of [undefined, customer.token]) {
      const res = await t.gql(graphql(`query TrustedDocumentsProducts { products { totalCount nodes { id name } } }`), {}, token);
      expect(res.status).toBe(400);
      expect(res.errors?.[0]).toMatchObject({
        message: "This API runs only the shop's own operations (trusted documents).",
        extensions: { code: "OPERATION_NOT_TRUSTED" },
      });
      expect(res.data).toBeUndefined();
    }
    // One field more than the registered operation is another operation.
    const widened = asTheStorefrontSendsIt("Me", ["SessionUser"]).replace("__typename", "__typename createdAt");
    expect((await t.gqlRaw(widened, {}, customer.token)).errors?.[0].extensions?.code).toBe("OPERATION_NOT_TRUSTED");
  });

  it("lets an admin run any operation", async () => {
    const res = await t.gql(graphql(`query TrustedDocumentsProducts2 { products { totalCount } }`), {}, await adminToken());
    expect(res.errors).toBeUndefined();
  });
});
