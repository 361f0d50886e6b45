import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * The catalogue's version, bumped by statement triggers in the writing transaction whenever
 * something the catalogue shows changes, reviews included (hand-written: the triggers). Stock and
 * units sold are left out on purpose: every order changes them, and orders must not queue on this
 * row. A product going out of stock or back in (what shoppers see of stock) counts on a sequence
 * instead, which takes no lock.
 */
export class CatalogVersion1795311347852 implements MigrationInterface {
  name = "CatalogVersion1795311347852";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "catalog_state" (
                "id" boolean NOT NULL DEFAULT true,
                "version" bigint NOT NULL DEFAULT '0',
                CONSTRAINT "CHK_catalog_state_single_row" CHECK ("id"),
                CONSTRAINT "PK_4c40bf6136f9db50ea37c8ef79d" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`INSERT INTO "catalog_state" ("id", "version") VALUES (true, 0)`);
    await queryRunner.query(`
            CREATE FUNCTION catalog_changed() RETURNS trigger
            LANGUAGE plpgsql
            AS $$
            BEGIN
                UPDATE catalog_state SET version = version + 1;
                RETURN NULL;
            END
            $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "products_catalog_changed"
            AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
                "name", "slug", "brand", "collection", "category_id", "description", "price_paise", "discount_price_paise",
                "sizes", "colors", "tags", "material", "gender", "is_published", "rating", "num_reviews"
            ON "products" FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()
        `);
    await queryRunner.query(`CREATE SEQUENCE "catalog_stock_version"`);
    // Its last_value is read as the version; the first nextval() would not change it.
    await queryRunner.query(`SELECT nextval('catalog_stock_version')`);
    await queryRunner.query(`
            CREATE FUNCTION catalog_stock_changed() RETURNS trigger
            LANGUAGE plpgsql
            AS $$
            BEGIN
                PERFORM nextval('catalog_stock_version');
                RETURN NULL;
            END
            $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "products_stock_crossed_zero"
            AFTER UPDATE OF "count_in_stock" ON "products"
            FOR EACH ROW WHEN ((OLD."count_in_stock" = 0) IS DISTINCT FROM (NEW."count_in_stock" = 0))
            EXECUTE FUNCTION catalog_stock_changed()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "categories_catalog_changed"
            AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "categories"
            FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "categories_catalog_changed" ON "categories"`);
    await queryRunner.query(`DROP TRIGGER "products_catalog_changed" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "products_stock_crossed_zero" ON "products"`);
    await queryRunner.query(`DROP FUNCTION catalog_stock_changed()`);
    await queryRunner.query(`DROP SEQUENCE "catalog_stock_version"`);
    await queryRunner.query(`DROP FUNCTION catalog_changed()`);
    await queryRunner.query(`
            DROP TABLE "catalog_state"
        `);
  }
}
