import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { requireViewer } from "../../common/auth/current-viewer";
import { ADMIN } from "../../common/auth/roles";
import { RequestContext } from "../../common/context";
import { PageInput, pagedComplexity, lookupComplexity } from "../../common/pagination";
import { Coupon } from "./coupon.entity";
import { CouponCheck, CouponInput, CouponPage, CouponUsage } from "./coupon.types";

@Resolver(() => Coupon)
export class CouponResolver {
  @Authorized(ADMIN)
  @FieldResolver(() => CouponUsage, { description: "Admin: the orders that used this coupon, their revenue and the discount given" })
  async usage(@Root() coupon: Coupon, @Ctx() ctx: RequestContext): Promise<CouponUsage> {
    return ctx.loaders.couponUsageByCouponId.load(coupon.id);
  }

  @Authorized()
  @Query(() => CouponCheck, {
    description: "Whether a code works now and what it would take off the signed-in customer's bag. Errors: 'Please enter a coupon code', 'Invalid coupon code', and each rule's own refusal ('This coupon has expired', 'This coupon needs an order of at least Rs. 999.00', 'You have already used this coupon', ...)",
  })
  async checkCoupon(@Arg("code") code: string, @Ctx() ctx: RequestContext): Promise<CouponCheck> {
    return ctx.services.coupon.check(requireViewer(ctx).userId, code);
  }

  @Authorized(ADMIN)
  @Query(() => CouponPage, { description: "Admin: coupons, newest first", complexity: pagedComplexity })
  async coupons(@Ctx() ctx: RequestContext, @Arg("page", () => PageInput, { nullable: true }) page?: PageInput | null): Promise<CouponPage> {
    return ctx.services.coupon.list(page ?? undefined);
  }

  @Authorized(ADMIN)
  @Query(() => Coupon, { description: "Admin: one coupon, for the edit form", complexity: lookupComplexity })
  async coupon(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Coupon> {
    return ctx.services.coupon.get(id);
  }

  @Authorized(ADMIN)
  @Mutation(() => Coupon, { description: "Admin: adds a coupon" })
  async createCoupon(@Arg("input") input: CouponInput, @Ctx() ctx: RequestContext): Promise<Coupon> {
    return ctx.services.coupon.create(input);
  }

  @Authorized(ADMIN)
  @Mutation(() => Coupon, { description: "Admin: replaces a coupon's fields" })
  async updateCoupon(@Arg("id", () => ID) id: string, @Arg("input") input: CouponInput, @Ctx() ctx: RequestContext): Promise<Coupon> {
    return ctx.services.coupon.update(id, input);
  }

  @Authorized(ADMIN)
  @Mutation(() => ID, { description: "Admin: deletes a coupon; orders that used it keep its code and discount" })
  async deleteCoupon(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    await ctx.services.coupon.delete(id);
    return id;
  }
}
