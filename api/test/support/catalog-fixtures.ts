import type { DataSource } from "typeorm";

/**
 * Catalog rows for tests of the cart, checkout and order domains, inserted directly: the catalog
 * admin API belongs to another part of the shop. Prices are paise. A product inserted this way
 * gets one variant per size and colour with its stock split evenly (a database trigger).
 */
export interface ProductFixture {
  name?: string;
  pricePaise?: number;
  discountPricePaise?: number | null;
  countInStock?: number;
  sizes?: string[];
  colors?: string[];
  isPublished?: boolean;
  images?: { url: string; altText: string }[];
}

export interface CreatedProduct {
  id: string;
  name: string;
  slug: string;
}

let sequence = 0;
const unique = () => `${++sequence}-${Math.random().toString(36).slice(2, 8)}`;

async function createCategory(dataSource: DataSource, name = "Backpacks"): Promise<string> {
  const [row] = await dataSource.query(
    `INSERT INTO categories (name, slug, description, is_published) VALUES ($1, $2, $3, true) RETURNING id`,
    [name, `${name.toLowerCase()}-${unique()}`, `All our ${name.toLowerCase()}`],
  );
  return row.id;
}

export async function createProduct(dataSource: DataSource, fixture: ProductFixture = {}): Promise<CreatedProduct> {
  const categoryId = await createCategory(dataSource);
  const id = unique();
  const name = fixture.name ?? `Test Bag ${id}`;
  const slug = `test-bag-${id}`;
  const [row] = await dataSource.query(
    `INSERT INTO products
       (name, slug, sku, category_id, description, price_paise, discount_price_paise, count_in_stock, sizes, colors, is_published, images)
     VALUES ($1, $2, $3, $4, '<p>A bag</p>', $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      name,
      slug,
      `SKU-${id}`,
      categoryId,
      fixture.pricePaise ?? 500_00,
      fixture.discountPricePaise ?? null,
      fixture.countInStock ?? 10,
      fixture.sizes ?? ["Medium"],
      fixture.colors ?? ["Black"],
      fixture.isPublished ?? true,
      JSON.stringify(fixture.images ?? [{ url: `/assets/${slug}.jpg`, altText: name }]),
    ],
  );
  return { id: row.id, name, slug };
}

/** Units in stock of one size and colour of a product. */
export async function variantStock(dataSource: DataSource, productId: string, size: string | null, color: string | null): Promise<number> {
  const [row] = await dataSource.query(
    `SELECT count_in_stock FROM product_variants WHERE product_id = $1 AND size IS NOT DISTINCT FROM $2 AND color IS NOT DISTINCT FROM $3`,
    [productId, size, color],
  );
  return row.count_in_stock;
}

export async function productRow(dataSource: DataSource, id: string): Promise<{ countInStock: number; soldCount: number }> {
  const [row] = await dataSource.query(`SELECT count_in_stock, sold_count FROM products WHERE id = $1`, [id]);
  return { countInStock: row.count_in_stock, soldCount: row.sold_count };
}
