import { createProduct } from "../support/catalog-fixtures";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const WISHLIST = graphql(`query Wishlist { wishlist { addedAt product { id name category { name } } } }`);
const ADD = graphql(`mutation WishlistAdd($productId: ID!) { addToWishlist(productId: $productId) { product { id } } }`);
const REMOVE = graphql(`mutation WishlistRemove($productId: ID!) { removeFromWishlist(productId: $productId) { product { id } } }`);
const MERGE = graphql(`mutation WishlistMerge($productIds: [ID!]!) { mergeGuestWishlist(productIds: $productIds) { product { id } } }`);
const BY_IDS = graphql(`query WishlistByIds($ids: [ID!]!) { productsByIds(ids: $ids) { id name } }`);

const ids = (items: { product: { id: string } }[]) => items.map((i) => i.product.id);

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

describe("wishlist", () => {
  it("keeps a signed-in customer's products newest first, once each, and takes them off", async () => {
    const { token } = await t.registerCustomer();
    const [a, b] = [await createProduct(t.dataSource), await createProduct(t.dataSource)];
    await t.gqlOk(ADD, { productId: a.id }, token);
    await t.gqlOk(ADD, { productId: b.id }, token);
    expect(ids((await t.gqlOk(ADD, { productId: a.id }, token)).addToWishlist)).toEqual([b.id, a.id]);
    expect((await t.gqlOk(WISHLIST, {}, token)).wishlist[0]).toMatchObject({ product: { id: b.id, name: b.name } });

    expect(ids((await t.gqlOk(REMOVE, { productId: b.id }, token)).removeFromWishlist)).toEqual([a.id]);
  });

  it("is each customer's own, and needs a signed-in customer", async () => {
    const owner = await t.registerCustomer();
    const other = await t.registerCustomer();
    const product = await createProduct(t.dataSource);
    await t.gqlOk(ADD, { productId: product.id }, owner.token);
    expect((await t.gqlOk(WISHLIST, {}, other.token)).wishlist).toEqual([]);
    await t.gqlOk(REMOVE, { productId: product.id }, other.token);
    expect(ids((await t.gqlOk(WISHLIST, {}, owner.token)).wishlist)).toEqual([product.id]);
    expect((await t.gql(ADD, { productId: product.id })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a product shoppers cannot see, and hides one that is unpublished later", async () => {
    const { token } = await t.registerCustomer();
    const hidden = await createProduct(t.dataSource, { isPublished: false });
    for (const productId of [hidden.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await t.gql(ADD, { productId }, token);
      expect(res.errors?.[0]).toMatchObject({ message: "Product not found", extensions: { code: "NOT_FOUND" } });
    }
    const later = await createProduct(t.dataSource);
    await t.gqlOk(ADD, { productId: later.id }, token);
    await t.dataSource.query(`UPDATE products SET is_published = false WHERE id = $1`, [later.id]);
    expect((await t.gqlOk(WISHLIST, {}, token)).wishlist).toEqual([]);
    await t.dataSource.query(`UPDATE products SET is_published = true WHERE id = $1`, [later.id]);
    expect(ids((await t.gqlOk(WISHLIST, {}, token)).wishlist)).toEqual([later.id]);
  });

  it("merges a guest's browser wishlist on sign-in: newest first, known products once, unknown ones dropped", async () => {
    const { token } = await t.registerCustomer();
    const [kept, newer, newest] = [await createProduct(t.dataSource), await createProduct(t.dataSource), await createProduct(t.dataSource)];
    const hidden = await createProduct(t.dataSource, { isPublished: false });
    await t.gqlOk(ADD, { productId: kept.id }, token);
    const merged = (await t.gqlOk(MERGE, { productIds: [newest.id, hidden.id, "junk", newer.id, kept.id] }, token)).mergeGuestWishlist;
    expect(ids(merged)).toEqual([newest.id, newer.id, kept.id]);
  });

  it("loads a page of wishlist products and their categories in a fixed number of queries", async () => {
    const { token } = await t.registerCustomer();
    const count = async () => {
      t.queries.reset();
      await t.gqlOk(WISHLIST, {}, token);
      return t.queries.count;
    };
    await t.gqlOk(ADD, { productId: (await createProduct(t.dataSource)).id }, token);
    const one = await count();
    for (let i = 0; i < 5; i++) await t.gqlOk(ADD, { productId: (await createProduct(t.dataSource)).id }, token);
    expect(await count()).toBe(one);
  });

  it("refuses a merge of more products than a wishlist holds", async () => {
    const { token } = await t.registerCustomer();
    const res = await t.gql(MERGE, { productIds: Array.from({ length: 201 }, () => "00000000-0000-4000-8000-000000000000") }, token);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "productIds" } });
  });
});

describe("products by ids (a guest's wishlist, recently viewed)", () => {
  it("answers the visible products in the order asked, leaving out unknown, hidden and repeated ids", async () => {
    const [a, b] = [await createProduct(t.dataSource), await createProduct(t.dataSource)];
    const hidden = await createProduct(t.dataSource, { isPublished: false });
    const { productsByIds } = await t.gqlOk(BY_IDS, { ids: [b.id, hidden.id, "x", a.id, b.id] });
    expect(productsByIds).toEqual([
      { id: b.id, name: b.name },
      { id: a.id, name: a.name },
    ]);
  });

  it("refuses more than 60 ids", async () => {
    const res = await t.gql(BY_IDS, { ids: Array.from({ length: 61 }, (_, i) => `id-${i}`) });
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "ids" } });
  });
});
