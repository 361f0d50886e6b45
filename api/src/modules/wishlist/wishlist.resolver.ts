import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { SIGNED_IN, raising } from "../../common/errors/raises";
import { requireViewer } from "../../common/current-viewer";
import { RequestContext } from "../../common/context";
import { WishlistItem } from "./wishlist-item.entity";
import { MAX_WISHLIST_ITEMS } from "./wishlist.service";

@Resolver()
export class WishlistResolver {
  @Authorized()
  @Query(() => [WishlistItem], {
    description: raising(
      `The signed-in customer's wishlist, newest first (products shoppers can see). A plain list: a wishlist holds at most ${MAX_WISHLIST_ITEMS} products (WISHLIST_FULL)`,
      SIGNED_IN,
    ),
  })
  async wishlist(@Ctx() ctx: RequestContext): Promise<WishlistItem[]> {
    return ctx.services.wishlist.wishlist(requireViewer(ctx).userId);
  }

  @Authorized()
  @Mutation(() => [WishlistItem], {
    description: raising(
      "Adds a product to the signed-in customer's wishlist; answers the wishlist",
      SIGNED_IN,
      "NOT_FOUND",
      "WISHLIST_FULL",
    ),
  })
  async addToWishlist(
    @Arg("productId", () => ID, { description: "A product shoppers can see" }) productId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<WishlistItem[]> {
    return ctx.services.wishlist.addToWishlist(requireViewer(ctx).userId, productId);
  }

  @Authorized()
  @Mutation(() => [WishlistItem], {
    description: raising("Takes a product off the signed-in customer's wishlist; answers the wishlist", SIGNED_IN),
  })
  async removeFromWishlist(
    @Arg("productId", () => ID, { description: "A product on the wishlist" }) productId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<WishlistItem[]> {
    return ctx.services.wishlist.removeFromWishlist(requireViewer(ctx).userId, productId);
  }

  @Authorized()
  @Mutation(() => [WishlistItem], {
    description: raising(
      "Adds the products a guest kept in the browser (newest first) to the wishlist of the account they signed in to",
      SIGNED_IN,
      "BAD_USER_INPUT",
      "WISHLIST_FULL",
    ),
  })
  async mergeGuestWishlist(
    @Arg("productIds", () => [ID], { description: "The browser's wishlist, newest first (at most 200)" }) productIds: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<WishlistItem[]> {
    return ctx.services.wishlist.mergeGuestWishlist(requireViewer(ctx).userId, productIds);
  }
}
