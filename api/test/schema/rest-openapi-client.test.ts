import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import ts from "typescript";
import { createProduct } from "../support/catalog-fixtures";
import { ADDRESS, newGuestId } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";
import { tempDir } from "../support/test-server";

/**
 * What a partner does with /api/openapi.json: lint it, generate TypeScript types from it, and write
 * a client against those types. The client below must compile, its deliberate mistakes must not,
 * and it must work against the shop. The shop's real answers must match the documented schemas.
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
    // The documented paths (docs/rest-api.md), kept for its clients: only /api/products/similar/reviews would match both, and no product has the slug "reviews" as an id.
    expect(found).toEqual([
      "warn no-ambiguous-paths: Paths should resolve unambiguously. Found two ambiguous paths: `/api/products/similar/{slug}` and `/api/products/{productId}/reviews`.",
    ]);
  });

  it("names every operation once", () => {
    const ids = Object.values(JSON.parse(document).paths as Record<string, Record<string, { operationId?: string }>>).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
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
    expect(typeErrors(path.join(dir, "client.ts"))).toEqual([]);
  });

  it("documents a body schema for every success response, each of its references a component", () => {
    const parsed = JSON.parse(document) as OpenApi;
    const undocumented = operations(parsed).flatMap(({ name, op }) => {
      const [status, success] = Object.entries(op.responses).find(([code]) => code.startsWith("2"))!;
      const bodies = Object.entries(success.content ?? {});
      return bodies.length > 0 && bodies.every(([, body]) => body.schema && Object.keys(body.schema).length > 0)
        ? []
        : [`${name} ${status}`];
    });
    expect(undocumented).toEqual([]);
    const refs = [...document.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name);
    expect(refs.filter((name) => !(name in parsed.components.schemas))).toEqual([]);
    // The REST shapes (docs/rest-api.md), each once.
    expect(Object.keys(parsed.components.schemas)).toEqual(
      expect.arrayContaining([
        "Product",
        "Category",
        "Cart",
        "Line",
        "Totals",
        "Order",
        "ShippingInfo",
        "Checkout",
        "User",
        "AuthResponse",
        "Coupon",
        "Error",
      ]),
    );
  });

  it("answers what it documents: real answers of many routes validate against their documented schema", async () => {
    const check = answerChecker(JSON.parse(document) as OpenApi);
    const product = await createProduct(t.dataSource, { name: "Trail Backpack", pricePaise: 1499_00 });
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const customer = await t.registerCustomer();
    const asCustomer = { authorization: `Bearer ${customer.token}` };
    const guestId = newGuestId();
    const line = { productId: product.id, size: "Medium", color: "Black", quantity: 2 };

    check("get", "/api/products", await t.http.get("/api/products?search=trail"));
    check("get", "/api/products/{id}", await t.http.get(`/api/products/${product.slug}`));
    check("get", "/api/products/new-arrivals", await t.http.get("/api/products/new-arrivals"));
    check("get", "/api/categories", await t.http.get("/api/categories"));
    check("post", "/api/cart", await t.http.post("/api/cart").send({ ...line, guestId }));
    check("get", "/api/cart", await t.http.get(`/api/cart?guestId=${guestId}`));
    check("post", "/api/auth/login", await t.http.post("/api/auth/login").send({ email: customer.email, password: customer.password }));
    check("post", "/api/cart/merge", await t.http.post("/api/cart/merge").set(asCustomer).send({ guestId }));
    const coupon = check<{ coupon: { code: string; _id: string } }>(
      "post",
      "/api/coupons",
      await t.http.post("/api/coupons").set(admin).send({ code: "TRAIL10", percentage: 10 }),
    );
    check("get", "/api/coupons", await t.http.get("/api/coupons").set(admin));
    const priced = check<{ totals: { total: number } }>(
      "post",
      "/api/coupons/check",
      await t.http.post("/api/coupons/check").set(asCustomer).send({ code: coupon.coupon.code }),
    );
    const checkout = check<{ orderId: string }>(
      "post",
      "/api/checkout",
      await t.http
        .post("/api/checkout")
        .set(asCustomer)
        .send({ shippingInfo: ADDRESS, paymentMethod: "COD", couponCode: "TRAIL10", totalPrice: priced.totals.total }),
    );
    expect(checkout.orderId).toEqual(expect.any(String));
    check("get", "/api/orders/{id}", await t.http.get(`/api/orders/${checkout.orderId}`).set(asCustomer));
    check("get", "/api/orders/my-orders", await t.http.get("/api/orders/my-orders").set(asCustomer));
    check("put", "/api/orders/{id}", await t.http.put(`/api/orders/${checkout.orderId}`).set(admin).send({ status: "Processing" }));
    check("delete", "/api/coupons/{id}", await t.http.delete(`/api/coupons/${coupon.coupon._id}`).set(admin));
    check(
      "post",
      "/api/contact",
      await t.http
        .post("/api/contact")
        .send({ name: "Ravi", email: "ravi@example.com", phone: "9876543210", message: "Do you ship to Goa?" }),
    );

    // Refusals answer the documented error body.
    check("get", "/api/products/{id}", await t.http.get("/api/products/no-such-bag"), 404);
    check("post", "/api/auth/login", await t.http.post("/api/auth/login").send({ email: customer.email }), 400);
    check("post", "/api/cart", await t.http.post("/api/cart").send({ ...line, quantity: 50, guestId: newGuestId() }), 409);
    check("get", "/api/orders", await t.http.get("/api/orders").set(asCustomer), 403);
  });

  it("gives a partner a typed client (openapi-fetch) that works against the shop", async () => {
    const product = await createProduct(t.dataSource, { name: "Canvas Duffel", pricePaise: 2499_00 });
    const customer = await t.registerCustomer();
    const dir = tempDir("openapi-fetch");
    fs.writeFileSync(path.join(dir, "openapi.json"), document);
    await generateTypes(path.join(dir, "openapi.json"), path.join(dir, "bagzone-api.ts"));
    // The partner's project has openapi-fetch installed.
    fs.symlinkSync(path.resolve(__dirname, "../../../node_modules"), path.join(dir, "node_modules"), "dir");
    const client = path.join(dir, "client.ts");
    fs.writeFileSync(client, TYPED_CLIENT);
    expect(typeErrors(client)).toEqual([]);

    const server = http.createServer(t.listener).listen(0);
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const compiled = path.join(dir, "client.js");
      fs.writeFileSync(
        compiled,
        ts.transpileModule(TYPED_CLIENT, {
          compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
        }).outputText,
      );
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the guide's client, compiled to CommonJS at run time, loads as jest's modules do
      const { shop } = require(compiled) as {
        shop: (baseUrl: string, search: string, login: { email: string; password: string }, guestId: string) => Promise<unknown>;
      };
      const seen = await shop(baseUrl, "duffel", { email: customer.email, password: customer.password }, newGuestId());
      expect(seen).toEqual({
        listed: ["Canvas Duffel"],
        product: { slug: product.slug, price: 2499, reviews: 0, stock: 10 },
        guestBag: { lines: 1, totalPrice: 4998 },
        signedInAs: customer.email,
        customerBag: { lines: 1, totalPrice: 2499 },
        wrongPassword: { status: 401, message: expect.any(String) },
      });
    } finally {
      server.close();
    }
  });
});

/**
 * A partner's client: openapi-fetch over the generated `paths`. It browses, fills a guest's bag,
 * signs in and fills the customer's, and reads a refusal; the commented mistakes must not compile.
 */
