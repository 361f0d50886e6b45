import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Payments become records: one row per provider payment (its provider order, payment id, amount
 * and status), the history of what happened to it, and refunds as rows of their own. An order's
 * payment status gains Partially refunded and Refunded, derived from those rows. The payment
 * columns of checkouts are copied into payment rows and dropped.
 */
export class PaymentRecords1795500000000 implements MigrationInterface {
  name = "PaymentRecords1795500000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "payment_status" ADD VALUE IF NOT EXISTS 'partially_refunded'`);
    await queryRunner.query(`ALTER TYPE "payment_status" ADD VALUE IF NOT EXISTS 'refunded'`);
    await queryRunner.query(`CREATE TYPE "payment_record_status" AS ENUM ('created', 'captured', 'failed')`);
    await queryRunner.query(`
      CREATE TABLE "payments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "checkout_id" uuid NOT NULL,
        "provider" character varying NOT NULL,
        "provider_order_id" character varying NOT NULL,
        "provider_payment_id" character varying,
        "amount_paise" bigint NOT NULL,
        "currency" character varying(3) NOT NULL DEFAULT 'INR',
        "status" "payment_record_status" NOT NULL DEFAULT 'created',
        "attention" character varying,
        "captured_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_payments" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_payments_checkout" UNIQUE ("checkout_id"),
        CONSTRAINT "UQ_payments_provider_order" UNIQUE ("provider", "provider_order_id"),
        CONSTRAINT "UQ_payments_provider_payment" UNIQUE ("provider", "provider_payment_id"),
        CONSTRAINT "FK_payments_checkout" FOREIGN KEY ("checkout_id") REFERENCES "checkouts"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_payments_attention" ON "payments" ("created_at") WHERE "attention" IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE "payment_events" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "payment_id" uuid NOT NULL,
        "provider_event_id" character varying,
        "source" character varying NOT NULL,
        "type" character varying NOT NULL,
        "summary" character varying NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_payment_events" PRIMARY KEY ("id"),
        CONSTRAINT "FK_payment_events_payment" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_payment_events_provider_event" ON "payment_events" ("provider_event_id") WHERE "provider_event_id" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payment_events_payment" ON "payment_events" ("payment_id", "created_at")`);
    await queryRunner.query(`CREATE TYPE "refund_status" AS ENUM ('pending', 'processed', 'failed')`);
    await queryRunner.query(`CREATE TYPE "refund_method" AS ENUM ('provider', 'manual_upi', 'manual_bank')`);
    await queryRunner.query(`
      CREATE TABLE "refunds" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid,
        "payment_id" uuid,
        "amount_paise" bigint NOT NULL,
        "reason" character varying NOT NULL,
        "method" "refund_method" NOT NULL,
        "status" "refund_status" NOT NULL,
        "reference" character varying,
        "failure" character varying,
        "requested_by" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "processed_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_refunds" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_refunds_amount" CHECK ("amount_paise" > 0),
        CONSTRAINT "CHK_refunds_of_something" CHECK ("order_id" IS NOT NULL OR "payment_id" IS NOT NULL),
        CONSTRAINT "FK_refunds_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_refunds_payment" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_refunds_order" ON "refunds" ("order_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_refunds_payment" ON "refunds" ("payment_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_refunds_provider_reference" ON "refunds" ("reference") WHERE "method" = 'provider' AND "reference" IS NOT NULL`,
    );
    // Payments the simulator already took: one record each, with what the checkout knew of it.
    await queryRunner.query(`
      INSERT INTO "payments" ("checkout_id", "provider", "provider_order_id", "provider_payment_id", "amount_paise", "status", "captured_at", "created_at")
      SELECT "id", COALESCE("payment_provider", 'simulator'), 'sim_order_' || "id", "payment_reference", "total_paise",
             CASE WHEN "payment_status" = 'paid' THEN 'captured'::payment_record_status
                  WHEN "status" = 'failed' THEN 'failed'::payment_record_status
                  ELSE 'created'::payment_record_status END,
             "paid_at", "created_at"
        FROM "checkouts" WHERE "payment_method" = 'upi'`);
    await queryRunner.query(`ALTER TABLE "checkouts" DROP COLUMN "payment_provider", DROP COLUMN "payment_reference"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "checkouts" ADD "payment_provider" character varying, ADD "payment_reference" character varying`);
    await queryRunner.query(`
      UPDATE "checkouts" c SET "payment_provider" = p."provider", "payment_reference" = p."provider_payment_id"
        FROM "payments" p WHERE p."checkout_id" = c."id"`);
    await queryRunner.query(`DROP TABLE "refunds"`);
    await queryRunner.query(`DROP TYPE "refund_method"`);
    await queryRunner.query(`DROP TYPE "refund_status"`);
    await queryRunner.query(`DROP TABLE "payment_events"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP TYPE "payment_record_status"`);
    // PostgreSQL cannot drop enum values: partially_refunded and refunded stay in payment_status.
  }
}
