import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * A payment records how the shopper paid, as the provider reports it (upi, card, netbanking,
 * wallet, emi, ...). Payments captured before were all shown as UPI and are backfilled as upi;
 * payments not captured stay null until they are.
 */
export class PaymentMethods1796870000001 implements MigrationInterface {
  name = "PaymentMethods1796870000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" ADD "method" character varying`);
    await queryRunner.query(`UPDATE "payments" SET "method" = 'upi' WHERE "status" = 'captured'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "method"`);
  }
}
