import { createCategory, createProduct } from "../support/catalog-admin";
import { customerWithBag, placeCheckoutOk } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import type { ProductSort } from "../gql/graphql";

const PUBLISH = graphql(`mutation BulkPublish($ids: [ID!]!) { publishProducts(ids: $ids) { id isPublished } }`);
const UNPUBLISH = graphql(`mutation BulkUnpublish($ids: [ID!]!) { unpublishProducts(ids: $ids) { id isPublished } }`);
const DELETE = graphql(`mutation BulkDelete($ids: [ID!]!) { deleteProducts(ids: $ids) { id } }`);
const LIST = graphql(`query BulkList($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {
  products(filter: $filter, sort: $sort, first: $first, after: $after) { totalCount nodes { id name isPublished } pageInfo { hasNextPage endCursor } }
}`);

let t: TestShop;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
  categoryId = (await createCategory(t, { name: "Bulk Bags" })).id;
});
afterAll(() => t.close());

const published = async (ids: string[]) =>
  (await t.dataSource.query(`SELECT id, is_published FROM products WHERE id = ANY($1) ORDER BY name`, [ids])).map(
    (r: { is_published: boolean }) => r.is_published,
  );
const existing = async (ids: string[]) => (await t.dataSource.query(`SELECT id FROM products WHERE id = ANY($1)`, [ids])).length;

