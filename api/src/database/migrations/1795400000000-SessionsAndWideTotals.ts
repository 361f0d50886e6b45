import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Sessions that can end before their tokens expire (a session version per account, and the tokens
 * logged out), and order totals wide enough for any bag the shop accepts: 999 units of a
 * Rs. 1 crore product pass the 32-bit range of paise.
 */
export class SessionsAndWideTotals1795400000000 implements MigrationInterface {
  name = "SessionsAndWideTotals1795400000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "session_version" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`
            CREATE TABLE "revoked_tokens" (
                "token_id" uuid NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_revoked_tokens_token_id" PRIMARY KEY ("token_id")
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_revoked_tokens_expires_at" ON "revoked_tokens" ("expires_at")`);
    for (const table of ["checkouts", "orders"]) {
      for (const column of TOTALS) {
        await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE bigint`);
      }
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ["checkouts", "orders"]) {
      for (const column of TOTALS) {
        await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE integer`);
      }
    }
    await queryRunner.query(`DROP INDEX "public"."IDX_revoked_tokens_expires_at"`);
    await queryRunner.query(`DROP TABLE "revoked_tokens"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "session_version"`);
  }
}

const TOTALS = ["subtotal_paise", "gift_wrap_paise", "delivery_paise", "discount_paise", "total_paise"];
