import { type MigrationInterface, type QueryRunner } from "typeorm";

export class ProductSoldCount1795307411644 implements MigrationInterface {
  name = "ProductSoldCount1795307411644";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "sold_count" integer NOT NULL DEFAULT '0'
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "sold_count"
        `);
  }
}
