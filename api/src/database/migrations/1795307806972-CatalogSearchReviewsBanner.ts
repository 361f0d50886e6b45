import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Reviews, banner slides, and what the product list needs to be fast: an index for every filter
 * and sort, the effective price and a weighted full-text document kept by PostgreSQL, and the
 * search vocabulary for typo correction. Hand-written parts (the generator cannot express them):
 * pg_trgm, the catalog_words() helper, the search_words trigger and its trigram index, and the
 * typeorm_metadata rows naming the current database rather than the scratch one.
 */
export class CatalogSearchReviewsBanner1795307806972 implements MigrationInterface {
  name = "CatalogSearchReviewsBanner1795307806972";

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Trusted extension since PostgreSQL 13: the database owner may create it.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // array_to_string is only STABLE; a generated column needs IMMUTABLE, which holds for text[].
    await queryRunner.query(`
            CREATE FUNCTION catalog_words(words text[]) RETURNS text
            LANGUAGE sql IMMUTABLE PARALLEL SAFE
            AS $$ SELECT coalesce(array_to_string(words, ' '), '') $$
        `);
    await queryRunner.query(`
            CREATE TABLE "banner_slides" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "desktop_image_url" character varying NOT NULL,
                "mobile_image_url" character varying NOT NULL,
                "alt_text" character varying NOT NULL,
                "link" character varying,
                "position" integer NOT NULL DEFAULT '0',
                "is_active" boolean NOT NULL DEFAULT true,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_9db6b7d672e2e25200f35aff93b" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_banner_slides_order" ON "banner_slides" ("is_active", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "reviews" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "product_id" uuid NOT NULL,
                "user_id" uuid NOT NULL,
                "rating" smallint NOT NULL,
                "comment" text NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_reviews_rating" CHECK (
                    "rating" BETWEEN 1 AND 5
                ),
                CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_728447781a30bc3fcfe5c2f1cd" ON "reviews" ("user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_reviews_product_newest" ON "reviews" ("product_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_reviews_one_per_customer" ON "reviews" ("product_id", "user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "search_words" (
                "word" text NOT NULL,
                CONSTRAINT "PK_d9d27dac96e8272918599c9f537" PRIMARY KEY ("word")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_search_words_trigram" ON "search_words" USING gin ("word" gin_trgm_ops)
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "effective_price_paise" integer GENERATED ALWAYS AS (
                    CASE
                        WHEN "discount_price_paise" < "price_paise" THEN "discount_price_paise"
                        ELSE "price_paise"
                    END
                ) STORED NOT NULL
        `);
    await queryRunner.query(
      `
            INSERT INTO "typeorm_metadata"(
                    "database",
                    "schema",
                    "table",
                    "type",
                    "name",
                    "value"
                )
            VALUES (current_database(), current_schema(), $1, $2, $3, $4)
        `,
      [
        "products",
        "GENERATED_COLUMN",
        "effective_price_paise",
        'CASE WHEN "discount_price_paise" < "price_paise" THEN "discount_price_paise" ELSE "price_paise" END',
      ],
    );
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "search_vector" tsvector GENERATED ALWAYS AS (
                    setweight(
                        to_tsvector('english'::regconfig, coalesce("name", '')),
                        'A'
                    ) || setweight(
                        to_tsvector(
                            'english'::regconfig,
                            coalesce("brand", '') || ' ' || catalog_words("tags") || ' ' || coalesce("material", '')
                        ),
                        'B'
                    ) || setweight(
                        to_tsvector(
                            'english'::regconfig,
                            coalesce("collection", '') || ' ' || catalog_words("colors")
                        ),
                        'C'
                    ) || setweight(
                        to_tsvector('english'::regconfig, "description"),
                        'D'
                    )
                ) STORED NOT NULL
        `);
    await queryRunner.query(
      `
            INSERT INTO "typeorm_metadata"(
                    "database",
                    "schema",
                    "table",
                    "type",
                    "name",
                    "value"
                )
            VALUES (current_database(), current_schema(), $1, $2, $3, $4)
        `,
      [
        "products",
        "GENERATED_COLUMN",
        "search_vector",
        "setweight(to_tsvector('english'::regconfig, coalesce(\"name\", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(\"brand\", '') || ' ' || catalog_words(\"tags\") || ' ' || coalesce(\"material\", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(\"collection\", '') || ' ' || catalog_words(\"colors\")), 'C') || setweight(to_tsvector('english'::regconfig, \"description\"), 'D')",
      ],
    );
    await queryRunner.query(`
            CREATE INDEX "IDX_61fac54950763ae56ee51f17fd" ON "products" ("brand")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_5f255b0c7603794026df7ab48f" ON "products" ("collection")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9a5f6868c96e0069e699f33e12" ON "products" ("category_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7ef15e30a8b83d79e606d8ff62" ON "products" USING gin ("sizes")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_5e0692d9239c976277a6c8fb57" ON "products" USING gin ("colors")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c71b2f362a10887b3b62c4b320" ON "products" ("material")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_40635680089fe41f796c0fcc02" ON "products" ("gender")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_371cee1722905d974c4b50d1e5" ON "products" USING gin ("search_vector")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_products_rating" ON "products" ("rating", "num_reviews", "id")
            WHERE "is_published"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_products_popularity" ON "products" ("sold_count", "rating", "id")
            WHERE "is_published"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_products_price" ON "products" ("effective_price_paise", "id")
            WHERE "is_published"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_products_newest" ON "products" ("created_at", "id")
            WHERE "is_published"
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD CONSTRAINT "CHK_products_rating" CHECK (
                    "rating" >= 0
                    AND "rating" <= 5
                    AND "num_reviews" >= 0
                )
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD CONSTRAINT "CHK_products_stock" CHECK ("count_in_stock" >= 0)
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD CONSTRAINT "CHK_products_price" CHECK (
                    "price_paise" >= 0
                    AND (
                        "discount_price_paise" IS NULL
                        OR "discount_price_paise" >= 0
                    )
                )
        `);
    // Every word a product's search document ever held joins the vocabulary; words are never
    // removed (a stale word only makes a correction find nothing).
    await queryRunner.query(`
            CREATE FUNCTION catalog_remember_search_words() RETURNS trigger
            LANGUAGE plpgsql
            AS $$
            BEGIN
                INSERT INTO search_words (word)
                SELECT unnest(tsvector_to_array(NEW.search_vector))
                ON CONFLICT DO NOTHING;
                RETURN NULL;
            END
            $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "products_search_words"
            AFTER INSERT OR UPDATE OF "name", "brand", "tags", "material", "collection", "colors", "description" ON "products"
            FOR EACH ROW EXECUTE FUNCTION catalog_remember_search_words()
        `);
    await queryRunner.query(`
            INSERT INTO search_words (word)
            SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM products
            ON CONFLICT DO NOTHING
        `);
    await queryRunner.query(`
            ALTER TABLE "reviews"
            ADD CONSTRAINT "FK_9482e9567d8dcc2bc615981ef44" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "reviews"
            ADD CONSTRAINT "FK_728447781a30bc3fcfe5c2f1cdf" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "products_search_words" ON "products"`);
    await queryRunner.query(`DROP FUNCTION catalog_remember_search_words()`);
    await queryRunner.query(`
            ALTER TABLE "reviews" DROP CONSTRAINT "FK_728447781a30bc3fcfe5c2f1cdf"
        `);
    await queryRunner.query(`
            ALTER TABLE "reviews" DROP CONSTRAINT "FK_9482e9567d8dcc2bc615981ef44"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP CONSTRAINT "CHK_products_price"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP CONSTRAINT "CHK_products_stock"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP CONSTRAINT "CHK_products_rating"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_products_newest"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_products_price"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_products_popularity"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_products_rating"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_371cee1722905d974c4b50d1e5"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_40635680089fe41f796c0fcc02"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_c71b2f362a10887b3b62c4b320"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_5e0692d9239c976277a6c8fb57"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_7ef15e30a8b83d79e606d8ff62"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_9a5f6868c96e0069e699f33e12"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_5f255b0c7603794026df7ab48f"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_61fac54950763ae56ee51f17fd"
        `);
    await queryRunner.query(
      `
            DELETE FROM "typeorm_metadata"
            WHERE "type" = $1
                AND "name" = $2
                AND "database" = current_database()
                AND "schema" = current_schema()
                AND "table" = $3
        `,
      ["GENERATED_COLUMN", "search_vector", "products"],
    );
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "search_vector"
        `);
    await queryRunner.query(
      `
            DELETE FROM "typeorm_metadata"
            WHERE "type" = $1
                AND "name" = $2
                AND "database" = current_database()
                AND "schema" = current_schema()
                AND "table" = $3
        `,
      ["GENERATED_COLUMN", "effective_price_paise", "products"],
    );
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "effective_price_paise"
        `);
    await queryRunner.query(`
            DROP TABLE "search_words"
        `);
    await queryRunner.query(`DROP FUNCTION catalog_words(text[])`);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_reviews_one_per_customer"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_reviews_product_newest"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_728447781a30bc3fcfe5c2f1cd"
        `);
    await queryRunner.query(`
            DROP TABLE "reviews"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_banner_slides_order"
        `);
    await queryRunner.query(`
            DROP TABLE "banner_slides"
        `);
  }
}
