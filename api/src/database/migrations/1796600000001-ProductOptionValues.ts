import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * The catalogue's sizes, colours (with a swatch) and materials as rows admins add to and remove
 * from, instead of lists in the code. Seeded with the lists the code had (the filters' colours and
 * materials, the form's sizes, the bag materials the demo shop sells) and with every size, colour
 * and material a product already uses, so no existing product falls outside the list. Changing
 * the list changes the catalogue's version, as a product edit does (cached filters re-read it).
 */
export class ProductOptionValues1796600000001 implements MigrationInterface {
  name = "ProductOptionValues1796600000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "product_option_kind" AS ENUM ('size', 'color', 'material')`);
    await queryRunner.query(`
      CREATE TABLE "product_option_values" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "kind" "product_option_kind" NOT NULL,
        "name" character varying(30) NOT NULL,
        "swatch" character varying(7),
        "position" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_product_option_values" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_product_option_values_swatch" CHECK (("kind" = 'color') = ("swatch" IS NOT NULL) AND ("swatch" IS NULL OR "swatch" ~ '^#[0-9a-f]{6}$'))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_product_option_values_kind_name" ON "product_option_values" ("kind", lower("name"))`);
    await queryRunner.query(
      `INSERT INTO "product_option_values" ("kind", "name", "swatch", "position")
       SELECT (o->>'kind')::product_option_kind, o->>'name', o->>'swatch', position - 1 FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS seed(o, position)`,
      [JSON.stringify(SEED)],
    );
    // What products use beyond the lists (materials were free text): kept, after the list's own.
    await queryRunner.query(`
      INSERT INTO "product_option_values" ("kind", "name", "swatch", "position")
      SELECT kind::product_option_kind, name, CASE WHEN kind = 'color' THEN '#808080' END, 1000 + row_number() OVER (ORDER BY kind, name)
        FROM (SELECT DISTINCT 'size' AS kind, unnest(sizes) AS name FROM products
              UNION SELECT DISTINCT 'color', unnest(colors) FROM products
              UNION SELECT DISTINCT 'material', material FROM products WHERE material IS NOT NULL) used
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(`
      CREATE TRIGGER "product_option_values_catalog_changed"
      AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "product_option_values"
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "product_option_values"`);
    await queryRunner.query(`DROP TYPE "product_option_kind"`);
  }
}

const SEED = [
  ...["Small", "Medium", "Large", "XL"].map((name) => ({ kind: "size", name, swatch: null })),
  ...Object.entries({
    red: "#dc2626",
    blue: "#2563eb",
    black: "#111111",
    green: "#16a34a",
    yellow: "#facc15",
    gray: "#808080",
    white: "#ffffff",
    pink: "#ec4899",
    cream: "#f3e9d2",
    navy: "#1e3a8a",
  }).map(([name, swatch]) => ({ kind: "color", name, swatch })),
  ...["Cotton", "Wool", "Denim", "Polyester", "Silk", "Linen", "Viscose", "Fleece", "Leather", "Canvas", "Nylon", "Jute"].map((name) => ({
    kind: "material",
    name,
    swatch: null,
  })),
];
