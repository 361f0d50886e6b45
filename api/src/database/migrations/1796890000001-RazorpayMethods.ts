import { type MigrationInterface, type QueryRunner } from "typeorm";

/** Which of Razorpay Checkout's ways of paying the shop offers: UPI alone, as before, until an admin adds others. */
export class RazorpayMethods1796890000001 implements MigrationInterface {
  name = "RazorpayMethods1796890000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shop_settings" ADD "payment_razorpay_methods" text array NOT NULL DEFAULT '{upi}'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP COLUMN "payment_razorpay_methods"`);
  }
}