const TYPED_CLIENT = `import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./bagzone-api";

type Product = components["schemas"]["Product"];

export async function shop(baseUrl: string, search: string, login: { email: string; password: string }, guestId: string) {
  const api = createClient<paths>({ baseUrl });
  const list = await api.GET("/api/products", { params: { query: { search, limit: 10 } } });
  if (!list.data) throw new Error(list.error.message);
  const first: Product = list.data[0];
  const one = await api.GET("/api/products/{id}", { params: { path: { id: first.slug } } });
  if (!one.data) throw new Error(one.error.message);
  const variant = one.data.variants[0];

  const line = { productId: one.data._id, size: variant.size, color: variant.color };
  const guestBag = await api.POST("/api/cart", { body: { ...line, quantity: 2, guestId } });
  if (!guestBag.data) throw new Error(guestBag.error.message);

  const signedIn = await api.POST("/api/auth/login", { body: login });
  if (!signedIn.data) throw new Error(signedIn.error.message);
  const asCustomer = { Authorization: \`Bearer \${signedIn.data.token}\` };
  const customerBag = await api.POST("/api/cart", { body: { ...line, quantity: 1 }, headers: asCustomer });
  if (!customerBag.data) throw new Error(customerBag.error.message);

  const refused = await api.POST("/api/auth/login", { body: { email: login.email, password: "not-" + login.password } });

  return {
    listed: list.data.map((p) => p.name),
    product: { slug: one.data.slug, price: one.data.price, reviews: one.data.reviews.length, stock: one.data.countInStock },
    guestBag: { lines: guestBag.data.products.length, totalPrice: guestBag.data.totalPrice },
    signedInAs: signedIn.data.user.email,
    customerBag: { lines: customerBag.data.products.length, totalPrice: customerBag.data.totalPrice },
    wrongPassword: { status: refused.response.status, message: refused.error?.message },
  };
}

/** Never called: what the generated types refuse. */
export async function mistakes(api: Client<paths>, product: Product, bag: components["schemas"]["Cart"]) {
  // @ts-expect-error a price is a number of rupees
  product.price.toUpperCase();
  // @ts-expect-error a cart line has no such field
  bag.products[0].discountCode;
  // @ts-expect-error there is no such path
  await api.GET("/api/rockets");
}
`;

