import { type MigrationInterface, type QueryRunner } from "typeorm";

/** Outbound webhooks: the endpoints admins register and the log of every delivery to them. */
export class Webhooks1796200000000 implements MigrationInterface {
  name = "Webhooks1796200000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "webhook_endpoints" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "url" character varying NOT NULL,
        "events" text array NOT NULL,
        "description" character varying NOT NULL DEFAULT '',
        "enabled" boolean NOT NULL DEFAULT true,
        "secret" character varying NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_endpoints" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "webhook_deliveries" (
        "id" character varying NOT NULL,
        "endpoint_id" uuid NOT NULL,
        "event" character varying NOT NULL,
        "body" text NOT NULL,
        "status" character varying NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "response_status" integer,
        "last_error" character varying,
        "last_attempt_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_deliveries" PRIMARY KEY ("id"),
        CONSTRAINT "FK_webhook_deliveries_endpoint" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
