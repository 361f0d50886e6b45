import { type MigrationInterface, type QueryRunner } from "typeorm";

/** What the daily reconciliation of payments with Razorpay's found, for an admin. A new table only. */
export class ReconciliationDifferences1796890000000 implements MigrationInterface {
  name = "ReconciliationDifferences1796890000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "reconciliation_differences" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "date" date NOT NULL,
      "provider_payment_id" character varying NOT NULL,
      "kind" character varying NOT NULL,
      "description" character varying NOT NULL,
      "payment_id" uuid,
      "shop_amount_paise" bigint,
      "provider_amount_paise" bigint,
      "resolved" boolean NOT NULL DEFAULT false,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_reconciliation_differences" PRIMARY KEY ("id"),
      CONSTRAINT "FK_reconciliation_differences_payment" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE SET NULL)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_reconciliation_differences_payment_kind" ON "reconciliation_differences" ("provider_payment_id", "kind")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_reconciliation_differences_created_at" ON "reconciliation_differences" ("created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reconciliation_differences"`);
  }
}
