import { type DataSource, type EntityManager } from "typeorm";
import { NotFoundError, ValidationError } from "../../common/errors";
import { isUuid } from "../../common/uuid";
import { type Product, unitPricePaise } from "../product/product.entity";
import { type ProductVariant, variantPrices } from "../product/product-variant.entity";
import { type ProductAvailabilityService } from "../product/product-availability.service";
import { type BagCouponJudge } from "./bag-coupon";
import { Cart } from "./cart.entity";
import { type ShopSettingsService } from "../settings/shop-settings.service";
import { CartLine } from "./cart-line.entity";
import { type CartOwner, MAX_LINE_QUANTITY } from "./cart-owner";
import { issueGuestId, validGuestId } from "./guest-id";
import { PricedCart, PricedCartLine } from "./cart.types";
import { PriceBreakdown } from "./price-breakdown";
import { priceBag, type PriceRules } from "./pricing";

/** Guest bags nobody touched for this long are deleted by the housekeeping sweep. */
const ABANDONED_GUEST_CART_DAYS = 30;

export interface NewCartLine {
  productId: string;
  /** The variant, when the client knows it; else it is found by size and color. */
  variantId?: string | null;
  size?: string | null;
  color?: string | null;
  quantity: number;
  giftWrap?: boolean;
}

/** A line of a bag: by its id, or by product, size and color as the REST API names lines. */
export type CartLineRef = { lineId: string } | { productId: string; size?: string | null; color?: string | null };

/**
 * Shoppers' bags. Every change locks the bag's row first, so two tabs changing one bag at once
 * apply one after the other. Prices are never stored in a bag: it is priced from the catalog
 * each time it is shown.
 */
