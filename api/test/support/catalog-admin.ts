import sharp from "sharp";
import { graphql } from "../gql";
import type { CategoryInput, ProductInput } from "../gql/graphql";
import type { TestShop } from "./test-shop";

/** Creating catalogue data through the admin API, as the admin app does. */

const CREATE_CATEGORY = graphql(`mutation TestCreateCategory($input: CategoryInput!) { createCategory(input: $input) { id slug name } }`);
const CREATE_PRODUCT = graphql(`mutation TestCreateProduct($input: ProductInput!) { createProduct(input: $input) { id slug name sku } }`);

export async function createCategory(t: TestShop, input: Partial<CategoryInput> = {}): Promise<{ id: string; slug: string; name: string }> {
  const data = await t.gqlOk(
    CREATE_CATEGORY,
    { input: { name: "Backpacks", description: "Bags for your back", image: { url: "https://cdn.example.com/category.jpg" }, ...input } },
    await t.adminToken(),
  );
  return data.createCategory;
}

export interface ProductFixture {
  id: string;
  slug: string;
  name: string;
  sku: string;
}

/** A valid product form for `category` (createProduct's input, amounts in paise), with `overrides`. */
export function productForm(category: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: "Everyday Backpack",
    category,
    description: "<p>A roomy backpack for every day.</p>",
    pricePaise: 1999_00,
    countInStock: 10,
    sizes: ["Medium"],
    colors: ["black"],
    material: "Polyester",
    gender: "unisex",
    brand: "Bagzone",
    isPublished: true,
    ...overrides,
  };
}

/** The same form as the REST API's POST and PUT /api/products take it: the price in rupees. */
export function restProductForm(category: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { pricePaise, ...form } = productForm(category);
  return { ...form, price: pricePaise / 100, ...overrides };
}

export async function createProduct(t: TestShop, category: string, overrides: Partial<ProductInput> = {}): Promise<ProductFixture> {
  const data = await t.gqlOk(CREATE_PRODUCT, { input: productForm(category, overrides) }, await t.adminToken());
  return data.createProduct;
}

/** Sets the rating and review count the reviews keep (ReviewService), as that many customers' reviews would. */
export async function setReviewScore(t: TestShop, productId: string, rating: number, numReviews: number): Promise<void> {
  await t.dataSource.query(`UPDATE products SET rating = $2, num_reviews = $3 WHERE id = $1`, [productId, rating, numReviews]);
}

/** Sets what the order domain keeps (units sold), as placed orders would. */
export async function setSoldCount(t: TestShop, productId: string, soldCount: number): Promise<void> {
  await t.dataSource.query(`UPDATE products SET sold_count = $2 WHERE id = $1`, [productId, soldCount]);
}

/** A small real picture in `format`, `width` pixels wide. */
export async function picture(format: "jpeg" | "png" | "webp", width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

export const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString("base64")}`;

/** A GET of `url` (with a bearer token, if given) whose body is its bytes, whatever their type. */
export function getBytes(t: TestShop, url: string, token?: string) {
  const req = t.http
    .get(url)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => cb(null, Buffer.concat(chunks)));
    });
  return token ? req.set("authorization", `Bearer ${token}`) : req;
}

/** The bytes a GET of `url` answers, failing the test unless it is 200. */
export async function download(t: TestShop, url: string): Promise<Buffer> {
  const res = await getBytes(t, url);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return res.body as Buffer;
}
