import { type MigrationInterface, type QueryRunner } from "typeorm";

export class CheckoutCustomerEmail1795308471724 implements MigrationInterface {
  name = "CheckoutCustomerEmail1795308471724";

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Backfilled from the accounts, for checkouts made before the column existed.
    await queryRunner.query(`
            ALTER TABLE "checkouts"
            ADD "customer_email" character varying
        `);
    await queryRunner.query(`
            UPDATE "checkouts" c SET "customer_email" = u."email" FROM "users" u WHERE u."id" = c."user_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "checkouts" ALTER COLUMN "customer_email" SET NOT NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "checkouts" DROP COLUMN "customer_email"
        `);
  }
}
