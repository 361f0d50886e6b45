import { type MigrationInterface, type QueryRunner } from "typeorm";

/** A product's own title and description for search engines and shares; null keeps its name and description's start. */
export class ProductSearchEngineFields1796900000420 implements MigrationInterface {
  name = "ProductSearchEngineFields1796900000420";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "seo_title" character varying`);
    await queryRunner.query(`ALTER TABLE "products" ADD "seo_description" character varying`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "seo_description"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "seo_title"`);
  }
}
