import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Shipping through Shiprocket: a shipment says which provider carries it (existing shipments were
 * all typed in by an admin: `manual`), and for Shiprocket what was booked there (its order and
 * shipment ids), how far the booking got or why it failed, the label, manifest and pickup, and
 * what the latest scan said. Each scan Shiprocket reports is kept once (AWB, status and time),
 * for the customer's tracking history. The shop's settings gain the parcel assumed for products
 * with no weight of their own (500 g, 30 x 20 x 10 cm).
 */
export class ShiprocketShipments1796900001200 implements MigrationInterface {
  name = "ShiprocketShipments1796900001200";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "shipments"
        ADD "provider" character varying(16) NOT NULL DEFAULT 'manual',
        ADD "provider_order_id" character varying,
        ADD "provider_shipment_id" character varying,
        ADD "carrier_name" character varying,
        ADD "courier_choice" integer,
        ADD "progress" character varying(24),
        ADD "failure" character varying,
        ADD "attempts" integer NOT NULL DEFAULT 0,
        ADD "label_url" character varying,
        ADD "manifest_url" character varying,
        ADD "pickup_scheduled_for" TIMESTAMP WITH TIME ZONE,
        ADD "expected_delivery_at" TIMESTAMP WITH TIME ZONE,
        ADD "tracking_status" character varying,
        ADD "last_event_at" TIMESTAMP WITH TIME ZONE,
        ADD CONSTRAINT "CHK_shipments_provider" CHECK ("provider" IN ('manual', 'shiprocket'))
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_shipments_tracking_number" ON "shipments" ("tracking_number") WHERE "provider" = 'shiprocket'`,
    );
    await queryRunner.query(`
      CREATE TABLE "shipment_scans" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "shipment_id" uuid NOT NULL,
        "awb" character varying NOT NULL,
        "status_id" integer,
        "status" character varying NOT NULL,
        "activity" character varying NOT NULL DEFAULT '',
        "location" character varying NOT NULL DEFAULT '',
        "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_shipment_scans" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_shipment_scans_awb_status_time" UNIQUE ("awb", "status", "occurred_at"),
        CONSTRAINT "FK_shipment_scans_shipment" FOREIGN KEY ("shipment_id") REFERENCES "shipments"("id") ON DELETE CASCADE
      )
    `);
    await queryRunner.query(`CREATE INDEX "IDX_shipment_scans_shipment" ON "shipment_scans" ("shipment_id", "occurred_at")`);
    // Staff writes to it are in the audit log, as to every table (the audit log's migration came first).
    await queryRunner.query(`SELECT audit_table('shipment_scans')`);
    await queryRunner.query(`
      ALTER TABLE "shop_settings"
        ADD "parcel_weight_grams" integer NOT NULL DEFAULT 500,
        ADD "parcel_length_cm" integer NOT NULL DEFAULT 30,
        ADD "parcel_breadth_cm" integer NOT NULL DEFAULT 20,
        ADD "parcel_height_cm" integer NOT NULL DEFAULT 10
    `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "shop_settings" DROP COLUMN "parcel_height_cm", DROP COLUMN "parcel_breadth_cm",
        DROP COLUMN "parcel_length_cm", DROP COLUMN "parcel_weight_grams"
    `);
    await queryRunner.query(`DROP TABLE "shipment_scans"`);
    await queryRunner.query(`DROP INDEX "UQ_shipments_tracking_number"`);
    await queryRunner.query(`
      ALTER TABLE "shipments" DROP CONSTRAINT "CHK_shipments_provider",
        DROP COLUMN "last_event_at", DROP COLUMN "tracking_status", DROP COLUMN "expected_delivery_at",
        DROP COLUMN "pickup_scheduled_for", DROP COLUMN "manifest_url", DROP COLUMN "label_url", DROP COLUMN "attempts",
        DROP COLUMN "failure", DROP COLUMN "progress", DROP COLUMN "courier_choice", DROP COLUMN "carrier_name",
        DROP COLUMN "provider_shipment_id", DROP COLUMN "provider_order_id", DROP COLUMN "provider"
    `);
  }
}
