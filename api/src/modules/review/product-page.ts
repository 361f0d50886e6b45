import { DEFAULT_PAGE_SIZE } from "../../common/pagination";
import type { Loaders } from "../../common/context";
import { Category } from "../category/category.entity";
import { type Product } from "../product/product.entity";
import { instanceOf, productOf, type ProductRow } from "../product/product-rows";
import { ProductVariant } from "../product/product-variant.entity";
import { Review } from "./review.entity";
import { type KeyedReview, NEWEST_REVIEWS, REVIEWS_SHOWN } from "./review.service";

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
