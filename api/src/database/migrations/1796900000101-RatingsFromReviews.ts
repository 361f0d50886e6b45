import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * A product's rating and review count were also typed by admins, and reached search engines as
 * its AggregateRating. From now on only reviews write them: every product's are recomputed from
 * its reviews, as ReviewService keeps them (no reviews: 0 and 0).
 */
export class RatingsFromReviews1796900000101 implements MigrationInterface {
  name = "RatingsFromReviews1796900000101";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            UPDATE products p SET rating = coalesce(r.rating, 0), num_reviews = coalesce(r.reviews, 0)
            FROM products q
            LEFT JOIN (SELECT product_id, round(avg(rating), 1) AS rating, count(*) AS reviews FROM reviews GROUP BY product_id) r
                   ON r.product_id = q.id
            WHERE p.id = q.id AND (p.rating, p.num_reviews) IS DISTINCT FROM (coalesce(r.rating, 0), coalesce(r.reviews, 0))
        `);
  }

  public async down(): Promise<void> {
    // The typed ratings are gone; the recomputed ones are true either way.
  }
}
