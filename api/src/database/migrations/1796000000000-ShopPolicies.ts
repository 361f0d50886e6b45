import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * The shop's policies become settings: shipping area, delivery fee and free-delivery
 * threshold, gift-wrap fee, dispatch time, delivery estimate and return window. The defaults are
 * the rules the shop priced with until now (Rs. 50, free above Rs. 1,000, gift wrap Rs. 35). The
 * return window was the RETURN_WINDOW_DAYS variable: a deployment that set it keeps its window.
 */
export class ShopPolicies1796000000000 implements MigrationInterface {
  name = "ShopPolicies1796000000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "shop_settings"
                ADD "policy_shipping_area" character varying NOT NULL DEFAULT 'India',
                ADD "policy_delivery_fee_paise" integer NOT NULL DEFAULT '5000',
                ADD "policy_free_delivery_above_paise" integer NOT NULL DEFAULT '100000',
                ADD "policy_gift_wrap_fee_paise" integer NOT NULL DEFAULT '3500',
                ADD "policy_dispatch_days" smallint NOT NULL DEFAULT '1',
                ADD "policy_delivery_days_from" smallint NOT NULL DEFAULT '3',
                ADD "policy_delivery_days_to" smallint NOT NULL DEFAULT '7',
                ADD "policy_return_window_days" smallint NOT NULL DEFAULT '7'
        `);
    const configured = Number(process.env.RETURN_WINDOW_DAYS);
    if (process.env.RETURN_WINDOW_DAYS && Number.isInteger(configured) && configured >= 0 && configured <= 365) {
      await queryRunner.query(`UPDATE "shop_settings" SET "policy_return_window_days" = $1`, [configured]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "shop_settings"
                DROP COLUMN "policy_return_window_days",
                DROP COLUMN "policy_delivery_days_to",
                DROP COLUMN "policy_delivery_days_from",
                DROP COLUMN "policy_dispatch_days",
                DROP COLUMN "policy_gift_wrap_fee_paise",
                DROP COLUMN "policy_free_delivery_above_paise",
                DROP COLUMN "policy_delivery_fee_paise",
                DROP COLUMN "policy_shipping_area"
        `);
  }
}
