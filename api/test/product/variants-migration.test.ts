import "reflect-metadata";
import type { DataSource } from "typeorm";
import { createDataSource } from "../../src/database/data-source";
import { migrations } from "../../src/database/migrations";
import { ProductVariants1795800000000 } from "../../src/database/migrations/1795800000000-ProductVariants";
import { splitStock, variantCombinations } from "../../src/modules/product/variant-options";
import { databaseUrl, uniqueName, withAdminClient } from "../support/test-server";

/**
 * The migration that introduced variants, on a database as it was just before it: products
 * keep their total stock, split over their sizes and colours as variant-options.ts splits it,
 * bags point at the variants, and the split is logged.
 */
let dataSource: DataSource;
const name = uniqueName("variants_migration");

beforeAll(async () => {
  await withAdminClient((c) => c.query(`CREATE DATABASE "${name}"`));
  dataSource = createDataSource(databaseUrl(name));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  // Where TypeORM's migrations record generated columns (runMigrations creates it).
  await runner.query(
    `CREATE TABLE "typeorm_metadata" ("type" varchar NOT NULL, "database" varchar, "schema" varchar, "table" varchar, "name" varchar, "value" text)`,
  );
  for (const Migration of migrations.filter((m) => m !== ProductVariants1795800000000)) await new Migration().up(runner);
  await runner.release();
});
afterAll(async () => {
  await dataSource.destroy();
  await withAdminClient((c) => c.query(`DROP DATABASE "${name}" WITH (FORCE)`));
});

it("splits a product of 2 sizes and 3 colours into 6 variants, keeping its 20 in stock, and logs it", async () => {
  const [{ id: categoryId }] = await dataSource.query(
    `INSERT INTO categories (name, slug, description) VALUES ('Slings', 'slings', 'x') RETURNING id`,
  );
  const insert = (sku: string, stock: number, sizes: string[], colors: string[]) =>
    dataSource.query(
      `INSERT INTO products (name, slug, sku, category_id, description, price_paise, count_in_stock, sizes, colors, is_published)
       VALUES ($1, $1, $1, $2, 'x', 100000, $3, $4, $5, true) RETURNING id`,
      [sku, categoryId, stock, sizes, colors],
    );
  const [{ id: sling }] = await insert("SLING-1", 20, ["Small", "Large"], ["red", "navy", "cream"]);
  const [{ id: wallet }] = await insert("WALLET-1", 7, [], []);
  const [{ id: cartId }] = await dataSource.query(`INSERT INTO carts (guest_id) VALUES ('guest_1_abc') RETURNING id`);
  await dataSource.query(`INSERT INTO cart_lines (cart_id, product_id, size, color, quantity) VALUES ($1, $2, 'Large', 'navy', 2)`, [
    cartId,
    sling,
  ]);

  const log = jest.spyOn(console, "info").mockImplementation(() => undefined);
  const runner = dataSource.createQueryRunner();
  await new ProductVariants1795800000000().up(runner);
  await runner.release();

  const variants = await dataSource.query(
    `SELECT product_id, sku, size, color, count_in_stock FROM product_variants ORDER BY product_id = $1 DESC, position`,
    [sling],
  );
  expect(variants).toEqual([
    { product_id: sling, sku: "SLING-1-SMALL-RED", size: "Small", color: "red", count_in_stock: 4 },
    { product_id: sling, sku: "SLING-1-SMALL-NAVY", size: "Small", color: "navy", count_in_stock: 4 },
    { product_id: sling, sku: "SLING-1-SMALL-CREAM", size: "Small", color: "cream", count_in_stock: 3 },
    { product_id: sling, sku: "SLING-1-LARGE-RED", size: "Large", color: "red", count_in_stock: 3 },
    { product_id: sling, sku: "SLING-1-LARGE-NAVY", size: "Large", color: "navy", count_in_stock: 3 },
    { product_id: sling, sku: "SLING-1-LARGE-CREAM", size: "Large", color: "cream", count_in_stock: 3 },
    { product_id: wallet, sku: "WALLET-1", size: null, color: null, count_in_stock: 7 },
  ]);
  // The same split as REST clients' stock totals get.
  expect(variants.slice(0, 6).map((v: { count_in_stock: number }) => v.count_in_stock)).toEqual(
    splitStock(20, variantCombinations(["Small", "Large"], ["red", "navy", "cream"]).length),
  );
  const totals = await dataSource.query(`SELECT sku, count_in_stock FROM products ORDER BY sku`);
  expect(totals).toEqual([
    { sku: "SLING-1", count_in_stock: 20 },
    { sku: "WALLET-1", count_in_stock: 7 },
  ]);

  const [line] = await dataSource.query(`SELECT v.size, v.color FROM cart_lines l JOIN product_variants v ON v.id = l.variant_id`);
  expect(line).toEqual({ size: "Large", color: "navy" });

  const logged = log.mock.calls.map((c) => String(c[0]));
  expect(logged).toContain(
    "[migration ProductVariants] SLING-1: 20 in stock split as Small red: 4, Small navy: 4, Small cream: 3, Large red: 3, Large navy: 3, Large cream: 3",
  );
  expect(logged).toContain("[migration ProductVariants] 2 products now have 7 variants; every product's total stock is unchanged");

  // From now on the product's stock follows its variants'.
  await dataSource.query(`UPDATE product_variants SET count_in_stock = count_in_stock - 3 WHERE sku = 'SLING-1-LARGE-NAVY'`);
  expect((await dataSource.query(`SELECT count_in_stock FROM products WHERE id = $1`, [sling]))[0].count_in_stock).toBe(17);
});
