import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * A catalogue import keeps the valid rows it holds back (a product with an invalid row is imported
 * whole or not at all) and the encoding it read the file in, so its report accounts for every row.
 */
export class CatalogImportRowsHeldBack1796700000040 implements MigrationInterface {
  name = "CatalogImportRowsHeldBack1796700000040";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "catalog_imports" ADD "held_back_rows" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "catalog_imports" ADD "encoding" character varying NOT NULL DEFAULT 'UTF-8'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "catalog_imports" DROP COLUMN "encoding"`);
    await queryRunner.query(`ALTER TABLE "catalog_imports" DROP COLUMN "held_back_rows"`);
  }
}
