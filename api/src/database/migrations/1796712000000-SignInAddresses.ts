import { type MigrationInterface, type QueryRunner } from "typeorm";

/** The addresses each account has signed in from, so that guessers elsewhere cannot lock its owner out. */
export class SignInAddresses1796712000000 implements MigrationInterface {
  name = "SignInAddresses1796712000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "sign_in_addresses" (
        "user_id" uuid NOT NULL,
        "address" character varying NOT NULL,
        "last_signed_in_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_sign_in_addresses" PRIMARY KEY ("user_id", "address"),
        CONSTRAINT "FK_sign_in_addresses_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_sign_in_addresses_last_signed_in_at" ON "sign_in_addresses" ("last_signed_in_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sign_in_addresses"`);
  }
}
