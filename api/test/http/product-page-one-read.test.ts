import fs from "node:fs";
import path from "node:path";
import { createCategory, createProduct, productForm } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";
import { tempDir } from "../support/test-server";
import { graphql } from "../gql";

/**
 * A server-rendered product page reads its product once: the head (page-head.ts) and the body
 * (the storefront's render, which asks GraphQL's `product`) share the page request's read.
 * The body comes from a server bundle of our own that sends the storefront's own ProductDetail
 * operation (its persisted documents) and shows the product's name and price, so the test does not
 * depend on `npm run build`.
 */
const UPDATE = graphql(
  `mutation ProductPageOneReadUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
);

const SHELL = `<!doctype html>
<html lang="en">
  <head><title>Shell</title></head>
  <body><div id="root"></div></body>
</html>
`;

/** The storefront's ProductDetail document, as its build sends it. */
function productDetailDocument(): string {
  const manifest = path.join(__dirname, "../../../storefront/src/gql/persisted-documents.json");
  const documents = Object.values(JSON.parse(fs.readFileSync(manifest, "utf8")) as Record<string, string>);
  return documents.find((d) => d.includes("query ProductDetail("))!;
}

const BUNDLE = `
const PRODUCT_DETAIL = ${JSON.stringify(productDetailDocument())};
exports.renderPage = async function renderPage(url, graphql) {
  const slug = decodeURIComponent(url.split("/")[2]);
  const answer = JSON.parse(await graphql(JSON.stringify({ query: PRODUCT_DETAIL, variables: { slug }, operationName: "ProductDetail" })));
  const product = answer.data.product;
  return {
    html: '<h1 class="body-name">' + product.name + '</h1><p class="body-price">' + (product.discountPrice ?? product.price).formatted + "</p>",
    head: "",
    state: "",
  };
};
`;

let t: TestShop;
let categoryId: string;
beforeAll(async () => {
  const webDist = tempDir("one-read-dist");
  const dist = path.join(webDist, "storefront", "dist");
  fs.mkdirSync(path.join(dist, "server"), { recursive: true });
  fs.writeFileSync(path.join(dist, "index.html"), SHELL);
  fs.writeFileSync(path.join(dist, "server", "entry-server.js"), BUNDLE);
  t = await startTestShop({ PUBLIC_URL: "https://shop.example.in", WEB_DIST_DIR: webDist });
  categoryId = (await createCategory(t, { name: "Tote Bags" })).id;
});
afterAll(() => t.close());

/** The product page's statement: the product with its page's columns (product-page.ts). */
const readsProductPage = (sql: string) => sql.includes(`AS "reviewsJson"`);

/** A product page as a browser gets it, and the product page reads it cost. */
async function productPage(slug: string) {
  t.queries.reset();
  const res = await t.http.get(`/product/${slug}`);
  const reads = t.queries.log.filter(readsProductPage).length;
  expect(res.status).toBe(200);
  const html = res.text;
  return {
    reads,
    head: {
      title: /<title>(.*?) \| Bagzone<\/title>/.exec(html)?.[1],
      price: /<meta property="product:price:amount" content="([^"]*)"/.exec(html)?.[1],
    },
    body: {
      title: /<h1 class="body-name">(.*?)<\/h1>/.exec(html)?.[1],
      price: /<p class="body-price">(.*?)<\/p>/.exec(html)?.[1],
    },
  };
}

describe("a server-rendered product page", () => {
  it("reads its product once for head and body, and shows a change on the next request", async () => {
    const form = productForm(categoryId, { name: "Canvas Tote", pricePaise: 1200_00, discountPricePaise: 999_00 });
    const { id, slug } = await createProduct(t, categoryId, form);

    expect(await productPage(slug)).toEqual({
      reads: 1,
      head: { title: "Canvas Tote", price: "999.00" },
      body: { title: "Canvas Tote", price: "Rs. 999.00" },
    });

    await t.gqlOk(
      UPDATE,
      { id, input: { ...form, handle: slug, name: "Canvas Tote Large", discountPricePaise: 1099_00 } },
      await t.adminToken(),
    );
    expect(await productPage(slug)).toEqual({
      reads: 1,
      head: { title: "Canvas Tote Large", price: "1099.00" },
      body: { title: "Canvas Tote Large", price: "Rs. 1,099.00" },
    });
  });
});