export class CartService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: ProductAvailabilityService,
    private readonly settings: ShopSettingsService,
    /** The coupon domain's rules, judging the bag's coupon each time it is priced. */
    private readonly coupons: BagCouponJudge,
  ) {}

  /**
   * The bag priced now, with its coupon when it still works. A coupon that stopped working
   * (expired, used up, the bag below its minimum) is taken off the bag here, with a notice saying
   * why that stays until the shopper dismisses it: never silently.
   */
  async getCart(owner: CartOwner, tx: EntityManager = this.dataSource.manager, alreadyRead?: CatalogRows): Promise<PricedCart> {
    const cart = await tx
      .getRepository(Cart)
      .createQueryBuilder("c")
      .leftJoinAndSelect("c.lines", "l")
      .where(ownerCondition(owner), ownerParams(owner))
      .orderBy("l.createdAt", "ASC")
      .addOrderBy("l.id", "ASC")
      .getOne();
    const priced = await this.price(cart?.lines ?? [], tx, alreadyRead);
    if (!cart) return priced;
    priced.couponNotice = cart.couponNotice;
    // An empty bag keeps its coupon unjudged: the shopper is between items, not below a minimum.
    if (cart.couponCode && priced.lines.length === 0) priced.couponCode = cart.couponCode;
    else if (cart.couponCode) {
      const judged = await this.judgeSafely(cart.couponCode, priced.lines, "userId" in owner ? owner.userId : null, priced.rules, tx);
      if (judged.refusal === null) {
        priced.couponCode = cart.couponCode;
        priced.totals = PriceBreakdown.of(judged.totals);
      } else {
        priced.couponNotice = `Coupon ${cart.couponCode} was removed: ${judged.refusal.message}`;
        // Conditional: a shopper who applied another code meanwhile keeps it.
        await tx.query(`UPDATE carts SET coupon_code = NULL, coupon_notice = $3 WHERE id = $1 AND coupon_code = $2`, [
          cart.id,
          cart.couponCode,
          priced.couponNotice,
        ]);
      }
    }
    return priced;
  }

  /**
   * A new, empty bag for a guest, with the opaque id that is from now on the only key to it. The
   * row is made at once, so the id names a bag the shop issued.
   */
  async createGuestCart(): Promise<{ guestId: string; cart: PricedCart }> {
    const guestId = issueGuestId();
    await this.dataSource.query(`INSERT INTO carts (guest_id) VALUES ($1)`, [guestId]);
    return { guestId, cart: await this.getCart({ guestId }) };
  }

  /** Keeps a coupon with the bag, refused (nothing kept) with the reason when it does not work on it. */
  async applyCoupon(owner: CartOwner, code: string): Promise<PricedCart> {
    return this.dataSource.transaction(async (tx) => {
      const cartId = await lockCart(tx, owner);
      const bag = await this.getCart(owner, tx);
      const normalized = code.trim().toUpperCase();
      const judged = await this.coupons.judge(normalized, bag.lines, "userId" in owner ? owner.userId : null, bag.rules, tx);
      if (judged.refusal !== null) throw ValidationError.refusing("code", judged.refusal);
      await tx.getRepository(Cart).update(cartId, { couponCode: normalized, couponNotice: null });
      return this.getCart(owner, tx);
    });
  }

  /** Takes the coupon off the bag, and clears a notice about one that was taken off. */
  async removeCoupon(owner: CartOwner): Promise<PricedCart> {
    return this.dataSource.transaction(async (tx) => {
      const cartId = await lockCart(tx, owner);
      await tx.getRepository(Cart).update(cartId, { couponCode: null, couponNotice: null });
      return this.getCart(owner, tx);
    });
  }

  /**
   * Adds a variant of a product, or more of it when the bag already has it: one upsert, which
   * writes nothing when the sum would pass the most a line may hold; the stock check comes after
   * it, and its refusal rolls the line back. The product and variant read here price the bag too.
   */
  async addLine(owner: CartOwner, input: NewCartLine): Promise<PricedCart> {
    assertQuantity(input.quantity);
    return this.dataSource.transaction(async (tx) => {
      const cartId = await lockCart(tx, owner);
      const { product, variant } = await this.chosenVariant(tx, input);
      const [added]: { quantity: number }[] = await tx.query(
        `INSERT INTO cart_lines (cart_id, product_id, variant_id, size, color, quantity, gift_wrap)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (cart_id, product_id, size, color) DO UPDATE
           SET quantity = cart_lines.quantity + EXCLUDED.quantity, gift_wrap = cart_lines.gift_wrap OR EXCLUDED.gift_wrap
           WHERE cart_lines.quantity + EXCLUDED.quantity <= $8
         RETURNING quantity`,
        [
          cartId,
          input.productId,
          variant.id,
          variant.size ?? "",
          variant.color ?? "",
          input.quantity,
          Boolean(input.giftWrap),
          MAX_LINE_QUANTITY,
        ],
      );
      if (!added) {
        throw ValidationError.field("quantity", `You can have at most ${MAX_LINE_QUANTITY} of an item in your bag`, "BAG_QUANTITY_LIMIT", {
          limit: MAX_LINE_QUANTITY,
        });
      }
      this.products.assertInStock(product, variant, added.quantity);
      return this.getCart(owner, tx, { products: [product], variants: [variant] });
    });
  }

  /**
   * Sets a line's quantity or gift wrap. Raising the quantity is checked against stock; lowering
   * it always works, even when the product has since run out.
   */
  async updateLine(
    owner: CartOwner,
    ref: CartLineRef,
    changes: { quantity?: number | null; giftWrap?: boolean | null },
  ): Promise<PricedCart> {
    if (changes.quantity != null) assertQuantity(changes.quantity);
    return this.dataSource.transaction(async (tx) => {
      const cartId = await lockCart(tx, owner);
      const line = await findLine(tx, cartId, ref);
      if (!line) throw new NotFoundError("Cart item");
      const update: Partial<CartLine> = {};
      if (changes.quantity != null && changes.quantity !== line.quantity) {
        if (changes.quantity > line.quantity) {
          const product = (await this.products.findByIds([line.productId], tx)).get(line.productId);
          const variant = this.products.variantOf(
            product,
            await this.products.variantsOf(line.productId, tx),
            nullIfEmpty(line.size),
            nullIfEmpty(line.color),
          );
          this.products.assertInStock(product!, variant, changes.quantity);
        }
        update.quantity = changes.quantity;
      }
      if (changes.giftWrap != null) update.giftWrap = changes.giftWrap;
      if (Object.keys(update).length > 0) await tx.getRepository(CartLine).update(line.id, update);
      return this.getCart(owner, tx);
    });
  }

  /** Removes a line; removing one that is already gone is not an error. */
  async removeLine(owner: CartOwner, ref: CartLineRef): Promise<PricedCart> {
    return this.dataSource.transaction(async (tx) => {
      const cartId = await lockCart(tx, owner);
      const line = await findLine(tx, cartId, ref);
      if (line) await tx.getRepository(CartLine).delete(line.id);
      return this.getCart(owner, tx);
    });
  }

  async clear(owner: CartOwner): Promise<PricedCart> {
    return this.dataSource.transaction(async (tx) => {
      const cartId = await lockCart(tx, owner);
      await tx.getRepository(CartLine).delete({ cartId });
      return this.getCart(owner, tx);
    });
  }

  /** Empties the customer's bag, lines and coupon, inside the transaction that placed their order: one statement. */
  async emptyAfterOrder(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(
      `WITH lines AS (DELETE FROM cart_lines WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $1))
       UPDATE carts SET coupon_code = NULL, coupon_notice = NULL WHERE user_id = $1`,
      [userId],
    );
  }

  /**
   * Moves a guest's bag into the signed-in customer's after login: lines of the same product,
   * size and color add up (at most 999), gift wrap stays if either asked for it, the guest's
   * coupon comes along unless the customer's bag has one, and the guest bag is deleted.
   */
  async mergeGuestCart(userId: string, guestId: string): Promise<PricedCart> {
    validGuestId(guestId);
    return this.dataSource.transaction(async (tx) => {
      const userCartId = await lockCart(tx, { userId });
      const [guestCart] = await tx.query(`SELECT id, coupon_code FROM carts WHERE guest_id = $1 FOR UPDATE`, [guestId]);
      if (guestCart) {
        await tx.query(
          `INSERT INTO cart_lines (cart_id, product_id, variant_id, size, color, quantity, gift_wrap, created_at)
           SELECT $1, product_id, variant_id, size, color, LEAST(quantity, $3), gift_wrap, created_at FROM cart_lines WHERE cart_id = $2
           ON CONFLICT (cart_id, product_id, size, color) DO UPDATE
             SET quantity = LEAST(cart_lines.quantity + EXCLUDED.quantity, $3),
                 gift_wrap = cart_lines.gift_wrap OR EXCLUDED.gift_wrap`,
          [userCartId, guestCart.id, MAX_LINE_QUANTITY],
        );
        await tx.query(`UPDATE carts SET coupon_code = COALESCE(coupon_code, $2) WHERE id = $1`, [userCartId, guestCart.coupon_code]);
        await tx.query(`DELETE FROM carts WHERE id = $1`, [guestCart.id]);
      }
      return this.getCart({ userId }, tx);
    });
  }

  /**
   * The customer's bag for a checkout, priced now, with the bag locked until the caller's
   * transaction ends: checkouts of one customer run one at a time and see each other's results.
   */
  async lockForCheckout(tx: EntityManager, userId: string): Promise<PricedCart> {
    await lockCart(tx, { userId });
    return this.getCart({ userId }, tx);
  }

  /** Deletes guest bags nobody has touched for a month; returns how many. */
  async deleteAbandonedGuestCarts(): Promise<number> {
    const [, deleted] = await this.dataSource.query(
      `DELETE FROM carts WHERE guest_id IS NOT NULL AND updated_at < now() - make_interval(days => $1)`,
      [ABANDONED_GUEST_CART_DAYS],
    );
    return Number(deleted ?? 0);
  }

  /** The product and variant a new line asks for, by the variant's id or by size and color. */
  private async chosenVariant(tx: EntityManager, input: NewCartLine): Promise<{ product: Product; variant: ProductVariant }> {
    const product = (await this.products.findByIds([input.productId], tx)).get(input.productId);
    const variants = await this.products.variantsOf(input.productId, tx);
    if (input.variantId) {
      const variant = variants.find((v) => v.id === input.variantId);
      if (!product || !product.isPublished) throw new NotFoundError("Product");
      if (!variant) throw ValidationError.field("variantId", "This size and colour is not available");
      return { product, variant };
    }
    const variant = this.products.variantOf(product, variants, input.size?.trim() || null, input.color?.trim() || null);
    return { product: product!, variant };
  }

  /** A coupon deleted since it was applied is a refusal like any other, not an error. */
  private async judgeSafely(code: string, lines: PricedCartLine[], userId: string | null, rules: PriceRules, tx: EntityManager) {
    try {
      return await this.coupons.judge(code, lines, userId, rules, tx);
    } catch (err) {
      if (err instanceof ValidationError) return { totals: null, refusal: err.refusal };
      throw err;
    }
  }

  /** Prices the lines from the catalog now; rows this transaction has just read are not read again. */
  private async price(
    lines: CartLine[],
    tx: EntityManager,
    alreadyRead: CatalogRows = { products: [], variants: [] },
  ): Promise<PricedCart> {
    const products = new Map(alreadyRead.products.map((p) => [p.id, p]));
    const variants = new Map(alreadyRead.variants.map((v) => [v.id, v]));
    const [moreProducts, moreVariants] = await Promise.all([
      this.products.findByIds(
        lines.map((l) => l.productId).filter((id) => !products.has(id)),
        tx,
      ),
      this.products.findVariants(
        lines.map((l) => l.variantId).filter((id) => !variants.has(id)),
        tx,
      ),
    ]);
    for (const [id, product] of moreProducts) products.set(id, product);
    for (const [id, variant] of moreVariants) variants.set(id, variant);
    const priced = lines.flatMap((line) => {
      const product = products.get(line.productId);
      const variant = variants.get(line.variantId);
      return product && variant ? [this.pricedLine(line, product, variant)] : [];
    });
    const rules = await this.settings.policies(tx);
    return Object.assign(new PricedCart(), { lines: priced, totals: PriceBreakdown.of(priceBag(priced, rules)), rules });
  }

  private pricedLine(line: CartLine, product: Product, variant: ProductVariant): PricedCartLine {
    return Object.assign(new PricedCartLine(), {
      id: line.id,
      productId: product.id,
      variantId: variant.id,
      sku: variant.sku,
      product,
      name: product.name,
      slug: product.slug,
      image: variant.images[0] ?? product.images[0] ?? null,
      size: variant.size,
      color: variant.color,
      quantity: line.quantity,
      inStock: variant.countInStock,
      giftWrap: line.giftWrap,
      unitPricePaise: unitPricePaise(variantPrices(product, variant)),
      lineProblem: this.products.problemWith(product, variant, line.quantity),
    });
  }
}