interface OpenApiOperation {
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

const operations = (doc: OpenApi) =>
  Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method} ${p}`, op })));

/**
 * Checks a real answer against the schema the document gives its status, and returns its body,
 * typed by the caller with what it goes on to read (`T`, once the schema has passed it).
 * Stricter than the document: an object may carry no property the document does not list
 * (bodies that allow more, like Error's details, say so with additionalProperties).
 */
function answerChecker(doc: OpenApi) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: "bagzone", components: noUndocumentedProperties(doc.components) });
  return <T = unknown>(method: string, p: string, res: { status: number; body: unknown }, status?: number): T => {
    const responses = doc.paths[p][method].responses;
    expect(res.status).toBe(status ?? Number(Object.keys(responses).find((code) => code.startsWith("2"))));
    const schema = noUndocumentedProperties(responses[String(res.status)].content!["application/json"].schema!);
    const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"bagzone#/components/')));
    expect({ call: `${method} ${p} ${res.status}`, problems: validate(res.body) ? [] : validate.errors }).toEqual({
      call: `${method} ${p} ${res.status}`,
      problems: [],
    });
    return res.body as T;
  };
}

function noUndocumentedProperties<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(noUndocumentedProperties) as T;
  if (!schema || typeof schema !== "object") return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, noUndocumentedProperties(value)]));
  return ("properties" in copy && !("additionalProperties" in copy) ? { ...copy, additionalProperties: false } : copy) as T;
}

function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** openapi-typescript, as a partner runs it (it is an ES module, which jest's module sandbox cannot load). */
function generateTypes(documentFile: string, typesFile: string): Promise<void> {
  const script = `
    import fs from "node:fs";
    import openapiTS, { astToString } from "openapi-typescript";
    const [documentFile, typesFile] = process.argv.slice(1);
    fs.writeFileSync(typesFile, astToString(await openapiTS(JSON.parse(fs.readFileSync(documentFile, "utf8")))));
  `;
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ["--input-type=module", "-e", script, documentFile, typesFile],
      { cwd: __dirname },
      (err, _stdout, stderr) => (err ? reject(new Error(`openapi-typescript failed: ${stderr}`)) : resolve()),
    ),
  );
}
