import { toMoney } from "../../vocabulary/money";
import type { CartService } from "../cart/cart.service";
import { PriceBreakdown } from "../cart/price-breakdown";
import type { CouponService } from "./coupon.service";
import type { CouponCheck } from "./coupon.types";

/**
 * A code tried on a signed-in shopper's bag. Apart from the coupon service because it reads the
 * bag, and the bag judges its coupon with the coupon service: built after both, it lets each be
 * constructed with what it needs, one way (coupon's rules, then the bag, then this).
 */
export class CouponChecks {
  constructor(
    private readonly carts: CartService,
    private readonly coupons: CouponService,
  ) {}

  /** What a code would take off the customer's bag now. Checkout checks it again. */
  async check(userId: string, code: string): Promise<CouponCheck> {
    const cart = await this.carts.getCart({ userId });
    const { coupon, totals } = await this.coupons.applyToBag(code, "code", cart.lines, { userId, rules: cart.rules });
    return { coupon, discount: toMoney(totals.discountPaise), totals: PriceBreakdown.of(totals) };
  }
}
