import { type MigrationInterface, type QueryRunner } from "typeorm";

/** The days besides Sundays on which couriers do not deliver: delivery dates skip them. None until an admin adds some. */
export class DeliveryHolidays1796900000100 implements MigrationInterface {
  name = "DeliveryHolidays1796900000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shop_settings" ADD "policy_holidays" text array NOT NULL DEFAULT '{}'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP COLUMN "policy_holidays"`);
  }
}
