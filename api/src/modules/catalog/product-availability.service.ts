import { DataSource, EntityManager, In } from "typeorm";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { Product } from "./product.entity";

/** A number of units of one product, as a bag, a checkout or an order asks for them. */
export interface ProductQuantity {
  productId: string;
  quantity: number;
}

/** A bag line as the catalog judges it: which product, in which size and color, how many. */
export interface WantedLine extends ProductQuantity {
  size: string | null;
  color: string | null;
}

/**
 * The catalog as the cart, checkout and order domains see it: can this be bought, and the stock
 * and sales counters that buying, failing to pay and cancelling move. Stock changes run inside
 * the caller's transaction so that they commit or roll back with the checkout or order.
 */
export class ProductAvailabilityService {
  constructor(private readonly dataSource: DataSource) {}

  /** Products by id, published or not; ids of deleted products are simply absent. */
  async findByIds(ids: readonly string[], tx: EntityManager = this.dataSource.manager): Promise<Map<string, Product>> {
    if (ids.length === 0) return new Map();
    const products = await tx.getRepository(Product).findBy({ id: In([...new Set(ids)]) });
    return new Map(products.map((p) => [p.id, p]));
  }

  /** The category of each product (deleted products are absent): what their GST rate depends on. */
  async categoriesOf(ids: readonly string[], tx: EntityManager = this.dataSource.manager): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows: { id: string; category_id: string }[] = await tx.query(`SELECT id, category_id FROM products WHERE id = ANY($1)`, [[...new Set(ids)]]);
    return new Map(rows.map((r) => [r.id, r.category_id]));
  }

  /**
   * The product's own spelling of a chosen size and color, or the error that says why it cannot
   * go in a bag: unknown or unpublished product, or a size or color it does not come in.
   */
  variantOf(product: Product | undefined, size: string | null, color: string | null): { size: string | null; color: string | null } {
    if (!product || !product.isPublished) throw new NotFoundError("Product");
    return { size: chosenOption(product.sizes, size, "size"), color: chosenOption(product.colors, color, "color") };
  }

  /** Refuses a bag quantity the stock cannot cover, saying how many are left. */
  assertInStock(product: Product, quantity: number): void {
    const problem = stockProblem(product, quantity);
    if (problem) throw new ConflictError(problem);
  }

  /**
   * What stops a line already in a bag from being bought now, in the shopper's words, or null.
   * The catalog may have changed since the line was added.
   */
  problemWith(product: Product | undefined, line: Omit<WantedLine, "productId">): string | null {
    if (!product || !product.isPublished) return NO_LONGER_AVAILABLE;
    if (!offers(product.sizes, line.size)) return `Size ${line.size ?? "(none)"} is no longer available`;
    if (!offers(product.colors, line.color)) return `Color ${line.color ?? "(none)"} is no longer available`;
    return stockProblem(product, line.quantity);
  }

  /**
   * Takes stock for every line, all or nothing: each product's row is decremented only if it
   * still has enough (`count_in_stock >= qty` in the same statement, so concurrent checkouts
   * queue on the row and can never oversell). Throws a ConflictError naming the first product
   * that ran out; the caller's transaction then rolls back whatever was already taken.
   */
  async takeStock(tx: EntityManager, lines: ProductQuantity[]): Promise<void> {
    for (const { productId, quantity } of perProduct(lines)) {
      // UPDATE through query() resolves to [rows, affected row count].
      const [, taken] = await tx.query(
        `UPDATE products SET count_in_stock = count_in_stock - $2
          WHERE id = $1 AND is_published AND count_in_stock >= $2`,
        [productId, quantity],
      );
      if (taken === 0) throw await this.whyNotInStock(tx, productId);
    }
  }

  /** Puts stock back for lines whose checkout failed or expired, or whose order was cancelled. */
  async giveBackStock(tx: EntityManager, lines: ProductQuantity[]): Promise<void> {
    for (const { productId, quantity } of perProduct(lines)) {
      await tx.query(`UPDATE products SET count_in_stock = count_in_stock + $2 WHERE id = $1`, [productId, quantity]);
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
  async productCount(): Promise<number> {
    return this.dataSource.getRepository(Product).count();
  }

  /** "Name: Only 2 left in stock", for a product whose conditional stock update matched no row. */
  private async whyNotInStock(tx: EntityManager, productId: string): Promise<ConflictError> {
    const product = await tx.getRepository(Product).findOneBy({ id: productId });
    const problem = !product || !product.isPublished ? NO_LONGER_AVAILABLE : (stockProblem(product, Infinity) ?? "Out of stock");
    return new ConflictError(`${product?.name ?? "A product in your bag"}: ${problem}`);
  }
}

const NO_LONGER_AVAILABLE = "This product is no longer available";

function stockProblem(product: Product, quantity: number): string | null {
  if (product.countInStock <= 0) return "Out of stock";
  if (quantity > product.countInStock) return `Only ${product.countInStock} left in stock`;
  return null;
}

/**
 * One entry per product with the quantities summed (two sizes of one bag share its stock), in id
 * order: every transaction locks product rows in the same order, so two checkouts of the same
 * products wait for each other instead of deadlocking.
 */
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
