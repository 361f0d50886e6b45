import { type MigrationInterface, type QueryRunner } from "typeorm";

/** Emails already handed to the mail server, by idempotency key, so a retried send job sends nothing twice. */
export class SentEmails1795320000000 implements MigrationInterface {
  name = "SentEmails1795320000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "sent_emails" (
                "idempotency_key" character varying NOT NULL,
                "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_sent_emails" PRIMARY KEY ("idempotency_key")
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sent_emails"`);
  }
}
