import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * A coupon may be for one email address's account only: the newsletter's welcome codes are. The
 * codes already sent are tied to the address that confirmed them.
 */
export class CouponsForOneEmail1796712000001 implements MigrationInterface {
  name = "CouponsForOneEmail1796712000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "coupons" ADD "only_for_email" character varying`);
    await queryRunner.query(
      `UPDATE "coupons" c SET "only_for_email" = s."email" FROM "newsletter_subscribers" s WHERE s."welcome_coupon_id" = c."id"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "coupons" DROP COLUMN "only_for_email"`);
  }
}
