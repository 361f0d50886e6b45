import { type DataSource, type EntityManager, In } from "typeorm";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { Product } from "./product.entity";
import { ProductVariant, variantLabel } from "./product-variant.entity";
import type { LowStockFacts, ShopEventPublisher } from "../../events/shop-events";

/** A variant is low on stock at this many units or fewer (the storefront says "Only N left" from the same mark). */
const LOW_STOCK_UNITS = 5;

/** A number of units of one variant of a product, as a bag, a checkout or an order asks for them. */
export interface ProductQuantity {
  productId: string;
  quantity: number;
}

/** Why a line cannot be bought now: its refusal code, the shopper's words, and for stock how many are left. */
export interface LineProblem {
  code: "OUT_OF_STOCK" | "PRODUCT_UNAVAILABLE";
  message: string;
  unitsLeft?: number;
}

export interface VariantQuantity extends ProductQuantity {
  /** Null for an order line whose variant has since been deleted: there is no stock to move. */
  variantId: string | null;
}

/**
 * The catalog as the cart, checkout and order domains see it: can this variant be bought, and
 * the stock and sales counters that buying, failing to pay and cancelling move. Stock changes
 * run inside the caller's transaction so that they commit or roll back with the checkout or order.
 */
export class ProductAvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: ShopEventPublisher,
  ) {}

  /** Products by id, published or not; ids of deleted products are simply absent. */
  async findByIds(ids: readonly string[], tx: EntityManager = this.dataSource.manager): Promise<Map<string, Product>> {
    if (ids.length === 0) return new Map();
    const products = await tx.getRepository(Product).findBy({ id: In([...new Set(ids)]) });
    return new Map(products.map((p) => [p.id, p]));
  }

  /** Variants by id; deleted ones are absent. */
  async findVariants(ids: readonly string[], tx: EntityManager = this.dataSource.manager): Promise<Map<string, ProductVariant>> {
    if (ids.length === 0) return new Map();
    const variants = await tx.getRepository(ProductVariant).findBy({ id: In([...new Set(ids)]) });
    return new Map(variants.map((v) => [v.id, v]));
  }

  /** A product's variants in grid order. */
  variantsOf(productId: string, tx: EntityManager = this.dataSource.manager): Promise<ProductVariant[]> {
    return tx.getRepository(ProductVariant).find({ where: { productId }, order: { position: "ASC", id: "ASC" } });
  }

  /** The variants of each product in grid order (an empty list for unknown ids). */
  async variantsByProduct(
    productIds: readonly string[],
    tx: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, ProductVariant[]>> {
    const ids = [...new Set(productIds)];
    const byProduct = new Map<string, ProductVariant[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byProduct;
    const variants = await tx.getRepository(ProductVariant).find({ where: { productId: In(ids) }, order: { position: "ASC", id: "ASC" } });
    for (const v of variants) byProduct.get(v.productId)!.push(v);
    return byProduct;
  }

  /** The category of each product (deleted products are absent): what their GST rate depends on. */
  async categoriesOf(ids: readonly string[], tx: EntityManager = this.dataSource.manager): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows: { id: string; category_id: string }[] = await tx.query(`SELECT id, category_id FROM products WHERE id = ANY($1)`, [
      [...new Set(ids)],
    ]);
    return new Map(rows.map((r) => [r.id, r.category_id]));
  }

  /**
   * The variant of a chosen size and color, or the error that says why it cannot go in a bag:
   * unknown or unpublished product, a size or color it does not come in, or a combination the
   * shop does not sell.
   */
  variantOf(product: Product | undefined, variants: ProductVariant[], size: string | null, color: string | null): ProductVariant {
    if (!product || !product.isPublished) throw new NotFoundError("Product");
    const chosen = { size: chosenOption(product.sizes, size, "size"), color: chosenOption(product.colors, color, "color") };
    const variant = variants.find((v) => v.size === chosen.size && v.color === chosen.color);
    if (!variant) throw ValidationError.field("color", `This product is not available in ${variantLabel(chosen)}`);
    return variant;
  }

  /** Refuses a bag quantity the variant's stock cannot cover, saying how many of it are left. */
  assertInStock(product: Product, variant: ProductVariant, quantity: number): void {
    const problem = stockProblem(product, variant, quantity);
    if (problem) throw lineRefusal({ productId: product.id, variantId: variant.id }, problem);
  }

  /**
   * What stops a line already in a bag from being bought now, or null. The catalog may have
   * changed since the line was added.
   */
  problemWith(product: Product | undefined, variant: ProductVariant | undefined, quantity: number): LineProblem | null {
    if (!product || !product.isPublished) return unavailable(NO_LONGER_AVAILABLE);
    if (!variant) return unavailable("This size and colour is no longer available");
    if (!offers(product.sizes, variant.size)) return unavailable(`Size ${variant.size ?? "(none)"} is no longer available`);
    if (!offers(product.colors, variant.color)) return unavailable(`Color ${variant.color ?? "(none)"} is no longer available`);
    return stockProblem(product, variant, quantity);
  }

  /**
   * Takes stock for every line, all or nothing: each variant's row is decremented only if it
   * still has enough (`count_in_stock >= qty` in the same statement, so concurrent checkouts
   * queue on the row and can never oversell). Throws a ConflictError naming the first variant
   * that ran out; the caller's transaction then rolls back whatever was already taken.
   */
  async takeStock(tx: EntityManager, lines: VariantQuantity[]): Promise<void> {
    const wanted = perVariant(lines);
    await lockProducts(tx, wanted);
    for (const { variantId, quantity } of wanted) {
      // UPDATE through query() resolves to [rows, affected row count].
      const [rows, taken]: [LowStockFacts[], number] = await tx.query(
        `UPDATE product_variants v SET count_in_stock = v.count_in_stock - $2 FROM products p
          WHERE v.id = $1 AND p.id = v.product_id AND p.is_published AND v.count_in_stock >= $2
          RETURNING v.id AS "variantId", v.sku, v.size, v.color, v.count_in_stock AS "countInStock", p.id AS "productId", p.slug, p.name`,
        [variantId, quantity],
      );
      if (taken === 0) throw await this.whyNotInStock(tx, variantId);
      // This sale brought the variant to the low-stock mark or below: partners restock on it.
      const [left] = rows;
      if (left.countInStock <= LOW_STOCK_UNITS && left.countInStock + quantity > LOW_STOCK_UNITS) {
        await this.events.publish(tx, { name: "stock.low", variant: left, lowStockUnits: LOW_STOCK_UNITS });
      }
    }
  }

  /** Puts stock back for lines whose checkout failed or expired, or whose order was cancelled or returned. */
  async giveBackStock(tx: EntityManager, lines: VariantQuantity[]): Promise<void> {
    const returned = perVariant(lines);
    await lockProducts(tx, returned);
    for (const { variantId, quantity } of returned) {
      await tx.query(`UPDATE product_variants SET count_in_stock = count_in_stock + $2 WHERE id = $1`, [variantId, quantity]);
    }
  }

  /** Counts units as sold when an order is placed (bestsellers and popularity sort by it). */
  async recordSale(tx: EntityManager, lines: ProductQuantity[]): Promise<void> {
    for (const { productId, quantity } of perProduct(lines)) {
      await tx.query(`UPDATE products SET sold_count = sold_count + $2 WHERE id = $1`, [productId, quantity]);
    }
  }

  /** Takes a cancelled order's units off the sold count again. */
  async revokeSale(tx: EntityManager, lines: ProductQuantity[]): Promise<void> {
    for (const { productId, quantity } of perProduct(lines)) {
      await tx.query(`UPDATE products SET sold_count = GREATEST(sold_count - $2, 0) WHERE id = $1`, [productId, quantity]);
    }
  }

  /** Every product in the catalog, published or not: a figure of the admin dashboard. */
  /** Products shoppers can see and buy (published); drafts are not counted. */
  async publishedProductCount(): Promise<number> {
    return this.dataSource.getRepository(Product).countBy({ isPublished: true });
  }

  /** "Name (Large, black): Only 2 left in stock", for a variant whose conditional stock update matched no row. */
  private async whyNotInStock(tx: EntityManager, variantId: string): Promise<ConflictError> {
    const variant = await tx.getRepository(ProductVariant).findOneBy({ id: variantId });
    const product = variant && (await tx.getRepository(Product).findOneBy({ id: variant.productId }));
    if (!variant || !product || !product.isPublished) {
      return lineRefusal(
        { productId: variant?.productId, variantId: variant?.id ?? null, name: "A product in your bag" },
        unavailable(NO_LONGER_AVAILABLE),
      );
    }
    return lineRefusal({ productId: product.id, variantId: variant.id, name: product.name }, stockProblem(product, variant, Infinity)!);
  }
}

