import { type MigrationInterface, type QueryRunner } from "typeorm";

/** Razorpay's settlements into the shop's bank account, and the payments and refunds each settled. New tables only. */
export class Payouts1796880000050 implements MigrationInterface {
  name = "Payouts1796880000050";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "payouts" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "settlement_id" character varying NOT NULL,
      "utr" character varying NOT NULL,
      "amount_paise" bigint NOT NULL,
      "fees_paise" bigint NOT NULL,
      "tax_paise" bigint NOT NULL,
      "settled_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_payouts" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_payouts_settlement_id" UNIQUE ("settlement_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_payouts_settled_at" ON "payouts" ("settled_at")`);
    await queryRunner.query(`CREATE TABLE "payout_lines" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "payout_id" uuid NOT NULL,
      "entity_id" character varying NOT NULL,
      "kind" character varying NOT NULL,
      "provider_payment_id" character varying,
      "order_id" uuid,
      "amount_paise" bigint NOT NULL,
      "fee_paise" bigint NOT NULL,
      "tax_paise" bigint NOT NULL,
      "net_paise" bigint NOT NULL,
      CONSTRAINT "PK_payout_lines" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_payout_lines_entity_id" UNIQUE ("entity_id"),
      CONSTRAINT "FK_payout_lines_payout" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_payout_lines_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_payout_lines_payout" ON "payout_lines" ("payout_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_payout_lines_provider_payment" ON "payout_lines" ("provider_payment_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payout_lines"`);
    await queryRunner.query(`DROP TABLE "payouts"`);
  }
}
