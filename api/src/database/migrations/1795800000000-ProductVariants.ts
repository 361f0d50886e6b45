import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Variants: the unit of stock (hand-written: the triggers and the stock split). Every product gets
 * one variant per size and colour it listed (sizes first, in its order), or one default variant;
 * its stock is split evenly, the first `stock mod n` variants taking one more, so the total stays
 * the same (variant-options.ts splits the same way). The product's count_in_stock becomes the sum
 * of its variants', kept by a trigger. Bag lines, order items, checkouts' lines and exchanges are
 * pointed at the variant of their size and colour. What was split is written to the log.
 */
export class ProductVariants1795800000000 implements MigrationInterface {
  name = "ProductVariants1795800000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "product_variants" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "product_id" uuid NOT NULL,
        "sku" character varying NOT NULL,
        "size" character varying,
        "color" character varying,
        "count_in_stock" integer NOT NULL DEFAULT 0,
        "price_paise" integer,
        "discount_price_paise" integer,
        "images" jsonb NOT NULL DEFAULT '[]',
        "position" integer NOT NULL DEFAULT 0,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_product_variants_stock" CHECK ("count_in_stock" >= 0),
        CONSTRAINT "CHK_product_variants_price" CHECK ("price_paise" IS NULL OR "price_paise" >= 0),
        CONSTRAINT "CHK_product_variants_discount" CHECK ("discount_price_paise" IS NULL OR "discount_price_paise" >= 0),
        CONSTRAINT "PK_product_variants" PRIMARY KEY ("id"),
        CONSTRAINT "FK_product_variants_product" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_product_variants_sku" ON "product_variants" ("sku")`);
    await queryRunner.query(`CREATE INDEX "IDX_product_variants_product" ON "product_variants" ("product_id", "position")`);
    // One variant per size and colour of a product (NULL meaning "none"), whatever the casing.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_product_variants_options" ON "product_variants" ("product_id", coalesce("size", ''), coalesce("color", ''))`,
    );
    // The filters ask "has an in-stock variant in this colour / size".
    await queryRunner.query(
      `CREATE INDEX "IDX_product_variants_in_stock" ON "product_variants" ("product_id") INCLUDE ("size", "color") WHERE "count_in_stock" > 0`,
    );

    // The split, in one place: every size with every colour (sizes first, in the product's
    // order; a NULL standing for "none"), `total` shared evenly, the first `total mod n` one more.
    await queryRunner.query(`
      CREATE FUNCTION add_default_variants(pid uuid, total integer) RETURNS void
      LANGUAGE sql
      AS $$
        INSERT INTO product_variants (product_id, sku, size, color, count_in_stock, position)
        SELECT p.id,
               CASE WHEN s.size IS NULL AND c.color IS NULL THEN p.sku
                    ELSE concat_ws('-', p.sku, upper(regexp_replace(s.size, '[^A-Za-z0-9]+', '', 'g')), upper(regexp_replace(c.color, '[^A-Za-z0-9]+', '', 'g'))) END,
               s.size, c.color,
               total / k.n + CASE WHEN q.pos < total % k.n THEN 1 ELSE 0 END,
               q.pos
          FROM products p
         CROSS JOIN LATERAL (SELECT greatest(cardinality(p.sizes), 1) * greatest(cardinality(p.colors), 1) AS n, greatest(cardinality(p.colors), 1) AS colours) k
         CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.sizes) = 0 THEN ARRAY[NULL]::text[] ELSE p.sizes END) WITH ORDINALITY AS s(size, si)
         CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.colors) = 0 THEN ARRAY[NULL]::text[] ELSE p.colors END) WITH ORDINALITY AS c(color, ci)
         CROSS JOIN LATERAL (SELECT ((s.si - 1) * k.colours + (c.ci - 1))::int AS pos) q
         WHERE p.id = pid
      $$`);
    await queryRunner.query(`SELECT add_default_variants(id, count_in_stock) FROM products ORDER BY id`);

    const split: { sku: string; total: number; variants: string }[] = await queryRunner.query(`
      SELECT p.sku, p.count_in_stock AS total,
             string_agg(concat_ws(' ', coalesce(v.size, ''), coalesce(v.color, '')) || ': ' || v.count_in_stock, ', ' ORDER BY v.position) AS variants
        FROM products p JOIN product_variants v ON v.product_id = p.id
       GROUP BY p.id HAVING count(*) > 1 ORDER BY p.sku`);
    for (const p of split)
      console.info(`[migration ProductVariants] ${p.sku}: ${p.total} in stock split as ${p.variants.replace(/ {2,}/g, " ")}`);
    const [{ products, variants }] = await queryRunner.query(
      `SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_variants)::int AS variants`,
    );
    console.info(
      `[migration ProductVariants] ${products} products now have ${variants} variants; every product's total stock is unchanged`,
    );

    // The product's stock is the sum of its variants', moved with each change of theirs.
    await queryRunner.query(`
      CREATE FUNCTION product_stock_follows_variants() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
      BEGIN
        -- One update by the difference: going through zero would count as selling out and back.
        IF TG_OP = 'UPDATE' AND OLD.product_id = NEW.product_id THEN
          IF NEW.count_in_stock <> OLD.count_in_stock THEN
            UPDATE products SET count_in_stock = count_in_stock + NEW.count_in_stock - OLD.count_in_stock WHERE id = NEW.product_id;
          END IF;
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE products SET count_in_stock = count_in_stock - OLD.count_in_stock WHERE id = OLD.product_id AND OLD.count_in_stock <> 0;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          UPDATE products SET count_in_stock = count_in_stock + NEW.count_in_stock WHERE id = NEW.product_id AND NEW.count_in_stock <> 0;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER "product_variants_stock_sum"
      AFTER INSERT OR DELETE OR UPDATE OF "count_in_stock", "product_id" ON "product_variants"
      FOR EACH ROW EXECUTE FUNCTION product_stock_follows_variants()`);
    // Every product has variants: one inserted without them (a REST client, a bulk load) gets
    // its sizes and colours' with its stock split, as above; the service then edits them.
    await queryRunner.query(`
      CREATE FUNCTION product_gets_default_variants() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
      BEGIN
        UPDATE products SET count_in_stock = 0 WHERE id = NEW.id;
        PERFORM add_default_variants(NEW.id, NEW.count_in_stock);
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER "products_default_variants" AFTER INSERT ON "products"
      FOR EACH ROW EXECUTE FUNCTION product_gets_default_variants()`);
    // What shoppers see of a variant: its options, prices and photos change the catalogue; it
    // selling out or coming back changes pages that show stock (as for products).
    await queryRunner.query(`
      CREATE TRIGGER "product_variants_catalog_changed"
      AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "sku", "size", "color", "price_paise", "discount_price_paise", "images", "position"
      ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER "product_variants_stock_crossed_zero"
      AFTER UPDATE OF "count_in_stock" ON "product_variants"
      FOR EACH ROW WHEN ((OLD."count_in_stock" = 0) IS DISTINCT FROM (NEW."count_in_stock" = 0))
      EXECUTE FUNCTION catalog_stock_changed()`);

    // Bag lines: the variant of their size and colour ("" meaning none); a line whose option the
    // product no longer offers could not be bought anyway.
    await queryRunner.query(`ALTER TABLE "cart_lines" ADD "variant_id" uuid`);
    await queryRunner.query(`
      UPDATE cart_lines l SET variant_id = v.id FROM product_variants v
       WHERE v.product_id = l.product_id AND coalesce(v.size, '') = l.size AND coalesce(v.color, '') = l.color`);
    await queryRunner.query(`DELETE FROM cart_lines WHERE variant_id IS NULL`);
    await queryRunner.query(`ALTER TABLE "cart_lines" ALTER COLUMN "variant_id" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "cart_lines" ADD CONSTRAINT "FK_cart_lines_variant" FOREIGN KEY ("variant_id") REFERENCES "product_variants"("id") ON DELETE CASCADE`,
    );

    // Order items: the variant (kept for stock on cancellation and returns) and its SKU as bought.
    await queryRunner.query(`ALTER TABLE "order_items" ADD "variant_id" uuid, ADD "sku" character varying`);
    await queryRunner.query(`
      UPDATE order_items i SET variant_id = v.id, sku = v.sku FROM product_variants v
       WHERE v.product_id = i.product_id AND v.size IS NOT DISTINCT FROM i.size AND v.color IS NOT DISTINCT FROM i.color`);
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD CONSTRAINT "FK_order_items_variant" FOREIGN KEY ("variant_id") REFERENCES "product_variants"("id") ON DELETE SET NULL`,
    );

    // Checkouts keep their priced lines as JSON: each line gains its variant and SKU, so stock
    // held for an unpaid UPI checkout goes back to the right variant.
    await queryRunner.query(`
      UPDATE checkouts c SET lines = (
        SELECT coalesce(jsonb_agg(l || jsonb_build_object('variantId', v.id, 'sku', v.sku) ORDER BY e.n), '[]'::jsonb)
          FROM jsonb_array_elements(c.lines) WITH ORDINALITY AS e(l, n)
          LEFT JOIN product_variants v ON v.product_id = (l->>'productId')::uuid
                AND v.size IS NOT DISTINCT FROM (l->>'size') AND v.color IS NOT DISTINCT FROM (l->>'color'))`);

    // Exchanges: the variant wanted instead, whose stock is held once approved.
    await queryRunner.query(`ALTER TABLE "return_lines" ADD "exchange_variant_id" uuid`);
    await queryRunner.query(`
      UPDATE return_lines r SET exchange_variant_id = v.id FROM order_items i, product_variants v
       WHERE i.id = r.order_item_id AND v.product_id = i.product_id
         AND (r.exchange_size IS NOT NULL OR r.exchange_color IS NOT NULL)
         AND v.size IS NOT DISTINCT FROM coalesce(r.exchange_size, i.size) AND v.color IS NOT DISTINCT FROM coalesce(r.exchange_color, i.color)`);
    await queryRunner.query(
      `ALTER TABLE "return_lines" ADD CONSTRAINT "FK_return_lines_exchange_variant" FOREIGN KEY ("exchange_variant_id") REFERENCES "product_variants"("id") ON DELETE SET NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "return_lines" DROP COLUMN "exchange_variant_id"`);
    await queryRunner.query(
      `UPDATE checkouts SET lines = (SELECT coalesce(jsonb_agg((l - 'variantId' - 'sku') ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements(lines) WITH ORDINALITY AS e(l, n))`,
    );
    await queryRunner.query(`ALTER TABLE "order_items" DROP COLUMN "variant_id", DROP COLUMN "sku"`);
    await queryRunner.query(`ALTER TABLE "cart_lines" DROP COLUMN "variant_id"`);
    await queryRunner.query(`DROP TRIGGER "products_default_variants" ON "products"`);
    await queryRunner.query(`DROP FUNCTION product_gets_default_variants()`);
    await queryRunner.query(`DROP TRIGGER "product_variants_stock_crossed_zero" ON "product_variants"`);
    await queryRunner.query(`DROP TRIGGER "product_variants_catalog_changed" ON "product_variants"`);
    await queryRunner.query(`DROP TRIGGER "product_variants_stock_sum" ON "product_variants"`);
    await queryRunner.query(`DROP FUNCTION product_stock_follows_variants()`);
    await queryRunner.query(`DROP TABLE "product_variants"`);
    await queryRunner.query(`DROP FUNCTION add_default_variants(uuid, integer)`);
  }
}
