import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { AS_ADMIN, COUPON_REFUSALS, SIGNED_IN, raising } from "../../common/errors/raises";
import { Deleted } from "../../common/deleted";
import { foundOrNull } from "../../common/found-or-null";
import { requireViewer } from "../../common/current-viewer";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { ConnectionArgs, connect, pagedComplexity, lookupComplexity } from "../../common/pagination";
import { Coupon } from "./coupon.entity";
import { CouponCheck, CouponInput, CouponConnection, UpdateCouponInput, CouponUsage } from "./coupon.types";

@Resolver(() => Coupon)
export class CouponResolver {
  @Requires(Permission.MANAGE_PROMOTIONS)
  @FieldResolver(() => CouponUsage, { description: "Admin: the orders that used this coupon, their revenue and the discount given" })
  async usage(@Root() coupon: Coupon, @Ctx() ctx: RequestContext): Promise<CouponUsage> {
    return ctx.loaders.couponUsageByCouponId.load(coupon.id);
  }

  @Authorized()
  @Query(() => CouponCheck, {
    description: raising(
      "Whether a code works now and what it would take off the signed-in customer's bag. A refusal's message says why: 'Please enter a coupon code', 'Invalid coupon code', and each rule's own refusal ('This coupon has expired', 'This coupon needs an order of at least Rs. 999.00', 'You have already used this coupon', ...)",
      SIGNED_IN,
      "BAD_USER_INPUT",
      "NOT_FOUND",
      COUPON_REFUSALS,
    ),
  })
  async checkCoupon(
    @Arg("code", { description: "The coupon code as the shopper typed it" }) code: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CouponCheck> {
    return ctx.services.couponChecks.check(requireViewer(ctx).userId, code);
  }

  @Requires(Permission.MANAGE_PROMOTIONS)
  @Query(() => CouponConnection, {
    description: raising("Admin: coupons, newest first", AS_ADMIN, "BAD_USER_INPUT"),
    complexity: pagedComplexity,
  })
  async coupons(@Ctx() ctx: RequestContext, @Args() paging: ConnectionArgs): Promise<CouponConnection> {
    return connect(paging, (window) => ctx.services.coupon.list(window));
  }

  @Requires(Permission.MANAGE_PROMOTIONS)
  @Query(() => Coupon, {
    nullable: true,
    description: raising("Admin: one coupon, for the edit form; null when there is no such coupon", AS_ADMIN),
    complexity: lookupComplexity,
  })
  async coupon(@Arg("id", () => ID, { description: "The coupon's id" }) id: string, @Ctx() ctx: RequestContext): Promise<Coupon | null> {
    return foundOrNull(ctx.services.coupon.get(id));
  }

  @Requires(Permission.MANAGE_PROMOTIONS)
  @Mutation(() => Coupon, { description: raising("Admin: adds a coupon", AS_ADMIN, "BAD_USER_INPUT", "NOT_FOUND") })
  async createCoupon(
    @Arg("input", { description: "The coupon's code, discount and rules" }) input: CouponInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Coupon> {
    return ctx.services.coupon.create(input);
  }

  @Requires(Permission.MANAGE_PROMOTIONS)
  @Mutation(() => Coupon, {
    description: raising(
      "Admin: changes the coupon's fields that are sent; the others stay as they are",
      AS_ADMIN,
      "NOT_FOUND",
      "BAD_USER_INPUT",
    ),
  })
  async updateCoupon(
    @Arg("id", () => ID, { description: "The coupon to change" }) id: string,
    @Arg("input", { description: "The fields to change" }) input: UpdateCouponInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Coupon> {
    return ctx.services.coupon.update(id, input);
  }

  @Requires(Permission.MANAGE_PROMOTIONS)
  @Mutation(() => Deleted, {
    description: raising("Admin: deletes a coupon; orders that used it keep its code and discount", AS_ADMIN, "NOT_FOUND"),
  })
  async deleteCoupon(
    @Arg("id", () => ID, { description: "The coupon to delete" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Deleted> {
    await ctx.services.coupon.delete(id);
    return { id };
  }
}
