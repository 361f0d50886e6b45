import type { RequestRecord } from "../../src/http/request-log";
import { createCategory, createProduct } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const PRODUCT = graphql(
  `query CatalogResponseCacheProduct($slug: String!) { product(idOrSlug: $slug) { name countInStock rating numReviews } }`,
);

const PARTNER = "https://partner.example";
let t: TestShop;
let categoryId: string;
const records: RequestRecord[] = [];

beforeAll(async () => {
  t = await startTestShop({ CATALOG_CACHE_SECONDS: "3600", CORS_ORIGINS: PARTNER }, { logRequest: (r) => records.push(r) });
  categoryId = (await createCategory(t, { name: "Cached" })).id;
});
afterAll(() => t.close());

/** What an order does to a product: stock and units sold change, the catalogue version does not. */
const sellOne = async (id: string) => {
  await t.dataSource.query(
    `UPDATE product_variants SET count_in_stock = count_in_stock - 1 WHERE id = (SELECT id FROM product_variants WHERE product_id = $1 AND count_in_stock > 0 ORDER BY position LIMIT 1)`,
    [id],
  );
  await t.dataSource.query(`UPDATE products SET sold_count = sold_count + 1 WHERE id = $1`, [id]);
};

describe("guests' catalogue answers, reused while the catalogue is unchanged", () => {
  it("may show stock that orders changed since, but only to guests asking the very same question", async () => {
    const { id, slug } = await createProduct(t, categoryId, { name: "Cached Tote", countInStock: 10 });
    expect((await t.gqlOk(PRODUCT, { slug })).product.countInStock).toBe(10);
    await sellOne(id);

    expect((await t.gqlOk(PRODUCT, { slug })).product.countInStock).toBe(10);
    const { token } = await t.registerCustomer();
    expect((await t.gqlOk(PRODUCT, { slug }, token)).product.countInStock).toBe(9);
    expect(
      (await t.gqlOk(graphql(`query CatalogResponseCacheProduct2($s: String!) { product(idOrSlug: $s) { countInStock } }`), { s: slug }))
        .product.countInStock,
    ).toBe(9);
    // A question that also asks about the viewer is never reused.
    expect(
      (
        await t.gqlOk(graphql(`query CatalogResponseCacheMe($s: String!) { me { id } product(idOrSlug: $s) { countInStock } }`), {
          s: slug,
        })
      ).product.countInStock,
    ).toBe(9);
  });

  it("shows at once a product selling out and coming back in stock", async () => {
    const { id, slug } = await createProduct(t, categoryId, { name: "Last One Tote", countInStock: 1 });
    expect((await t.gqlOk(PRODUCT, { slug })).product.countInStock).toBe(1);
    await sellOne(id);
    expect((await t.gqlOk(PRODUCT, { slug })).product.countInStock).toBe(0);
    await t.dataSource.query(
      `UPDATE product_variants SET count_in_stock = 3 WHERE id = (SELECT id FROM product_variants WHERE product_id = $1 ORDER BY position LIMIT 1)`,
      [id],
    );
    expect((await t.gqlOk(PRODUCT, { slug })).product.countInStock).toBe(3);
  });

  it("shows every catalogue edit at once, stock included", async () => {
    const { id, slug } = await createProduct(t, categoryId, { name: "Edited Tote", countInStock: 5 });
    expect((await t.gqlOk(PRODUCT, { slug })).product).toMatchObject({ name: "Edited Tote", countInStock: 5 });
    await sellOne(id);
    await t.gqlOk(
      graphql(
        `mutation CatalogResponseCacheUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
      ),
      {
        id,
        input: {
          name: "Edited Tote",
          category: categoryId,
          description: "<p>New words</p>",
          pricePaise: 999_00,
          countInStock: 4,
          isPublished: true,
        },
      },
      await t.adminToken(),
    );
    const after = (
      await t.gqlOk(
        graphql(`query CatalogResponseCacheProduct3($slug: String!) { product(idOrSlug: $slug) { description countInStock } }`),
        { slug },
      )
    ).product;
    expect(after).toEqual({ description: "<p>New words</p>", countInStock: 4 });
  });

  it("shows a new review at once", async () => {
    const { id, slug } = await createProduct(t, categoryId, { name: "Reviewed Cached Tote" });
    expect((await t.gqlOk(PRODUCT, { slug })).product).toMatchObject({ rating: 0, numReviews: 0 });
    const { token } = await t.registerCustomer();
    await t.gqlOk(
      graphql(
        `mutation CatalogResponseCacheAddReview($id: ID!) { addReview(productId: $id, input: { rating: 4, comment: "Good" }) { id } }`,
      ),
      { id },
      token,
    );
    expect((await t.gqlOk(PRODUCT, { slug })).product).toMatchObject({ rating: 4, numReviews: 1 });
  });

  it("never keeps an error", async () => {
    // A product lookup answers null for an unknown slug; "you may also like" of one is still an error.
    const query = graphql(`query CatalogResponseCacheSimilarProducts { similarProducts(idOrSlug: "not-yet-there") { name } }`);
    expect((await t.gql(query)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    // The product appears without any change of catalogue version.
    await t.dataSource.query(`ALTER TABLE products DISABLE TRIGGER products_catalog_changed`);
    try {
      await createProduct(t, categoryId, { name: "Not Yet There" });
    } finally {
      await t.dataSource.query(`ALTER TABLE products ENABLE TRIGGER products_catalog_changed`);
    }
    // Answered afresh, not the kept NOT_FOUND: the category's other products, never the product itself.
    const similar = (await t.gqlOk(query)).similarProducts as Array<{ name: string }>;
    expect(similar.map((p) => p.name)).not.toContain("Not Yet There");
  });
});

describe("a kept answer, sent before Express runs (http/front.ts)", () => {
  const DESCRIBED = graphql(`query CatalogResponseCacheDescribed($slug: String!) { product(idOrSlug: $slug) { name description } }`);
  /** Headers that differ between any two responses, or by how the body was sent (whole or in chunks). */
  const PER_RESPONSE = ["date", "x-request-id", "content-length", "transfer-encoding", "connection", "keep-alive", "vary"];
  const lasting = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.includes(name)));
  const varied = (headers: Record<string, string>) => new Set(headers.vary.split(/,\s*/).map((v) => v.toLowerCase()));
  // superagent decompresses what it is sent, by its Content-Encoding, before the test sees it.
  const decoded = (res: { body: Buffer }) => JSON.parse(res.body.toString()) as unknown;

  it("carries the headers GraphQL's own answer did, is compressed as the browser accepts, and is logged", async () => {
    const description = `<p>${"Full-grain leather, stitched by hand in Kanpur. ".repeat(40)}</p>`;
    const { slug } = await createProduct(t, categoryId, { name: "Described Tote", description });
    const post = (acceptEncoding: string) =>
      t.http
        .post("/graphql")
        .set("accept-encoding", acceptEncoding)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => done(null, Buffer.concat(chunks)));
        })
        .send({ query: DESCRIBED.toString(), variables: { slug } });

    const ran = await post("gzip, deflate, br");
    expect(ran.headers["content-encoding"]).toBe("br");
    t.queries.reset();
    records.length = 0;
    const kept = await post("gzip, deflate, br");
    // Kept: no statement read the product again.
    expect(t.queries.log.filter((sql) => /\bFROM products\b/.test(sql))).toEqual([]);

    expect(kept.status).toBe(200);
    expect(lasting(kept.headers)).toEqual(lasting(ran.headers));
    expect(varied(kept.headers)).toEqual(varied(ran.headers));
    expect(kept.headers).toMatchObject({
      "content-encoding": "br",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect(decoded(kept)).toEqual({ data: { product: { name: "Described Tote", description } } });
    expect(decoded(kept)).toEqual(decoded(ran));
    expect(Number(kept.headers["content-length"])).toBeLessThan(kept.body.length / 2);

    const gzipped = await post("gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzipped)).toEqual(decoded(ran));
    const plain = await post("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(decoded(plain)).toEqual(decoded(ran));

    expect(records[0]).toMatchObject({
      requestId: kept.headers["x-request-id"],
      method: "POST",
      route: "/graphql",
      operation: "CatalogResponseCacheDescribed",
      status: 200,
    });
    expect(records).toHaveLength(3);
  });

  it("is sent to a partner's origin as CORS allows it, and to no other", async () => {
    const { slug } = await createProduct(t, categoryId, { name: "Partner Tote" });
    const post = (origin: string) => t.http.post("/graphql").set("origin", origin).send({ query: PRODUCT.toString(), variables: { slug } });
    await post(PARTNER);
    t.queries.reset();
    const kept = await post(PARTNER);
    expect(t.queries.log.filter((sql) => /\bFROM products\b/.test(sql))).toEqual([]);
    expect(kept.body.data.product.name).toBe("Partner Tote");
    expect(kept.headers["access-control-allow-origin"]).toBe(PARTNER);
    expect(kept.headers.vary.split(/,\s*/)).toEqual(expect.arrayContaining(["Origin", "Authorization", "Accept-Encoding"]));
    const other = await post("https://evil.example");
    expect(other.body.data.product.name).toBe("Partner Tote");
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
