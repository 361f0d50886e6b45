import fs from "node:fs";
import path from "node:path";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { execFile } from "node:child_process";
import ts from "typescript";
import { startTestShop, TestShop } from "./support/test-shop";
import { tempDir } from "./support/test-server";

/**
 * What a partner does with /api/openapi.json: lint it, generate TypeScript types from it, and write
 * a client against those types. The client below must compile, and its deliberate mistakes must not.
 */
let t: TestShop;
let document: string;
beforeAll(async () => {
  t = await startTestShop();
  document = (await t.http.get("/api/openapi.json")).text;
});
afterAll(() => t.close());

describe("the REST shim's OpenAPI document", () => {
  it("lints clean with Redocly's recommended rules", async () => {
    const config = await createConfig({
      // The test server is on localhost, as a development shop's document says.
      extends: ["recommended"],
      rules: { "no-server-example.com": "off" },
    });
    const problems = await lintFromString({ source: document, absoluteRef: "openapi.json", config });
    const found = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`);
    // SPEC §7's paths, kept for its clients: only /api/products/similar/reviews would match both, and no product has the slug "reviews" as an id.
    expect(found).toEqual([
      "warn no-ambiguous-paths: Paths should resolve unambiguously. Found two ambiguous paths: `/api/products/similar/{slug}` and `/api/products/{productId}/reviews`.",
    ]);
  });

  it("names every operation once", () => {
    const ids = Object.values(JSON.parse(document).paths as Record<string, Record<string, { operationId?: string }>>).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("generates TypeScript types that a client type-checks against, and that catch a wrong call", async () => {
    const dir = tempDir("openapi-client");
    fs.writeFileSync(path.join(dir, "openapi.json"), document);
    await generateTypes(path.join(dir, "openapi.json"), path.join(dir, "bagzone-api.ts"));
    fs.writeFileSync(
      path.join(dir, "client.ts"),
      `import type { operations } from "./bagzone-api";
type Body<Op extends keyof operations> = operations[Op] extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;
type Query<Op extends keyof operations> = NonNullable<operations[Op]["parameters"]["query"]>;

export const login: Body<"login"> = { email: "asha@example.com", password: "secret123" };
export const search: Query<"listProducts"> = { search: "backpack", page: 2, maxPrice: 2500 };
export const line: Body<"addToCart"> = { productId: "a3c1", quantity: 1, size: "Medium", color: "Black", guestId: "guest_1700000000000_abcdef123456" };
export const productPath: operations["getProduct"]["parameters"]["path"] = { id: "trail-backpack" };

// @ts-expect-error a login needs a password
export const noPassword: Body<"login"> = { email: "asha@example.com" };
// @ts-expect-error quantity is a number
export const wrongQuantity: Body<"addToCart"> = { productId: "a3c1", quantity: "two" };
// @ts-expect-error there is no such operation
export type Nothing = operations["launchRocket"];
`,
    );
    const program = ts.createProgram([path.join(dir, "client.ts")], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(diagnostics).toEqual([]);
  });
});

/** openapi-typescript, as a partner runs it (it is an ES module, which jest's module sandbox cannot load). */
function generateTypes(documentFile: string, typesFile: string): Promise<void> {
  const script = `
    import fs from "node:fs";
    import openapiTS, { astToString } from "openapi-typescript";
    const [documentFile, typesFile] = process.argv.slice(1);
    fs.writeFileSync(typesFile, astToString(await openapiTS(JSON.parse(fs.readFileSync(documentFile, "utf8")))));
  `;
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ["--input-type=module", "-e", script, documentFile, typesFile], { cwd: __dirname }, (err, _stdout, stderr) =>
      err ? reject(new Error(`openapi-typescript failed: ${stderr}`)) : resolve(),
    ),
  );
}
