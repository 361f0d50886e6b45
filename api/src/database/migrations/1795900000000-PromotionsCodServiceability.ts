import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Promotions and cash on delivery and delivery by pincode: coupon rules and
 * their redemptions (one per checkout, counted against the limits until released), the coupon
 * kept on the bag, the COD fee as its own column of checkouts and orders, COD settings, the
 * customers an admin has switched COD back on for, the newsletter's double opt-in, and the
 * serviceability rules by pincode range. Existing coupons keep working exactly as before: every
 * new rule defaults to off, and every coupon starts with no uses counted.
 */
export class PromotionsCodServiceability1795900000000 implements MigrationInterface {
  name = "PromotionsCodServiceability1795900000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "coupons"
                ADD "starts_at" TIMESTAMP WITH TIME ZONE,
                ADD "usage_limit" integer,
                ADD "per_customer_limit" integer,
                ADD "min_order_paise" bigint,
                ADD "first_order_only" boolean NOT NULL DEFAULT false,
                ADD "free_delivery" boolean NOT NULL DEFAULT false,
                ADD "prepaid_only" boolean NOT NULL DEFAULT false,
                ADD "category_ids" uuid array NOT NULL DEFAULT '{}',
                ADD "used_count" integer NOT NULL DEFAULT 0,
                DROP CONSTRAINT "CHK_coupons_one_discount",
                ADD CONSTRAINT "CHK_coupons_benefit" CHECK (num_nonnulls("percentage", "fixed_amount_paise") <= 1 AND ("free_delivery" OR num_nonnulls("percentage", "fixed_amount_paise") = 1)),
                ADD CONSTRAINT "CHK_coupons_usage_limit" CHECK ("usage_limit" IS NULL OR "usage_limit" >= 1),
                ADD CONSTRAINT "CHK_coupons_per_customer_limit" CHECK ("per_customer_limit" IS NULL OR "per_customer_limit" >= 1),
                ADD CONSTRAINT "CHK_coupons_used_count" CHECK ("used_count" >= 0)
        `);
    await queryRunner.query(`
            CREATE TABLE "coupon_redemptions" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "coupon_id" uuid NOT NULL,
                "user_id" uuid NOT NULL,
                "checkout_id" uuid NOT NULL,
                "released_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_coupon_redemptions_checkout" UNIQUE ("checkout_id"),
                CONSTRAINT "PK_coupon_redemptions" PRIMARY KEY ("id"),
                CONSTRAINT "FK_coupon_redemptions_coupon" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE CASCADE,
                CONSTRAINT "FK_coupon_redemptions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
                CONSTRAINT "FK_coupon_redemptions_checkout" FOREIGN KEY ("checkout_id") REFERENCES "checkouts"("id") ON DELETE CASCADE
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_coupon_redemptions_held" ON "coupon_redemptions" ("coupon_id", "user_id") WHERE "released_at" IS NULL
        `);
    await queryRunner.query(`ALTER TABLE "carts" ADD "coupon_code" character varying, ADD "coupon_notice" character varying`);
    for (const table of ["checkouts", "orders"]) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "cod_fee_paise" bigint NOT NULL DEFAULT 0`);
    }
    await queryRunner.query(`ALTER TYPE "public"."tax_line_kind" ADD VALUE IF NOT EXISTS 'cod_fee'`);
    await queryRunner.query(`
            ALTER TABLE "shop_settings"
                ADD "cod_max_order_paise" bigint,
                ADD "cod_fee_paise" bigint NOT NULL DEFAULT 0,
                ADD "cod_refusal_limit" integer
        `);
    await queryRunner.query(`
            CREATE TABLE "cod_restorations" (
                "user_id" uuid NOT NULL,
                "restored_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_cod_restorations" PRIMARY KEY ("user_id"),
                CONSTRAINT "FK_cod_restorations_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
            )
        `);
    // Addresses signed up before double opt-in count as confirmed: they asked once already.
    await queryRunner.query(`
            ALTER TABLE "newsletter_subscribers"
                ADD "confirmed_at" TIMESTAMP WITH TIME ZONE,
                ADD "confirmation_token_hash" character varying,
                ADD "unsubscribed_at" TIMESTAMP WITH TIME ZONE,
                ADD "unsubscribe_token" character varying,
                ADD "welcome_coupon_id" uuid,
                ADD CONSTRAINT "UQ_newsletter_subscribers_unsubscribe_token" UNIQUE ("unsubscribe_token"),
                ADD CONSTRAINT "FK_newsletter_subscribers_welcome_coupon" FOREIGN KEY ("welcome_coupon_id") REFERENCES "coupons"("id") ON DELETE SET NULL
        `);
    await queryRunner.query(`
            UPDATE "newsletter_subscribers"
               SET "confirmed_at" = "created_at",
                   "unsubscribe_token" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
        `);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" ALTER "unsubscribe_token" SET NOT NULL`);
    await queryRunner.query(`
            CREATE TABLE "serviceability_rules" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "pincode_from" character(6) NOT NULL,
                "pincode_to" character(6) NOT NULL,
                "days_to_deliver" smallint NOT NULL,
                "cod_available" boolean NOT NULL DEFAULT true,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_serviceability_rules_range" CHECK ("pincode_from" <= "pincode_to"),
                CONSTRAINT "CHK_serviceability_rules_days" CHECK ("days_to_deliver" BETWEEN 1 AND 30),
                CONSTRAINT "PK_serviceability_rules" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_serviceability_rules_range" ON "serviceability_rules" ("pincode_from", "pincode_to")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "serviceability_rules"`);
    await queryRunner.query(`
            ALTER TABLE "newsletter_subscribers"
                DROP CONSTRAINT "FK_newsletter_subscribers_welcome_coupon",
                DROP CONSTRAINT "UQ_newsletter_subscribers_unsubscribe_token",
                DROP "welcome_coupon_id", DROP "unsubscribe_token", DROP "unsubscribed_at", DROP "confirmation_token_hash", DROP "confirmed_at"
        `);
    await queryRunner.query(`DROP TABLE "cod_restorations"`);
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP "cod_refusal_limit", DROP "cod_fee_paise", DROP "cod_max_order_paise"`);
    for (const table of ["checkouts", "orders"]) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP "cod_fee_paise"`);
    }
    await queryRunner.query(`ALTER TABLE "carts" DROP "coupon_notice", DROP "coupon_code"`);
    await queryRunner.query(`DROP TABLE "coupon_redemptions"`);
    // Coupons that only gave free delivery cannot be kept by the old rule.
    await queryRunner.query(`DELETE FROM "coupons" WHERE num_nonnulls("percentage", "fixed_amount_paise") = 0`);
    await queryRunner.query(`
            ALTER TABLE "coupons"
                DROP CONSTRAINT "CHK_coupons_used_count", DROP CONSTRAINT "CHK_coupons_per_customer_limit",
                DROP CONSTRAINT "CHK_coupons_usage_limit", DROP CONSTRAINT "CHK_coupons_benefit",
                ADD CONSTRAINT "CHK_coupons_one_discount" CHECK (num_nonnulls("percentage", "fixed_amount_paise") = 1),
                DROP "used_count", DROP "category_ids", DROP "prepaid_only", DROP "free_delivery", DROP "first_order_only",
                DROP "min_order_paise", DROP "per_customer_limit", DROP "usage_limit", DROP "starts_at"
        `);
  }
}
