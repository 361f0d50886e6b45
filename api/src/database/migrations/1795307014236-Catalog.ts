import { type MigrationInterface, type QueryRunner } from "typeorm";

export class Catalog1795307014236 implements MigrationInterface {
  name = "Catalog1795307014236";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "categories" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" character varying NOT NULL,
                "slug" character varying NOT NULL,
                "description" text NOT NULL,
                "image" jsonb,
                "is_published" boolean NOT NULL DEFAULT true,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_24dbc6126a28ff948da33e97d3b" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_420d9f679d41281f282f5bc7d0" ON "categories" ("slug")
        `);
    await queryRunner.query(`
            CREATE TABLE "products" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" character varying NOT NULL,
                "slug" character varying NOT NULL,
                "sku" character varying NOT NULL,
                "brand" character varying,
                "collection" character varying,
                "category_id" uuid NOT NULL,
                "description" text NOT NULL,
                "price_paise" integer NOT NULL,
                "discount_price_paise" integer,
                "count_in_stock" integer NOT NULL DEFAULT '0',
                "weight" real,
                "sizes" text array NOT NULL DEFAULT '{}',
                "colors" text array NOT NULL DEFAULT '{}',
                "tags" text array NOT NULL DEFAULT '{}',
                "material" character varying,
                "gender" character varying,
                "rating" real NOT NULL DEFAULT '0',
                "num_reviews" integer NOT NULL DEFAULT '0',
                "images" jsonb NOT NULL DEFAULT '[]',
                "is_published" boolean NOT NULL DEFAULT false,
                "is_featured" boolean NOT NULL DEFAULT false,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "dimensions_length" real,
                "dimensions_width" real,
                "dimensions_height" real,
                CONSTRAINT "PK_0806c755e0aca124e67c0cf6d7d" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_464f927ae360106b783ed0b410" ON "products" ("slug")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_c44ac33a05b144dd0d9ddcf932" ON "products" ("sku")
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD CONSTRAINT "FK_9a5f6868c96e0069e699f33e124" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "products" DROP CONSTRAINT "FK_9a5f6868c96e0069e699f33e124"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_c44ac33a05b144dd0d9ddcf932"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_464f927ae360106b783ed0b410"
        `);
    await queryRunner.query(`
            DROP TABLE "products"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_420d9f679d41281f282f5bc7d0"
        `);
    await queryRunner.query(`
            DROP TABLE "categories"
        `);
  }
}
