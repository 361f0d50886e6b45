import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Stray captures: money the provider captured that paid for nothing (a second capture for a paid
 * order, a wrong amount), listed until an admin refunds it. A refund may now name the provider
 * payment it gives back (a stray capture's), when that is not its payment's own. No existing row
 * changes: earlier strays are only in the payments' histories.
 */
export class StrayCaptures1796870000002 implements MigrationInterface {
  name = "StrayCaptures1796870000002";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "stray_captures" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "payment_id" uuid NOT NULL,
        "provider_payment_id" character varying NOT NULL,
        "amount_paise" bigint NOT NULL,
        "currency" character varying(3) NOT NULL,
        "reason" character varying NOT NULL,
        "refund_id" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_stray_captures" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_stray_captures_provider_payment" UNIQUE ("provider_payment_id"),
        CONSTRAINT "FK_stray_captures_payment" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_stray_captures_refund" FOREIGN KEY ("refund_id") REFERENCES "refunds"("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_stray_captures_payment" ON "stray_captures" ("payment_id")`);
    await queryRunner.query(`ALTER TABLE "refunds" ADD "provider_payment_id" character varying`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refunds" DROP COLUMN "provider_payment_id"`);
    await queryRunner.query(`DROP TABLE "stray_captures"`);
  }
}
