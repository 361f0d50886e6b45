import { type MigrationInterface, type QueryRunner } from "typeorm";

export class Commerce1795308004944 implements MigrationInterface {
  name = "Commerce1795308004944";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "cart_lines" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "cart_id" uuid NOT NULL,
                "product_id" uuid NOT NULL,
                "size" character varying NOT NULL DEFAULT '',
                "color" character varying NOT NULL DEFAULT '',
                "quantity" integer NOT NULL,
                "gift_wrap" boolean NOT NULL DEFAULT false,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_cart_lines_quantity" CHECK (
                    "quantity" BETWEEN 1 AND 999
                ),
                CONSTRAINT "PK_a8b728889a5b050537ab02e07bd" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_cart_lines_variant" ON "cart_lines" ("cart_id", "product_id", "size", "color")
        `);
    await queryRunner.query(`
            CREATE TABLE "carts" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid,
                "guest_id" character varying,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_2ec1c94a977b940d85a4f498aea" UNIQUE ("user_id"),
                CONSTRAINT "UQ_475857843672bb30e9a8fb125d9" UNIQUE ("guest_id"),
                CONSTRAINT "CHK_carts_one_owner" CHECK (num_nonnulls("user_id", "guest_id") = 1),
                CONSTRAINT "PK_b5f695a59f5ebb50af3c8160816" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "coupons" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "code" character varying NOT NULL,
                "percentage" integer,
                "fixed_amount_paise" integer,
                "active" boolean NOT NULL DEFAULT true,
                "expires_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_coupons_fixed_amount" CHECK (
                    "fixed_amount_paise" IS NULL
                    OR "fixed_amount_paise" >= 100
                ),
                CONSTRAINT "CHK_coupons_percentage" CHECK (
                    "percentage" IS NULL
                    OR "percentage" BETWEEN 1 AND 100
                ),
                CONSTRAINT "CHK_coupons_one_discount" CHECK (
                    num_nonnulls("percentage", "fixed_amount_paise") = 1
                ),
                CONSTRAINT "PK_d7ea8864a0150183770f3e9a8cb" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_e025109230e82925843f2a14c4" ON "coupons" ("code")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."checkout_status" AS ENUM(
                'awaiting_payment',
                'completed',
                'failed',
                'expired'
            )
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."payment_method" AS ENUM('upi', 'cod')
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'paid')
        `);
    await queryRunner.query(`
            CREATE TABLE "checkouts" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "status" "public"."checkout_status" NOT NULL,
                "payment_method" "public"."payment_method" NOT NULL,
                "payment_status" "public"."payment_status" NOT NULL DEFAULT 'unpaid',
                "payment_provider" character varying,
                "payment_reference" character varying,
                "lines" jsonb NOT NULL,
                "coupon_code" character varying,
                "idempotency_key" character varying,
                "expires_at" TIMESTAMP WITH TIME ZONE,
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "shipping_first_name" character varying NOT NULL,
                "shipping_last_name" character varying NOT NULL,
                "shipping_address" character varying NOT NULL,
                "shipping_city" character varying NOT NULL,
                "shipping_state" character varying NOT NULL,
                "shipping_postal_code" character varying NOT NULL,
                "shipping_phone_no" character varying NOT NULL,
                "subtotal_paise" integer NOT NULL,
                "gift_wrap_paise" integer NOT NULL,
                "delivery_paise" integer NOT NULL,
                "discount_paise" integer NOT NULL,
                "total_paise" integer NOT NULL,
                CONSTRAINT "PK_5800730d89f4137fc18770e4d4d" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_checkouts_awaiting_payment" ON "checkouts" ("expires_at")
            WHERE "status" = 'awaiting_payment'
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_checkouts_idempotency_key" ON "checkouts" ("user_id", "idempotency_key")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."order_status" AS ENUM(
                'pending',
                'processing',
                'shipped',
                'delivered',
                'cancelled'
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "orders" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid,
                "customer_email" character varying NOT NULL,
                "checkout_id" uuid,
                "status" "public"."order_status" NOT NULL DEFAULT 'pending',
                "payment_method" "public"."payment_method" NOT NULL,
                "payment_status" "public"."payment_status" NOT NULL,
                "coupon_code" character varying,
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "delivered_at" TIMESTAMP WITH TIME ZONE,
                "cancelled_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "subtotal_paise" integer NOT NULL,
                "gift_wrap_paise" integer NOT NULL,
                "delivery_paise" integer NOT NULL,
                "discount_paise" integer NOT NULL,
                "total_paise" integer NOT NULL,
                "shipping_first_name" character varying NOT NULL,
                "shipping_last_name" character varying NOT NULL,
                "shipping_address" character varying NOT NULL,
                "shipping_city" character varying NOT NULL,
                "shipping_state" character varying NOT NULL,
                "shipping_postal_code" character varying NOT NULL,
                "shipping_phone_no" character varying NOT NULL,
                CONSTRAINT "PK_710e2d4957aa5878dfe94e4ac2f" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_orders_checkout" ON "orders" ("checkout_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_orders_user_created_at" ON "orders" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_orders_created_at" ON "orders" ("created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "order_items" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "order_id" uuid NOT NULL,
                "product_id" uuid,
                "position" integer NOT NULL,
                "name" character varying NOT NULL,
                "image" jsonb,
                "unit_price_paise" integer NOT NULL,
                "quantity" integer NOT NULL,
                "size" character varying,
                "color" character varying,
                "gift_wrap" boolean NOT NULL DEFAULT false,
                CONSTRAINT "PK_005269d8574e6fac0493715c308" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_order_items_order" ON "order_items" ("order_id", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "newsletter_subscribers" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "email" character varying NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_0dc48416511f011f7de7b2a8f83" UNIQUE ("email"),
                CONSTRAINT "PK_38f9333e9961b2fdb589128d19b" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."enquiry_kind" AS ENUM('contact', 'bulk_order')
        `);
    await queryRunner.query(`
            CREATE TABLE "enquiries" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "kind" "public"."enquiry_kind" NOT NULL,
                "name" character varying NOT NULL,
                "email" character varying NOT NULL,
                "phone" character varying NOT NULL,
                "message" text NOT NULL,
                "quantity" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_1516c8a887df94dc119a1db749e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_enquiries_created_at" ON "enquiries" ("created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "cart_lines"
            ADD CONSTRAINT "FK_41ddbb6bf3c82ea6ad0f9fe0353" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "cart_lines"
            ADD CONSTRAINT "FK_5c66a9dbf9b7661da7b6cde3a80" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "carts"
            ADD CONSTRAINT "FK_2ec1c94a977b940d85a4f498aea" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "checkouts"
            ADD CONSTRAINT "FK_24f9f28b7675d85d081881e32a3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "orders"
            ADD CONSTRAINT "FK_a922b820eeef29ac1c6800e826a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "orders"
            ADD CONSTRAINT "FK_dd6140da799d7cbb4c87d1042c2" FOREIGN KEY ("checkout_id") REFERENCES "checkouts"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "order_items"
            ADD CONSTRAINT "FK_145532db85752b29c57d2b7b1f1" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "order_items"
            ADD CONSTRAINT "FK_9263386c35b6b242540f9493b00" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "order_items" DROP CONSTRAINT "FK_9263386c35b6b242540f9493b00"
        `);
    await queryRunner.query(`
            ALTER TABLE "order_items" DROP CONSTRAINT "FK_145532db85752b29c57d2b7b1f1"
        `);
    await queryRunner.query(`
            ALTER TABLE "orders" DROP CONSTRAINT "FK_dd6140da799d7cbb4c87d1042c2"
        `);
    await queryRunner.query(`
            ALTER TABLE "orders" DROP CONSTRAINT "FK_a922b820eeef29ac1c6800e826a"
        `);
    await queryRunner.query(`
            ALTER TABLE "checkouts" DROP CONSTRAINT "FK_24f9f28b7675d85d081881e32a3"
        `);
    await queryRunner.query(`
            ALTER TABLE "carts" DROP CONSTRAINT "FK_2ec1c94a977b940d85a4f498aea"
        `);
    await queryRunner.query(`
            ALTER TABLE "cart_lines" DROP CONSTRAINT "FK_5c66a9dbf9b7661da7b6cde3a80"
        `);
    await queryRunner.query(`
            ALTER TABLE "cart_lines" DROP CONSTRAINT "FK_41ddbb6bf3c82ea6ad0f9fe0353"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_enquiries_created_at"
        `);
    await queryRunner.query(`
            DROP TABLE "enquiries"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."enquiry_kind"
        `);
    await queryRunner.query(`
            DROP TABLE "newsletter_subscribers"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_order_items_order"
        `);
    await queryRunner.query(`
            DROP TABLE "order_items"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_orders_created_at"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_orders_user_created_at"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_orders_checkout"
        `);
    await queryRunner.query(`
            DROP TABLE "orders"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."order_status"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_checkouts_idempotency_key"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_checkouts_awaiting_payment"
        `);
    await queryRunner.query(`
            DROP TABLE "checkouts"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."payment_status"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."payment_method"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."checkout_status"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_e025109230e82925843f2a14c4"
        `);
    await queryRunner.query(`
            DROP TABLE "coupons"
        `);
    await queryRunner.query(`
            DROP TABLE "carts"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_cart_lines_variant"
        `);
    await queryRunner.query(`
            DROP TABLE "cart_lines"
        `);
  }
}