/** Catalogue rows a bag operation has already read in its transaction, to price the bag with. */
interface CatalogRows {
  products: Product[];
  variants: ProductVariant[];
}

/** Finds or creates the owner's bag and locks its row until the transaction ends. */
async function lockCart(tx: EntityManager, owner: CartOwner): Promise<string> {
  const [column, value] = "userId" in owner ? ["user_id", owner.userId] : ["guest_id", owner.guestId];
  const [row] = await tx.query(
    `INSERT INTO carts (${column}) VALUES ($1)
     ON CONFLICT (${column}) DO UPDATE SET updated_at = now()
     RETURNING id`,
    [value],
  );
  return row.id;
}

async function findLine(tx: EntityManager, cartId: string, ref: CartLineRef): Promise<CartLine | null> {
  const lines = tx.getRepository(CartLine);
  // A malformed id names no line (rather than failing the uuid column).
  if ("lineId" in ref) return isUuid(ref.lineId) ? lines.findOneBy({ cartId, id: ref.lineId }) : null;
  if (!isUuid(ref.productId)) return null;
  return lines.findOneBy({ cartId, productId: ref.productId, size: ref.size?.trim() ?? "", color: ref.color?.trim() ?? "" });
}

const ownerCondition = (owner: CartOwner) => ("userId" in owner ? "c.userId = :userId" : "c.guestId = :guestId");
const ownerParams = (owner: CartOwner) => ({ ...owner });
const nullIfEmpty = (s: string) => (s === "" ? null : s);

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1) throw ValidationError.field("quantity", "Quantity must be at least 1");
  if (quantity > MAX_LINE_QUANTITY) throw ValidationError.field("quantity", `Quantity cannot be more than ${MAX_LINE_QUANTITY}`);
}
