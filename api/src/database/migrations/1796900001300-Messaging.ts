import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * One outbox for the shop's messages on every channel (email, WhatsApp, SMS): a row per message,
 * written in the transaction that caused it and sent by the job queue; the templates of WhatsApp
 * and SMS messages the admin edits (seeded with the shop's defaults); shoppers' consent per phone,
 * channel and purpose, and the log of every change to it. No existing row changes: emails already
 * sent stay recorded in sent_emails, which jobs enqueued before this release still read.
 */
export class Messaging1796900001300 implements MigrationInterface {
  name = "Messaging1796900001300";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "idempotency_key" character varying NOT NULL,
        "channel" character varying NOT NULL,
        "purpose" character varying NOT NULL DEFAULT 'transactional',
        "recipient" character varying NOT NULL,
        "order_id" uuid,
        "template" character varying,
        "data" jsonb NOT NULL DEFAULT '{}',
        "body" text NOT NULL DEFAULT '',
        "status" character varying NOT NULL DEFAULT 'queued',
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        "provider_message_id" character varying,
        "delivery_status" character varying,
        "send_after" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz,
        "delivered_at" timestamptz,
        "read_at" timestamptz,
        "failed_at" timestamptz,
        CONSTRAINT "PK_messages" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_messages_idempotency_key" UNIQUE ("idempotency_key"),
        CONSTRAINT "CHK_messages_channel" CHECK ("channel" IN ('email', 'whatsapp', 'sms')),
        CONSTRAINT "CHK_messages_purpose" CHECK ("purpose" IN ('transactional', 'marketing')),
        CONSTRAINT "CHK_messages_status" CHECK ("status" IN ('queued', 'deferred', 'sent', 'failed', 'withdrawn')),
        CONSTRAINT "CHK_messages_delivery_status" CHECK ("delivery_status" IN ('sent', 'delivered', 'read', 'failed')),
        CONSTRAINT "FK_messages_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_messages_order" ON "messages" ("order_id", "created_at") WHERE "order_id" IS NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_messages_provider_message_id" ON "messages" ("channel", "provider_message_id") WHERE "provider_message_id" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_messages_deferred" ON "messages" ("send_after") WHERE "status" = 'deferred'`);
    await queryRunner.query(`
      CREATE TABLE "message_templates" (
        "key" character varying NOT NULL,
        "channel" character varying NOT NULL,
        "provider_template" character varying NOT NULL,
        "body" text NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_message_templates" PRIMARY KEY ("key", "channel"),
        CONSTRAINT "CHK_message_templates_channel" CHECK ("channel" IN ('whatsapp', 'sms'))
      )`);
    await queryRunner.query(`
      CREATE TABLE "message_consents" (
        "phone" character varying NOT NULL,
        "channel" character varying NOT NULL,
        "purpose" character varying NOT NULL,
        "user_id" uuid,
        "granted" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_message_consents" PRIMARY KEY ("phone", "channel", "purpose"),
        CONSTRAINT "CHK_message_consents_channel" CHECK ("channel" IN ('whatsapp', 'sms')),
        CONSTRAINT "CHK_message_consents_purpose" CHECK ("purpose" IN ('transactional', 'marketing'))
      )`);
    await queryRunner.query(`
      CREATE TABLE "consent_log" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "phone" character varying NOT NULL,
        "channel" character varying NOT NULL,
        "purpose" character varying NOT NULL,
        "granted" boolean NOT NULL,
        "user_id" uuid,
        "source" character varying NOT NULL,
        "text" text NOT NULL,
        "at" timestamptz NOT NULL,
        CONSTRAINT "PK_consent_log" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_consent_log_phone" ON "consent_log" ("phone", "at")`);
    // Staff edit templates and may change a consent: both are in the audit log, as every table is (the
    // audit log's migration came first). The outbox of messages and the consent log are records themselves.
    await queryRunner.query(`SELECT audit_table('message_templates'), audit_table('message_consents')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "consent_log"`);
    await queryRunner.query(`DROP TABLE "message_consents"`);
    await queryRunner.query(`DROP TABLE "message_templates"`);
    await queryRunner.query(`DROP TABLE "messages"`);
  }
}
