import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Staff accounts: invitations by email (the token kept only as a keyed hash), a suspension mark on
 * accounts, a second factor (TOTP secret sealed with the shop's key, the last time step used so a
 * code is never taken twice, single-use recovery codes as keyed hashes) and the owner's choice to
 * require it of every staff member. Existing accounts are neither suspended nor enrolled; the
 * requirement starts off.
 */
export class StaffAccounts1796900001400 implements MigrationInterface {
  name = "StaffAccounts1796900001400";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "staff_invitations" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" character varying NOT NULL,
        "role_id" uuid NOT NULL CONSTRAINT "FK_staff_invitations_role" REFERENCES "staff_roles"("id") ON DELETE RESTRICT,
        "invited_by" uuid,
        "token_hash" character varying NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "accepted_at" TIMESTAMP WITH TIME ZONE,
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_staff_invitations" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_staff_invitations_token_hash" UNIQUE ("token_hash"),
        CONSTRAINT "FK_staff_invitations_invited_by" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    // One open invitation per email: a second invite is a resend.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_staff_invitations_open_email" ON "staff_invitations" ("email") WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "suspended_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "totp_secret" character varying`);
    await queryRunner.query(`ALTER TABLE "users" ADD "totp_pending_secret" character varying`);
    await queryRunner.query(`ALTER TABLE "users" ADD "totp_enabled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "totp_last_step" bigint`);
    await queryRunner.query(`
      CREATE TABLE "recovery_codes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "code_hash" character varying NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_recovery_codes" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_recovery_codes_user_code" UNIQUE ("user_id", "code_hash"),
        CONSTRAINT "FK_recovery_codes_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE "staff_sign_in_policy" (
        "id" boolean NOT NULL DEFAULT true,
        "second_factor_required" boolean NOT NULL DEFAULT false,
        CONSTRAINT "PK_staff_sign_in_policy" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_staff_sign_in_policy_one_row" CHECK ("id")
      )`);
    await queryRunner.query(`INSERT INTO "staff_sign_in_policy" ("id") VALUES (true)`);
    // Staff writes to them are in the audit log, as to every table (the audit log's migration came first).
    for (const table of ["staff_invitations", "recovery_codes", "staff_sign_in_policy"]) {
      await queryRunner.query(`SELECT audit_table($1::regclass)`, [table]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "staff_sign_in_policy"`);
    await queryRunner.query(`DROP TABLE "recovery_codes"`);
    for (const column of ["totp_last_step", "totp_enabled_at", "totp_pending_secret", "totp_secret", "suspended_at"]) {
      await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "${column}"`);
    }
    await queryRunner.query(`DROP TABLE "staff_invitations"`);
  }
}
