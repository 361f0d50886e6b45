import { type DataSource, type Repository } from "typeorm";
import type { ListWindow } from "../../common/pagination";
import { Keyset, key } from "../../common/keyset";
import { isUuid } from "../../common/uuid";
import { NotFoundError } from "../../common/errors";
import { Product } from "../product/product.entity";
import { VISIBLE_TO_SHOPPERS } from "../product/product-selection";
import { Review } from "./review.entity";
import { type ReviewInput } from "./review.types";

/** A product page shows this many of its newest reviews. */
export const REVIEWS_SHOWN = 50;

/** A review with its sort key, which makes its cursor. */
export interface KeyedReview {
  item: Review;
  key: string;
}

export const NEWEST_REVIEWS = new Keyset("reviews", [key("r.created_at", "DESC", "timestamptz"), key("r.id", "DESC", "uuid")]);

/** Customer reviews, and the product rating and review count they make. */
export class ReviewService {
  private readonly reviews: Repository<Review>;

  constructor(private readonly dataSource: DataSource) {
    this.reviews = dataSource.getRepository(Review);
  }

  /**
   * Adds the customer's review of a product, or replaces their earlier one, and recomputes the
   * product's rating (average, one decimal) and review count. The product row is locked first,
   * so concurrent reviews of one product each count.
   */
  async addReview(productId: string, userId: string, input: ReviewInput): Promise<Product> {
    if (!isUuid(productId)) throw new NotFoundError("Product");
    await this.dataSource.transaction(async (tx) => {
      const [product] = await tx.query(`SELECT p.id FROM products p WHERE p.id = $1 AND ${VISIBLE_TO_SHOPPERS} FOR UPDATE OF p`, [
        productId,
      ]);
      if (!product) throw new NotFoundError("Product");
      await tx.query(
        `INSERT INTO reviews (product_id, user_id, rating, comment) VALUES ($1, $2, $3, $4)
         ON CONFLICT (product_id, user_id)
         DO UPDATE SET rating = EXCLUDED.rating, comment = EXCLUDED.comment, created_at = now(), updated_at = now()`,
        [productId, userId, input.rating, input.comment.trim()],
      );
      await tx.query(
        `UPDATE products SET (rating, num_reviews) =
           (SELECT coalesce(round(avg(r.rating), 1), 0), count(*) FROM reviews r WHERE r.product_id = $1)
         WHERE id = $1`,
        [productId],
      );
    });
    return this.dataSource.getRepository(Product).findOneByOrFail({ id: productId });
  }

  /**
   * The same window of each product's reviews, newest first, for a page of products in one query:
   * one more than the window holds (it says whether more follow), each with its key for its cursor.
   */
  async reviewsOfProducts(productIds: readonly string[], window: ListWindow): Promise<KeyedReview[]> {
    const after = NEWEST_REVIEWS.afterNamed(window.after);
    const { entities, raw } = await this.reviews
      .createQueryBuilder("r")
      .addSelect(NEWEST_REVIEWS.keyColumn, "keyset_key")
      .where(
        `r.id IN (SELECT id FROM (
           SELECT r.id, row_number() OVER (PARTITION BY r.product_id ORDER BY ${NEWEST_REVIEWS.orderBy}) AS n
           FROM reviews r WHERE r.product_id = ANY(:ids) AND ${after.sql}) newest WHERE n > :skip AND n <= :skip + :take)`,
        { ids: productIds, skip: window.skip, take: window.take + 1, ...after.params },
      )
      .orderBy(Object.fromEntries(NEWEST_REVIEWS.keys.map((k) => [k.sql, k.order])))
      .getRawAndEntities<{ keyset_key: string }>();
    return entities.map((item, i) => ({ item, key: raw[i].keyset_key }));
  }
}
