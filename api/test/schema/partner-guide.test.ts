import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildSchema, getOperationAST, type GraphQLSchema, type OperationDefinitionNode, parse, validate } from "graphql";
import { getVariableValues } from "graphql/execution/values";
import { signWebhook } from "../../src/modules/webhook/webhook-signature";

/**
 * docs/partner-guide.md is what a partner copies from: its GraphQL operations must be valid against
 * the committed schema with the variables shown beside them, and its webhook verification sample
 * must accept what the shop signs and refuse anything else.
 */
const guide = fs.readFileSync(path.join(__dirname, "../../../docs/partner-guide.md"), "utf8");
const schema: GraphQLSchema = buildSchema(fs.readFileSync(path.join(__dirname, "../../../schema.graphql"), "utf8"));

interface Fenced {
  lang: string;
  text: string;
}
const blocks: Fenced[] = [...guide.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map(([, lang, text]) => ({ lang, text }));

/** Each GraphQL block with the JSON variables block that follows it, if one does. */
const examples = blocks.flatMap((block, i) =>
  block.lang === "graphql"
    ? [
        {
          document: block.text,
          variables: blocks[i + 1]?.lang === "json" ? (JSON.parse(blocks[i + 1].text) as Record<string, unknown>) : {},
        },
      ]
    : [],
);

describe("the partner guide", () => {
  it("shows operations for browsing, the bag, checkout and order status", () => {
    const names = examples.flatMap(({ document }) => parse(document).definitions.map((d) => (d as OperationDefinitionNode).name?.value));
    expect(names).toEqual(
      expect.arrayContaining(["SignIn", "Products", "ProductPage", "AddToBag", "AfterSignIn", "PlaceOrder", "ConfirmUpi", "OrderStatus"]),
    );
  });

  it.each(
    examples.map(
      (example) =>
        [
          parse(example.document)
            .definitions.map((d) => (d as OperationDefinitionNode).name?.value)
            .join(", "),
          example,
        ] as const,
    ),
  )("%s: valid against schema.graphql, with its variables", (_names, { document, variables }) => {
    const ast = parse(document);
    expect(validate(schema, ast).map((e) => e.message)).toEqual([]);
    for (const definition of ast.definitions) {
      const operation = getOperationAST(ast, (definition as OperationDefinitionNode).name?.value)!;
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
      expect({ operation: operation.name?.value, errors: (coerced.errors ?? []).map((e) => e.message) }).toEqual({
        operation: operation.name?.value,
        errors: [],
      });
    }
  });

  it("verifies a webhook as the shop signs it, and refuses a changed body, another secret or an old timestamp", () => {
    const sample = blocks.find((b) => b.lang === "js")!.text;
    const source = sample.match(/^function verified[\s\S]*?^}$/m)![0];
    const secret = `whsec_${crypto.randomBytes(32).toString("base64")}`;
    const verifierFor = (s: string) =>
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the guide's own sample code, as a partner would paste it
      new Function("crypto", "key", `${source}; return verified;`)(crypto, Buffer.from(s.replace(/^whsec_/, ""), "base64")) as (
        headers: Record<string, string>,
        body: string,
      ) => boolean;
    const body = JSON.stringify({ type: "order.paid", timestamp: new Date().toISOString(), data: { order: { id: "o1" } } });
    const headers = { ...signWebhook(secret, "msg_1", new Date(), body) };

    expect(verifierFor(secret)(headers, body)).toBe(true);
    expect(verifierFor(secret)(headers, body.replace("o1", "o2"))).toBe(false);
    expect(verifierFor(`whsec_${crypto.randomBytes(32).toString("base64")}`)(headers, body)).toBe(false);
    expect(verifierFor(secret)({ ...signWebhook(secret, "msg_1", new Date(Date.now() - 600_000), body) }, body)).toBe(false);
  });
});
