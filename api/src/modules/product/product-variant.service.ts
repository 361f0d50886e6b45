import { type DataSource, type EntityManager, In } from "typeorm";
import { ValidationError } from "../../common/errors";
import { uniqueViolationColumn } from "../../common/postgres-errors";
import { type Image } from "../asset/image";
import { ProductVariant } from "./product-variant.entity";
import { type VariantInput } from "./product.types";
import { optionsKey, splitStock, variantCombinations, variantSku, type VariantOptions } from "./variant-options";

/** A variant as a save wants it; undefined fields keep what the variant has (or their default when new). */
export interface WantedVariant extends VariantOptions {
  sku?: string | null;
  countInStock?: number;
  pricePaise?: number | null;
  discountPricePaise?: number | null;
  images?: Image[];
  /** Its place in the form's grid, whose photos are stored in that order. */
  gridIndex?: number;
}

/** What a product form's variants amount to: the rows to keep, and the option lists they make. */
export interface VariantPlan {
  variants: WantedVariant[];
  sizes: string[];
  colors: string[];
  /** Whether the stock of every variant is given (a grid), or only a total (REST, old forms). */
  fromGrid: boolean;
}

/**
 * A product's variants as the admin edits them: the grid of the product form, or (for REST and
 * older clients) sizes, colours and a stock total split evenly over them.
 */
export class ProductVariantService {
  constructor(private readonly dataSource: DataSource) {}

  /** Variants of many products in grid order, for the per-request loader. */
  variantsOfProducts(productIds: readonly string[]): Promise<ProductVariant[]> {
    return this.dataSource.getRepository(ProductVariant).find({
      where: { productId: In([...productIds]) },
      order: { productId: "ASC", position: "ASC", id: "ASC" },
    });
  }

  /**
   * Checks a form's variants against its sizes and colours and turns amounts into paise. Without a
   * grid, every size with every colour is sold and `total` is split evenly (as the migration did).
   */
  plan(sizes: string[], colors: string[], total: number, grid: VariantInput[] | null | undefined): VariantPlan {
    if (!grid) {
      const combinations = variantCombinations(sizes, colors);
      const stock = splitStock(total, combinations.length);
      return { variants: combinations.map((o, i) => ({ ...o, countInStock: stock[i] })), sizes, colors, fromGrid: false };
    }
    if (grid.length === 0) throw ValidationError.field("variants", "Enable at least one size and colour");
    const seen = new Set<string>();
    const variants = grid.map((input, i): WantedVariant & { order: number } => {
      const field = `variants.${i}`;
      const size = chosen(sizes, input.size, `${field}.size`, "size");
      const color = chosen(colors, input.color, `${field}.color`, "color");
      const key = optionsKey({ size, color });
      if (seen.has(key))
        throw ValidationError.field(field, `${[size, color].filter(Boolean).join(", ") || "The default variant"} is listed twice`);
      seen.add(key);
      const pricePaise = input.pricePaise ?? null;
      const discountPricePaise = input.discountPricePaise ?? null;
      if (pricePaise !== null && discountPricePaise !== null && discountPricePaise >= pricePaise) {
        throw ValidationError.field(`${field}.discountPricePaise`, "Discount price must be less than the price");
      }
      const order = (size ? sizes.indexOf(size) : 0) * (colors.length + 1) + (color ? colors.indexOf(color) : 0);
      return {
        size,
        color,
        sku: input.sku?.trim() || null,
        countInStock: input.countInStock,
        pricePaise,
        discountPricePaise,
        gridIndex: i,
        order,
      };
    });
    variants.sort((a, b) => a.order - b.order);
    const used = (values: string[], pick: (v: WantedVariant) => string | null) => values.filter((o) => variants.some((v) => pick(v) === o));
    return {
      variants: variants.map(({ order: _order, ...v }) => v),
      sizes: used(sizes, (v) => v.size),
      colors: used(colors, (v) => v.color),
      fromGrid: true,
    };
  }