describe("bulk actions on the admin's selection of products", () => {
  it("publishes and unpublishes them together, and shoppers see the change", async () => {
    const a = await createProduct(t, categoryId, { name: "Bulk A", isPublished: false });
    const b = await createProduct(t, categoryId, { name: "Bulk B", isPublished: false });
    const { publishProducts } = await t.gqlOk(PUBLISH, { ids: [b.id, a.id] }, admin);
    expect(publishProducts).toEqual([
      { id: b.id, isPublished: true },
      { id: a.id, isPublished: true },
    ]);
    const shopper = await t.gqlOk(LIST, { filter: { search: "bulk" } });
    expect(shopper.products.nodes.map((p) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    expect((await t.gqlOk(UNPUBLISH, { ids: [a.id, b.id] }, admin)).unpublishProducts.every((p) => !p.isPublished)).toBe(true);
    expect(await published([a.id, b.id])).toEqual([false, false]);
  });

  it("changes none of them when one id is unknown, and says which", async () => {
    const a = await createProduct(t, categoryId, { name: "Bulk Unknown A", isPublished: false });
    const unknown = "00000000-0000-4000-8000-000000000042";
    const res = await t.gql(PUBLISH, { ids: [a.id, unknown] }, admin);
    expect(res.errors?.[0]).toMatchObject({ message: `Product ${unknown} not found`, extensions: { code: "NOT_FOUND" } });
    expect(await published([a.id])).toEqual([false]);
    const none = await t.gql(DELETE, { ids: [] }, admin);
    expect(none.errors?.[0]).toMatchObject({
      message: "Choose at least one product",
      extensions: { code: "BAD_USER_INPUT", field: "ids" },
    });
  });

  it("deletes them all, or none when one id is unknown; orders keep the lines of a deleted product", async () => {
    const loose = await createProduct(t, categoryId, { name: "Bulk Loose" });
    const ordered = await createProduct(t, categoryId, { name: "Bulk Ordered Tote" });
    const customer = await customerWithBag(t, ordered.id);
    const { orderId } = await placeCheckoutOk(t, customer.token);

    const unknown = "00000000-0000-4000-8000-000000000043";
    const refused = await t.gql(DELETE, { ids: [loose.id, ordered.id, unknown] }, admin);
    expect(refused.errors?.[0]).toMatchObject({ message: `Product ${unknown} not found`, extensions: { code: "NOT_FOUND" } });
    expect(await existing([loose.id, ordered.id])).toBe(2);

    expect((await t.gqlOk(DELETE, { ids: [loose.id, ordered.id] }, admin)).deleteProducts).toEqual([{ id: loose.id }, { id: ordered.id }]);
    expect(await existing([loose.id, ordered.id])).toBe(0);
    const lines = await t.dataSource.query(`SELECT product_id FROM order_items WHERE order_id = $1`, [orderId]);
    expect(lines).toEqual([{ product_id: null }]);
  });

  it("is for admins only", async () => {
    const a = await createProduct(t, categoryId, { name: "Bulk Guarded", isPublished: false });
    const customer = await t.registerCustomer();
    for (const [document, token] of [
      [PUBLISH, undefined],
      [PUBLISH, customer.token],
      [UNPUBLISH, customer.token],
      [DELETE, customer.token],
    ] as const) {
      const res = await t.gql(document, { ids: [a.id] }, token);
      expect(res.errors?.[0].extensions?.code).toBe(token ? "FORBIDDEN" : "UNAUTHENTICATED");
    }
    expect(await existing([a.id])).toBe(1);
    expect(await published([a.id])).toEqual([false]);
  });
});

describe("the admin's product list", () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const form: Array<[string, number, number, boolean]> = [
      ["sort cherry", 300_00, 5, true],
      ["Sort apple", 500_00, 9, false],
      ["sort banana", 100_00, 1, true],
    ];
    ids = {};
    for (const [name, pricePaise, countInStock, isPublished] of form) {
      ids[name] = (await createProduct(t, categoryId, { name, pricePaise, countInStock, isPublished })).id;
    }
    // Changed last: the apple.
    await t.dataSource.query(`UPDATE products SET updated_at = now() + interval '1 minute' WHERE id = $1`, [ids["Sort apple"]]);
  });

  const names = async (sort: ProductSort, isPublished?: boolean) => {
    const filter = { includeUnpublished: true, search: "sort", isPublished };
    return (await t.gqlOk(LIST, { filter, sort, first: 50 }, admin)).products.nodes.map((p) => p.name);
  };

  it.each<[ProductSort, string[]]>([
    ["NAME_ASC", ["Sort apple", "sort banana", "sort cherry"]],
    ["NAME_DESC", ["sort cherry", "sort banana", "Sort apple"]],
    ["PRICE_ASC", ["sort banana", "sort cherry", "Sort apple"]],
    ["PRICE_DESC", ["Sort apple", "sort cherry", "sort banana"]],
    ["STOCK_ASC", ["sort banana", "sort cherry", "Sort apple"]],
    ["STOCK_DESC", ["Sort apple", "sort cherry", "sort banana"]],
  ])("sorts by %s", async (sort, expected) => {
    expect(await names(sort)).toEqual(expected);
  });

  it("sorts by last change, newest or oldest first", async () => {
    expect((await names("UPDATED_DESC"))[0]).toBe("Sort apple");
    expect((await names("UPDATED_ASC")).at(-1)).toBe("Sort apple");
  });

  it("pages a sort by name without repeating or skipping", async () => {
    const filter = { includeUnpublished: true, search: "sort" };
    const first = await t.gqlOk(LIST, { filter, sort: "NAME_ASC", first: 2 }, admin);
    const second = await t.gqlOk(LIST, { filter, sort: "NAME_ASC", first: 2, after: first.products.pageInfo.endCursor }, admin);
    expect([...first.products.nodes, ...second.products.nodes].map((p) => p.name)).toEqual(["Sort apple", "sort banana", "sort cherry"]);
  });

  it("filters active or draft products", async () => {
    expect(await names("NAME_ASC", true)).toEqual(["sort banana", "sort cherry"]);
    expect(await names("NAME_ASC", false)).toEqual(["Sort apple"]);
    // Shoppers never see drafts, whatever they ask.
    const shopper = await t.gqlOk(LIST, { filter: { search: "sort", isPublished: false }, first: 50 });
    expect(shopper.products.nodes).toEqual([]);
  });
});
