import { Product } from "../../src/modules/product/product.entity";
import { PRODUCT_COLUMNS } from "../../src/modules/product/product-rows";
import { createProduct } from "../support/catalog-fixtures";
import { startTestShop, type TestShop } from "../support/test-shop";

// The product page's head and body are read by productWithPage, whose SQL names the product's
// columns by hand (PRODUCT_COLUMNS, product-rows.ts): a column added to the entity must be added there.
let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

/** The entity's columns a product read selects (TypeORM leaves out `select: false` ones: the search vector, the stored price). */
const selectedColumns = () =>
  t.dataSource
    .getMetadata(Product)
    .columns.filter((column) => column.isSelect)
    .map((column) => ({ column, name: column.databaseName }));

describe("the hand-kept column list of a product read", () => {
  it("names every column of the product entity", () => {
    const listed = new Set([...PRODUCT_COLUMNS.matchAll(/\bp\.(\w+)/g)].map((match) => match[1]));
    expect(selectedColumns().filter(({ name }) => !listed.has(name))).toEqual([]);
  });

  it("reads a product as the entity does, column for column", async () => {
    const { id, slug } = await createProduct(t.dataSource, { pricePaise: 1200_00, discountPricePaise: 999_00 });
    // Every column away from its default, so that a column left out cannot pass as its default.
    await t.dataSource.query(
      `UPDATE products SET brand = 'Kora', collection = 'Summer', weight = 0.8, tags = '{canvas,summer}', material = 'Cotton',
              gender = 'unisex', dimensions_length = 40, dimensions_width = 12, dimensions_height = 35, rating = 4.5,
              num_reviews = 2, sold_count = 7, is_featured = true WHERE id = $1`,
      [id],
    );
    const { products, productPages } = t.shop.services;
    const [{ product: read }, entity] = await Promise.all([productPages.productWithPage(slug), products.getProduct(slug)]);
    for (const { column, name } of selectedColumns()) {
      expect([name, column.getEntityValue(read)]).toEqual([name, column.getEntityValue(entity)]);
    }
  });
});