/**
 * The refusal a line's problem is when the shopper tries to buy it anyway: its code, with the
 * product, the variant and the units left, so a client can fix just that line.
 */
export function lineRefusal(line: { productId?: string; variantId: string | null; name?: string }, problem: LineProblem): ConflictError {
  const message = line.name ? `${line.name}: ${problem.message}` : problem.message;
  return new ConflictError(problem.code, message, { productId: line.productId, variantId: line.variantId, unitsLeft: problem.unitsLeft });
}

const NO_LONGER_AVAILABLE = "This product is no longer available";

const unavailable = (message: string): LineProblem => ({ code: "PRODUCT_UNAVAILABLE", message });

function stockProblem(product: Product, variant: ProductVariant, quantity: number): LineProblem | null {
  const which = product.sizes.length + product.colors.length > 0 ? ` in ${variantLabel(variant)}` : "";
  const unitsLeft = Math.max(variant.countInStock, 0);
  if (unitsLeft === 0) return { code: "OUT_OF_STOCK", message: `Out of stock${which}`, unitsLeft };
  if (quantity > unitsLeft) return { code: "OUT_OF_STOCK", message: `Only ${unitsLeft} left in stock${which}`, unitsLeft };
  return null;
}

/**
 * Locks the products of these lines in id order before any variant row: the stock-sum trigger
 * updates the product row for each variant, so every transaction must meet product rows in the
 * same order, or two checkouts of one product's variants could deadlock. NO KEY UPDATE, as an
 * UPDATE takes: the order items just inserted hold key-share locks on these rows (their foreign
 * keys), which FOR UPDATE would wait on.
 */
