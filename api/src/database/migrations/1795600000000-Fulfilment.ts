import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * The enforced order lifecycle and what hangs off it: the order's history, its shipment (courier
 * and tracking), and return or exchange requests with their lines. Return statuses join the order
 * statuses; replacement orders of exchanges point at their original.
 */
export class Fulfilment1795600000000 implements MigrationInterface {
  name = "Fulfilment1795600000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "order_status" ADD VALUE IF NOT EXISTS 'return_requested' BEFORE 'cancelled'`);
    await queryRunner.query(`ALTER TYPE "order_status" ADD VALUE IF NOT EXISTS 'returned' BEFORE 'cancelled'`);
    await queryRunner.query(`ALTER TYPE "order_status" ADD VALUE IF NOT EXISTS 'exchanged' BEFORE 'cancelled'`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "replaces_order_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "FK_orders_replaces" FOREIGN KEY ("replaces_order_id") REFERENCES "orders"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "order_events" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "actor_id" uuid,
        "actor" character varying NOT NULL,
        "from_status" "order_status",
        "to_status" "order_status",
        "note" character varying NOT NULL,
        "customer_visible" boolean NOT NULL DEFAULT true,
        CONSTRAINT "PK_order_events" PRIMARY KEY ("id"),
        CONSTRAINT "FK_order_events_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_order_events_order" ON "order_events" ("order_id", "created_at")`);
    await queryRunner.query(
      `CREATE TYPE "courier" AS ENUM ('delhivery', 'blue_dart', 'dtdc', 'india_post', 'ekart', 'xpressbees', 'other')`,
    );
    await queryRunner.query(`
      CREATE TABLE "shipments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "courier" "courier",
        "tracking_number" character varying,
        "shipped_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_shipments" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_shipments_order" UNIQUE ("order_id"),
        CONSTRAINT "FK_shipments_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE TYPE "return_kind" AS ENUM ('return', 'exchange')`);
    await queryRunner.query(`CREATE TYPE "return_status" AS ENUM ('requested', 'approved', 'rejected', 'received')`);
    await queryRunner.query(`
      CREATE TABLE "return_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "kind" "return_kind" NOT NULL,
        "status" "return_status" NOT NULL DEFAULT 'requested',
        "reason" character varying NOT NULL,
        "photos" jsonb NOT NULL DEFAULT '[]',
        "admin_message" character varying,
        "replacement_order_id" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "decided_at" TIMESTAMP WITH TIME ZONE,
        "received_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_return_requests" PRIMARY KEY ("id"),
        CONSTRAINT "FK_return_requests_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_return_requests_replacement" FOREIGN KEY ("replacement_order_id") REFERENCES "orders"("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_return_requests_order" ON "return_requests" ("order_id", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "return_lines" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "request_id" uuid NOT NULL,
        "order_item_id" uuid NOT NULL,
        "quantity" integer NOT NULL,
        "exchange_size" character varying,
        "exchange_color" character varying,
        CONSTRAINT "PK_return_lines" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_return_lines_quantity" CHECK ("quantity" > 0),
        CONSTRAINT "FK_return_lines_request" FOREIGN KEY ("request_id") REFERENCES "return_requests"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_return_lines_item" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_return_lines_request" ON "return_lines" ("request_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "return_lines"`);
    await queryRunner.query(`DROP TABLE "return_requests"`);
    await queryRunner.query(`DROP TYPE "return_status"`);
    await queryRunner.query(`DROP TYPE "return_kind"`);
    await queryRunner.query(`DROP TABLE "shipments"`);
    await queryRunner.query(`DROP TYPE "courier"`);
    await queryRunner.query(`DROP TABLE "order_events"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_orders_replaces"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "replaces_order_id"`);
    // PostgreSQL cannot drop enum values: return_requested, returned and exchanged stay in order_status.
  }
}
