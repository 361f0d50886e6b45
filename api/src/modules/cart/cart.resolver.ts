import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, UseMiddleware } from "type-graphql";
import { COUPON_REFUSALS, SIGNED_IN, raising } from "../../common/errors/raises";
import { RateLimited } from "../../common/rate-limited";
import { requireViewer } from "../../common/current-viewer";
import { RequestContext } from "../../common/context";
import { cartOwner, CartOwner } from "./cart-owner";
import { GUEST_ID_FORMAT } from "./guest-id";
import { AddToCartInput, GuestCart, PricedCart, UpdateCartLineInput } from "./cart.types";

const GUEST_ID_ARG = { nullable: true, description: `The guest's id when nobody is signed in: ${GUEST_ID_FORMAT}` } as const;

@Resolver()
export class CartResolver {
  @Query(() => PricedCart, {
    description: raising("The signed-in customer's bag, or the guest's bag by guestId", "BAD_USER_INPUT", "INVALID_GUEST_ID"),
  })
  async cart(@Ctx() ctx: RequestContext, @Arg("guestId", () => String, GUEST_ID_ARG) guestId?: string | null): Promise<PricedCart> {
    return ctx.services.cart.getCart(ownerOf(ctx, guestId));
  }

  @UseMiddleware(RateLimited("guestCart"))
  @Mutation(() => GuestCart, {
    description: raising(
      "Starts a guest's bag and issues its opaque id (`guestId`), for a shopper who is not signed in: pass it as `guestId` to the other bag operations",
      "BAD_USER_INPUT",
    ),
  })
  async createCart(@Ctx() ctx: RequestContext): Promise<GuestCart> {
    return ctx.services.cart.createGuestCart();
  }

  @UseMiddleware(RateLimited("guestCart"))
  @Mutation(() => PricedCart, {
    description: raising(
      "Puts a product in the bag (or more of it); refuses unpublished or out-of-stock products, sizes and colors the product lacks, and more than the stock",
      "BAG_QUANTITY_LIMIT",
      "BAD_USER_INPUT",
      "NOT_FOUND",
      "OUT_OF_STOCK",
      "PRODUCT_UNAVAILABLE",
      "INVALID_GUEST_ID",
    ),
  })
  async addToCart(
    @Arg("input", { description: "The product, its size and colour, the quantity, and the guest's id if nobody is signed in" })
    input: AddToCartInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PricedCart> {
    return ctx.services.cart.addLine(ownerOf(ctx, input.guestId), input);
  }

  @UseMiddleware(RateLimited("guestCart"))
  @Mutation(() => PricedCart, {
    description: raising(
      "Changes a line's quantity (1-999) or gift wrap",
      "NOT_FOUND",
      "BAD_USER_INPUT",
      "OUT_OF_STOCK",
      "PRODUCT_UNAVAILABLE",
      "INVALID_GUEST_ID",
      "BAG_QUANTITY_LIMIT",
    ),
  })
  async updateCartLine(
    @Arg("input", { description: "The line and its new quantity or gift wrap" }) input: UpdateCartLineInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PricedCart> {
    return ctx.services.cart.updateLine(ownerOf(ctx, input.guestId), { lineId: input.lineId }, input);
  }

  @UseMiddleware(RateLimited("guestCart"))
  @Mutation(() => PricedCart, { description: raising("Removes a line from the bag", "BAD_USER_INPUT", "INVALID_GUEST_ID") })
  async removeFromCart(
    @Arg("lineId", () => ID, { description: "The bag line to remove" }) lineId: string,
    @Ctx() ctx: RequestContext,
    @Arg("guestId", () => String, GUEST_ID_ARG) guestId?: string | null,
  ): Promise<PricedCart> {
    return ctx.services.cart.removeLine(ownerOf(ctx, guestId), { lineId });
  }

  @UseMiddleware(RateLimited("guestCart"))
  @Mutation(() => PricedCart, { description: raising("Empties the bag", "BAD_USER_INPUT", "INVALID_GUEST_ID") })
  async clearCart(@Ctx() ctx: RequestContext, @Arg("guestId", () => String, GUEST_ID_ARG) guestId?: string | null): Promise<PricedCart> {
    return ctx.services.cart.clear(ownerOf(ctx, guestId));
  }

  @UseMiddleware(RateLimited("guestCart"))
  @Mutation(() => PricedCart, {
    description: raising(
      "Keeps a coupon with the bag (its discount is then in the bag's totals until it stops working). Errors on `code`: 'Invalid coupon code' and each rule's refusal ('This coupon needs an order of at least Rs. 999.00', ...)",
      "BAD_USER_INPUT",
      "INVALID_GUEST_ID",
      COUPON_REFUSALS,
    ),
  })
  async applyCoupon(
    @Arg("code", { description: "The coupon code as the shopper typed it" }) code: string,
    @Ctx() ctx: RequestContext,
    @Arg("guestId", () => String, GUEST_ID_ARG) guestId?: string | null,
  ): Promise<PricedCart> {
    return ctx.services.cart.applyCoupon(ownerOf(ctx, guestId), code);
  }

  @UseMiddleware(RateLimited("guestCart"))
  @Mutation(() => PricedCart, {
    description: raising(
      "Takes the coupon off the bag, and dismisses the notice about one that was taken off",
      "BAD_USER_INPUT",
      "INVALID_GUEST_ID",
    ),
  })
  async removeCoupon(@Ctx() ctx: RequestContext, @Arg("guestId", () => String, GUEST_ID_ARG) guestId?: string | null): Promise<PricedCart> {
    return ctx.services.cart.removeCoupon(ownerOf(ctx, guestId));
  }

  @Authorized()
  @Mutation(() => PricedCart, {
    description: raising(
      "After login: moves the guest's bag into the customer's (same product, size and color add up, at most 999) and deletes the guest bag",
      SIGNED_IN,
      "BAD_USER_INPUT",
      "INVALID_GUEST_ID",
    ),
  })
  async mergeGuestCart(
    @Arg("guestId", { description: `The guest bag's id (createCart's guestId): ${GUEST_ID_FORMAT}` }) guestId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PricedCart> {
    return ctx.services.cart.mergeGuestCart(requireViewer(ctx).userId, guestId);
  }
}

const ownerOf = (ctx: RequestContext, guestId: string | null | undefined): CartOwner => cartOwner(ctx.viewer, guestId, ctx.tokenProblem);