async function lockProducts(tx: EntityManager, lines: ProductQuantity[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(`SELECT 1 FROM products WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE`, [[...new Set(lines.map((l) => l.productId))]]);
}

/** One entry per variant with the quantities summed, in id order (same-order locking, as above). */
function perVariant(lines: VariantQuantity[]): Array<ProductQuantity & { variantId: string }> {
  const sums = new Map<string, ProductQuantity & { variantId: string }>();
  for (const l of lines) {
    if (!l.variantId) continue;
    const sum = sums.get(l.variantId) ?? { variantId: l.variantId, productId: l.productId, quantity: 0 };
    sum.quantity += l.quantity;
    sums.set(l.variantId, sum);
  }
  return [...sums.values()].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
}

/** One entry per product with the quantities summed, in id order. */
function perProduct(lines: ProductQuantity[]): ProductQuantity[] {
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(l.productId, (sums.get(l.productId) ?? 0) + l.quantity);
  return [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([productId, quantity]) => ({ productId, quantity }));
}

/** A product without sizes (or colors) takes none; one with them needs one of its own. */
function offers(options: string[], chosen: string | null): boolean {
  return options.length === 0 ? chosen === null : chosen !== null && options.includes(chosen);
}

function chosenOption(options: string[], chosen: string | null, what: "size" | "color"): string | null {
  if (options.length === 0) {
    if (chosen) throw ValidationError.field(what, `This product does not come in different ${what}s`);
    return null;
  }
  if (!chosen) throw ValidationError.field(what, `Please select a ${what}`);
  const own = options.find((o) => o.toLowerCase() === chosen.trim().toLowerCase());
  if (!own) throw ValidationError.field(what, `This product is not available in ${what} ${chosen}`);
  return own;
}
