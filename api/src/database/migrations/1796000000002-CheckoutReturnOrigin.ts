import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * A checkout keeps the shop address the shopper checked out on, so the payment page sends them
 * back there, signed in. Earlier checkouts have none and return to PUBLIC_URL, as before.
 */
export class CheckoutReturnOrigin1796000000002 implements MigrationInterface {
  name = "CheckoutReturnOrigin1796000000002";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "checkouts" ADD "return_origin" character varying`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "checkouts" DROP COLUMN "return_origin"`);
  }
}
