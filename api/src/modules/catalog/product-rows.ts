import { DEFAULT_PAGE_SIZE } from "../../common/pagination";
import type { Loaders } from "../../loaders";
import { type KeyedReview, NEWEST_REVIEWS, REVIEWS_SHOWN } from "./review.service";
import { Category } from "./category.entity";
import { Image } from "./image";
import { Product } from "./product.entity";
import { ProductVariant } from "./product-variant.entity";
import { Review } from "./review.entity";

/**
 * The hot catalogue reads (a page of products, a product page) without TypeORM: one prepared
 * statement whose columns already carry the entities' property names, mapped to plain objects of
 * the entities' shapes. Building entities and their query cost more CPU than the SQL itself
 * (README, Benchmarks).
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

/**
 * What a product page shows besides the product, as JSON columns of the same statement: its
 * category, its variants in grid order, and its newest reviews (as many as `:reviewsShown`) with
 * their authors' names and sort keys. Timestamps arrive as text and are turned back into dates below.
 */
export const PRODUCT_PAGE_COLUMNS = `
  (SELECT json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'description', c.description, 'image', c.image,
                            'isPublished', c.is_published, 'createdAt', c.created_at, 'updatedAt', c.updated_at)
     FROM categories c WHERE c.id = p.category_id) AS "categoryJson",
  (SELECT coalesce(json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'sku', v.sku, 'size', v.size, 'color', v.color,
                                              'countInStock', v.count_in_stock, 'pricePaise', v.price_paise,
                                              'discountPricePaise', v.discount_price_paise, 'images', v.images, 'position', v.position,
                                              'createdAt', v.created_at, 'updatedAt', v.updated_at) ORDER BY v.position, v.id), '[]')
     FROM product_variants v WHERE v.product_id = p.id) AS "variantsJson",
  (SELECT coalesce(json_agg(json_build_object('id', r.id, 'productId', r.product_id, 'userId', r.user_id, 'rating', r.rating,
                                              'comment', r.comment, 'createdAt', r.created_at, 'updatedAt', r.updated_at, 'keysetKey', ${NEWEST_REVIEWS.keyColumn},
                                              'author', CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('firstName', u.first_name, 'lastName', u.last_name) END)
                            ORDER BY ${NEWEST_REVIEWS.orderBy}), '[]')
     FROM (SELECT * FROM reviews r WHERE product_id = p.id ORDER BY ${NEWEST_REVIEWS.orderBy} LIMIT :reviewsShown) r
     LEFT JOIN users u ON u.id = r.user_id) AS "reviewsJson"`;

type Dated<T> = Omit<T, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

export interface ProductPageRow extends ProductRow {
  categoryJson: Dated<Category>;
  variantsJson: Dated<ProductVariant>[];
  reviewsJson: Array<Dated<Review> & { keysetKey: string }>;
}

/** A product with what its page shows, read together. */
export interface ProductWithPage {
  product: Product;
  category: Category;
  variants: ProductVariant[];
  /** Newest first, each with its author's name (null for a deleted account); one more than REVIEWS_SHOWN says more follow. */
  reviews: Review[];
  /** Each review's sort key, for its cursor. */
  reviewKeys: string[];
}

export function productPageOf(row: ProductPageRow): ProductWithPage {
  return {
    product: productOf(row),
    category: instanceOf(Category, dated(row.categoryJson)),
    variants: row.variantsJson.map((v) => instanceOf(ProductVariant, dated(v))),
    reviews: row.reviewsJson.map(({ keysetKey: _key, ...r }) => instanceOf(Review, dated(r))),
    reviewKeys: row.reviewsJson.map((r) => r.keysetKey),
  };
}

/** `fields` as an instance of `type`, without running its constructor (see the top of this file). */
function instanceOf<T extends object>(type: new () => T, fields: Partial<T>): T {
  return Object.assign(Object.create(type.prototype) as T, fields);
}

function dated<T extends { createdAt: string; updatedAt: string }>(value: T) {
  return { ...value, createdAt: new Date(value.createdAt), updatedAt: new Date(value.updatedAt) };
}

/** Hands the request's loaders what was read along with a product, so its page's fields need no statement of their own. */
export function primedWithPage(loaders: Loaders, page: ProductWithPage): Product {
  loaders.categoryById.prime(page.category.id, page.category);
  loaders.variantsByProductId.prime(page.product.id, page.variants);
  // The page read the newest REVIEWS_SHOWN reviews and one more: the REST product's, and GraphQL's first page of them.
  const first = { productId: page.product.id, after: null, skip: 0 };
  const keyed: KeyedReview[] = page.reviews.map((item, i) => ({ item, key: page.reviewKeys[i] }));
  loaders.reviewPages.prime({ ...first, take: REVIEWS_SHOWN }, keyed);
  loaders.reviewPages.prime({ ...first, take: DEFAULT_PAGE_SIZE }, keyed.slice(0, DEFAULT_PAGE_SIZE + 1));
  return page.product;
}
