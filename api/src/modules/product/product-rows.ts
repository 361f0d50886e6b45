import { Image } from "../asset/image";
import { Product } from "./product.entity";

/**
 * The hot catalogue reads (a page of products; a product page, review/product-page.ts) without
 * TypeORM: one prepared statement whose columns already carry the entities' property names,
 * mapped to plain objects of the entities' shapes. Building entities and their query cost more
 * CPU than the SQL itself (README, Benchmarks).
 *
 * The objects are instances of the entity classes all the same (`instanceOf`): type-graphql copies a
 * field resolver's root into a new instance of its class on every call when it is not one already,
 * and a Product copy costs 4 µs (its constructor defines every field, then the copy deletes the
 * ones the row lacks): a list of 20 made 60 of them, and 20 of its images.
 */
export const PRODUCT_COLUMNS = `p.id, p.name, p.slug, p.sku, p.brand, p.collection, p.category_id AS "categoryId", p.description,
  p.seo_title AS "seoTitle", p.seo_description AS "seoDescription",
  p.price_paise AS "pricePaise", p.discount_price_paise AS "discountPricePaise", p.count_in_stock AS "countInStock", p.weight,
  p.sizes, p.colors, p.tags, p.material, p.gender, p.dimensions_length, p.dimensions_width, p.dimensions_height,
  p.rating, p.num_reviews AS "numReviews", p.sold_count AS "soldCount", p.images, p.is_published AS "isPublished",
  p.is_featured AS "isFeatured", p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

export interface ProductRow extends Omit<Product, "dimensions" | "category" | "effectivePricePaise" | "searchVector"> {
  dimensions_length: number | null;
  dimensions_width: number | null;
  dimensions_height: number | null;
}

/** A row of PRODUCT_COLUMNS as the Product the resolvers read. */
export function productOf(row: ProductRow): Product {
  return instanceOf(Product, {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    brand: row.brand,
    collection: row.collection,
    categoryId: row.categoryId,
    description: row.description,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    pricePaise: row.pricePaise,
    discountPricePaise: row.discountPricePaise,
    countInStock: row.countInStock,
    weight: row.weight,
    sizes: row.sizes,
    colors: row.colors,
    tags: row.tags,
    material: row.material,
    gender: row.gender,
    dimensions: { length: row.dimensions_length, width: row.dimensions_width, height: row.dimensions_height },
    rating: row.rating,
    numReviews: row.numReviews,
    soldCount: row.soldCount,
    images: row.images.map((image) => instanceOf(Image, image)),
    isPublished: row.isPublished,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    fromPricePaise: row.fromPricePaise,
  });
}

/** `fields` as an instance of `type`, without running its constructor (see the top of this file). */
export function instanceOf<T extends object>(type: new () => T, fields: Partial<T>): T {
  return Object.assign(Object.create(type.prototype) as T, fields);
}
