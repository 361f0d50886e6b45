import { graphql } from "../gql";
import { createCategory, createProduct as createAdminProduct, productForm } from "../support/catalog-admin";
import { placeOrderOk } from "../support/commerce";
import { startTestShop, TEST_ADMIN, type TestShop } from "../support/test-shop";

const UPDATE_PRODUCT = graphql(
  `mutation AuditUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }`,
);
const CHANGE_PASSWORD = graphql(`mutation AuditChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`);
const CREATE_WEBHOOK = graphql(
  `mutation AuditCreateWebhook($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } secret } }`,
);
const CREATE_PRODUCT = graphql(`mutation AuditCreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }`);
const END_SESSIONS = graphql(`mutation AuditEndSessions($userId: ID!) { endUserSessions(userId: $userId) { message } }`);
const USERS = graphql(`query AuditUsers { users(first: 5) { totalCount } }`);
const ENTRIES = graphql(`
  query AuditEntries($filter: AuditFilter, $first: Int, $after: String) {
    auditEntries(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { id at actorId actorEmail address operation action entityType entityId changes { field before after } }
    }
  }
`);

const FORWARDED = "203.0.113.7";

let t: TestShop;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await startTestShop({ TRUST_PROXY: "loopback", WEBHOOK_ALLOW_PRIVATE_URLS: "true" });
  admin = await t.adminToken();
  adminId = (await t.dataSource.query<[{ id: string }]>(`SELECT id FROM users WHERE email = $1`, [TEST_ADMIN.email]))[0].id;
});
afterAll(() => t.close());

const entriesOf = async (filter: Record<string, string>, token = admin) =>
  (await t.gqlOk(ENTRIES, { filter, first: 100 }, token)).auditEntries;

/** Everything the log holds, as text: a secret must appear nowhere in it. */
const wholeLog = async () =>
  (await t.dataSource.query<[{ text: string | null }]>(`SELECT string_agg(to_jsonb(a)::text, ' ') AS text FROM audit_entries a`))[0].text ??
  "";

const entryCount = async () => (await t.dataSource.query<[{ n: number }]>(`SELECT count(*)::int AS n FROM audit_entries`))[0].n;

