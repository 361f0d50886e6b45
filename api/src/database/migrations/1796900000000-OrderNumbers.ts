import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Orders get a number people can quote (BZ-10001): the shop's order prefix, a dash and a serial
 * from one counter row, gapless. Existing orders are numbered in the order they were placed
 * (creation time, then id for ties) from 10001 with the prefix in effect, 'BZ' unless set, and
 * the counter continues after the last of them. Invoices copy their order's number (printed as
 * a reference beside the invoice's own number); existing invoices take their order's.
 */
export class OrderNumbers1796900000000 implements MigrationInterface {
  name = "OrderNumbers1796900000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shop_settings" ADD "order_prefix" character varying(3) NOT NULL DEFAULT 'BZ'`);
    await queryRunner.query(`
      CREATE TABLE "order_number_counter" (
        "id" boolean NOT NULL DEFAULT true,
        "last_serial" integer NOT NULL,
        CONSTRAINT "PK_order_number_counter" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_order_number_counter_single_row" CHECK ("id")
      )`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "serial" integer, ADD "number" character varying(12)`);
    await queryRunner.query(`
      UPDATE "orders" o SET "serial" = n.serial, "number" = COALESCE((SELECT "order_prefix" FROM "shop_settings" WHERE "id" = 1), 'BZ') || '-' || n.serial
        FROM (SELECT "id", 10000 + row_number() OVER (ORDER BY "created_at", "id") AS serial FROM "orders") n
       WHERE n."id" = o."id"`);
    await queryRunner.query(`INSERT INTO "order_number_counter" ("last_serial") SELECT COALESCE(max("serial"), 10000) FROM "orders"`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER "serial" SET NOT NULL, ALTER "number" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "UQ_orders_serial" UNIQUE ("serial")`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "UQ_orders_number" UNIQUE ("number")`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD "order_number" character varying(12)`);
    await queryRunner.query(`UPDATE "invoices" i SET "order_number" = o."number" FROM "orders" o WHERE o."id" = i."order_id"`);
    await queryRunner.query(`ALTER TABLE "invoices" ALTER "order_number" SET NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "order_number"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "UQ_orders_number"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "UQ_orders_serial"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "number", DROP COLUMN "serial"`);
    await queryRunner.query(`DROP TABLE "order_number_counter"`);
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP COLUMN "order_prefix"`);
  }
}
