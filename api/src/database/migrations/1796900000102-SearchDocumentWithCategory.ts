import { type MigrationInterface, type QueryRunner } from "typeorm";

/** The search document as the catalogue's first migration generated it: the product's own columns only. */
const OWN_COLUMNS_DOCUMENT = `setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("brand", '') || ' ' || catalog_words("tags") || ' ' || coalesce("material", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("collection", '') || ' ' || catalog_words("colors")), 'C') || setweight(to_tsvector('english'::regconfig, "description"), 'D')`;

/**
 * A product's search document also holds its category's name, so that "leather tote" finds a
 * leather bag filed under Tote Bags whatever its own name. A generated column cannot read another
 * table: the document becomes a column kept by a trigger on products (when a field it reads
 * changes) and one on categories (when a category is renamed, its products' documents are
 * rewritten). The vocabulary typo correction reads (search_words) follows the document itself.
 */
export class SearchDocumentWithCategory1796900000102 implements MigrationInterface {
  name = "SearchDocumentWithCategory1796900000102";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "products_search_words" ON "products"`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "name" = 'search_vector' AND "table" = 'products'
         AND "database" = current_database() AND "schema" = current_schema()`,
    );
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "search_vector"`);
    await queryRunner.query(`ALTER TABLE "products" ADD "search_vector" tsvector NOT NULL DEFAULT ''::tsvector`);
    // Weights: the name most, then brand, tags, material and category, then collection and
    // colours, then the description (its HTML tags are not indexed).
    await queryRunner.query(`
            CREATE FUNCTION catalog_search_document() RETURNS trigger
            LANGUAGE plpgsql
            AS $$
            BEGIN
                NEW.search_vector :=
                    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
                    setweight(to_tsvector('english',
                        coalesce(NEW.brand, '') || ' ' || catalog_words(NEW.tags) || ' ' || coalesce(NEW.material, '') || ' ' ||
                        coalesce((SELECT c.name FROM categories c WHERE c.id = NEW.category_id), '')), 'B') ||
                    setweight(to_tsvector('english', coalesce(NEW.collection, '') || ' ' || catalog_words(NEW.colors)), 'C') ||
                    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
                RETURN NEW;
            END
            $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "products_search_document"
            BEFORE INSERT OR UPDATE OF "name", "brand", "tags", "material", "category_id", "collection", "colors", "description" ON "products"
            FOR EACH ROW EXECUTE FUNCTION catalog_search_document()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "products_search_words"
            AFTER INSERT ON "products"
            FOR EACH ROW EXECUTE FUNCTION catalog_remember_search_words()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "products_search_words_changed"
            AFTER UPDATE ON "products"
            FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
            EXECUTE FUNCTION catalog_remember_search_words()
        `);
    await queryRunner.query(`
            CREATE FUNCTION catalog_category_renamed() RETURNS trigger
            LANGUAGE plpgsql
            AS $$
            BEGIN
                UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
                RETURN NULL;
            END
            $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "categories_search_documents"
            AFTER UPDATE OF "name" ON "categories"
            FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
            EXECUTE FUNCTION catalog_category_renamed()
        `);
    await queryRunner.query(`UPDATE products SET category_id = category_id`);
    await queryRunner.query(`CREATE INDEX "IDX_371cee1722905d974c4b50d1e5" ON "products" USING gin ("search_vector")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "categories_search_documents" ON "categories"`);
    await queryRunner.query(`DROP FUNCTION catalog_category_renamed()`);
    await queryRunner.query(`DROP TRIGGER "products_search_words_changed" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "products_search_words" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "products_search_document" ON "products"`);
    await queryRunner.query(`DROP FUNCTION catalog_search_document()`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "search_vector"`);
    await queryRunner.query(`ALTER TABLE "products" ADD "search_vector" tsvector GENERATED ALWAYS AS (${OWN_COLUMNS_DOCUMENT}) STORED`);
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value")
       VALUES (current_database(), current_schema(), 'products', 'GENERATED_COLUMN', 'search_vector', $1)`,
      [OWN_COLUMNS_DOCUMENT],
    );
    await queryRunner.query(`CREATE INDEX "IDX_371cee1722905d974c4b50d1e5" ON "products" USING gin ("search_vector")`);
    await queryRunner.query(`
            CREATE TRIGGER "products_search_words"
            AFTER INSERT OR UPDATE OF "name", "brand", "tags", "material", "collection", "colors", "description" ON "products"
            FOR EACH ROW EXECUTE FUNCTION catalog_remember_search_words()
        `);
  }
}