  /**
   * Makes the product's variants those of the plan, inside the caller's transaction (which has
   * the product row locked): existing ones matched by size and colour keep their id, and so bags
   * and orders keep pointing at them; others are added or deleted. A plan from a stock total
   * leaves the variants alone when neither the options nor the total changed.
   */
  async save(
    tx: EntityManager,
    product: { id: string; sku: string; countInStock: number },
    plan: VariantPlan,
    imagesOf: (v: WantedVariant) => Image[] | undefined,
  ): Promise<void> {
    const repository = tx.getRepository(ProductVariant);
    const existing = new Map((await repository.findBy({ productId: product.id })).map((v) => [optionsKey(v), v]));
    const wantedKeys = new Set(plan.variants.map(optionsKey));
    const total = plan.variants.reduce((sum, v) => sum + (v.countInStock ?? 0), 0);
    const unchanged =
      !plan.fromGrid &&
      existing.size === wantedKeys.size &&
      [...wantedKeys].every((k) => existing.has(k)) &&
      total === product.countInStock;
    if (unchanged) return;

    const gone = [...existing.values()].filter((v) => !wantedKeys.has(optionsKey(v)));
    if (gone.length) await repository.delete({ id: In(gone.map((v) => v.id)) });
    const updates: VariantRow[] = [];
    const inserts: Array<Omit<VariantRow, "id"> & VariantOptions & { productId: string }> = [];
    for (const [position, wanted] of plan.variants.entries()) {
      const current = existing.get(optionsKey(wanted));
      const row = {
        sku: wanted.sku ?? current?.sku ?? variantSku(product.sku, wanted),
        countInStock: wanted.countInStock ?? current?.countInStock ?? 0,
        pricePaise: wanted.pricePaise !== undefined ? wanted.pricePaise : (current?.pricePaise ?? null),
        discountPricePaise: wanted.discountPricePaise !== undefined ? wanted.discountPricePaise : (current?.discountPricePaise ?? null),
        images: imagesOf(wanted) ?? current?.images ?? [],
        position,
      };
      if (current) updates.push({ id: current.id, ...row });
      else inserts.push({ ...row, productId: product.id, size: wanted.size, color: wanted.color });
    }
    // One statement each for the kept and the new variants, however large the grid (a CSV import
    // saves products of forty variants by the hundred).
    try {
      if (updates.length) {
        await tx.query(
          `UPDATE product_variants v
              SET sku = u.sku, count_in_stock = u.count_in_stock, price_paise = u.price_paise, discount_price_paise = u.discount_price_paise,
                  images = u.images, position = u.position, updated_at = now()
             FROM jsonb_to_recordset($1::jsonb) AS u(id uuid, sku varchar, count_in_stock integer, price_paise integer, discount_price_paise integer, images jsonb, position integer)
            WHERE v.id = u.id`,
          [
            JSON.stringify(
              updates.map((u) => ({
                id: u.id,
                sku: u.sku,
                count_in_stock: u.countInStock,
                price_paise: u.pricePaise,
                discount_price_paise: u.discountPricePaise,
                images: u.images,
                position: u.position,
              })),
            ),
          ],
        );
      }
      if (inserts.length) await repository.insert(inserts);
    } catch (err) {
      if (uniqueViolationColumn(err) === "sku") throw ValidationError.field("variants", "Another variant already has one of these SKUs");
      throw err;
    }
  }
}

/** A variant's saved fields. */
interface VariantRow {
  id: string;
  sku: string;
  countInStock: number;
  pricePaise: number | null;
  discountPricePaise: number | null;
  images: Image[];
  position: number;
}

/** A variant's option, in the product's spelling: one of its list, or none when it has no list. */
function chosen(options: string[], value: string | null | undefined, field: string, what: "size" | "color"): string | null {
  const trimmed = value?.trim() || null;
  if (options.length === 0) {
    if (trimmed) throw ValidationError.field(field, `Add ${trimmed} to the product's ${what}s first`);
    return null;
  }
  if (!trimmed) throw ValidationError.field(field, `Choose one of the product's ${what}s`);
  const match = options.find((o) => o.toLowerCase() === trimmed.toLowerCase());
  if (!match) throw ValidationError.field(field, `Add ${trimmed} to the product's ${what}s first`);
  return match;
}
