import { type MigrationInterface, type QueryRunner } from "typeorm";

/** Catalogue CSV imports: the dry run's findings and the background job's progress. */
export class CatalogImports1795800000001 implements MigrationInterface {
  name = "CatalogImports1795800000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalog_imports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "status" character varying NOT NULL,
        "total_rows" integer NOT NULL,
        "rows_to_create" integer NOT NULL,
        "rows_to_update" integer NOT NULL,
        "rows_unchanged" integer NOT NULL,
        "invalid_rows" jsonb NOT NULL,
        "groups" jsonb NOT NULL,
        "only_valid_rows" boolean NOT NULL DEFAULT false,
        "processed_groups" integer NOT NULL DEFAULT 0,
        "processed_rows" integer NOT NULL DEFAULT 0,
        "failed_rows" jsonb NOT NULL DEFAULT '[]',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "finished_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_catalog_imports" PRIMARY KEY ("id")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "catalog_imports"`);
  }
}
