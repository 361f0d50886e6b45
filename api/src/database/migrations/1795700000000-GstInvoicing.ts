import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * GST: the shop's settings row (seller details empty until an admin or the demo seed
 * sets them), dated GST rates, tax invoices and credit notes with their lines, and the counters
 * that number them without gaps per financial year.
 */
export class GstInvoicing1795700000000 implements MigrationInterface {
  name = "GstInvoicing1795700000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "shop_settings" (
                "id" smallint NOT NULL DEFAULT '1',
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "seller_legal_name" character varying NOT NULL DEFAULT '',
                "seller_gstin" character varying(15) NOT NULL DEFAULT '',
                "seller_address" text NOT NULL DEFAULT '',
                "seller_state" character varying NOT NULL DEFAULT '',
                "invoice_prefix" character varying(3) NOT NULL DEFAULT 'INV',
                "credit_note_prefix" character varying(3) NOT NULL DEFAULT 'CN',
                "gst_delivery_rate_basis_points" integer NOT NULL DEFAULT '1800',
                "gst_delivery_sac" character varying(8) NOT NULL DEFAULT '996812',
                "gst_gift_wrap_rate_basis_points" integer NOT NULL DEFAULT '1800',
                "gst_gift_wrap_hsn" character varying(8) NOT NULL DEFAULT '4823',
                "gst_default_goods_rate_basis_points" integer NOT NULL DEFAULT '1800',
                "gst_default_goods_hsn" character varying(8) NOT NULL DEFAULT '4202',
                CONSTRAINT "CHK_shop_settings_single_row" CHECK ("id" = 1),
                CONSTRAINT "PK_96c0aa2a327de09ebe0fd54ae5a" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`INSERT INTO "shop_settings" ("id") VALUES (1)`);
    await queryRunner.query(`
            CREATE TABLE "gst_rates" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "category_id" uuid,
                "product_id" uuid,
                "hsn" character varying(8) NOT NULL,
                "rate_basis_points" integer NOT NULL,
                "effective_from" date NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_gst_rates_one_subject" CHECK (
                    ("category_id" IS NULL) <> ("product_id" IS NULL)
                ),
                CONSTRAINT "PK_0a91cfd22fe32413838708f57ec" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_gst_rates_product_date" ON "gst_rates" ("product_id", "effective_from")
            WHERE "product_id" IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_gst_rates_category_date" ON "gst_rates" ("category_id", "effective_from")
            WHERE "category_id" IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."supply_type" AS ENUM('intra_state', 'inter_state')
        `);
    await queryRunner.query(`
            CREATE TABLE "invoices" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "order_id" uuid NOT NULL,
                "number" character varying NOT NULL,
                "financial_year" character varying(5) NOT NULL,
                "sequence" integer NOT NULL,
                "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "seller_legal_name" character varying NOT NULL,
                "seller_gstin" character varying NOT NULL,
                "seller_address" text NOT NULL,
                "seller_state" character varying NOT NULL,
                "customer_name" character varying NOT NULL,
                "customer_address" text NOT NULL,
                "place_of_supply" character varying NOT NULL,
                "place_of_supply_code" character varying(2),
                "supply_type" "public"."supply_type" NOT NULL,
                "charged_paise" bigint NOT NULL,
                "taxable_paise" bigint NOT NULL,
                "cgst_paise" bigint NOT NULL,
                "sgst_paise" bigint NOT NULL,
                "igst_paise" bigint NOT NULL,
                CONSTRAINT "PK_668cef7c22a427fd822cc1be3ce" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_invoices_order" ON "invoices" ("order_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_invoices_number" ON "invoices" ("number")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_invoices_issued_at" ON "invoices" ("issued_at")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."tax_line_kind" AS ENUM('goods', 'gift_wrap', 'delivery')
        `);
    await queryRunner.query(`
            CREATE TABLE "invoice_lines" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "invoice_id" uuid NOT NULL,
                "position" integer NOT NULL,
                "kind" "public"."tax_line_kind" NOT NULL,
                "order_item_id" uuid,
                "description" character varying NOT NULL,
                "hsn" character varying(8) NOT NULL,
                "quantity" integer NOT NULL,
                "gross_paise" bigint NOT NULL,
                "discount_paise" bigint NOT NULL,
                "rate_basis_points" integer NOT NULL,
                "charged_paise" bigint NOT NULL,
                "taxable_paise" bigint NOT NULL,
                "cgst_paise" bigint NOT NULL,
                "sgst_paise" bigint NOT NULL,
                "igst_paise" bigint NOT NULL,
                CONSTRAINT "PK_3d18eb48142b916f581f0c21a65" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_invoice_lines_invoice" ON "invoice_lines" ("invoice_id", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "credit_notes" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "invoice_id" uuid NOT NULL,
                "number" character varying NOT NULL,
                "financial_year" character varying(5) NOT NULL,
                "sequence" integer NOT NULL,
                "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "reason" character varying NOT NULL,
                "charged_paise" bigint NOT NULL,
                "taxable_paise" bigint NOT NULL,
                "cgst_paise" bigint NOT NULL,
                "sgst_paise" bigint NOT NULL,
                "igst_paise" bigint NOT NULL,
                CONSTRAINT "PK_4933888a20b5469e119ad74b9e9" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_credit_notes_invoice" ON "credit_notes" ("invoice_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_credit_notes_number" ON "credit_notes" ("number")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_credit_notes_issued_at" ON "credit_notes" ("issued_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "credit_note_lines" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "credit_note_id" uuid NOT NULL,
                "invoice_line_id" uuid NOT NULL,
                "position" integer NOT NULL,
                "description" character varying NOT NULL,
                "hsn" character varying(8) NOT NULL,
                "quantity" integer NOT NULL,
                "rate_basis_points" integer NOT NULL,
                "charged_paise" bigint NOT NULL,
                "taxable_paise" bigint NOT NULL,
                "cgst_paise" bigint NOT NULL,
                "sgst_paise" bigint NOT NULL,
                "igst_paise" bigint NOT NULL,
                CONSTRAINT "PK_179cc6edb6a224ec408a8fc04a4" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_credit_note_lines_invoice_line" ON "credit_note_lines" ("invoice_line_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_credit_note_lines_note" ON "credit_note_lines" ("credit_note_id", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "document_counters" (
                "series" character varying(20) NOT NULL,
                "financial_year" character varying(5) NOT NULL,
                "last_sequence" integer NOT NULL,
                CONSTRAINT "PK_ad5e90979f21eab75483107063e" PRIMARY KEY ("series", "financial_year")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "gst_rates"
            ADD CONSTRAINT "FK_e5ea07dacd1501d0ae74d14c8f2" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "gst_rates"
            ADD CONSTRAINT "FK_a9672ff0f5dbc5001af4c16fc02" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "invoices"
            ADD CONSTRAINT "FK_ea83c3b911906a3578de2340fdf" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "invoice_lines"
            ADD CONSTRAINT "FK_2da95dc86a54a00ff20ce46d0fe" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "invoice_lines"
            ADD CONSTRAINT "FK_b13dd0727e22b41f1a9602dd65c" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "credit_notes"
            ADD CONSTRAINT "FK_ab75ae7ceab2ad0e3c77768c373" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "credit_note_lines"
            ADD CONSTRAINT "FK_71a76737c78041f36d917f7affc" FOREIGN KEY ("credit_note_id") REFERENCES "credit_notes"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "credit_note_lines"
            ADD CONSTRAINT "FK_57c4101b8b050bd1a68b4ddca01" FOREIGN KEY ("invoice_line_id") REFERENCES "invoice_lines"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "credit_note_lines" DROP CONSTRAINT "FK_57c4101b8b050bd1a68b4ddca01"
        `);
    await queryRunner.query(`
            ALTER TABLE "credit_note_lines" DROP CONSTRAINT "FK_71a76737c78041f36d917f7affc"
        `);
    await queryRunner.query(`
            ALTER TABLE "credit_notes" DROP CONSTRAINT "FK_ab75ae7ceab2ad0e3c77768c373"
        `);
    await queryRunner.query(`
            ALTER TABLE "invoice_lines" DROP CONSTRAINT "FK_b13dd0727e22b41f1a9602dd65c"
        `);
    await queryRunner.query(`
            ALTER TABLE "invoice_lines" DROP CONSTRAINT "FK_2da95dc86a54a00ff20ce46d0fe"
        `);
    await queryRunner.query(`
            ALTER TABLE "invoices" DROP CONSTRAINT "FK_ea83c3b911906a3578de2340fdf"
        `);
    await queryRunner.query(`
            ALTER TABLE "gst_rates" DROP CONSTRAINT "FK_a9672ff0f5dbc5001af4c16fc02"
        `);
    await queryRunner.query(`
            ALTER TABLE "gst_rates" DROP CONSTRAINT "FK_e5ea07dacd1501d0ae74d14c8f2"
        `);
    await queryRunner.query(`
            DROP TABLE "document_counters"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_credit_note_lines_note"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_credit_note_lines_invoice_line"
        `);
    await queryRunner.query(`
            DROP TABLE "credit_note_lines"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_credit_notes_issued_at"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_credit_notes_number"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_credit_notes_invoice"
        `);
    await queryRunner.query(`
            DROP TABLE "credit_notes"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_invoice_lines_invoice"
        `);
    await queryRunner.query(`
            DROP TABLE "invoice_lines"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."tax_line_kind"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_invoices_issued_at"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_invoices_number"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_invoices_order"
        `);
    await queryRunner.query(`
            DROP TABLE "invoices"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."supply_type"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_gst_rates_category_date"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_gst_rates_product_date"
        `);
    await queryRunner.query(`
            DROP TABLE "gst_rates"
        `);
    await queryRunner.query(`
            DROP TABLE "shop_settings"
        `);
  }
}
