import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Sign-in by phone: an account signs in with its email, its verified phone, or both (so either may
 * be missing, never both); the one-time codes, hashed, one live code per phone and purpose; and
 * every code sent, counted per phone and per client address for the sending limits.
 */
export class PhoneSignIn1796900000001 implements MigrationInterface {
  name = "PhoneSignIn1796900000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" ADD "sign_in_phone" character varying`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_sign_in_phone" ON "users" ("sign_in_phone")`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_signs_in_somehow" CHECK ("email" IS NOT NULL OR "sign_in_phone" IS NOT NULL)`,
    );
    await queryRunner.query(`
      CREATE TABLE "phone_codes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "phone" character varying NOT NULL,
        "purpose" character varying NOT NULL,
        "issue" uuid NOT NULL,
        "code_hash" character varying NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "consumed_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_phone_codes" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_phone_codes_phone_purpose" UNIQUE ("phone", "purpose")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_phone_codes_expires_at" ON "phone_codes" ("expires_at")`);
    await queryRunner.query(`
      CREATE TABLE "phone_code_sends" (
        "id" bigserial NOT NULL,
        "phone" character varying NOT NULL,
        "address" character varying NOT NULL,
        "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_phone_code_sends" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_phone_code_sends_phone" ON "phone_code_sends" ("phone", "sent_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_phone_code_sends_address" ON "phone_code_sends" ("address", "sent_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "phone_code_sends"`);
    await queryRunner.query(`DROP TABLE "phone_codes"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_signs_in_somehow"`);
    await queryRunner.query(`DROP INDEX "UQ_users_sign_in_phone"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "sign_in_phone"`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "password_hash" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" SET NOT NULL`);
  }
}