describe("the audit log", () => {
  it("records an admin's product edit with the changed fields before and after, in the transaction of the change", async () => {
    const category = await createCategory(t, { name: "Totes" });
    const product = await createAdminProduct(t, category.id, { name: "Canvas Tote" });
    await t.gqlOk(UPDATE_PRODUCT, { id: product.id, input: { name: "Canvas Tote Plus" } }, admin);

    const { nodes } = await entriesOf({ entityType: "products", entityId: product.id });
    const created = nodes.find((e) => e.action === "INSERT");
    const edit = nodes.find((e) => e.operation === "mutation updateProduct");
    if (!edit) throw new Error("no entry of the edit");
    expect(created).toMatchObject({
      action: "INSERT",
      operation: "mutation createProduct",
      actorId: adminId,
      actorEmail: TEST_ADMIN.email,
    });
    expect(edit).toMatchObject({ action: "UPDATE", operation: "mutation updateProduct", actorId: adminId, actorEmail: TEST_ADMIN.email });
    expect(edit.changes).toContainEqual({
      field: "name",
      before: JSON.stringify("Canvas Tote"),
      after: JSON.stringify("Canvas Tote Plus"),
    });
    expect(edit.changes.map((c) => c.field)).not.toContain("price_paise");

    // The entry's moment is its transaction's start, which the edit stamped on the row: one transaction.
    const [same] = await t.dataSource.query<[{ same: boolean }]>(
      `SELECT a.at = p.updated_at AS same FROM audit_entries a, products p WHERE a.id = $1 AND p.id = $2`,
      [edit.id, product.id],
    );
    expect(same.same).toBe(true);
  });

  it("keeps no entry of a staff write whose transaction rolls back", async () => {
    const category = await createCategory(t, { name: "Slings" });
    await createAdminProduct(t, category.id, { name: "Sling One" });
    const [{ sku }] = await t.dataSource.query<[{ sku: string }]>(`SELECT sku FROM product_variants LIMIT 1`);
    const before = await entryCount();
    // The product's row is written, then its variant's taken SKU fails the transaction.
    const refused = await t.gql(
      CREATE_PRODUCT,
      {
        input: {
          ...productForm(category.id, { name: "Rolled Back" }),
          variants: [{ size: "Medium", color: "black", countInStock: 1, sku }],
        },
      },
      admin,
    );
    expect(refused.errors?.[0].extensions?.fields?.[0]).toMatchObject({ field: "variants" });
    expect(await entryCount()).toBe(before);
  });

  it("records a staff write made outside any transaction (an UPDATE on its own) as any other", async () => {
    const shopper = await t.registerCustomer();
    await t.gqlOk(END_SESSIONS, { userId: shopper.id }, admin);
    const [entry] = (await entriesOf({ entityType: "users", entityId: shopper.id })).nodes;
    expect(entry).toMatchObject({ action: "UPDATE", operation: "mutation endUserSessions", actorId: adminId });
    expect(entry.changes).toContainEqual({ field: "session_version", before: "0", after: "1" });
  });

  it("records an admin's REST write with its route and the client's address", async () => {
    const res = await t.http
      .post("/api/categories")
      .set("authorization", `Bearer ${admin}`)
      .set("x-forwarded-for", FORWARDED)
      .send({ name: "Duffels", description: "For the weekend", image: { url: "https://cdn.example.com/duffel.jpg", altText: "" } });
    expect(res.status).toBe(201);
    const id = (res.body as { _id: string })._id;
    const [entry] = (await entriesOf({ entityType: "categories", entityId: id })).nodes;
    expect(entry.changes).toContainEqual({ field: "description", before: null, after: JSON.stringify("For the weekend") });
    expect(entry).toMatchObject({ action: "INSERT", operation: "POST /api/categories", address: FORWARDED, actorEmail: TEST_ADMIN.email });
    expect(entry.changes).toContainEqual({ field: "name", before: null, after: JSON.stringify("Duffels") });
  });

  it("records staff sign-ins and failed sign-ins with the address, and no shopper's", async () => {
    const login = (password: string) =>
      t.http
        .post("/graphql")
        .set("x-forwarded-for", FORWARDED)
        .send({ query: `mutation { login(input: { email: "${TEST_ADMIN.email}", password: "${password}" }) { token } }` });
    await login("wrong-password");
    await login(TEST_ADMIN.password);
    const shopper = await t.registerCustomer();
    await t.http
      .post("/graphql")
      .send({ query: `mutation { login(input: { email: "${shopper.email}", password: "nope-nope" }) { token } }` });

    const { nodes } = await entriesOf({ entityType: "users", entityId: adminId });
    const signIns = nodes.filter((e) => e.address === FORWARDED).map((e) => e.action);
    expect(signIns.slice(0, 2)).toEqual(["SIGN_IN", "SIGN_IN_FAILED"]);
    expect(nodes[0]).toMatchObject({ operation: "signIn", actorId: adminId, actorEmail: TEST_ADMIN.email });
    expect((await entriesOf({ entityId: shopper.id })).totalCount).toBe(0);
  });

  it("never records a password hash, a secret or a card number", async () => {
    const category = await createCategory(t, { name: "Wallets" });
    const product = await createAdminProduct(t, category.id, { name: "Card Wallet" });
    await t.gqlOk(UPDATE_PRODUCT, { id: product.id, input: { description: "<p>Paid with 4111 1111 1111 1111, exp 12/30</p>" } }, admin);
    const { secret } = (await t.gqlOk(CREATE_WEBHOOK, { input: { url: "http://127.0.0.1:9/hooks", events: ["ORDER_CANCELLED"] } }, admin))
      .createWebhookEndpoint;
    const { token } = (
      await t.gqlOk(CHANGE_PASSWORD, { input: { currentPassword: TEST_ADMIN.password, newPassword: "a-new-admin-password" } }, admin)
    ).changePassword;
    admin = token;
    const [{ hash }] = await t.dataSource.query<[{ hash: string }]>(`SELECT password_hash AS hash FROM users WHERE id = $1`, [adminId]);

    const log = await wholeLog();
    expect(log).not.toContain(hash);
    expect(log).not.toContain(secret);
    expect(log).not.toContain("4111 1111 1111 1111");
    expect(log).not.toContain("a-new-admin-password");

    // The change may take more than one statement (the hash, then the sessions it ends): each is an entry.
    const passwordChanges = (await entriesOf({ entityType: "users", entityId: adminId })).nodes
      .filter((e) => e.operation === "mutation changePassword")
      .flatMap((e) => e.changes);
    expect(passwordChanges).toContainEqual({ field: "password_hash", before: '"[redacted]"', after: '"[redacted]"' });
    const descriptionEdit = (await entriesOf({ entityType: "products", entityId: product.id })).nodes.find(
      (e) => e.operation === "mutation updateProduct",
    );
    expect(descriptionEdit?.changes).toContainEqual(expect.objectContaining({ field: "description", after: '"[redacted]"' }));
  });

  it("finds entries by person, record and Indian days, a page at a time", async () => {
    const all = await entriesOf({ actor: "ADMIN@test" });
    expect(all.totalCount).toBeGreaterThan(3);
    expect(all.nodes.every((e) => e.actorEmail === TEST_ADMIN.email)).toBe(true);
    expect((await entriesOf({ actor: adminId })).totalCount).toBe(all.totalCount);
    expect((await entriesOf({ actor: "nobody@else" })).totalCount).toBe(0);

    const first = await t.gqlOk(ENTRIES, { filter: { actor: adminId }, first: 2 }, admin);
    const next = await t.gqlOk(ENTRIES, { filter: { actor: adminId }, first: 2, after: first.auditEntries.pageInfo.endCursor }, admin);
    expect(next.auditEntries.nodes[0].id).toBe(all.nodes[2].id);

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect((await entriesOf({ from: today, to: today })).totalCount).toBeGreaterThanOrEqual(all.totalCount);
    expect((await entriesOf({ from: "2001-01-01", to: "2001-01-31" })).totalCount).toBe(0);
    const bad = await t.gql(ENTRIES, { filter: { from: "2026-02-30" } }, admin);
    expect(bad.errors?.[0].extensions?.fields).toEqual([{ field: "from", message: "From must be a date, YYYY-MM-DD" }]);
  });

  it("is for admins only", async () => {
    const shopper = await t.registerCustomer();
    expect((await t.gql(ENTRIES, {}, shopper.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(ENTRIES, {})).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.http.get("/api/admin/audit-log.csv").set("authorization", `Bearer ${shopper.token}`)).status).toBe(403);
  });

  it("exports the filtered log as CSV, and logs the export", async () => {
    const res = await t.http
      .get("/api/admin/audit-log.csv")
      .query({ actor: TEST_ADMIN.email, entityType: "categories" })
      .set("authorization", `Bearer ${admin}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = res.text.trim().split("\n");
    expect(lines[0]).toBe("At (UTC),Actor email,Actor id,Address,Operation,Action,Entity type,Entity id,Before,After");
    expect(lines.slice(1).every((l) => l.includes(",categories,"))).toBe(true);
    expect(res.text).toContain("POST /api/categories");

    const [exported] = (await entriesOf({ entityType: "audit-log.csv" })).nodes;
    expect(exported).toMatchObject({ action: "EXPORT", operation: "GET /api/admin/audit-log.csv", actorId: adminId });
  });

  it("logs a staff member's read of the accounts list as an export of customer data", async () => {
    await t.gqlOk(USERS, {}, admin);
    const [read] = (await entriesOf({ entityType: "users", actor: adminId })).nodes.filter((e) => e.action === "EXPORT");
    expect(read).toMatchObject({ operation: "query users" });
  });

  it("offers no way to change an entry, and the database refuses one", async () => {
    const schema = await t.http
      .post("/graphql")
      .set("authorization", `Bearer ${admin}`)
      .send({ query: "{ __schema { mutationType { fields { name } } } }" });
    const mutations = (schema.body as { data: { __schema: { mutationType: { fields: Array<{ name: string }> } } } }).data.__schema
      .mutationType.fields;
    expect(mutations.filter((f) => /audit/i.test(f.name))).toEqual([]);
    expect((await t.http.delete("/api/admin/audit-log.csv").set("authorization", `Bearer ${admin}`)).status).toBe(405);

    await expect(t.dataSource.query(`UPDATE audit_entries SET actor_email = 'someone@else'`)).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    await expect(t.dataSource.query(`DELETE FROM audit_entries`)).rejects.toThrow(/cannot be changed or deleted/);
    await expect(t.dataSource.query(`TRUNCATE audit_entries`)).rejects.toThrow(/cannot be changed or deleted/);
  });

  it("forgets entries past the retention period, and only those", async () => {
    await t.dataSource.query(
      `INSERT INTO audit_entries (at, operation, action, entity_type) VALUES (now() - interval '366 days', 'old', 'export', 'users'), (now() - interval '364 days', 'kept', 'export', 'users')`,
    );
    expect(await t.shop.services.audit.forgetOldEntries()).toBe(1);
    const left = await t.dataSource.query<Array<{ operation: string }>>(
      `SELECT operation FROM audit_entries WHERE operation IN ('old', 'kept')`,
    );
    expect(left).toEqual([{ operation: "kept" }]);
    await expect(
      t.dataSource.transaction(async (tx) => {
        await tx.query(`SELECT set_config('shop.audit_retention_days', '365', true)`);
        await tx.query(`DELETE FROM audit_entries WHERE operation = 'kept'`);
      }),
    ).rejects.toThrow(/cannot be changed or deleted/);
  });

  it("records nothing of a shopper's checkout", async () => {
    const before = await entryCount();
    await placeOrderOk(t);
    expect(await entryCount()).toBe(before);
  });

  it("audits every table staff can change", async () => {
    const unaudited = await t.dataSource.query<Array<{ name: string }>>(
      `SELECT tablename AS name FROM pg_tables t
        WHERE schemaname = 'public'
          AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = format('%I', t.tablename)::regclass AND g.tgname = 'audited')
        ORDER BY 1`,
    );
    // What the database derives itself, the outboxes, the migrations' own list and the log.
    expect(unaudited.map((r) => r.name)).toEqual([
      "audit_entries",
      "catalog_state",
      "consent_log",
      "document_counters",
      "messages",
      "migrations",
      "order_number_counter",
      "search_words",
      "sent_emails",
      "webhook_deliveries",
    ]);
  });
});
