import { type MigrationInterface, type QueryRunner } from "typeorm";

/** A category's own title and meta description for search engines; null: its name and the start of its description. */
export class CategorySearchEngineFields1796900000430 implements MigrationInterface {
  name = "CategorySearchEngineFields1796900000430";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "categories" ADD "seo_title" character varying`);
    await queryRunner.query(`ALTER TABLE "categories" ADD "seo_description" character varying`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "categories" DROP COLUMN "seo_description"`);
    await queryRunner.query(`ALTER TABLE "categories" DROP COLUMN "seo_title"`);
  }
}
