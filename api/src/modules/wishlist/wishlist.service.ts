import { type DataSource } from "typeorm";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { isUuid } from "../../common/uuid";
import { VISIBLE_TO_SHOPPERS } from "../product/product-selection";
import type { AuthService } from "../auth/auth.service";
import { WishlistItem } from "./wishlist-item.entity";

/** A wishlist is for keeping, not a catalogue copy: a bound so one account cannot fill a table. */
export const MAX_WISHLIST_ITEMS = 200;

/** Signed-in customers' wishlists; every method reads and writes only the given customer's. */
export class WishlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AuthService,
  ) {}

  /** Newest first, with the products in the same query; products shoppers cannot see now are left out. */
  async wishlist(userId: string): Promise<WishlistItem[]> {
    return this.dataSource
      .getRepository(WishlistItem)
      .createQueryBuilder("w")
      .innerJoinAndSelect("w.product", "p", VISIBLE_TO_SHOPPERS)
      .where("w.user_id = :userId", { userId })
      .orderBy("w.added_at", "DESC")
      .addOrderBy("p.id")
      .getMany();
  }

  /** Adds a product shoppers can see; adding it twice keeps the first date. */
  async addToWishlist(userId: string, productId: string): Promise<WishlistItem[]> {
    const [added] = await this.keep(userId, [productId]);
    if (!added) throw new NotFoundError("Product");
    return this.wishlist(userId);
  }

  async removeFromWishlist(userId: string, productId: string): Promise<WishlistItem[]> {
    if (isUuid(productId)) await this.dataSource.getRepository(WishlistItem).delete({ userId, productId });
    return this.wishlist(userId);
  }

  /**
   * The wishlist a guest kept in their browser (newest first), added to their account's when they sign in.
   * Products that no longer exist or are hidden are dropped; ones already there stay as they were.
   */
  async mergeGuestWishlist(userId: string, productIds: string[]): Promise<WishlistItem[]> {
    if (productIds.length > MAX_WISHLIST_ITEMS) {
      throw ValidationError.field("productIds", `A wishlist holds at most ${MAX_WISHLIST_ITEMS} products`);
    }
    await this.keep(userId, productIds.filter(isUuid));
    return this.wishlist(userId);
  }

  /**
   * Inserts the visible products among `productIds`, in one statement under a lock of the
   * customer's row (so two tabs cannot pass the bound together). The ids come newest first, as the
   * browser keeps them, and are dated in that order. Answers, per id, whether it is on the wishlist now.
   */
  private async keep(userId: string, productIds: string[]): Promise<boolean[]> {
    if (productIds.length === 0) return [];
    if (!productIds.every(isUuid)) return productIds.map(() => false);
    return this.dataSource.transaction(async (tx) => {
      await this.accounts.lockForUpdate(tx, userId);
      const [{ count }] = await tx.query(`SELECT count(*)::int AS count FROM wishlist_items WHERE user_id = $1`, [userId]);
      const rows: { product_id: string }[] = await tx.query(
        `INSERT INTO wishlist_items (user_id, product_id, added_at)
         SELECT $1, p.id, now() - (wanted.position * interval '1 microsecond')
           FROM unnest($2::uuid[]) WITH ORDINALITY AS wanted(id, position)
           JOIN products p ON p.id = wanted.id
          WHERE ${VISIBLE_TO_SHOPPERS}
         ON CONFLICT (user_id, product_id) DO NOTHING
         RETURNING product_id`,
        [userId, productIds],
      );
      if (count + rows.length > MAX_WISHLIST_ITEMS) {
        throw new ConflictError("WISHLIST_FULL", `A wishlist holds at most ${MAX_WISHLIST_ITEMS} products: remove some first`, {
          limit: MAX_WISHLIST_ITEMS,
        });
      }
      const kept: { product_id: string }[] = await tx.query(
        `SELECT product_id FROM wishlist_items WHERE user_id = $1 AND product_id = ANY($2::uuid[])`,
        [userId, productIds],
      );
      const ids = new Set(kept.map((r) => r.product_id));
      return productIds.map((id) => ids.has(id));
    });
  }
}
